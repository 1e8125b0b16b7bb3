/**
 * axe-core on the page as it stands, WCAG 2.1 A and AA: every violation in
 * the failure message (rule, impact, what it asks, the first elements).
 */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe.run in the page itself, put there once per document: @axe-core/playwright sent axe's 1.5 MB source
  // through the protocol twice for each run (and once more with its default, which also finished the run on
  // a blank page of its own, for frames of other origins, which the cabinet has none of).
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } });
    // Only what the message shows crosses back: the passes hold a snippet of every element checked.
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary ?? '' })),
    }));
  }, WCAG21_AA);
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary.split('\n').slice(1).join(' ')}`)
        .join('\n    ')}`,
  );
  expect(found, `axe found:\n  ${found.join('\n  ')}`).toEqual([]);
}

/**
 * The page in another colour mode without loading it again: no mode is stored, so the app follows the
 * system's, which the browser switches here. Once the class is set (or, with `forcedLight`, kept off), the
 * colour transitions it started have to end before axe measures contrast: mid-way, a text is neither colour.
 */
export async function switchColorScheme(page: Page, scheme: 'light' | 'dark', { forcedLight = false }: { forcedLight?: boolean } = {}): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  const html = page.locator('html');
  if (scheme === 'dark' && !forcedLight) await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.constructor.name !== 'CSSTransition'));
}
