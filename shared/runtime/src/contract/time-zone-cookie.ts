/**
 * The cookie in which the browser keeps its time zone (IANA, `Europe/Moscow`)
 * on the front end's own origin: written by the host at every page start,
 * read by the renderer, so that dates on a page rendered on the server are
 * the visitor's own — the text the browser then hydrates.
 */
export const TIME_ZONE_COOKIE = 'cabinet_tz';
