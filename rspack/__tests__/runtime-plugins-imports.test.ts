/**
 * The host's runtime plugins are evaluated before Module Federation has
 * initialised the shared modules: a plugin that imports a shared package,
 * even through another file, fails the whole page at start-up
 * (`c[e] is not a function`). Their value imports, followed through the
 * host's own files, must reach no shared package.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { singletons } from '../../federation-shared.ts';
import { hostRuntimePlugins } from '../../rspack/federation.ts';


/** The specifiers a file imports for their values (type-only imports are erased). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const clause = statement.importClause;
    if (clause?.isTypeOnly) return [];
    const named = clause?.namedBindings;
    const onlyTypes = !clause?.name && named !== undefined && ts.isNamedImports(named) && named.elements.every((element) => element.isTypeOnly);
    return onlyTypes ? [] : [statement.moduleSpecifier.text];
  });
}

/** Every package a file reaches through its value imports, following relative ones. */
function packagesReached(file: string, seen = new Set<string>()): Set<string> {
  const reached = new Set<string>();
  if (seen.has(file)) return reached;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (specifier.startsWith('.')) for (const name of packagesReached(path.resolve(path.dirname(file), specifier), seen)) reached.add(name);
    else reached.add(specifier);
  }
  return reached;
}

describe('the host runtime plugins', () => {
  it.each(hostRuntimePlugins)('%s imports no shared package, directly or through a file', (plugin) => {
    const reached = [...packagesReached(path.resolve(import.meta.dirname, '../../host/src/federation/runtime-plugins', plugin))];
    expect(reached.filter((name) => (singletons as readonly string[]).includes(name))).toEqual([]);
  });
});
