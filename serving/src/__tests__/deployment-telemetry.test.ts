import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { documentPolicy, servedConfig } from '../deployment.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function hostDist(config: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cabinet-dist-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
  return dir;
}

const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src '));

describe('field health in a deployment', () => {
  it('the served config names the run’s collector, unless the config names its own', async () => {
    // Not localhost: a run with CABINET_PORT_OFFSET moves localhost's default ports in the served config.
    const collector = 'https://api.example.com/_telemetry/health';
    expect(await servedConfig(hostDist({ apiBaseUrl: 'https://api.example.com' }), null, collector)).toEqual({ apiBaseUrl: 'https://api.example.com', telemetryUrl: collector });
    expect(await servedConfig(hostDist({ telemetryUrl: 'https://rum.example.com/in' }), null, collector)).toEqual({ telemetryUrl: 'https://rum.example.com/in' });
    expect(await servedConfig(hostDist({ apiBaseUrl: 'https://api.example.com' }), null)).toEqual({ apiBaseUrl: 'https://api.example.com' });
  });

  it('the documents may send beacons to the collector’s origin, and only with one', () => {
    const withCollector = documentPolicy({ apiBaseUrl: 'https://api.example.com', telemetryUrl: 'https://rum.example.com/in' }, [], '');
    expect(connectSrc(withCollector)).toBe("connect-src 'self' https://api.example.com https://rum.example.com");
    expect(connectSrc(documentPolicy({ apiBaseUrl: 'https://api.example.com' }, [], ''))).toBe("connect-src 'self' https://api.example.com");
  });
});
