import type { FastifyInstance } from 'fastify';
import { PasswordResetBodySchema, RecoveryRequestBodySchema } from '@cabinet/runtime/contract';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import { fieldError } from '../../lib/http-error.ts';
import { isRecord } from '../../lib/json.ts';
import { hashPassword } from '../../lib/password.ts';
import { readBody } from '../../lib/read-body.ts';
import { validate } from '../../lib/validate.ts';
import { passwordResetMail } from '../../mail/templates.ts';

/** Reset links live 60 minutes (Laravel's `auth.passwords.users.expire`). */
const TOKEN_TTL_MS = 60 * 60 * 1000;
const SENT = 'Если такой email зарегистрирован, мы отправили на него ссылку для восстановления пароля.';
const BAD_TOKEN = 'Ссылка для восстановления недействительна или устарела. Запросите новую.';

/**
 * `POST /recovery`: with `{email}` mails a one-time reset link (the answer is
 * the same for unknown addresses); with `{token, email, password,
 * password_confirmation}` sets the new password, spends the token and signs
 * the user out everywhere.
 */
export function recoveryRoute(fastify: FastifyInstance): void {
  const db = fastify.db;
  const saveToken = db.prepare(
    `INSERT INTO password_reset_tokens (email, token_hash, created_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
  );
  const findToken = db.prepare<[string], { token_hash: string; created_at: string }>(
    'SELECT token_hash, created_at FROM password_reset_tokens WHERE email = ?',
  );
  const spendToken = db.prepare('DELETE FROM password_reset_tokens WHERE email = ?');

  fastify.post('/recovery', async (request) => {
    const { fields } = await readBody(request);
    // Any `token` key means a reset (an empty one then fails as required, not as a new request).
    const wantsReset = isRecord(fields) && 'token' in fields;

    if (!wantsReset) {
      const { email } = validate(RecoveryRequestBodySchema, fields);
      const user = fastify.users.findByEmail(email);
      if (user) {
        const token = randomToken(32);
        saveToken.run(user.email, sha256(token), fastify.now().toISOString());
        const query = new URLSearchParams({ token, email: user.email });
        const link = `${fastify.config.frontendUrl}/password-recovery?${query.toString()}`;
        fastify.mailer.send(passwordResetMail(user.email, user.name, link));
      }
      return { message: SENT };
    }

    const body = validate(PasswordResetBodySchema, fields);
    const stored = findToken.get(body.email);
    const user = fastify.users.findByEmail(body.email);
    const now = fastify.now();
    const fresh = stored !== undefined && now.getTime() - Date.parse(stored.created_at) <= TOKEN_TTL_MS;
    if (!user || !stored || !fresh || !safeEqual(stored.token_hash, sha256(body.token))) {
      throw fieldError('token', BAD_TOKEN);
    }
    const passwordHash = await hashPassword(body.password, fastify.config.scryptCost);
    db.transaction(() => {
      const at = now.toISOString();
      fastify.users.setPassword(user.id, passwordHash, at);
      // Following the link proves the address, so an unverified account becomes verified.
      fastify.users.markVerified(user.id, at);
      spendToken.run(user.email);
      fastify.sessions.destroyForUser(user.id);
      fastify.accessTokens.revokeForUser(user.id);
    })();
    return { message: 'Пароль изменён. Войдите с новым паролем.' };
  });
}
