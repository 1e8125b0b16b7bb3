/**
 * The lines of a suite's log that say what failed, for the end of `npm test`
 * (a CI page may show only its last lines). Vitest's and Playwright's output
 * is coloured, so it is read without its escape codes. Picked: each failed
 * test's name, each failure's block (its title, error and message, up to the
 * next separator) and the counts — at most 100 lines. For a Playwright
 * failure, what the page showed then (its error context's ARIA snapshot): a
 * failure seen once on CI cannot be asked again.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Built from a string: a control character in a regex literal reads as a mistake.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** Where a failure's block ends: vitest's ⎯ rule, the next numbered failure of Playwright or its counts. */
const BLOCK_END = /^\s*⎯{3,}|^\s*\d+\) |^\s*\d+ (failed|flaky|passed|skipped|did not run)\b/;
const BLOCK_LINES = 30;

function failureLines(log: string): string {
  const lines = log.replace(ANSI, '').split('\n');
  const picked: string[] = [];
  lines.forEach((line, index) => {
    // Vitest's block: ` FAIL  <project> <file> > <test>`; Playwright's: `  1) [project] › <spec> › <test>`.
    if (/^\s*FAIL\s.* > /.test(line) || /^\s*\d+\) /.test(line)) {
      const rest = lines.slice(index + 1, index + BLOCK_LINES);
      const end = rest.findIndex((each) => BLOCK_END.test(each));
      picked.push(line, ...(end < 0 ? rest : rest.slice(0, end)).filter((each) => each.trim() !== ''));
    } else if (/^\s*[×✘]\s|^\s*(Test Files|Tests)\s.*failed|^\s*\d+ (failed|flaky)$/.test(line)) {
      picked.push(line);
    }
  });
  return (picked.length > 0 ? picked : lines.slice(-20)).slice(0, 100).join('\n');
}

const SNAPSHOT_LINES = 40;

/**
 * The page snapshot of each Playwright failure among `lines` (`Error Context: <file>`, relative to
 * `cwd`), at most 40 lines each: the page as the failed step saw it.
 */
async function pageSnapshots(lines: string, cwd: string): Promise<string> {
  const files = [...new Set([...lines.matchAll(/Error Context: (\S+\.md)/g)].map((match) => match[1] ?? ''))].slice(0, 3);
  const snapshots = await Promise.all(
    files.map(async (file) => {
      const context = await readFile(path.resolve(cwd, file), 'utf8').catch(() => '');
      const snapshot = /# Page snapshot\s*```[a-z]*\n([^]*?)```/.exec(context)?.[1]?.trimEnd();
      if (!snapshot) return '';
      const shown = snapshot.split('\n');
      const more = shown.length > SNAPSHOT_LINES ? [`  … ${shown.length - SNAPSHOT_LINES} more lines in ${file}`] : [];
      return [`  The page then (${file}):`, ...shown.slice(0, SNAPSHOT_LINES).map((line) => `    ${line}`), ...more].join('\n');
    }),
  );
  return snapshots.filter(Boolean).join('\n');
}

export { failureLines, pageSnapshots };
