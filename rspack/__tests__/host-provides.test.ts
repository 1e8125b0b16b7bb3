/**
 * `host/provides.json` is what a remote's CI checks against without building
 * the host; it must say what the host build really provides.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostProvisions } from '../provisions.ts';

const hostDir = path.resolve(import.meta.dirname, '../../host');

describe('host/provides.json', () => {
  it('is what the host provides now (npm run provides -w host writes it)', () => {
    const committed = JSON.parse(readFileSync(path.join(hostDir, 'provides.json'), 'utf8')) as unknown;
    expect(committed).toEqual(hostProvisions(hostDir));
  });
});
