import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { remotes } from '../apps.ts';
import { documentPolicy, servedConfig, servedConfigReader } from '../deployment.ts';
import { parseStoreLocation, type BucketLocation } from '../store-location.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function hostDist(config: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cabinet-dist-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
  return dir;
}

const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src '));

describe('the remotes in a deployment’s config', () => {
  const bucket: BucketLocation = { kind: 'bucket', label: 's3://b/prod', bucket: 'b', prefix: 'prod', publicUrl: 'https://releases.example.com/prod', publicUrlFrom: 'CABINET_STORE_PUBLIC_URL' };

  it('with a store, lists apps.json’s remotes in their folders of it, and no registry address', async () => {
    const served = await servedConfig(hostDist({ apiBaseUrl: 'https://api.example.com' }), bucket);
    expect(served).toEqual({
      apiBaseUrl: 'https://api.example.com',
      remotes: remotes.map((app) => ({ name: app.name, title: app.title, ...(app.badge ? { badge: app.badge } : {}), store: `https://releases.example.com/prod/${app.name}` })),
    });
    const folder = await servedConfig(hostDist({}), parseStoreLocation(tmpdir()));
    expect(folder.remotes?.map((remote) => remote.store)).toEqual(remotes.map((app) => `http://localhost:${app.port}`));
  });

  it('keeps the remotes a deployer’s config lists, and adds none without a store', async () => {
    const own = [{ name: 'events', title: 'События', store: 'https://cdn.example.com/events' }];
    expect((await servedConfig(hostDist({ remotes: own }), bucket)).remotes).toEqual(own);
    expect(await servedConfig(hostDist({ apiBaseUrl: 'https://api.example.com' }), null)).not.toHaveProperty('remotes');
  });

  it('is the same config at every document until config.json changes, then the new one', async () => {
    const dir = hostDist({ apiBaseUrl: 'https://api.example.com' });
    const read = servedConfigReader(dir, bucket);
    const first = await read();
    expect(await read()).toBe(first);
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.example.org', authMode: 'token' }));
    const redeployed = await read();
    expect(redeployed).not.toBe(first);
    expect(redeployed).toMatchObject({ apiBaseUrl: 'https://api.example.org', authMode: 'token', remotes: first.remotes });
    expect(await read()).toBe(redeployed);
  });

  it('reads no registry address once the config lists remotes: the policy does not allow it', () => {
    const policy = documentPolicy({ apiBaseUrl: 'https://api.example.com', registryUrl: 'https://registry.example.com/remotes.json', remotes: [] }, [], []);
    expect(connectSrc(policy)).toBe("connect-src 'self' https://api.example.com");
    expect(connectSrc(documentPolicy({ apiBaseUrl: 'https://api.example.com', registryUrl: 'https://registry.example.com/remotes.json' }, [], []))).toBe(
      "connect-src 'self' https://api.example.com https://registry.example.com",
    );
  });
});

describe('field health in a deployment', () => {
  it('the served config names the run’s collector, unless the config names its own', async () => {
    // Not localhost: a run with CABINET_PORT_OFFSET moves localhost's default ports in the served config.
    const collector = 'https://api.example.com/_telemetry/health';
    expect(await servedConfig(hostDist({ apiBaseUrl: 'https://api.example.com' }), null, collector)).toEqual({ apiBaseUrl: 'https://api.example.com', telemetryUrl: collector });
    expect(await servedConfig(hostDist({ telemetryUrl: 'https://rum.example.com/in' }), null, collector)).toEqual({ telemetryUrl: 'https://rum.example.com/in' });
    expect(await servedConfig(hostDist({ apiBaseUrl: 'https://api.example.com' }), null)).toEqual({ apiBaseUrl: 'https://api.example.com' });
  });

  it('the documents may send beacons to the collector’s origin, and only with one', () => {
    const withCollector = documentPolicy({ apiBaseUrl: 'https://api.example.com', telemetryUrl: 'https://rum.example.com/in' }, [], []);
    expect(connectSrc(withCollector)).toBe("connect-src 'self' https://api.example.com https://rum.example.com");
    expect(connectSrc(documentPolicy({ apiBaseUrl: 'https://api.example.com' }, [], []))).toBe("connect-src 'self' https://api.example.com");
  });
});
