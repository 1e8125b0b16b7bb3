import { HEALTH_CODE, type HealthPhase } from '@cabinet/runtime/field-health';
import { isChunkLoadError } from '../../reload-guards/chunk-error.ts';

/** Where a remote failed to load, and a code that says what happened without saying whose it was. */
export interface LoadFailure {
  phase: HealthPhase;
  code: string;
}

/** The phase each MF runtime error code belongs to (@module-federation/error-codes). */
const PHASE_OF_MF_CODE: Readonly<Record<string, HealthPhase>> = {
  'RUNTIME-003': 'manifest', // failed to get the manifest
  'RUNTIME-007': 'manifest', // failed to get the remote's snapshot
  'RUNTIME-013': 'manifest', // not a valid manifest (a 500 page, say)
  'RUNTIME-001': 'entry', // the entry loaded without its exports
  'RUNTIME-002': 'entry', // the entry has no init
  'RUNTIME-008': 'entry', // the entry's script failed to load
  'RUNTIME-011': 'entry', // no remoteEntry in the manifest
  'RUNTIME-015': 'entry', // the container's init threw
  'RUNTIME-014': 'chunk', // the expose is missing
};

/** An HTTP status as a failure code. */
export const httpCode = (status: number) => `HTTP-${status}`;

/** `RUNTIME-008` when MF's error carries one, else the error's class (`ChunkLoadError`, `TypeError`) — never its message. */
export function errorCode(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const mf = /\bRUNTIME-\d{3}\b/.exec(message)?.[0];
  if (mf) return mf;
  const name = error instanceof Error ? error.name : '';
  return HEALTH_CODE.test(name) ? name : 'Error';
}

/** The phase and code of an error MF's `loadRemote` ended with, when no lower hook said more. */
export function failureOf(error: unknown): LoadFailure {
  const code = errorCode(error);
  const phase = PHASE_OF_MF_CODE[code] ?? (isChunkLoadError(error) ? 'chunk' : 'entry');
  return { phase, code };
}

/**
 * The codes of a load the browser may have cut because the page was left:
 * a fetch that rejected (`TypeError`: «Failed to fetch», «Load failed»,
 * «NetworkError…»; `AbortError`), a script whose load errored (MF's
 * `RUNTIME-008`, a `ChunkLoadError`) or MF's «failed to get the manifest»
 * (`RUNTIME-003`) when no lower hook said more. None carries an HTTP status:
 * a status is the server's answer, never a cut.
 */
const CUT_CODES: ReadonlySet<string> = new Set(['TypeError', 'AbortError', 'RUNTIME-003', 'RUNTIME-008', 'ChunkLoadError']);

/** Whether `failure` may be a load cut by leaving the page (leaving.ts decides), not the release's fault. A render is never one. */
export function mayBeCutByLeaving(failure: LoadFailure): boolean {
  return failure.phase !== 'render' && CUT_CODES.has(failure.code);
}

/** What a section's error boundary caught: a chunk of its code that did not load, or its render. */
export function sectionErrorOf(error: unknown): LoadFailure {
  return { phase: isChunkLoadError(error) ? 'chunk' : 'render', code: errorCode(error) };
}
