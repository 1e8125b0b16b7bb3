/**
 * A section the server leaves to the browser. Where a page is rendered on
 * the server (server/render-app.tsx), a section's boundary throws this: the
 * server sends the boundary's fallback (the section's loading state) marked
 * with this digest, and the browser renders the section in its place after
 * hydrating the rest — the browser's own way of loading a remote. Not a
 * hydration error: the start-up (app/start-document.tsx) does not report it.
 */
const CLIENT_ONLY_DIGEST = 'cabinet-client-only';

class ClientOnlySectionError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;

  constructor() {
    super('The section is rendered in the browser');
    this.name = 'ClientOnlySectionError';
  }
}

/** What a section renders as on the server. */
function ClientOnlySection(): never {
  throw new ClientOnlySectionError();
}

/** True for the server's record of such a boundary (React's recoverable error carries the digest). */
function isClientOnlySection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === CLIENT_ONLY_DIGEST;
}

export { CLIENT_ONLY_DIGEST, ClientOnlySection, ClientOnlySectionError, isClientOnlySection };
