/**
 * The servers read the config, the teams' records and the app document for
 * every page, but only read them again when they changed: a release renames
 * a new record in, a redeploy writes the config anew, and the next page must
 * see either.
 */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedFileReader } from '../changed-file.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'cabinet-changed-file-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a file read again only when it changed', () => {
  it('keeps what it made of the text while the file stays as it was', async () => {
    const file = path.join(folder, 'releases.json');
    await writeFile(file, '{"live":"0.1.0-aaaaaaaaaa"}');
    let parsed = 0;
    const read = changedFileReader((text) => ({ parsed: (parsed += 1), value: JSON.parse(text) as unknown }));
    const first = await read(file);
    expect(await read(file)).toBe(first);
    expect(parsed).toBe(1);
  });

  it('reads a file renamed in over it (a release), and one written anew in place (a redeploy)', async () => {
    const file = path.join(folder, 'releases.json');
    await writeFile(file, '{"live":"0.1.0-aaaaaaaaaa"}');
    const read = changedFileReader((text) => JSON.parse(text) as unknown);
    expect(await read(file)).toEqual({ live: '0.1.0-aaaaaaaaaa' });
    await writeFile(path.join(folder, '.releases.json.tmp'), '{"live":"0.2.0-bbbbbbbbbb"}');
    await rename(path.join(folder, '.releases.json.tmp'), file);
    expect(await read(file)).toEqual({ live: '0.2.0-bbbbbbbbbb' });
    await writeFile(file, '{"live":"0.3.0-cccccccccc","canary":null}');
    expect(await read(file)).toEqual({ live: '0.3.0-cccccccccc', canary: null });
  });

  it('answers a request with a check made after it came in, and never with one made before', async () => {
    const file = path.join(folder, 'releases.json');
    await writeFile(file, '{"live":"0.1.0-aaaaaaaaaa"}');
    const read = changedFileReader((text) => JSON.parse(text) as unknown);
    const cameIn = performance.now();
    expect(await read(file, cameIn)).toEqual({ live: '0.1.0-aaaaaaaaaa' });
    await writeFile(path.join(folder, '.releases.json.tmp'), '{"live":"0.2.0-bbbbbbbbbb"}');
    await rename(path.join(folder, '.releases.json.tmp'), file);
    // The release came after this request: the check made since answers it, with no stat of its own.
    expect(await read(file, cameIn)).toEqual({ live: '0.1.0-aaaaaaaaaa' });
    // A request after the release: no check since it came in, so the file is looked at and the release is there.
    expect(await read(file, performance.now())).toEqual({ live: '0.2.0-bbbbbbbbbb' });
    expect(await read(file, cameIn)).toEqual({ live: '0.2.0-bbbbbbbbbb' });
  });

  it('rejects for a missing file and for text that does not parse, and keeps neither', async () => {
    const file = path.join(folder, 'config.json');
    const read = changedFileReader((text) => JSON.parse(text) as unknown);
    await expect(read(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await writeFile(file, '{');
    await expect(read(file)).rejects.toThrow(SyntaxError);
    await writeFile(file, '{"apiBaseUrl":"http://localhost:8000"}');
    expect(await read(file)).toEqual({ apiBaseUrl: 'http://localhost:8000' });
  });
});
