/**
 * `npm run make:icons`: the cabinet's icons (host/public/icons: the tab's,
 * which every document links, and the home screen's, named in
 * manifest.webmanifest), drawn from favicon.svg by Chromium, so that the icon
 * a phone shows is the favicon's: the tab's at 32 px, the plain ones at 192 and
 * 512 px; a maskable one, the mark inside the safe zone on a full square (a
 * launcher crops it to its own shape); Apple's, full square too (iOS
 * rounds it). Run again after changing the favicon; the files are committed.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from '@cabinet/serving/apps';
import { chromiumLaunch } from '../../e2e/support/chromium.ts';

const publicDir = path.join(root, 'host/public');
/** The favicon's own square, under its mark. */
const BACKGROUND = '#18181b';

const icons = [
  // The tab's icon, 16 CSS px on a screen of 2 device pixels per px: a raster file, because Chromium opens an
  // SVG icon as a document of its own on the page's main thread (18–91 ms of every page load in a trace).
  { file: 'favicon-32.png', size: 32, mark: 1, full: false },
  { file: 'icon-192.png', size: 192, mark: 1, full: false },
  { file: 'icon-512.png', size: 512, mark: 1, full: false },
  // The safe zone of a maskable icon is the circle of 80 % of its side: the mark is inside it.
  { file: 'maskable-512.png', size: 512, mark: 0.56, full: true },
  { file: 'apple-touch-icon-180.png', size: 180, mark: 0.75, full: true },
];

const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const browser = await chromium.launch(chromiumLaunch([], 'browser'));
try {
  const page = await browser.newPage();
  await mkdir(path.join(publicDir, 'icons'), { recursive: true });
  for (const { file, size, mark, full } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const side = Math.round(size * mark);
    await page.setContent(
      `<body style="margin:0;background:${full ? BACKGROUND : 'transparent'}"><div style="display:grid;place-items:center;width:${size}px;height:${size}px"><img src="${source}" width="${side}" height="${side}"></div></body>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: !full });
    console.log(`  host/public/icons/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
