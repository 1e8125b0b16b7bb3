/**
 * The a11y spec's check (support/axe.ts), in Chromium: it still finds what
 * WCAG 2.1 AA forbids — contrast is measured on the rendered page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { chromiumLaunch } from '../chromium.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunch());
});

afterAll(async () => {
  await browser?.close();
});

/** The check's failure message, or '' when it passed. */
const failureOf = (check: Promise<void>): Promise<string> =>
  check.then(
    () => '',
    (error: unknown) => String(error),
  );

const page = (body: string) => `<!doctype html><html lang="ru"><head><title>Проверка</title></head><body><main><h1>Проверка</h1>${body}</main></body></html>`;

it('names each violation: an image without a text, a text too pale to read', async () => {
  const tab = await browser.newPage();
  try {
    await tab.setContent(page('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"><p style="color:#ccc;background:#fff">Бледный текст</p>'));
    const failure = await failureOf(expectNoAxeViolations(tab));
    expect(failure).toContain('image-alt');
    expect(failure).toContain('color-contrast');
  } finally {
    await tab.close();
  }
});

it('passes a page that breaks no rule', async () => {
  const tab = await browser.newPage();
  try {
    await tab.setContent(page('<p>Обычный текст</p>'));
    await expectNoAxeViolations(tab);
  } finally {
    await tab.close();
  }
});

it('checks the page as it stands at each call: axe is put into a document once, and again into the next one', async () => {
  const tab = await browser.newPage();
  try {
    await tab.setContent(page('<p>Обычный текст</p>'));
    await expectNoAxeViolations(tab);
    await tab.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
    expect(await failureOf(expectNoAxeViolations(tab))).toContain('image-alt');
    // A document of its own (setContent writes into the same one).
    await tab.goto(`data:text/html;charset=utf-8,${encodeURIComponent(page('<p style="color:#ccc;background:#fff">Бледный текст</p>'))}`);
    expect(await tab.evaluate(() => typeof (window as { axe?: unknown }).axe)).toBe('undefined');
    expect(await failureOf(expectNoAxeViolations(tab))).toContain('color-contrast');
  } finally {
    await tab.close();
  }
});

it('puts axe into a page whose element is named «axe» (the window names it so before axe is there)', async () => {
  const tab = await browser.newPage();
  try {
    await tab.setContent(page('<p id="axe">Обычный текст</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
    const failure = await failureOf(expectNoAxeViolations(tab));
    expect(failure).toContain('image-alt');
  } finally {
    await tab.close();
  }
});
