/** Marker the fallback runtime plugin returns in place of a remote module. */
const UNAVAILABLE = Symbol.for('cabinet.remote-unavailable');

export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function unavailableRemote(id: string, error: unknown): UnavailableRemote {
  return { [UNAVAILABLE]: true, id, error };
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}
