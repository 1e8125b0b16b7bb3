import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, type Poll } from '@cabinet/runtime';
import { apiPath, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { pollsDomain } from '../testing/polls-domain.ts';

const { server, db } = setupApiServer({ domains: [pollsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

const pollList = () => screen.findByRole('list', { name: 'Список опросов' });
const card = async (title: string) => {
  const heading = within(await pollList()).getByRole('heading', { name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${title}`);
  return item;
};

describe('polls list', () => {
  it('shows a loading state, then every poll with its status in Russian', async () => {
    renderRemote(remote, '/cabinet/polls');
    expect(screen.getByRole('status', { name: 'Загрузка опросов' })).toBeInTheDocument();
    expect(within(await card('Какие мероприятия вам интересны?')).getByText('Новый')).toBeInTheDocument();
    expect(within(await card('Оценка мастер-класса')).getByText('В процессе')).toBeInTheDocument();
    expect(within(await card('Удобство личного кабинета')).getByText('Завершён')).toBeInTheDocument();
    expect(within(await card('Летний фестиваль')).getByText('Закрыт')).toBeInTheDocument();
  });

  it('offers «Начать», «Продолжить» or «Посмотреть» by status, each leading to the poll', async () => {
    renderRemote(remote, '/cabinet/polls');
    expect(within(await card('Какие мероприятия вам интересны?')).getByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/cabinet/polls/1');
    expect(within(await card('Оценка мастер-класса')).getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/cabinet/polls/2');
    expect(within(await card('Удобство личного кабинета')).getByRole('link', { name: 'Посмотреть' })).toBeInTheDocument();
    expect(within(await card('Летний фестиваль')).getByRole('link', { name: 'Посмотреть' })).toBeInTheDocument();
  });

  it('shows the dates and, for a poll in progress, how far the user got', async () => {
    renderRemote(remote, '/cabinet/polls');
    const inProgress = await card('Оценка мастер-класса');
    expect(within(inProgress).getByText('Сроки:')).toBeInTheDocument();
    expect(within(inProgress).getByText('1 из 2')).toBeInTheDocument();
  });

  it('pages through a long list with the page in the URL', async () => {
    const [template] = db.polls as [Poll];
    db.polls = Array.from({ length: 20 }, (_, index) => ({ ...template, id: index + 1, title: `Опрос №${index + 1}` }));
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/polls');
    expect(within(await pollList()).getAllByRole('listitem')).toHaveLength(15);
    await user.click(screen.getByRole('link', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('heading', { name: 'Опрос №16' })).toBeInTheDocument();
  });

  it('filters by status with tabs kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/polls');
    await pollList();
    const tabs = screen.getByRole('navigation', { name: 'Какие опросы показать' });
    expect(within(tabs).getByRole('link', { name: 'Все' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'В процессе' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_progress'));
    await waitFor(async () => expect(within(await pollList()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(await pollList()).getByRole('heading', { name: 'Оценка мастер-класса' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'В процессе' })).toHaveAttribute('aria-current', 'page');
  });

  it('says which view is empty', async () => {
    db.polls = db.polls.filter((poll) => poll.status !== 'completed');
    renderRemote(remote, '/cabinet/polls?status=completed');
    expect(await screen.findByText('Завершённых опросов нет')).toBeInTheDocument();
  });

  it('a poll’s page leads back to the view and page it was opened from', async () => {
    const [template] = db.polls as [Poll];
    db.polls = Array.from({ length: 20 }, (_, index) => ({ ...template, id: index + 1, title: `Опрос №${index + 1}` }));
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/polls?status=new&page=2');
    await user.click(await screen.findByRole('link', { name: 'Опрос №16' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/polls/16'));
    await user.click(await screen.findByRole('link', { name: 'Ко всем опросам' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/cabinet/polls?status=new&page=2'));
  });

  it('says so when there are no polls', async () => {
    db.polls = [];
    renderRemote(remote, '/cabinet/polls');
    expect(await screen.findByText('Опросов пока нет')).toBeInTheDocument();
  });

  it('shows an error with «Повторить», which loads the list again', async () => {
    server.use(http.get(apiPath('/api/cabinet/polls'), () => HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 })));
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/polls');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить опросы');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await pollList()).toBeInTheDocument();
  });
});
