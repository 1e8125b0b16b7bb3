/**
 * Import boundaries of DESIGN.md §2, checked on the real target of every
 * import (relative paths are resolved, workspace packages mapped by name):
 * a remote imports only itself and `@cabinet/shared`; the host only itself
 * and shared; shared imports no app; the server only shared's contract and
 * validation. A string pattern cannot do this: `../../polls/src/x` from a
 * remote is a relative path that names no package.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const workspaces = [
  { name: 'host', dir: 'host', pkg: '@cabinet/host' },
  { name: 'events', dir: 'remotes/events', pkg: '@cabinet/events' },
  { name: 'notifications', dir: 'remotes/notifications', pkg: '@cabinet/notifications' },
  { name: 'polls', dir: 'remotes/polls', pkg: '@cabinet/polls' },
  { name: 'profile', dir: 'remotes/profile', pkg: '@cabinet/profile' },
  { name: 'shared', dir: 'shared', pkg: '@cabinet/shared' },
  { name: 'server', dir: 'server', pkg: '@cabinet/server' },
];
const remotes = new Set(['events', 'notifications', 'polls', 'profile']);

function ownerOfPath(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return workspaces.find((ws) => relative === ws.dir || relative.startsWith(`${ws.dir}/`))?.name ?? null;
}

function ownerOfSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return ownerOfPath(path.resolve(path.dirname(fromFile), specifier));
  const ws = workspaces.find((w) => specifier === w.pkg || specifier.startsWith(`${w.pkg}/`));
  return ws?.name ?? null;
}

function violation(from, to, specifier) {
  if (!from || !to || from === to) return null;
  if (remotes.has(from)) {
    if (to === 'shared') return null;
    if (to === 'host') return 'A remote must not import the host: take it from @cabinet/shared.';
    if (remotes.has(to)) return 'A remote must not import another remote: move the code to @cabinet/shared.';
  }
  if (from === 'host' && to !== 'shared') return 'The host must not import a remote: load it through Module Federation.';
  if (from === 'shared') return 'The shared package must not import an app.';
  if (from === 'server') {
    const allowed = ['@cabinet/shared/contract', '@cabinet/shared/validation'];
    if (!allowed.some((prefix) => specifier === prefix || specifier.startsWith(`${prefix}/`))) {
      return 'The server may use only @cabinet/shared/contract and @cabinet/shared/validation.';
    }
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between host, remotes, shared and server' },
    schema: [],
  },
  create(context) {
    const from = ownerOfPath(context.filename);
    const check = (node) => {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof specifier !== 'string') return;
      const message = violation(from, ownerOfSpecifier(specifier, context.filename), specifier);
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

export default { rules: { boundaries: rule } };
