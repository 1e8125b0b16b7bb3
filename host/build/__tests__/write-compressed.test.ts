import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressed } from '../write-compressed.ts';

let dist = '';
afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('the build’s compressed copies', () => {
  it('are written beside every JS and CSS file of the static folders from 1 KB, and unpack to the file', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cabinet-compressed-'));
    await mkdir(path.join(dist, 'static/js'), { recursive: true });
    await mkdir(path.join(dist, 'static/css'), { recursive: true });
    const big = 'export const text = "Кабинет";\n'.repeat(200);
    const files: Record<string, string> = {
      'static/js/main.11111111.js': big,
      'static/js/main.11111111.js.map': big,
      'static/js/tiny.22222222.js': 'export {};',
      'static/css/546.33333333.css': 'a { color: red }\n'.repeat(100),
      'app.html': big,
    };
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dist, file), text);

    expect((await writeCompressed(dist)).sort()).toEqual(['static/css/546.33333333.css', 'static/js/main.11111111.js']);
    for (const file of ['static/js/main.11111111.js', 'static/css/546.33333333.css']) {
      const original = await readFile(path.join(dist, file));
      const br = await readFile(path.join(dist, `${file}.br`));
      const gz = await readFile(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 4);
    }
    // A source map, a small file and the documents are left as they are.
    expect((await readdir(path.join(dist, 'static/js'))).sort()).toEqual([
      'main.11111111.js',
      'main.11111111.js.br',
      'main.11111111.js.gz',
      'main.11111111.js.map',
      'tiny.22222222.js',
    ]);
    expect((await readdir(dist)).sort()).toEqual(['app.html', 'static']);
  });

  it('finds nothing to do in a build without static folders', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cabinet-compressed-'));
    expect(await writeCompressed(dist)).toEqual([]);
  });
});
