import { describe, expect, it } from 'vitest';
import { errorCode, failureOf, sectionErrorOf } from '../load-failure.ts';
import { releaseOfEntry } from '../release-of-entry.ts';
import { refuseRemote } from '../../incompatible-remotes.ts';

/** As MF's runtime words its errors (getShortErrorMsg). */
const mfError = (code: string, original = '') =>
  new Error(`Failed to load script resources. #${code}\nargs: {"remoteName":"events"}\nOriginal Error Message:\n ${original}`);

function chunkError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(error: http://localhost:3001/static/js/512.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('the phase of a load failure', () => {
  it('follows MF runtime codes: manifest, entry, chunk', () => {
    expect(failureOf(mfError('RUNTIME-003'))).toEqual({ phase: 'manifest', code: 'RUNTIME-003' });
    expect(failureOf(mfError('RUNTIME-013'))).toEqual({ phase: 'manifest', code: 'RUNTIME-013' });
    expect(failureOf(mfError('RUNTIME-008'))).toEqual({ phase: 'entry', code: 'RUNTIME-008' });
    expect(failureOf(mfError('RUNTIME-014'))).toEqual({ phase: 'chunk', code: 'RUNTIME-014' });
    expect(failureOf(chunkError())).toEqual({ phase: 'chunk', code: 'ChunkLoadError' });
  });

  it('names an error by its code or class, never by its message', () => {
    expect(errorCode(new TypeError('Cannot read properties of undefined (reading "anna@example.com")'))).toBe('TypeError');
    expect(errorCode(mfError('RUNTIME-008', 'user anna@example.com'))).toBe('RUNTIME-008');
    const odd = new Error('x');
    odd.name = 'Ошибка с пробелом';
    expect(errorCode(odd)).toBe('Error');
    expect(errorCode('a thrown string')).toBe('Error');
    expect(errorCode(refuseRemote('events', ['react ^20.0.0 required, host provides 19.3.1']))).toBe('RemoteIncompatibleError');
  });

  it('tells a section’s chunk from its render', () => {
    expect(sectionErrorOf(new TypeError('x is not a function'))).toEqual({ phase: 'render', code: 'TypeError' });
    expect(sectionErrorOf(new Error('wrapper', { cause: chunkError() }))).toEqual({ phase: 'chunk', code: 'Error' });
  });
});

describe('the release of an entry', () => {
  it('is the folder of the manifest the entry names', () => {
    expect(releaseOfEntry('https://cdn.example.com/prod/events/0.1.0-36a24ca0e1/mf-manifest.json')).toBe('0.1.0-36a24ca0e1');
    expect(releaseOfEntry('http://localhost:3001/0.2.0-a1b2c3d4e5/mf-manifest.json')).toBe('0.2.0-a1b2c3d4e5');
  });

  it('is unversioned outside a release store, or when the entry says nothing readable', () => {
    expect(releaseOfEntry('http://localhost:3001/mf-manifest.json')).toBe('unversioned');
    expect(releaseOfEntry('http://localhost:3001/cabinet/events/mf-manifest.json')).toBe('unversioned');
    expect(releaseOfEntry('http://localhost:3001/0.2.0-1/mf-manifest.json')).toBe('unversioned');
    expect(releaseOfEntry('http://localhost:3001/%3Cscript%3E/mf-manifest.json')).toBe('unversioned');
    expect(releaseOfEntry('not a url')).toBe('unversioned');
  });
});
