/**
 * Every class the kit's sources use has a rule in the stylesheets the apps
 * build from the kit: a class Tailwind never saw (a folder outside the
 * theme's `@source`, a typo) renders unstyled without an error anywhere —
 * as FormAlert's tints once did.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitClassUsage } from './support/class-candidates.ts';
import { generatedClasses } from './support/generated-classes.ts';

// The apps' entries (host/src/styles.css, the landing's, standalone.css;
// remotes/*/src/styles.css) without their own `@source "./"`.
const entries = [
  ['theme.css, as the host, the landing and the standalone page import it', '@import "tailwindcss" source(none);\n@import "./theme.css";'],
  ['remote.css, as every remote imports it', '@import "./remote.css";'],
] as const;

// Names that are no utilities and need no rule of their own.
const notUtilities = new Map([
  ['group', 'the marker `group-data-[…]:` variants look for'],
  ['peer', 'the marker `peer-disabled:` variants look for'],
  ['toaster', "sonner's own hook for its region"],
]);

const kitDir = path.resolve(import.meta.dirname, '../..');
const usage = kitClassUsage(kitDir);
const used = new Set([...usage.values()].flatMap((classes) => [...classes]));

describe.each(entries)('%s', (_, css) => {
  it('has a rule for every class the kit uses', async () => {
    const generated = await generatedClasses(css);
    const missing = [...usage].flatMap(([file, classes]) =>
      [...classes].filter((name) => !generated.has(name) && !notUtilities.has(name)).map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("has none for a class only the kit's tests use", async () => {
    const generated = await generatedClasses(css);
    const testOnly = [...kitClassUsage(kitDir, { tests: true }).values()].flatMap((classes) => [...classes]).filter((name) => !used.has(name));
    expect(testOnly.length).toBeGreaterThan(0);
    expect(testOnly.filter((name) => generated.has(name))).toEqual([]);
  });
});

it('reads the classes of every kit folder that has components, and each name it lets pass is still used', () => {
  const folders = new Set([...usage.keys()].map((file) => file.split(path.sep)[0]));
  expect([...folders]).toEqual(expect.arrayContaining(['forms', 'lists', 'ui']));
  expect([...notUtilities.keys()].filter((name) => !used.has(name))).toEqual([]);
});
