import type { BrowserContext } from '@playwright/test';

/**
 * A page's address with `{event}` or `{poll}` replaced by the first id the
 * API lists for the signed-in user of `context` (the seeded data): the
 * pages of one event and one poll, for the budgets and for Lighthouse.
 */
async function seededPath(context: BrowserContext, apiUrl: string, pagePath: string): Promise<string> {
  const item = /\{(event|poll)\}/.exec(pagePath)?.[1];
  if (!item) return pagePath;
  const response = await context.request.get(`${apiUrl}/api/cabinet/${item}s?per_page=1`, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data: { id: number }[] };
  return pagePath.replace(`{${item}}`, String(body.data[0]?.id ?? 1));
}

export { seededPath };
