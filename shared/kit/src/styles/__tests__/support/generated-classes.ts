/**
 * The class names a stylesheet has rules for, compiled the way the apps'
 * builds compile it (postcss with @tailwindcss/postcss).
 */
import path from 'node:path';
import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';

const stylesDir = path.resolve(import.meta.dirname, '../..');

/** `.hover\:bg-primary\/90` → `hover:bg-primary/90`; hex escapes (`\31 0`) too. */
function unescape(name: string): string {
  return name.replace(/\\([\da-f]{1,6}\s?|.)/gi, (_, escaped: string) =>
    /^[\da-f]{1,6}\s?$/i.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped, 16)) : escaped,
  );
}

const compiled = new Map<string, Promise<Set<string>>>();

/** Compiles `css` as a file of the kit's `styles/` folder, so its relative imports and sources hold (once per text). */
function generatedClasses(css: string): Promise<Set<string>> {
  let classes = compiled.get(css);
  if (!classes) compiled.set(css, (classes = compile(css)));
  return classes;
}

async function compile(css: string): Promise<Set<string>> {
  const result = await postcss([tailwindcss({ base: stylesDir, optimize: false })]).process(css, { from: path.join(stylesDir, 'entry.css') });
  const classes = new Set<string>();
  result.root.walkRules((rule) => {
    for (const [, name = ''] of rule.selector.matchAll(/\.((?:\\[\da-f]{1,6}\s?|\\.|[\w-])+)/gi)) classes.add(unescape(name));
  });
  return classes;
}

export { generatedClasses };
