/**
 * axe-core on the page as it stands, WCAG 2.1 A and AA: every violation in
 * the failure message (rule, impact, what it asks, the first elements).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe.run in the page itself (legacy mode): the default runs it in parts, then opens a blank page in the
  // context to finish, and compiles axe's 650 KB there again — for frames of other origins, which the
  // cabinet has none of. A third less CPU a test (a11y-axe.spec.ts is a fifth of the e2e suite's time).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG21_AA).setLegacyMode().analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
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
