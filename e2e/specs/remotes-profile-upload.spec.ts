/**
 * The profile photo on a slow connection, against the real API: the upload
 * goes through the shared client with progress, and the bar moves while the
 * bytes go out (Chromium's upload throttling through CDP). The demo user's
 * photo is removed afterwards, since the other specs expect none.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';

/** A real 1×1 PNG (the server types uploads by their bytes) padded after its end to about 1 MB. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]);
const UPLOAD_BYTES_PER_SECOND = 256 * 1024;

/** Records every value the upload's progress bar takes, from the page itself (polling would miss some). */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { uploadProgress: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Загрузка фото"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? Number.NaN);
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

test('an upload on a slow connection shows its progress moving, then the new photo', async ({ page }) => {
  test.setTimeout(60_000);
  await signInThroughApi(page);
  await page.goto('/cabinet/profile');
  const form = page.getByRole('form', { name: 'Фото профиля' });
  await form.getByLabel('Новое фото').setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'Предпросмотр нового фото' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: UPLOAD_BYTES_PER_SECOND,
  });
  try {
    await recordProgress(page);
    await form.getByRole('button', { name: 'Загрузить фото' }).click();
    await expect(page.getByRole('progressbar', { name: 'Загрузка фото' })).toBeVisible();
    await expect(page.getByText('Фото обновлено')).toBeVisible({ timeout: 30_000 });
  } finally {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }

  const seen = await page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
  const between = seen.filter((value) => value > 0 && value < 100);
  test.info().annotations.push({ type: 'progress', description: seen.join(', ') });
  expect(new Set(between).size, `progress values seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Фото профиля' })).toHaveAttribute('src', /\/storage\/uploads\/.+\.png$/);
  // The header shows the new photo at once, without a reload.
  const headerAvatar = page.getByRole('banner').locator('[data-slot="avatar"]');
  const photo = await page.getByRole('img', { name: 'Фото профиля' }).getAttribute('src');
  await expect(headerAvatar.locator('img')).toHaveAttribute('src', photo ?? '');

  await form.getByRole('button', { name: 'Удалить фото' }).click();
  await expect(page.getByText('Фото удалено')).toBeVisible();
  await expect(headerAvatar).toHaveText('АС');
});

test('a file that is not an image is refused before it is sent', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/cabinet/profile');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cabinet/user/update')) uploads.push(request.method());
  });
  const field = page.getByRole('form', { name: 'Фото профиля' }).getByLabel('Новое фото');
  await field.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Недопустимый тип файла: загрузите изображение/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Загрузить фото' })).toBeDisabled();
  expect(uploads).toEqual([]);
});
