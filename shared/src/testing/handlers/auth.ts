import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  LoginBodySchema,
  PasswordResetBodySchema,
  RecoveryRequestBodySchema,
  RegisterBodySchema,
  VerifyEmailQuerySchema,
} from '../../contract/index.ts';
import { nextId, type TestDb } from '../db.ts';
import { apiPath, bearerToken, csrfFailure, issuesToErrors, message, readJson, validationError } from '../http.ts';

/** A link whose signature is `invalid` (or an expired one) fails, like a tampered link. */
const INVALID_SIGNATURE = 'invalid';
/** The reset token that the server does not know. */
const INVALID_RESET_TOKEN = 'invalid';
const EMAIL_TAKEN = 'Этот email уже занят';

function authHandlers(db: TestDb) {
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

    http.post(apiPath('/api/cabinet/register'), async ({ request }) => {
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const parsed = v.safeParse(RegisterBodySchema, await readJson(request));
      if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
      const { name, email, password } = parsed.output;
      if (db.accounts.some((account) => account.user.email === email)) {
        return validationError({ email: [EMAIL_TAKEN] });
      }
      const user = {
        id: nextId(db),
        name,
        email,
        email_verified_at: null,
        avatar_url: null,
        phone: null,
        about: null,
        socials: [],
        created_at: new Date().toISOString(),
      };
      db.accounts.push({ user, password });
      // The account waits for its e-mail confirmation: no session yet.
      return HttpResponse.json({ data: user }, { status: 201 });
    }),

    http.post(apiPath('/api/cabinet/logout'), ({ request }) => {
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const token = bearerToken(request);
      if (token) db.tokens.delete(token);
      else db.session.userId = null;
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(apiPath('/api/cabinet/verify/email'), ({ request }) => {
      const parsed = v.safeParse(VerifyEmailQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success || parsed.output.signature === INVALID_SIGNATURE) {
        return message(403, 'Ссылка подтверждения недействительна.');
      }
      const account = db.accounts.find((candidate) => candidate.user.id === parsed.output.id);
      if (!account) return message(404, 'Пользователь не найден');
      if (account.user.email_verified_at) return HttpResponse.json({ message: 'Email уже подтверждён. Можно войти.' });
      account.user.email_verified_at = new Date().toISOString();
      return HttpResponse.json({ message: 'Email подтверждён. Теперь вы можете войти.' });
    }),

    http.post(apiPath('/api/cabinet/recovery'), async ({ request }) => {
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const body = await readJson(request);
      const isReset = typeof body === 'object' && body !== null && 'token' in body;
      if (!isReset) {
        const parsed = v.safeParse(RecoveryRequestBodySchema, body);
        if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
        return HttpResponse.json({
          message: 'Если такой email зарегистрирован, мы отправили на него ссылку для восстановления пароля.',
        });
      }
      const parsed = v.safeParse(PasswordResetBodySchema, body);
      if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
      const account = db.accounts.find((candidate) => candidate.user.email === parsed.output.email);
      if (!account || parsed.output.token === INVALID_RESET_TOKEN) {
        return validationError({ token: ['Ссылка для восстановления недействительна или устарела. Запросите новую.'] });
      }
      account.password = parsed.output.password;
      // Following the link proves the address; every session and token ends.
      account.user.email_verified_at ??= new Date().toISOString();
      if (db.session.userId === account.user.id) db.session.userId = null;
      for (const [token, userId] of db.tokens) if (userId === account.user.id) db.tokens.delete(token);
      return HttpResponse.json({ message: 'Пароль изменён. Войдите с новым паролем.' });
    }),
  ];
}

export { authHandlers, INVALID_SIGNATURE, INVALID_RESET_TOKEN };
