/**
 * The time zone dates are written in: the browser's own, or — in a page
 * rendered on the server — the visitor's (the renderer sets the source per
 * render). Here, in the shared runtime, so that every app's copy of the kit
 * reads the one setting: a remote's section rendered on the server writes its
 * dates as the host's render does, and as the browser then hydrates them.
 */
let timeZoneSource: () => string | undefined = () => undefined;

/** Where the time zone of the page being rendered is read (the server render); undefined: this machine's own. */
export function setTimeZoneSource(source: () => string | undefined): void {
  timeZoneSource = source;
}

/** The zone to write dates in now; undefined for this machine's own. */
export function currentTimeZone(): string | undefined {
  return timeZoneSource();
}
