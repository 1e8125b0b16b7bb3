/**
 * Import boundaries of DESIGN.md §2, checked on the real target of every
 * import (relative paths are resolved, workspace packages mapped by name).
 * The workspaces come from `apps.json`, the one list of apps, so a new remote
 * is checked without an edit here.
 *
 * - A remote imports itself, `@cabinet/runtime` (the run-time singleton),
 *   `@cabinet/kit` (the toolkit it bundles) and, in tests, `@cabinet/testing`;
 *   never the host or another remote.
 * - The host imports the same three and no remote.
 * - The runtime imports no other workspace: it is shared at run time, and
 *   what it pulled in would be shared too.
 * - The kit imports only the runtime; testing only the runtime and the kit.
 * - The server imports only the runtime's contract, validation and the
 *   field-health wire format.
 * - Inside the host, the reload guards (`src/reload-guards/`) import no other
 *   folder of the host: federation, the error screen and the routes use
 *   them, never the reverse, so no import cycle runs through them.
 * - The tooling is three workspaces (`tools` of apps.json), importing one
 *   way: the serving layer (`serving/`) only the runtime; the release tool
 *   (`release/`), which a remote's CI runs with only that remote installed,
 *   the runtime and the serving layer; the dev tools (`tools/`) the runtime,
 *   the serving layer and the release tool. None imports an app's or the
 *   server's sources: what they share with them is the runtime's
 *   (compatibility, the registry, field health) or the build's output. (The
 *   dev tools start Chromium as the e2e suites do, from e2e/support/chromium.ts:
 *   e2e is no workspace of apps.json, so nothing here restricts it.)
 * - Nothing of the product (the apps, the shared packages, the server) or
 *   of its build (`rspack/`, the root configs) imports a tool.
 * (Tests of these folders may import more: they render the app around them;
 * and a workspace's test configuration, `vitest.config.ts`, the testing
 * package's config factory.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8'));

const remotes = new Set(manifest.remotes.map((remote) => remote.name));
const workspaces = [
  { name: 'host', dir: manifest.host.dir, pkg: '@cabinet/host' },
  ...manifest.remotes.map((remote) => ({ name: remote.name, dir: `remotes/${remote.name}`, pkg: `@cabinet/${remote.name}` })),
  ...manifest.packages.map((pkg) => ({ name: pkg.name, dir: pkg.dir, pkg: `@cabinet/${pkg.name}` })),
  { name: 'server', dir: manifest.api.dir, pkg: '@cabinet/server' },
  ...manifest.tools.map((tool) => ({ name: tool.name, dir: tool.dir, pkg: `@cabinet/${tool.name}` })),
];

const tools = new Set(manifest.tools.map((tool) => tool.name));
/** What each tool may import besides itself: the ones below it. */
const toolMayUse = { serving: ['runtime'], release: ['runtime', 'serving'], tools: ['runtime', 'serving', 'release'] };

function ownerOfPath(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return workspaces.find((ws) => relative === ws.dir || relative.startsWith(`${ws.dir}/`))?.name ?? null;
}

function ownerOfSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return ownerOfPath(path.resolve(path.dirname(fromFile), specifier));
  const ws = workspaces.find((w) => specifier === w.pkg || specifier.startsWith(`${w.pkg}/`));
  return ws?.name ?? null;
}

const appMayUse = new Set(['runtime', 'kit', 'testing']);

const isTestConfig = (file) => /(^|[\\/])vitest\.(config|projects)\.ts$/.test(file);

function violation(from, to, specifier, fromFile = '') {
  if (!from && tools.has(to)) return 'The build never imports a tool: a tool runs the build, never the reverse.';
  if (to === 'testing' && isTestConfig(fromFile)) return null;
  if (!from || !to || from === to) return null;
  if (tools.has(from)) {
    if (toolMayUse[from]?.includes(to)) return null;
    return `${from} may import only ${[...(toolMayUse[from] ?? [])].map((name) => `@cabinet/${name}`).join(', ')}: tools import one way, and never an app's or the server's sources.`;
  }
  if (tools.has(to)) return 'The product never imports a tool: what they share lives in @cabinet/runtime.';
  if (remotes.has(from)) {
    if (appMayUse.has(to)) return null;
    if (to === 'host') return 'A remote must not import the host: the run-time contract is in @cabinet/runtime.';
    if (remotes.has(to)) return 'A remote must not import another remote: share through @cabinet/kit (bundled) or @cabinet/runtime (run time).';
    return `A remote may import only itself, @cabinet/runtime, @cabinet/kit and @cabinet/testing.`;
  }
  if (from === 'host') {
    if (appMayUse.has(to)) return null;
    return 'The host must not import a remote: load it through Module Federation.';
  }
  if (from === 'runtime') {
    // Its tests run on the mock API of @cabinet/testing; nothing of that ships.
    if (to === 'testing' && /[\\/]__tests__[\\/]/.test(fromFile)) return null;
    return 'The runtime singleton imports no other workspace: what it imported would be shared at run time too.';
  }
  if (from === 'kit' && to !== 'runtime') return 'The kit may import only @cabinet/runtime.';
  if (from === 'testing' && to !== 'runtime' && to !== 'kit') return 'The testing package may import only @cabinet/runtime and @cabinet/kit.';
  if (from === 'server') {
    const allowed = ['@cabinet/runtime/contract', '@cabinet/runtime/validation', '@cabinet/runtime/field-health'];
    if (!allowed.some((prefix) => specifier === prefix || specifier.startsWith(`${prefix}/`))) {
      return 'The server may use only @cabinet/runtime/contract, @cabinet/runtime/validation and @cabinet/runtime/field-health.';
    }
  }
  return null;
}

const relativeToRoot = (file) => path.relative(root, file).split(path.sep).join('/');
const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);

/** Folders that must not import from some others (relative imports), and why. */
const leaves = [
  {
    dir: `${manifest.host.dir}/src/reload-guards`,
    forbidden: [`${manifest.host.dir}/src`],
    message: 'The reload guards import no other folder of the host: the host uses them, never the reverse.',
  },
];

function leafViolation(specifier, fromFile) {
  if (!specifier.startsWith('.')) return null;
  const from = relativeToRoot(fromFile);
  const leaf = leaves.find(({ dir }) => within(from, dir));
  if (!leaf || from.includes('/__tests__/')) return null;
  const target = relativeToRoot(path.resolve(path.dirname(fromFile), specifier));
  if (within(target, leaf.dir) || !leaf.forbidden.some((dir) => within(target, dir))) return null;
  return leaf.message;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between host, remotes, shared packages, server and tools' },
    schema: [],
  },
  create(context) {
    const from = ownerOfPath(context.filename);
    const check = (node) => {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof specifier !== 'string') return;
      const message =
        violation(from, ownerOfSpecifier(specifier, context.filename), specifier, context.filename) ?? leafViolation(specifier, context.filename);
      if (message) context.report({ node: node.source, message: `${message} (${specifier})` });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

export { violation, workspaces };
export default { rules: { boundaries: rule } };
