import { type PollListQueryInput } from '@cabinet/runtime';

/** Query keys of the polls domain; all start with `['polls']`. */
const pollKeys = {
  all: ['polls'] as const,
  lists: () => [...pollKeys.all, 'list'] as const,
  list: (query: PollListQueryInput) => [...pollKeys.lists(), query] as const,
  detail: (id: number) => [...pollKeys.all, 'detail', id] as const,
};

export { pollKeys };
