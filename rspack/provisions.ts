/**
 * What a host build provides to remotes (compared with each remote's
 * manifest by `@cabinet/runtime/compatibility`): the version of every shared
 * singleton as installed for the host, the remote contract of the runtime
 * it is built with, and the exposes it loads. The host build inlines
 * it; `host/provides.json` commits it for a remote's CI, which does not build
 * the host (a test keeps the two equal).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { singletons } from '../federation-shared.ts';
import type { HostProvisions } from '@cabinet/runtime/compatibility';

/** The expose the host loads from every remote (host/src/federation/load-remote-module.ts). */
const REQUIRED_EXPOSES = ['./module'];

interface PackageJson {
  name?: string;
  version?: string;
  cabinet?: { remoteContract?: number };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The installed package.json of `name` as seen from `dir` (also for packages that do not export it). */
function installedPackage(dir: string, name: string): PackageJson {
  const require = createRequire(path.join(dir, 'package.json'));
  let current = path.dirname(require.resolve(name));
  for (;;) {
    const candidate = path.join(current, 'package.json');
    if (existsSync(candidate)) {
      const pkg = readJson<PackageJson>(candidate);
      if (pkg.name === name) return pkg;
    }
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`No package.json of ${name} above ${dir}`);
    current = parent;
  }
}

/** `react-dom/client` → `react-dom`; `@tanstack/react-query` stays. */
function packageOf(request: string): string {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);
}

/** The remote contract an app is built against: the runtime it resolves declares it. */
function remoteContractOf(appDir: string): number {
  const contract = installedPackage(appDir, '@cabinet/runtime').cabinet?.remoteContract;
  if (contract === undefined) throw new Error('@cabinet/runtime declares no cabinet.remoteContract');
  return contract;
}

function hostProvisions(hostDir: string): HostProvisions {
  const shared = Object.fromEntries(
    singletons.map((request) => {
      const version = installedPackage(hostDir, packageOf(request)).version;
      if (!version) throw new Error(`${request} has no version`);
      return [request, version];
    }),
  );
  return { remoteContracts: [remoteContractOf(hostDir)], exposes: REQUIRED_EXPOSES, shared };
}

export { hostProvisions, remoteContractOf };
