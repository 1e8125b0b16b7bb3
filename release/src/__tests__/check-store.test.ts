/**
 * `npm run store:check`: what a team runs against its own bucket before
 * releasing there. Against the S3 test server every step passes; a bucket
 * that browsers of other origins cannot read is named as such.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkStore } from '../check-store.ts';
import { prefixOnlyStore } from '../testing/prefix-only-store.ts';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';

let s3: S3TestServer | null = null;
afterEach(async () => {
  await s3?.close();
  s3 = null;
});

describe('checking a store', () => {
  it('passes every step on an S3 server that keeps S3’s promises', async () => {
    s3 = await startS3TestServer();
    const steps = await checkStore(s3.store('check'), `${s3.endpoint}/cabinet/check`);
    expect(steps.filter((step) => !step.ok)).toEqual([]);
    expect(steps.map((step) => step.name)).toContain('чтение сразу после записи (read-after-write)');
    expect(steps).toHaveLength(7);
  });

  it('passes with a team’s credentials when run for its remote: every write stays under its prefix', async () => {
    s3 = await startS3TestServer();
    const team = prefixOnlyStore(s3.store('check'), ['events/']);
    const steps = await checkStore(team, `${s3.endpoint}/cabinet/check`, 'events');
    expect(steps.filter((step) => !step.ok)).toEqual([]);
    // Without the remote, it writes outside the prefix, which the team's policy refuses.
    const outside = await checkStore(team, `${s3.endpoint}/cabinet/check`);
    expect(outside.find((step) => !step.ok)?.detail).toMatch(/^AccessDenied: \.store-check\//);
  });

  it('says when browsers of another origin cannot read the bucket', async () => {
    s3 = await startS3TestServer({ cors: false });
    const steps = await checkStore(s3.store('check'), `${s3.endpoint}/cabinet/check`);
    const failed = steps.filter((step) => !step.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.detail).toContain('нет Access-Control-Allow-Origin');
  });
});
