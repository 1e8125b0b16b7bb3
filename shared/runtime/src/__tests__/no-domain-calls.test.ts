/**
 * The runtime is shared at run time and the host's copy wins, so a domain
 * call defined here would tie every remote to the host's release. Only the
 * session's own calls may live in it; the rest belong to their owners.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SESSION_CALLS = ['/api/cabinet/user', '/api/cabinet/logout'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the runtime singleton', () => {
  it('calls no API path but the session’s', () => {
    const called = sources(path.resolve(import.meta.dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['`](\/api\/[^'`?]*)/g)].map((match) => match[1]),
    );
    expect([...new Set(called)].sort()).toEqual([...SESSION_CALLS].sort());
  });
});
