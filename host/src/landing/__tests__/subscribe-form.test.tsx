import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, installRussianMessages } from '@cabinet/runtime';
import { recordRequests } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { SubscribeForm } from '../subscribe-form.tsx';

const { server, db } = setupHostApi({ signedIn: false });

beforeEach(() => {
  installRussianMessages();
  configureApi({}, { retryDelay: 0 });
});

function renderForm(prepare?: () => Promise<void>) {
  const user = userEvent.setup();
  render(<SubscribeForm prepare={prepare} />);
  const field = screen.getByLabelText('Email');
  const button = screen.getByRole('button', { name: 'Подписаться' });
  const region = screen.getByRole('status');
  return { user, field, button, region };
}

describe('the landing subscribe form', () => {
  it('subscribes, says so in the live region and clears the field', async () => {
    const { user, field, button, region } = renderForm();
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.type(field, 'reader@example.com');
    await user.click(button);
    await waitFor(() => expect(region).toHaveTextContent('Вы подписаны на новости'));
    expect(field).toHaveValue('');
    expect(db.subscribers).toEqual(['reader@example.com']);
  });

  it('disables the button while sending', async () => {
    server.use(
      http.post('*/api/cabinet/subscribe', async () => {
        await delay(100);
        return HttpResponse.json({ message: 'Вы подписаны на новости' });
      }),
    );
    const { user, field, button, region } = renderForm();
    await user.type(field, 'reader@example.com');
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(region).toHaveTextContent('Вы подписаны на новости'));
    expect(button).toBeEnabled();
  });

  it('shows a wrong address under the field without a request, and keeps what was typed', async () => {
    const requests = recordRequests(server);
    const { user, field, button, region } = renderForm();
    await user.type(field, 'not-an-email');
    await user.click(button);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/формат/i);
    expect(field).toHaveValue('not-an-email');
    expect(region).toHaveTextContent('Проверьте адрес почты.');
    expect(requests).toEqual([]);
  });

  it('shows the server’s 422 under the field', async () => {
    server.use(
      http.post('*/api/cabinet/subscribe', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['Этот адрес не принимает письма'] } }, { status: 422 }),
      ),
    );
    const { user, field, button, region } = renderForm();
    await user.type(field, 'reader@example.com');
    await user.click(button);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Этот адрес не принимает письма'));
    expect(region).toHaveTextContent('Проверьте адрес почты.');
    expect(db.subscribers).toEqual([]);
  });

  it('asks for the address without a request when the field is empty', async () => {
    const requests = recordRequests(server);
    const { user, field, button } = renderForm();
    await user.click(button);
    expect(field).toHaveAccessibleDescription('Обязательное поле');
    expect(requests).toEqual([]);
  });

  it('explains a server failure and keeps the address for another try', async () => {
    server.use(http.post('*/api/cabinet/subscribe', () => HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 })));
    const { user, field, button, region } = renderForm();
    await user.type(field, 'reader@example.com');
    await user.click(button);
    await waitFor(() => expect(region).toHaveTextContent(/Сервис недоступен/));
    expect(field).toHaveValue('reader@example.com');
    expect(button).toBeEnabled();
  });

  it('says how long to wait after the per-IP limit (429), keeps the address and holds the button', async () => {
    server.use(
      http.post('*/api/cabinet/subscribe', () =>
        HttpResponse.json(
          { message: 'Слишком много подписок из вашей сети. Повторите через 60 минут.', errors: { email: ['Слишком много подписок из вашей сети. Повторите через 60 минут.'] } },
          { status: 429, headers: { 'Retry-After': '3600' } },
        ),
      ),
    );
    const { user, field, button, region } = renderForm();
    await user.type(field, 'reader@example.com');
    await user.click(button);
    await waitFor(() => expect(region).toHaveTextContent(/^Слишком много попыток\. Повторите через (1 час|60 минут)\.$/));
    expect(field).toHaveValue('reader@example.com');
    expect(button).toBeDisabled();
    expect(db.subscribers).toEqual([]);
  });

  it('gets a new CSRF token and tries once more after a 419', async () => {
    // SPEC §8: the client logs a 419 as a warning.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A cookie left from an expired session: the server no longer knows it.
    document.cookie = 'XSRF-TOKEN=stale-token; path=/';
    const { user, field, button, region } = renderForm();
    await user.type(field, 'reader@example.com');
    await user.click(button);
    await waitFor(() => expect(region).toHaveTextContent('Вы подписаны на новости'));
    expect(db.subscribers).toEqual(['reader@example.com']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('lets the landing configure the API client before the first request', async () => {
    const order: string[] = [];
    const prepare = vi.fn(async () => {
      order.push('prepare');
    });
    server.events.on('request:start', ({ request }) => order.push(new URL(request.url).pathname));
    const { user, field, button, region } = renderForm(prepare);
    await user.type(field, 'reader@example.com');
    await user.click(button);
    await waitFor(() => expect(region).toHaveTextContent('Вы подписаны на новости'));
    expect(order.indexOf('prepare')).toBeLessThan(order.indexOf('/api/cabinet/subscribe'));
  });
});
