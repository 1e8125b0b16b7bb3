/**
 * A section whose release has no server code, server code that throws when
 * the renderer loads it, or a page whose render never ends: the page still
 * arrives with the layout painted, the section is its loading state in the
 * HTML, and the browser renders it from the release's browser build — a
 * usable page, with no console error. The first is released as a team would
 * (the real release tool, `--no-build` over the remote's own build without
 * its server folder); the release tool refuses the others, so they are put
 * into the store by hand. All put back after.
 */
import path from 'node:path';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoUser, signInThroughApi } from '../support/auth.ts';
import { recordConsole } from '../support/console.ts';
import { appStarted, rendererAnswer } from '../support/renderer.ts';
import { copyRemote, delivery, keepRemoteAsFound, liveRelease, root, withReleaseByHand } from '../support/releases.ts';

const original = keepRemoteAsFound('events');
/** The release id a build refused by the release tool is put in place under. */
const BY_HAND = '9.9.8-0000000000';

/** A copy of the events remote with its own build, whose server folder `change` breaks. */
async function eventsBuildWith(label: string, change: (server: string) => Promise<void>): Promise<string> {
  const dir = await copyRemote('events', label);
  await cp(path.join(root, 'remotes/events/dist'), path.join(dir, 'dist'), { recursive: true });
  await change(path.join(dir, 'dist', 'server'));
  return dir;
}

/** The painted layout with the user's name, without the section's page: the browser's to render. */
function expectLayoutWithoutSection(html: string): void {
  expect(html).toContain('<div id="root" data-rendered="">');
  expect(html).toContain(demoUser.name);
  expect(html.slice(html.indexOf('<div id="root"'))).not.toContain('>События</h1>');
}

async function expectSectionRenderedInBrowser(page: Page): Promise<void> {
  await signInThroughApi(page);
  // The renderer's own answers, page after page, not only the first after the release (which may come while
  // the renderer still loads a sound release's code): each load of this one fails, and the next page tries again.
  for (let load = 0; load < 3; load += 1) {
    const answer = await rendererAnswer(page, '/cabinet/events');
    expect(answer.status).toBe(200);
    expectLayoutWithoutSection(await answer.text());
  }
  const log = recordConsole(page);
  await page.goto('/cabinet/events');

  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(demoUser.name);
  expect(log.appErrors()).toEqual([]);
}

test('a release without server code: the layout arrives painted, the browser renders the section', async ({ page }) => {
  const dir = await eventsBuildWith('no-server', (server) => rm(server, { recursive: true }));
  const check = await delivery('check', dir);
  expect(check.status, check.output).toBe(0);
  expect(check.output).toContain('серверной сборки нет (dist/server): раздел будет отрисован в браузере');
  const run = await delivery('release', dir, '--no-build');
  expect(run.status, run.output).toBe(0);
  expect(liveRelease('events')).not.toBe(original());
  await expectSectionRenderedInBrowser(page);
});

test('server code that throws: the release tool refuses it; put in place by hand, the layout arrives painted and the browser renders the section', async ({ page }) => {
  const dir = await eventsBuildWith('server-throws', (server) => writeFile(path.join(server, 'remoteEntry.cjs'), "throw new Error('Серверный код раздела сломан');\n"));
  const run = await delivery('release', dir, '--no-build');
  expect(run.status).toBe(1);
  expect(run.output).toContain('серверная сборка (dist/server) не загружается в Node: Серверный код раздела сломан');
  expect(liveRelease('events')).toBe(original());
  await withReleaseByHand('events', path.join(dir, 'dist'), BY_HAND, () => expectSectionRenderedInBrowser(page));
});

/**
 * A server container as small as the contract (`init` with the host's share scope, `get('./module')`), whose
 * page waits for something that never comes: the render is cut at its bound (`--render-timeout`, 500 ms).
 */
const ENDLESS_CONTAINER = `
let scope;
const take = async (name) => { const versions = scope[name]; return (await versions[Object.keys(versions)[0]].get())(); };
module.exports = {
  init(shared) { scope = shared; },
  async get(expose) {
    if (expose !== './module') throw new Error('no ' + expose);
    const React = await take('react');
    const never = new Promise(() => {});
    function Endless() { React.use(never); return null; }
    return () => ({ default: { name: 'events', title: 'События', routes: [{ index: true, element: React.createElement(Endless) }] } });
  },
};
`;

test('a page whose render never ends: the render is cut at its bound, the layout arrives painted and the browser renders the section', async ({ page }) => {
  const dir = await eventsBuildWith('server-endless', async (server) => {
    await rm(server, { recursive: true });
    await mkdir(server);
    await writeFile(path.join(server, 'remoteEntry.cjs'), ENDLESS_CONTAINER);
  });
  await withReleaseByHand('events', path.join(dir, 'dist'), BY_HAND, () => expectSectionRenderedInBrowser(page));
});
