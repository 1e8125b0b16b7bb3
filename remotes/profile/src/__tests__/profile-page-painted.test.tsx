/**
 * The profile painted by the renderer and hydrated in the browser: what was
 * typed and not saved (kept in this browser, which the server has not) comes
 * back in the render after hydration — no difference for React to report.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { paintRemote, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { profileDomain } from '../testing/profile-domain.ts';

setupApiServer({ domains: [profileDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

const PERSONAL = { name: 'Личные данные' };
const MESSAGE = { name: 'Сообщение оператору' };

describe('the profile painted on the server', () => {
  it('brings back the unsaved changes and the unsent message once hydrated, saying so, with no difference', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const name = within(await screen.findByRole('form', PERSONAL)).getByRole('textbox', { name: 'Имя' });
    await user.clear(name);
    await user.type(name, 'Анна Петрова');
    await user.type(within(screen.getByRole('form', MESSAGE)).getByRole('textbox', { name: 'Тема' }), 'Вопрос');
    cleanup();

    const painted = await paintRemote(remote, '/cabinet/profile');
    expect(painted.html).toContain('Анна Смирнова');
    expect(painted.html).not.toContain('Анна Петрова');
    expect(painted.differences).toEqual([]);
    const personal = within(painted.container).getByRole('form', PERSONAL);
    expect(within(personal).getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна Петрова');
    expect(within(personal).getByRole('status')).toHaveTextContent('Восстановлены изменения, которые вы не сохранили.');
    const message = within(painted.container).getByRole('form', MESSAGE);
    expect(within(message).getByRole('textbox', { name: 'Тема' })).toHaveValue('Вопрос');
    expect(within(message).getByRole('status')).toHaveTextContent('Восстановлено сообщение, которое вы не отправили.');
    painted.unmount();
  });
});
