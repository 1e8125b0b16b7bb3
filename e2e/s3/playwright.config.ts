/**
 * The product with its release store in an S3 bucket (`npm run test:s3`):
 * the same production builds and reference API as e2e/playwright.config.ts,
 * the remotes and the registry published to an S3 test server and read by
 * the browser from there, releases made with `--store s3://…` as a feature
 * team's CI would. `CABINET_REUSE_BUILD=1` serves the dist/ folders already built.
 */
import { suiteConfig } from '../support/suite-config.ts';
import { hostUrl, s3Url } from '../support/urls.ts';

// The specs release with the same store and credentials (support/releases.ts passes --store).
const s3Env = {
  CABINET_RELEASE_STORE: 's3://cabinet/releases',
  AWS_ENDPOINT_URL_S3: s3Url,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  CABINET_S3_PATH_STYLE: '1',
};
Object.assign(process.env, s3Env);

export default suiteConfig({
  name: 's3',
  testDir: 's3/specs',
  // A release builds a remote and uploads it: minutes on a busy machine.
  timeout: 120_000,
  start: 'tools/src/start-with-s3.ts',
  readyUrl: `${hostUrl}/config.json`,
  env: { ...s3Env, LOG_LEVEL: 'warn' },
});
