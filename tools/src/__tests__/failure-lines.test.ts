/**
 * The end of `npm test` names what failed with its error: read from the
 * suites' real (coloured) output, saved in fixtures/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLines } from '../failure-lines.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('failureLines', () => {
  it('gives a failed vitest test with its error, its diff and where it failed, without colour codes', () => {
    const lines = failureLines(fixture('vitest-failed.log'));
    expect(lines).not.toContain('\u001b[');
    expect(lines).toContain('FAIL   release  src/__tests__/two-teams.test.ts > fails on purpose');
    expect(lines).toContain('AssertionError: expected { a: 1 } to deeply equal { a: 2 }');
    expect(lines).toContain('+   "a": 1,');
    expect(lines).toContain('src/__tests__/two-teams.test.ts:2:49');
    expect(lines).toContain('TypeError: fetch failed');
    expect(lines).toContain('Caused by: Error: bad port');
    expect(lines).toMatch(/Tests\s+2 failed \(2\)/);
    // A block ends at vitest's rule: the next failure's lines are its own.
    expect(lines.split('\n').filter((line) => line.includes('fetch failed'))).toHaveLength(1);
  });

  it('gives a failed Playwright test with its error and the line of the spec', () => {
    const lines = failureLines(fixture('playwright-failed.log'));
    expect(lines).toContain('1) [e2e] › specs/remotes-profile-upload.spec.ts:31:1');
    expect(lines).toContain('Error: expect(locator).toBeVisible() failed');
    expect(lines).toContain('> 37 |');
    expect(lines).toMatch(/^\s*1 failed$/m);
    expect(lines).not.toContain('passed');
  });

  it('gives the last lines of a log that names no test (a build that broke)', () => {
    const log = Array.from({ length: 40 }, (_, index) => `line ${index}`).join('\n');
    expect(failureLines(log).split('\n')).toEqual(Array.from({ length: 20 }, (_, index) => `line ${index + 20}`));
  });
});
