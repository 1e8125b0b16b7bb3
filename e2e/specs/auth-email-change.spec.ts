/**
 * A changed e-mail awaiting confirmation (issue 21, item 10): the profile
 * saves the new address; the shell says it awaits confirmation and offers a
 * new letter; a section the API refuses says why in Russian; the link from
 * the dev outbox confirms the address and the sections open again.
 */
import { expect, test } from '@playwright/test';
import { mailLink, newUser, registerThroughApi } from '../support/api.ts';
import { signIn } from '../support/auth.ts';
import { cabinetNav } from '../support/cabinet.ts';
import { changeEmail } from '../support/profile.ts';

test('a new e-mail closes the sections until its link is followed, and the shell says how to get on', async ({ page }) => {
  const user = newUser('email-change');
  await registerThroughApi(user);
  await page.goto(await mailLink(user.email, 'Подтвердите email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  await signIn(page, user);

  const newEmail = `new-${user.email}`;
  const notice = await changeEmail(page, newEmail);
  await expect(notice).toContainText('Пока адрес не подтверждён, разделы кабинета недоступны.');

  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    `Подтвердите email: перейдите по ссылке из письма, которое мы отправили на ${newEmail}. Пока адрес не подтверждён, этот раздел недоступен.`,
  );
  // The letter went out a moment ago: a new one waits for the minute to pass, and the notice counts it down.
  await notice.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
  await expect(notice.getByRole('status')).toHaveText(/^Слишком много попыток\. Повторите через \d+ секунд/);
  await expect(notice.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeDisabled();

  await page.goto(await mailLink(newEmail, 'Подтвердите новый email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в кабинет' }).click();
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Подтвердите новый email' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
