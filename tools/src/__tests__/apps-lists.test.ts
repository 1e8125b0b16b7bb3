/**
 * `apps.json` is the one list of apps: everything that enumerates remotes
 * derives from it, and what cannot (npm workspaces, tsc references, the CI
 * matrix, the default registry a dev build keeps beside the host) is checked
 * against it here, so a remote folder the list does not name — or a list
 * entry nothing builds — fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../../apps.json' with { type: 'json' };
import { root } from '@cabinet/serving/apps';
import { configuredRemotes } from '@cabinet/serving/configured-remotes';
import { parseStoreLocation } from '@cabinet/serving/store-location';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const remoteNames = manifest.remotes.map((remote) => remote.name);
const remoteDirs = remoteNames.map((name) => `remotes/${name}`);

describe('apps.json', () => {
  it('names every folder under remotes/, and each named remote has one', () => {
    const folders = readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...remoteNames].sort());
    for (const dir of remoteDirs) expect(existsSync(path.join(root, dir, 'src/module.tsx')), dir).toBe(true);
  });

  it('gives every app its own port', () => {
    const ports = [manifest.host.port, manifest.api.port, ...manifest.remotes.map((remote) => remote.port)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('matches the npm workspaces', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    const expected = [...manifest.packages.map((pkg) => pkg.dir), manifest.host.dir, ...remoteDirs, manifest.api.dir, ...manifest.tools.map((tool) => tool.dir), 'e2e'];
    expect([...workspaces].sort()).toEqual(expected.sort());
  });

  it('matches the TypeScript project references', () => {
    const references = [...read('tsconfig.json').matchAll(/"path": "\.\/([^"]+)"/g)].map((match) => match[1]);
    for (const dir of [manifest.host.dir, ...remoteDirs, ...manifest.packages.map((pkg) => pkg.dir), ...manifest.tools.map((tool) => tool.dir)]) {
      expect(references, dir).toContain(dir);
    }
  });

  it('matches each remote package name', () => {
    for (const name of remoteNames) {
      const pkg = JSON.parse(read(`remotes/${name}/package.json`)) as { name: string };
      expect(pkg.name).toBe(`@cabinet/${name}`);
    }
  });

  it('matches the CI job matrix of the remotes', () => {
    const workflow = read('.github/workflows/ci.yml');
    const matrix = /remote: \[([^\]]*)\]/.exec(workflow)?.[1]?.split(',').map((name) => name.trim());
    expect(matrix?.sort()).toEqual([...remoteNames].sort());
    for (const name of remoteNames) {
      // The remote's filter: what it is built with, and its own folder.
      expect(workflow, `path filter of ${name}`).toMatch(new RegExp(`\\n {12}${name}:\\n {14}- \\*common\\n {14}- 'remotes/${name}/\\*\\*'`));
    }
    // A job runs when its remote's filter matched; no per-remote output to forget.
    expect(workflow).toContain('contains(fromJSON(needs.changes.outputs.changed), matrix.remote)');
  });

  /** apps.json's remotes as name, title, port and badge: what the dev registry and a store's config must agree on. */
  const listed = manifest.remotes.map(({ name, title, port, ...rest }) => ({ name, title, port, ...('badge' in rest ? { badge: rest.badge } : {}) }));

  it('matches the host’s default registry (dev builds, no store), in order, with titles, badges and ports', () => {
    const registry = JSON.parse(read('host/public/remotes.json')) as {
      remotes: { name: string; title: string; entry: string; badge?: string }[];
    };
    expect(registry.remotes.map(({ name, title, entry, badge }) => ({ name, title, port: Number(new URL(entry).port), ...(badge ? { badge } : {}) }))).toEqual(listed);
  });

  it('matches the remotes a folder store’s config.json lists (runtime 1.6.0), in order, each on its port', () => {
    // The ports as apps.json has them: a run's CABINET_PORT_OFFSET moves them all.
    const offset = Number(process.env.CABINET_PORT_OFFSET ?? 0);
    const configured = configuredRemotes(parseStoreLocation(path.join(root, '.releases')));
    expect(configured.map(({ name, title, store, badge }) => ({ name, title, port: Number(new URL(store).port) - offset, ...(badge ? { badge } : {}) }))).toEqual(listed);
  });
});
