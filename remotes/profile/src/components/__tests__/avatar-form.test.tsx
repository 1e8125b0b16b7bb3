import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, userKeys, type User } from '@cabinet/runtime';
import { apiPath, demoUser, recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../../module.tsx';
import { profileDomain } from '../../testing/profile-domain.ts';

const { server, db } = setupApiServer({ domains: [profileDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

const photoInput = () => screen.findByLabelText('Новое фото');
const uploadButton = () => screen.getByRole('button', { name: 'Загрузить фото' });
const png = (name = 'me.png', size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('profile photo', () => {
  it('shows the chosen photo before it is uploaded', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    await user.upload(await photoInput(), png());
    expect(screen.getByRole('img', { name: 'Предпросмотр нового фото' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(uploadButton()).toBeEnabled();
  });

  it('uploads it, shows it, and puts it into the session user for the header', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderRemote(remote, '/cabinet/profile');
    await user.upload(await photoInput(), png());
    await user.click(uploadButton());
    expect(await screen.findByText('Фото обновлено')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Фото профиля' })).toHaveAttribute('src', demoUser(db).avatar_url);
    expect(queryClient.getQueryData<User | null>(userKeys.me())?.avatar_url).toBe(demoUser(db).avatar_url);
    expect(screen.queryByRole('img', { name: 'Предпросмотр нового фото' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a progress bar while the photo is being sent', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(apiPath('/api/cabinet/user/update'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    await user.upload(await photoInput(), png('me.png', 2048));
    await user.click(uploadButton());
    const bar = await screen.findByRole('progressbar', { name: 'Загрузка фото' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Загружено \d+ %/));
    expect(uploadButton()).toBeDisabled();
    answer();
    expect(await screen.findByText('Фото обновлено')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes a photo dropped onto the field', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    const zone = input.closest('[data-slot="avatar-drop-zone"]');
    if (!zone) throw new Error('no drop zone');
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [png('dropped.png')] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(screen.getByRole('img', { name: 'Предпросмотр нового фото' })).toBeInTheDocument();
    expect(within(zone as HTMLElement).getByText('dropped.png')).toBeInTheDocument();
    await user.click(uploadButton());
    expect(await screen.findByText('Фото обновлено')).toBeInTheDocument();
    expect(demoUser(db).avatar_url).toMatch(/dropped\.png$/);
  });

  it('refuses a file that is not an image before sending it, in Russian', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    const requests = recordRequests(server);
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(/Недопустимый тип файла: загрузите изображение \(jpeg, png/);
    expect(uploadButton()).toBeDisabled();
    await user.click(uploadButton());
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Предпросмотр нового фото' })).not.toBeInTheDocument();
  });

  it('takes an image whose type the browser could not name, by its extension', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    await user.upload(input, new File([new Uint8Array(16)], 'photo.avif', { type: '' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(uploadButton()).toBeEnabled();
  });

  it('refuses a photo whose name hides its extension behind a right-to-left override', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    const requests = recordRequests(server);
    await user.upload(input, png('photo\u202Egnp.exe.png', 100));
    expect(input).toHaveAccessibleDescription(/Имя файла содержит недопустимые символы: переименуйте файл/);
    expect(uploadButton()).toBeDisabled();
    expect(requests).toHaveLength(0);
  });

  it('refuses a photo over 5 MB before uploading it', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    await user.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription(/Файл больше 5 МБ/);
    expect(uploadButton()).toBeDisabled();
  });

  it('shows the server\'s refusal under the field and keeps the chosen photo', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/user/update'), () =>
        HttpResponse.json({ message: 'Недопустимый тип файла', errors: { avatar: ['Недопустимый тип файла: загрузите изображение'] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    await user.upload(input, png('fake.png'));
    await user.click(uploadButton());
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Недопустимый тип файла: загрузите изображение/));
    expect(screen.getByRole('img', { name: 'Предпросмотр нового фото' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a lost connection during the upload is said in Russian, and the photo can be sent again', async () => {
    server.use(http.post(apiPath('/api/cabinet/user/update'), () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    await user.upload(await photoInput(), png());
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось связаться с сервером');
    await user.click(uploadButton());
    expect(await screen.findByText('Фото обновлено')).toBeInTheDocument();
  });

  it('removes the photo with «Удалить фото»', async () => {
    demoUser(db).avatar_url = 'http://localhost:8000/storage/uploads/1-me.png';
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    await user.click(await screen.findByRole('button', { name: 'Удалить фото' }));
    expect(await screen.findByText('Фото удалено')).toBeInTheDocument();
    expect(demoUser(db).avatar_url).toBeNull();
    expect(screen.queryByRole('img', { name: 'Фото профиля' })).not.toBeInTheDocument();
  });
});

