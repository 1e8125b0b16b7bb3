import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiPath, demoUser } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';

vi.mock('../../federation/remote-outlet.tsx', async () => ({
  RemoteOutlet: (await import('../../__tests__/helpers/remote-stub.tsx')).RemoteStub,
}));

const { server, db } = setupHostApi({ signedIn: true });

/** The demo user right after changing the e-mail: the new address awaits its link. */
function changeEmail(email = 'anna.new@example.com') {
  Object.assign(demoUser(db), { email, email_verified_at: null });
}

const notice = () => screen.findByRole('region', { name: 'Подтвердите новый email' });

describe('a changed e-mail awaiting confirmation, in the shell', () => {
  it('is said under the header on every page, with the address and where to correct it', async () => {
    changeEmail();
    await renderApp('/cabinet/events', { remotes: testRemotes });
    const region = await notice();
    expect(region).toHaveTextContent('Мы отправили письмо со ссылкой на anna.new@example.com. Пока адрес не подтверждён, разделы кабинета недоступны.');
    expect(region).toHaveTextContent('исправьте его в профиле');
  });

  it('is not there once the address is confirmed', async () => {
    await renderApp('/cabinet/events', { remotes: testRemotes });
    await screen.findByRole('heading', { level: 1, name: 'События' });
    expect(screen.queryByRole('region', { name: 'Подтвердите новый email' })).not.toBeInTheDocument();
  });

  it('is not there for a backend whose user record does not say whether the address is confirmed', async () => {
    server.use(
      http.get(apiPath('/api/cabinet/user'), () => {
        const { email_verified_at: _unsaid, ...record } = demoUser(db);
        return HttpResponse.json({ data: record });
      }),
    );
    await renderApp('/cabinet/events', { remotes: testRemotes });
    await screen.findByRole('heading', { level: 1, name: 'События' });
    expect(screen.queryByRole('region', { name: 'Подтвердите новый email' })).not.toBeInTheDocument();
  });

  it('sends the letter again and says so', async () => {
    changeEmail();
    await renderApp('/cabinet/events', { remotes: testRemotes });
    const region = await notice();
    await userEvent.click(within(region).getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Мы отправили письмо со ссылкой на anna.new@example.com. Ссылка действует 60 минут.');
  });

  it('says it in Russian when the backend answers in English', async () => {
    changeEmail();
    server.use(http.post(apiPath('/api/cabinet/email/verification-notification'), () => HttpResponse.json({ message: 'Verification link sent.' })));
    await renderApp('/cabinet/events', { remotes: testRemotes });
    const region = await notice();
    await userEvent.click(within(region).getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Мы отправили новое письмо на anna.new@example.com.');
  });

  it('counts down a 429 and holds the button meanwhile', async () => {
    changeEmail();
    server.use(
      http.post(apiPath('/api/cabinet/email/verification-notification'), () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    await renderApp('/cabinet/events', { remotes: testRemotes });
    const region = await notice();
    const button = within(region).getByRole('button', { name: 'Отправить письмо ещё раз' });
    await userEvent.click(button);
    expect(await within(region).findByText(/^Слишком много попыток\. Повторите через 4[12] секунд/)).toBeInTheDocument();
    expect(button).toBeDisabled();
  });
});
