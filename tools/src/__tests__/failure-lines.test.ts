/**
 * The end of `npm test` names what failed with its error: read from the
 * suites' real (coloured) output, saved in fixtures/.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLines, pageSnapshots } from '../failure-lines.ts';

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

  it('gives what the page showed when a Playwright test failed, from its error context, at most 40 lines', async () => {
    const lines = failureLines(fixture('playwright-failed.log'));
    const cwd = await mkdtemp(path.join(tmpdir(), 'failure-lines-'));
    try {
      const context = path.join(cwd, 'test-results/e2e-20/remotes-profile-upload-an--27e1d-s-moving-then-the-new-photo-e2e/error-context.md');
      await mkdir(path.dirname(context), { recursive: true });
      const tree = ['- banner:', '  - link "Кабинет"', '- heading "Не удалось запустить кабинет" [level=1]', ...Array.from({ length: 50 }, (_, index) => `- text: row ${index}`)];
      await writeFile(context, `# Test info\n\n- Name: x\n\n# Error details\n\n\`\`\`\nError: nope\n\`\`\`\n\n# Page snapshot\n\n\`\`\`yaml\n${tree.join('\n')}\n\`\`\`\n`);
      const snapshots = (await pageSnapshots(lines, cwd)).split('\n');
      expect(snapshots[0]).toBe('  The page then (test-results/e2e-20/remotes-profile-upload-an--27e1d-s-moving-then-the-new-photo-e2e/error-context.md):');
      expect(snapshots).toContain('    - heading "Не удалось запустить кабинет" [level=1]');
      expect(snapshots).toContain('    - text: row 36');
      expect(snapshots).not.toContain('    - text: row 37');
      expect(snapshots.at(-1)).toMatch(/… 13 more lines in /);
      expect(snapshots.join('\n')).not.toContain('Error: nope');
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it('gives nothing where the error context is gone', async () => {
    expect(await pageSnapshots(failureLines(fixture('playwright-failed.log')), tmpdir())).toBe('');
  });
});
