import type { PollStatus } from '@cabinet/runtime';
import type { ListFilter } from '@cabinet/kit/lists';

/** The views of the polls list: every poll, or those of one status (closed ones show under «Все»). */
type PollsView = 'all' | Extract<PollStatus, 'new' | 'in_progress' | 'completed'>;

/** `?status=new`: every poll by default. */
const pollsFilter: ListFilter<PollsView> = { param: 'status', values: ['all', 'new', 'in_progress', 'completed'], fallback: 'all' };

const pollsViewTitles: Readonly<Record<PollsView, string>> = {
  all: 'Все',
  new: 'Новые',
  in_progress: 'В процессе',
  completed: 'Завершённые',
};

const emptyTitles: Readonly<Record<PollsView, string>> = {
  all: 'Опросов пока нет',
  new: 'Новых опросов нет',
  in_progress: 'Начатых опросов нет',
  completed: 'Завершённых опросов нет',
};

export { pollsFilter, pollsViewTitles, emptyTitles };
