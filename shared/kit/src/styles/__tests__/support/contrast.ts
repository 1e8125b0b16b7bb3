/**
 * WCAG 2 contrast of CSS colours, from the values the theme declares
 * (`oklch(…)`, `#hex`), without a browser: oklch → oklab → sRGB (clipped to
 * the gamut, as Chrome renders on an sRGB screen), alpha composited on the
 * gamma-encoded channels, as browsers blend.
 */

interface Rgba {
  /** Gamma-encoded sRGB channels, 0–1. */
  r: number;
  g: number;
  b: number;
  /** 0–1. */
  a: number;
}

const clip = (value: number) => Math.min(1, Math.max(0, value));

function fraction(text: string): number {
  return text.endsWith('%') ? Number.parseFloat(text) / 100 : Number.parseFloat(text);
}

function encode(linear: number): number {
  const value = clip(linear);
  return value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055;
}

function decode(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

function fromOklch(lightness: number, chroma: number, hueDegrees: number, alpha: number): Rgba {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  // Björn Ottosson's oklab → linear sRGB (the matrices of CSS Color 4).
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: encode(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
    a: alpha,
  };
}

/** `oklch(0.577 0.245 27.325)`, `oklch(57.7% 0.245 27.325 / 40%)`, `#fff`, `#e7000b`. */
function parseColor(text: string): Rgba {
  const value = text.trim();
  const oklch = /^oklch\(\s*([\d.]+%?)\s+([\d.]+)\s+([\d.]+)\s*(?:\/\s*([\d.]+%?))?\s*\)$/.exec(value);
  if (oklch) {
    const [, lightness = '', chroma = '', hue = '', alpha] = oklch;
    return fromOklch(fraction(lightness), Number.parseFloat(chroma), Number.parseFloat(hue), alpha ? fraction(alpha) : 1);
  }
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index, index + 2), 16) / 255;
    return { r: channel(0), g: channel(2), b: channel(4), a: 1 };
  }
  throw new Error(`Not a colour this helper reads: ${text}`);
}

function withAlpha(color: Rgba, alpha: number): Rgba {
  return { ...color, a: color.a * alpha };
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b);
}

/** The WCAG 2 ratio of two opaque colours, 1–21. */
function contrast(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export { contrast, over, parseColor, withAlpha };
export type { Rgba };
