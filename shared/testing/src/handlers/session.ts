import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { LoginBodySchema } from '@cabinet/runtime';
import { nextId, type TestDb } from '../db.ts';
import { apiPath, bearerToken, csrfFailure, currentUser, issuesToErrors, message, readJson, unauthenticated, validationError } from '../http.ts';

/**
 * The session as every app's tests meet it: the CSRF cookie, sign-in (both
 * auth modes), sign-out and the identity (`GET /user`). The rest of the
 * API is answered by the domains the test file sets up.
 */
function sessionHandlers(db: TestDb) {
  return [
    http.get(apiPath('/sanctum/csrf-cookie'), () => {
      // Laravel's token is base64 and URL-encoded in the cookie ("=" → "%3D").
      db.csrfToken = `test-xsrf-token-${nextId(db)}=`;
      return new HttpResponse(null, {
        status: 204,
        headers: { 'Set-Cookie': `XSRF-TOKEN=${encodeURIComponent(db.csrfToken)}; Path=/; SameSite=Lax` },
      });
    }),

    http.post(apiPath('/api/cabinet/login'), async ({ request }) => {
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const parsed = v.safeParse(LoginBodySchema, await readJson(request));
      if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
      const { email, password, device_name } = parsed.output;
      const account = db.accounts.find((candidate) => candidate.user.email === email);
      if (!account || account.password !== password) {
        return validationError({ email: ['Неверный email или пароль'] });
      }
      if (!account.user.email_verified_at) {
        return message(403, `Подтвердите email: мы отправили письмо со ссылкой на ${email}. Перейдите по ней и войдите снова.`);
      }
      if (device_name === undefined) {
        db.session.userId = account.user.id;
        return HttpResponse.json({ data: account.user });
      }
      const token = `${nextId(db)}|test-token`;
      db.tokens.set(token, account.user.id);
      return HttpResponse.json({ token, data: account.user });
    }),

    http.post(apiPath('/api/cabinet/logout'), ({ request }) => {
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const token = bearerToken(request);
      if (token) db.tokens.delete(token);
      else db.session.userId = null;
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(apiPath('/api/cabinet/user'), ({ request }) => {
      const user = currentUser(db, request);
      return user ? HttpResponse.json({ data: user }) : unauthenticated();
    }),
  ];
}

export { sessionHandlers };
