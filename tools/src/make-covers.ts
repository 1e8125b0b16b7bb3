/**
 * `npm run make:covers`: the demo events' covers the reference API serves
 * (server/assets/covers/*.webp), drawn from their SVG sources beside them by
 * Chromium, as the photos an organiser uploads would be: raster images.
 * A browser decodes a raster image off the page's main thread, but opens an
 * SVG image as a document of its own on it — 10–25 ms each on this machine,
 * four of them on the events page, blocking time a phone pays four times over.
 * 960 × 540 (the detail page shows a cover up to 569 × 320 CSS px), WebP at
 * quality 0.8: 10–22 KB each. Run again after changing a drawing; the files are committed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from '@cabinet/serving/apps';
import { chromiumLaunch } from '../../e2e/support/chromium.ts';

const coversDir = path.join(root, 'server/assets/covers');
const WIDTH = 960;
const HEIGHT = 540;
const QUALITY = 0.8;

const browser = await chromium.launch(chromiumLaunch([], 'browser'));
try {
  const page = await browser.newPage();
  for (const file of readdirSync(coversDir).filter((name) => name.endsWith('.svg'))) {
    const source = `data:image/svg+xml;base64,${readFileSync(path.join(coversDir, file)).toString('base64')}`;
    const webp = await page.evaluate(
      async ({ source, width, height, quality }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { source, width: WIDTH, height: HEIGHT, quality: QUALITY },
    );
    if (!webp.startsWith('data:image/webp;base64,')) throw new Error(`${file}: Chromium не записал WebP`);
    const bytes = Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64');
    const target = file.replace(/\.svg$/, '.webp');
    await writeFile(path.join(coversDir, target), bytes);
    console.log(`  server/assets/covers/${target}: ${WIDTH}×${HEIGHT}, ${(bytes.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
