/**
 * The compile hint goes on the large files of a production build, where the
 * minifier cannot drop it, with their source maps shifted to match; a small
 * file goes without.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, CompileHintsPlugin } from '../compile-hints.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'cabinet-compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A module of many functions that the minifier keeps: each is exported and called. */
function largeModule(count: number): string {
  const functions = Array.from({ length: count }, (_, index) => `export function step${index}(value) { return value.concat(['шаг ${index}', String(value.length * ${index})]); }`);
  return `${functions.join('\n')}\nexport const steps = [${Array.from({ length: count }, (_, index) => `step${index}`).join(', ')}];\n`;
}

function build(): Promise<Stats> {
  writeFileSync(path.join(dir, 'large.js'), largeModule(400));
  writeFileSync(path.join(dir, 'small.js'), "export const small = (value) => value + ' мало';\n");
  writeFileSync(path.join(dir, 'index.js'), "import { steps } from './large.js';\nconsole.log(steps.reduce((value, step) => step(value), []));\nimport('./small.js').then(({ small }) => console.log(small('это')));\n");
  const compiler = rspack({
    context: dir,
    mode: 'production',
    devtool: 'hidden-source-map',
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))));
}

describe('the compile hint', () => {
  it('starts each minified file of 20 KB and more, whose source map skips its line, and no smaller one', async () => {
    const stats = await build();
    expect(stats.hasErrors(), stats.toString()).toBe(false);
    const files = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    const read = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
    const main = read('main.js');
    expect(main.length).toBeGreaterThan(COMPILE_HINT_MIN_BYTES);
    expect(main.startsWith(COMPILE_HINT)).toBe(true);
    expect(main).toContain('шаг 399');
    // The map's first line, the hint's, has no mappings: the code's start on the second line.
    const map = JSON.parse(read('main.js.map')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.slice(1, 2)).not.toBe(';');
    const small = files.filter((file) => file !== 'main.js');
    expect(small.length).toBe(1);
    for (const file of small) {
      expect(read(file).length).toBeLessThan(COMPILE_HINT_MIN_BYTES);
      expect(read(file)).not.toContain('allFunctionsCalledOnLoad');
    }
  });
});
