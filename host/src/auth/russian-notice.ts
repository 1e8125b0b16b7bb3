/**
 * A success message from the server goes on screen only in Russian: a
 * backend in its default locale answers with Laravel's English («We have
 * emailed your password reset link.», «Your password has been reset.»), which
 * gives way to the page's own words (issue 13: every message a person can see
 * is Russian). The server's text is kept when it has Cyrillic letters.
 */
function russianNotice(serverText: string, fallback: string): string {
  return /[А-Яа-яЁё]/.test(serverText) ? serverText : fallback;
}

const NOTICES = {
  recoverySent: 'Если такой email зарегистрирован, мы отправили на него ссылку для восстановления пароля.',
  passwordReset: 'Пароль изменён. Войдите с новым паролем.',
  emailVerified: 'Email подтверждён. Теперь вы можете войти.',
} as const;

export { NOTICES, russianNotice };
