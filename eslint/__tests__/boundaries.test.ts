/**
 * The import boundaries of DESIGN.md §2 as lint errors (eslint/boundaries.js),
 * run through ESLint itself on code placed in each workspace.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'cabinet/boundaries').map((message) => message.message);
}

describe('import boundaries', () => {
  it('a remote may import itself, the runtime, the kit and testing', async () => {
    const code = [
      "import { apiRequest } from '@cabinet/runtime';",
      "import { Button } from '@cabinet/kit/ui';",
      "import { setupApiServer } from '@cabinet/testing';",
      "import { eventKeys } from '../api/keys.ts';",
      'export { apiRequest, Button, setupApiServer, eventKeys };',
    ].join('\n');
    expect(await boundaryErrors('remotes/events/src/pages/x.tsx', code)).toEqual([]);
  });

  it('a remote must not import another remote, by package or by path', async () => {
    expect(await boundaryErrors('remotes/events/src/x.ts', "import '@cabinet/polls';")).toHaveLength(1);
    expect(await boundaryErrors('remotes/events/src/x.ts', "import '../../polls/src/api/keys.ts';")).toHaveLength(1);
  });

  it('a remote must not import the host', async () => {
    expect((await boundaryErrors('remotes/profile/src/x.ts', "import '../../../host/src/app/paths.ts';"))[0]).toMatch(/must not import the host/);
  });

  it('the host must not import a remote', async () => {
    expect((await boundaryErrors('host/src/x.ts', "import '../../remotes/events/src/api/get-events.ts';"))[0]).toMatch(/must not import a remote/);
  });

  it('the runtime imports no other workspace, except testing in its own tests', async () => {
    expect(await boundaryErrors('shared/runtime/src/api/x.ts', "import '@cabinet/kit/ui';")).toHaveLength(1);
    expect(await boundaryErrors('shared/runtime/src/api/x.ts', "import '@cabinet/testing';")).toHaveLength(1);
    expect(await boundaryErrors('shared/runtime/src/api/__tests__/x.test.ts', "import '@cabinet/testing';")).toEqual([]);
  });

  it('the kit imports only the runtime', async () => {
    expect(await boundaryErrors('shared/kit/src/ui/x.ts', "import '@cabinet/runtime';")).toEqual([]);
    expect(await boundaryErrors('shared/kit/src/ui/x.ts', "import '../../../../host/src/app/paths.ts';")).toHaveLength(1);
  });

  it('the server uses only the contract and the validation messages', async () => {
    expect(await boundaryErrors('server/src/x.ts', "import '@cabinet/runtime/contract';")).toEqual([]);
    expect(await boundaryErrors('server/src/x.ts', "import '@cabinet/kit/ui';")).toHaveLength(1);
  });

  it('the host’s reload guards import no other folder of the host, so no cycle runs through them', async () => {
    expect((await boundaryErrors('host/src/reload-guards/x.ts', "import '../federation/registry-sync.ts';"))[0]).toMatch(/import no other folder of the host/);
    expect(await boundaryErrors('host/src/reload-guards/x.ts', "import './chunk-reload.ts';")).toEqual([]);
    expect(await boundaryErrors('host/src/federation/x.ts', "import '../reload-guards/chunk-reload.ts';")).toEqual([]);
    expect(await boundaryErrors('host/src/reload-guards/__tests__/x.test.ts', "import '../../federation/remote-outlet.tsx';")).toEqual([]);
  });

  it('the release tool imports no app’s or server’s sources, so a remote’s CI runs it alone', async () => {
    expect((await boundaryErrors('release/src/x.ts', "import '../../host/src/federation/registry.ts';"))[0]).toMatch(/release may import only/);
    expect(await boundaryErrors('release/src/x.ts', "import '../../remotes/events/src/module.tsx';")).toHaveLength(1);
    expect(await boundaryErrors('release/src/x.ts', "import '../../server/src/options.ts';")).toHaveLength(1);
    expect(await boundaryErrors('release/src/x.ts', "import '@cabinet/runtime/compatibility';")).toEqual([]);
    expect(await boundaryErrors('release/src/x.ts', "import '@cabinet/serving/static-rules';")).toEqual([]);
  });

  it('the tools import one way: dev tools → release tool → serving layer → runtime', async () => {
    expect(await boundaryErrors('tools/src/x.ts', "import '@cabinet/release/publish';")).toEqual([]);
    expect(await boundaryErrors('tools/src/x.ts', "import '@cabinet/serving/static-server';")).toEqual([]);
    expect(await boundaryErrors('serving/src/x.ts', "import '@cabinet/release/publish';")).toHaveLength(1);
    expect(await boundaryErrors('serving/src/x.ts', "import '../../tools/src/build.ts';")).toHaveLength(1);
    expect(await boundaryErrors('release/src/x.ts', "import '@cabinet/tools/build';")).toHaveLength(1);
    expect((await boundaryErrors('serving/src/x.ts', "import '../../host/src/app/guest-paths.ts';"))[0]).toMatch(/serving may import only @cabinet\/runtime/);
  });

  it('neither the product nor its build imports a tool', async () => {
    expect((await boundaryErrors('host/src/x.ts', "import '@cabinet/serving/static-rules';"))[0]).toMatch(/The product never imports a tool/);
    expect(await boundaryErrors('server/src/x.ts', "import '../../release/src/publish.ts';")).toHaveLength(1);
    expect(await boundaryErrors('shared/runtime/src/x.ts', "import '@cabinet/tools/build';")).toHaveLength(1);
    expect((await boundaryErrors('rspack/x.ts', "import '../release/src/run-node.ts';"))[0]).toMatch(/The build never imports a tool/);
    expect(await boundaryErrors('host/build/x.ts', "import '../../tools/src/build.ts';")).toHaveLength(1);
  });

  it('a workspace’s test configuration may use the testing package’s config factory, its sources not', async () => {
    expect(await boundaryErrors('shared/kit/vitest.config.ts', "import { testProject } from '../testing/src/vitest-config.ts';")).toEqual([]);
    expect(await boundaryErrors('serving/vitest.config.ts', "import { testProject } from '../shared/testing/src/vitest-config.ts';")).toEqual([]);
    expect(await boundaryErrors('shared/kit/src/x.ts', "import '../../testing/src/vitest-config.ts';")).toHaveLength(1);
  });

  it('every remote of apps.json is checked, with no edit to the rule', async () => {
    expect(await boundaryErrors('remotes/notifications/src/x.ts', "import '../../profile/src/x.ts';")).toHaveLength(1);
  });
});
