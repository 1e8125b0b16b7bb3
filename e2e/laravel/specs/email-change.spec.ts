/**
 * A changed e-mail against Laravel: its own `verified` middleware closes the
 * sections (403 «Your email address is not verified.», said in Russian by the
 * kit), Breeze's `POST /email/verification-notification` mails a new link,
 * and Laravel's signed link opens the sections again.
 */
import { expect, test } from '@playwright/test';
import { mailLink } from '../../support/api.ts';
import { signIn } from '../../support/auth.ts';
import { cabinetNav } from '../../support/cabinet.ts';
import { changeEmail } from '../../support/profile.ts';
import { expectNoLaravelEnglish, registerVerifiedUser } from '../support/laravel.ts';

test('a new e-mail closes the sections until Laravel’s link is followed', async ({ page }) => {
  const user = await registerVerifiedUser('email-change');
  await signIn(page, user);
  const newEmail = `new-${user.email}`;
  const notice = await changeEmail(page, newEmail);
  await notice.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
  await expect(notice.getByRole('status')).toHaveText(`Мы отправили письмо со ссылкой на ${newEmail}.`);

  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('alert')).toContainText('Подтвердите email: перейдите по ссылке из письма');
  await expectNoLaravelEnglish(page);
  await expect(page.getByText('Your email address is not verified.')).toHaveCount(0);

  await page.goto(await mailLink(newEmail, 'Подтвердите email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в кабинет' }).click();
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Подтвердите новый email' })).toHaveCount(0);
});
