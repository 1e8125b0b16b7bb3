/**
 * The colours a kit component's classes paint, per colour mode, read from
 * the values the stylesheets declare: the kit's theme (`:root` and `.dark`
 * of theme.css) and Tailwind's palette (`--color-emerald-600`, …).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseColor, withAlpha, type Rgba } from './contrast.ts';

type ColorMode = 'light' | 'dark';

const themeFile = path.resolve(import.meta.dirname, '../../theme.css');
const paletteFile = createRequire(import.meta.url).resolve('tailwindcss/theme.css');

function declarations(css: string): Map<string, string> {
  return new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
}

function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`theme.css has no ${selector} block`);
  return css.slice(start, css.indexOf('}', start));
}

const theme = readFileSync(themeFile, 'utf8');
const light = declarations(block(theme, ':root'));
const dark = new Map([...light, ...declarations(block(theme, '.dark'))]);
const palette = declarations(readFileSync(paletteFile, 'utf8'));

/** `destructive`, `card`, `emerald-800`, `white` in a colour mode. */
function themeColor(name: string, mode: ColorMode): Rgba {
  const value = (mode === 'dark' ? dark : light).get(`--${name}`) ?? palette.get(`--color-${name}`);
  if (!value) throw new Error(`No colour --${name} in the theme or --color-${name} in Tailwind's palette`);
  return parseColor(value);
}

interface Paint {
  text?: Rgba;
  background?: Rgba;
  border?: Rgba;
}

const properties = { text: 'text', bg: 'background', border: 'border' } as const;

/**
 * What `text-…`, `bg-…` and `border-…` classes (with `/alpha` and `dark:`)
 * paint in a mode. Classes of other kinds (`text-sm`, `px-3`) are ignored.
 */
function paintOf(className: string, mode: ColorMode): Paint {
  const paint: Paint = {};
  const classes = className.split(/\s+/);
  // The mode's own classes last, so `dark:text-…` wins in the dark as it does in CSS.
  const ordered = [...classes.filter((name) => !name.includes(':')), ...(mode === 'dark' ? classes.filter((name) => name.startsWith('dark:')) : [])];
  for (const name of ordered) {
    const match = /^(?:dark:)?(text|bg|border)-([a-z]+(?:-\d+)?)(?:\/(\d+))?$/.exec(name);
    if (!match) continue;
    const [, kind = '', color = '', alpha] = match;
    let value: Rgba;
    try {
      value = themeColor(color, mode);
    } catch {
      continue; // `text-sm`, `border-0`: a size, not a colour.
    }
    paint[properties[kind as keyof typeof properties]] = alpha ? withAlpha(value, Number(alpha) / 100) : value;
  }
  return paint;
}

export { paintOf, themeColor };
export type { ColorMode, Paint };
