import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { apiPath, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../../module.tsx';
import { profileDomain } from '../../testing/profile-domain.ts';

const { server, db } = setupApiServer({ domains: [profileDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

/** The reference API's per-user limit: 429, `Retry-After`, the reason under the form's field. */
function throttled(field: string, reason: string) {
  return HttpResponse.json(
    { message: `${reason} Повторите через 60 минут.`, errors: { [field]: [`${reason} Повторите через 60 минут.`] } },
    { status: 429, headers: { 'Retry-After': '3600' } },
  );
}

describe('the profile’s forms under a per-user limit (429)', () => {
  it('a message over the limit says how long to wait, keeps the text and holds the button', async () => {
    server.use(http.post(apiPath('/api/cabinet/user/send-message'), () => throttled('message', 'Слишком много сообщений операторам.')));
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await screen.findByRole('form', { name: 'Сообщение оператору' });
    await user.type(within(form).getByRole('textbox', { name: 'Тема' }), 'Вопрос');
    await user.type(within(form).getByRole('textbox', { name: 'Сообщение' }), 'Текст');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Слишком много попыток\. Повторите через (1 час|60 минут)\.$/);
    expect(within(form).getByRole('button', { name: 'Отправить' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Сообщение' })).toHaveValue('Текст');
    expect(db.messages).toEqual([]);
  });

  it('a photo over the limit says how long to wait and keeps the chosen file', async () => {
    server.use(http.post(apiPath('/api/cabinet/user/update'), () => throttled('avatar', 'Слишком много загруженных изображений.')));
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await screen.findByRole('form', { name: 'Фото профиля' });
    await user.upload(within(form).getByLabelText('Новое фото'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Загрузить фото' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Слишком много попыток\. Повторите через (1 час|60 минут)\.$/);
    expect(within(form).getByRole('button', { name: 'Загрузить фото' })).toBeDisabled();
    expect(within(form).getByRole('img', { name: 'Предпросмотр нового фото' })).toBeInTheDocument();
  });
});
