/**
 * The pages' own words for a success whose server message is not Russian
 * (`russianOr` of the kit): a backend in its default locale answers with
 * Laravel's English («We have emailed your password reset link.», «Your
 * password has been reset.»), and every message a person sees is Russian.
 */
const NOTICES = {
  recoverySent: 'Если такой email зарегистрирован, мы отправили на него ссылку для восстановления пароля.',
  passwordReset: 'Пароль изменён. Войдите с новым паролем.',
  emailVerified: 'Email подтверждён. Теперь вы можете войти.',
} as const;

export { NOTICES };
