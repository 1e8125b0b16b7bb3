/**
 * A poll's page painted by the renderer (with the data its route prefetches)
 * and hydrated in the browser: the answers kept in this browser, which the
 * server has not, are restored in the render after hydration — no difference
 * for React to report, nothing typed lost.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { paintRemote, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { pollsDomain } from '../testing/polls-domain.ts';

setupApiServer({ domains: [pollsDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

const RESTORED = /Восстановлены несохранённые ответы/;
const ANSWERS = { name: 'Ответы на вопросы' };

describe('a poll’s page painted on the server', () => {
  it('arrives with the poll’s title and its way in, and hydrates with no difference', async () => {
    const painted = await paintRemote(remote, '/cabinet/polls/2');
    expect(painted.html).toContain('Продолжить');
    expect(painted.differences).toEqual([]);
    expect(within(painted.container).getByRole('button', { name: 'Продолжить' })).toBeInTheDocument();
    painted.unmount();
  });

  it('opens at the questions with the answers kept in this browser once hydrated, saying so', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/polls/2');
    await user.click(await screen.findByRole('button', { name: 'Продолжить' }));
    await user.type(within(await screen.findByRole('form', ANSWERS)).getByRole('textbox', { name: 'Что можно улучшить?' }), 'Больше практики');
    cleanup();

    const painted = await paintRemote(remote, '/cabinet/polls/2');
    // The server has no storage: its page is the poll's way in.
    expect(painted.html).not.toContain('Больше практики');
    expect(painted.differences).toEqual([]);
    const form = await within(painted.container).findByRole('form', ANSWERS);
    expect(within(form).getByRole('textbox', { name: 'Что можно улучшить?' })).toHaveValue('Больше практики');
    expect(within(form).getByText(RESTORED)).toBeInTheDocument();
    painted.unmount();
    await waitFor(() => expect(document.body).toBeEmptyDOMElement());
  });
});
