import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../chunk-error.ts';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('telling a chunk that failed to load', () => {
  it.each([
    ['rspack’s ChunkLoadError', named('ChunkLoadError', 'Loading chunk 512 failed.\n(error: http://localhost:3000/static/js/512.js)')],
    ['a CSS chunk', new Error('Loading CSS chunk auth-pages failed.\n(/static/css/auth-pages.css)')],
    ['Chromium’s dynamic import', new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/a.js')],
    ['Firefox’s dynamic import', new TypeError('error loading dynamically imported module')],
    ['Safari’s dynamic import', new TypeError('Importing a module script failed.')],
    [
      'a remote’s chunk, wrapped as an unavailable remote',
      new Error('Remote events is unavailable', { cause: named('ChunkLoadError', 'Loading chunk 77 failed.') }),
    ],
  ])('counts %s', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a remote that is down (manifest)', new Error('Remote events is unavailable', { cause: new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest.') })],
    ['a remote entry that is down', new Error('[ Federation Runtime ]: #RUNTIME-008 Failed to load script resources.')],
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['an API error', Object.assign(new Error('HTTP 500'), { status: 500 })],
    ['nothing', undefined],
    ['a string', 'Loading'],
  ])('does not count %s', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('stops at a cause cycle', () => {
    const error = new Error('outer') as Error & { cause?: unknown };
    error.cause = error;
    expect(isChunkLoadError(error)).toBe(false);
  });
});
