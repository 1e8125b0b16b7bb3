import * as v from 'valibot';
import { EmailSchema, requiredLine } from './common.ts';
import { UserSchema } from './user.ts';

/** Passwords: 8 characters at least (Laravel's default rule). */
export const PASSWORD_MIN = 8;
export const PasswordSchema = v.pipe(v.string(), v.nonEmpty(), v.minLength(PASSWORD_MIN), v.maxLength(255));

const PASSWORDS_DIFFER = 'Пароли не совпадают';

/**
 * `POST /login`. With `device_name` (Sanctum's mobile convention) the server
 * answers a personal access token (token mode); without it, a cookie session.
 */
export const LoginBodySchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(), v.nonEmpty()),
  remember: v.optional(v.boolean(), false),
  device_name: v.optional(requiredLine(255)),
});
export type LoginBodyInput = v.InferInput<typeof LoginBodySchema>;
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/** Cookie mode answers `{data}`; token mode adds `token` (`<id>|<secret>`). */
export const LoginResponseSchema = v.object({
  token: v.optional(v.string()),
  data: UserSchema,
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** `POST /register`: the confirmation error is reported on `password_confirmation`. */
export const RegisterBodySchema = v.pipe(
  v.object({
    name: requiredLine(255),
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      PASSWORDS_DIFFER,
    ),
    ['password_confirmation'],
  ),
);
export type RegisterBodyInput = v.InferInput<typeof RegisterBodySchema>;
export type RegisterBody = v.InferOutput<typeof RegisterBodySchema>;

/** `GET /verify/email`: the query of the signed link `/verify/{id}/{hash}?expires&signature`. */
export const VerifyEmailQuerySchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+$/), v.transform(Number)),
  hash: v.pipe(v.string(), v.nonEmpty()),
  expires: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+$/), v.transform(Number)),
  signature: v.pipe(v.string(), v.nonEmpty()),
});
export type VerifyEmailQueryInput = v.InferInput<typeof VerifyEmailQuerySchema>;
export type VerifyEmailQuery = v.InferOutput<typeof VerifyEmailQuerySchema>;

/** `POST /recovery {email}`: mails a reset link (answers the same for unknown emails). */
export const RecoveryRequestBodySchema = v.object({ email: EmailSchema });
export type RecoveryRequestBodyInput = v.InferInput<typeof RecoveryRequestBodySchema>;
export type RecoveryRequestBody = v.InferOutput<typeof RecoveryRequestBodySchema>;

/** `POST /recovery {token, email, password, password_confirmation}`: sets the new password. */
export const PasswordResetBodySchema = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      PASSWORDS_DIFFER,
    ),
    ['password_confirmation'],
  ),
);
export type PasswordResetBodyInput = v.InferInput<typeof PasswordResetBodySchema>;
export type PasswordResetBody = v.InferOutput<typeof PasswordResetBodySchema>;
