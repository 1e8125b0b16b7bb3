/**
 * Every text a person reads is Russian (SPEC §8). A server's own words —
 * an error's message, a success notice, a thrown error's detail — are shown
 * when they are Russian, and give way to the app's own words when they are
 * not: a backend in its default locale answers with Laravel's English
 * («Server Error», «We have emailed your password reset link.»). The one
 * test of "Russian" for every app: the text has Cyrillic letters.
 */

/** A text a Russian reader can read: it has Cyrillic letters. */
function isRussian(text: string | undefined): text is string {
  return text !== undefined && /[А-Яа-яЁё]/.test(text);
}

/** The server's text when it is Russian, else `fallback` (the app's own words). */
function russianOr(text: string | undefined, fallback: string): string {
  return isRussian(text) ? text : fallback;
}

export { isRussian, russianOr };
