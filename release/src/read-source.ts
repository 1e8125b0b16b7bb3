import { readFile } from 'node:fs/promises';

/** The text of a file, or of an http(s) address (a deployed host's provisions, a collector's figures), never cached. */
async function readSource(source: string): Promise<string> {
  return /^https?:\/\//.test(source) ? (await fetch(source, { cache: 'no-store' })).text() : readFile(source, 'utf8');
}

export { readSource };
