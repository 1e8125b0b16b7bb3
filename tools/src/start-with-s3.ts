/**
 * The S3 suite's server (e2e/s3): an S3 test server (s3rver) on its port, then `npm start` with its release store in that bucket —
 * every remote and its team's record served from the bucket's address, the
 * host's config.json listing each remote's folder there (the Node server
 * composes the registry from those records). SIGTERM stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { portOffset, root } from '@cabinet/serving/apps';
import { startS3TestServer } from '@cabinet/release/testing/s3-test-server';

/** e2e/support/urls.ts names the same port. */
const S3_PORT = 3998 + portOffset;

const s3 = await startS3TestServer({ port: S3_PORT });
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tools/src/start.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...s3.env },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.once('exit', (code) => {
  void s3.close().then(() => process.exit(code ?? 1));
});
