import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { PasswordResetBodySchema, RecoveryRequestBodySchema, RegisterBodySchema, VerifyEmailQuerySchema } from '@cabinet/runtime';
import { apiPath, csrfFailure, currentUser, issuesToErrors, message, nextId, readJson, unauthenticated, validationError, type TestDb, type TestDomain } from '@cabinet/testing';

/** A link whose signature is `invalid` (or an expired one) fails, like a tampered link. */
const INVALID_SIGNATURE = 'invalid';
/** The reset token that the server does not know. */
const INVALID_RESET_TOKEN = 'invalid';
const EMAIL_TAKEN = 'Этот email уже занят';

function authHandlers(db: TestDb) {
  return [
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

    http.post(apiPath('/api/cabinet/email/verification-notification'), ({ request }) => {
      const failure = csrfFailure(db, request);
      if (failure) return failure;
      const user = currentUser(db, request);
      if (!user) return unauthenticated();
      if (user.email_verified_at) return HttpResponse.json({ message: 'Email уже подтверждён.' });
      return HttpResponse.json({ message: `Мы отправили письмо со ссылкой на ${user.email}. Ссылка действует 60 минут.` });
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

/** The host's auth pages' calls (sign-in and sign-out are the session's, in @cabinet/testing). */
const authDomain: TestDomain = {
  seed: () => undefined,
  handlers: authHandlers,
};

export { authDomain, INVALID_SIGNATURE, INVALID_RESET_TOKEN };
