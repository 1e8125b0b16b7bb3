/**
 * A folder store opens without the S3 SDK: the release tool runs once a
 * command, `npm start` and the renderer once a start, and loading the SDK was
 * about 0.4 s of CPU of each (0.95 against 0.56 s a `releases` run). Checked
 * in a Node process of its own, whose module hooks see every import.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const openStoreFile = path.join(import.meta.dirname, '..', 'open-store.ts');

/** Opens a store at `location` in a new Node process; resolves to the store's class and whether the S3 SDK was imported. */
async function open(location: string): Promise<{ store: string; sdk: boolean }> {
  const script = `
    import { registerHooks } from 'node:module';
    let sdk = false;
    registerHooks({ resolve(specifier, context, next) { if (specifier.startsWith('@aws-sdk/')) sdk = true; return next(specifier, context); } });
    const { openStore } = await import(${JSON.stringify(openStoreFile)});
    const { parseStoreLocation } = await import(${JSON.stringify(path.join(import.meta.dirname, '../../store-location.ts'))});
    const store = await openStore(parseStoreLocation(${JSON.stringify(location)}));
    console.log(JSON.stringify({ store: store.constructor.name, sdk }));
  `;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, AWS_REGION: 'us-east-1' } });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { store: string; sdk: boolean };
}

describe('openStore', () => {
  it('opens a folder without loading the S3 SDK, and a bucket with it', async () => {
    expect(await open('/tmp/cabinet-open-store-test')).toEqual({ store: 'FolderStore', sdk: false });
    expect(await open('s3://cabinet-releases/test')).toEqual({ store: 'S3Store', sdk: true });
  });
});
