import { describe, expect, it } from 'vitest';
import runtimePackage from '../../../package.json' with { type: 'json' };
import { REMOTE_CONTRACT_VERSION } from '../remote-module.ts';

describe('the remote contract version', () => {
  it('is the one the package declares for builds to record', () => {
    expect(runtimePackage.cabinet.remoteContract).toBe(REMOTE_CONTRACT_VERSION);
  });
});
