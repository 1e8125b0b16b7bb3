import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, hasUnsavedChanges } from '@cabinet/runtime';
import { apiPath, demoUser, readJson, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../../module.tsx';
import { profileDomain } from '../../testing/profile-domain.ts';

const { server, db } = setupApiServer({ domains: [profileDomain] });

const DRAFT = 'cabinet:draft:profile:user:1';

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

const personalData = () => screen.findByRole('form', { name: 'Личные данные' });
const saveButton = () => within(screen.getByRole('form', { name: 'Личные данные' })).getByRole('button', { name: 'Сохранить' });

async function typeName(name: string) {
  const user = userEvent.setup();
  const field = within(await personalData()).getByRole('textbox', { name: 'Имя' });
  await user.clear(field);
  await user.type(field, name);
  return { user, field };
}

/** The form as it opens again: after a reload, or on coming back to the page. */
async function reopen() {
  cleanup();
  renderRemote(remote, '/cabinet/profile');
  return within(await personalData()).getByRole('textbox', { name: 'Имя' });
}

describe('«Сохранить»', () => {
  it('is disabled while nothing differs from the saved profile', async () => {
    renderRemote(remote, '/cabinet/profile');
    await personalData();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Изменений нет')).toBeInTheDocument();
  });

  it('is enabled by a change and disabled again when it is undone', async () => {
    renderRemote(remote, '/cabinet/profile');
    const { user, field } = await typeName('Анна Петрова');
    expect(saveButton()).toBeEnabled();
    await user.clear(field);
    await user.type(field, 'Анна Смирнова');
    expect(saveButton()).toBeDisabled();
  });

  it('sends only the fields that changed', async () => {
    let body: unknown;
    server.use(
      http.put(apiPath('/api/cabinet/user/update'), async ({ request }) => {
        body = await readJson(request.clone());
        return undefined;
      }),
    );
    renderRemote(remote, '/cabinet/profile');
    const { user } = await typeName('Анна Петрова');
    await user.click(saveButton());
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Анна Петрова' });
    expect(saveButton()).toBeDisabled();
  });
});

describe('the draft of the profile', () => {
  it('keeps what was typed and restores it when the form opens again, saying so', async () => {
    renderRemote(remote, '/cabinet/profile');
    await typeName('Анна Петрова');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).toContain('Анна Петрова'));
    expect(await reopen()).toHaveValue('Анна Петрова');
    expect(screen.getByRole('status')).toHaveTextContent('Восстановлены изменения, которые вы не сохранили.');
    expect(saveButton()).toBeEnabled();
  });

  it('«Вернуть сохранённое» drops the draft', async () => {
    renderRemote(remote, '/cabinet/profile');
    await typeName('Анна Петрова');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).not.toBeNull());
    const name = await reopen();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Вернуть сохранённое' }));
    expect(name).toHaveValue('Анна Смирнова');
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('survives a failed save, such as a lost connection', async () => {
    server.use(http.put(apiPath('/api/cabinet/user/update'), () => HttpResponse.error()));
    renderRemote(remote, '/cabinet/profile');
    const { user } = await typeName('Анна Петрова');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось связаться с сервером');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).toContain('Анна Петрова'));
    expect(await reopen()).toHaveValue('Анна Петрова');
  });

  it('is cleared by a successful save', async () => {
    renderRemote(remote, '/cabinet/profile');
    const { user } = await typeName('Анна Петрова');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).not.toBeNull());
    await user.click(saveButton());
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
    expect(await reopen()).toHaveValue('Анна Петрова');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not restored over a profile saved meanwhile elsewhere', async () => {
    renderRemote(remote, '/cabinet/profile');
    await typeName('Анна Петрова');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).not.toBeNull());
    demoUser(db).name = 'Анна Иванова';
    expect(await reopen()).toHaveValue('Анна Иванова');
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });
});

describe('unsaved changes', () => {
  it('are registered for the host and make the browser ask before the tab is left', async () => {
    renderRemote(remote, '/cabinet/profile');
    await personalData();
    expect(hasUnsavedChanges()).toBe(false);
    const { user } = await typeName('Анна Петрова');
    expect(hasUnsavedChanges()).toBe(true);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
