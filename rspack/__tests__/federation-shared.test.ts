/**
 * The tree-shaken export lists of federation-shared.ts must cover every
 * import of those packages anywhere in the apps and the shared package:
 * a missing name is a run-time "x is not a function" in some remote with no
 * build warning. Unused names are flagged too, so the list stays minimal.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { treeShaken } from '../../federation-shared.ts';
import manifest from '../../apps.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '../..');

// Everything that reaches a browser build: the host, every remote of apps.json,
// the runtime and the kit (testing never does).
const sourceRoots = [manifest.host.dir, ...manifest.remotes.map((remote) => `remotes/${remote.name}`), ...manifest.packages.filter((pkg) => pkg.name !== 'testing').map((pkg) => pkg.dir)].map(
  (dir) => `${dir}/src`,
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // Tests, each app's msw helpers (src/testing), the node bundles that prerender a
    // document at build time (`*-prerender.tsx`), the host's server render and the runtime's part for it
    // (src/server) never reach a browser build.
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'testing' || name === 'server' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|-prerender\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Named value imports (and re-exports) of `pkg` in one file; type-only imports are erased. */
function importedNames(file: string, pkg: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.moduleSpecifier.text !== pkg || statement.importClause?.isTypeOnly) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (statement.importClause?.name) names.push('default');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.moduleSpecifier.text !== pkg || statement.isTypeOnly) continue;
      if (!statement.exportClause) names.push('*');
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return names;
}

const files = sourceRoots.flatMap((dir) => sourceFiles(path.join(root, dir)));

describe.each(Object.entries(treeShaken))('tree-shaken shared package %s', (pkg, kept) => {
  const used = new Set(files.flatMap((file) => importedNames(file, pkg)));

  it('is never imported as a namespace or with export *', () => {
    expect(used.has('*')).toBe(false);
  });

  it('keeps every export the apps import', () => {
    const missing = [...used].filter((name) => !kept?.includes(name)).sort();
    expect(missing, `add to federation-shared.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('lists no export that nothing imports', () => {
    const unused = (kept ?? []).filter((name) => !used.has(name));
    expect(unused, `remove from federation-shared.ts: ${unused.join(', ')}`).toEqual([]);
  });
});
