/**
 * The cookie in which the browser keeps its time zone (IANA, `Europe/Moscow`)
 * on the front end's own origin: written by the host at every page start,
 * read by the renderer, so that dates on a page rendered on the server are
 * the visitor's own — the text the browser then hydrates.
 */
export const TIME_ZONE_COOKIE = 'cabinet_tz';

/**
 * The zone a page rendered on the server is written in while the browser's is
 * not known (a first visit, a browser without JavaScript): the cabinet's
 * people are in Russia. A browser in another zone renders such a page anew.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';
