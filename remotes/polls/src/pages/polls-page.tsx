import { useQuery } from '@tanstack/react-query';
import { ClipboardListIcon } from 'lucide-react';
import { PagedList, useListParams } from '@cabinet/kit/lists';
import { EmptyState, FilterTabs, usePageTitle } from '@cabinet/kit/ui';
import { pollsListOptions } from '../api/get-polls.ts';
import { PollCard } from '../components/poll-card.tsx';
import { PollsListSkeleton } from '../components/polls-list-skeleton.tsx';
import { emptyTitles, pollsFilter, pollsViewTitles } from '../lib/polls-filter.ts';

/** `/cabinet/polls`: the user's polls, all or of one status (`?status=`), a page at a time (`?page=`). */
export function PollsPage() {
  usePageTitle('Опросы');
  const list = useListParams(pollsFilter);
  const status = list.filter === 'all' ? undefined : list.filter;
  // The previous page stays on screen (dimmed) while the next one loads.
  const query = useQuery({ ...pollsListOptions({ page: list.page, status }), placeholderData: (previous) => previous });
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Опросы</h1>
        <p className="text-muted-foreground">Опросы, в которых можно поучаствовать, и те, что вы уже прошли.</p>
      </header>
      <FilterTabs label="Какие опросы показать" tabs={list.tabs(pollsViewTitles)} />
      <PagedList
        query={query}
        label="Список опросов"
        errorTitle="Не удалось загрузить опросы"
        skeleton={<PollsListSkeleton />}
        empty={
          <EmptyState
            icon={<ClipboardListIcon />}
            title={emptyTitles[list.filter]}
            description="Когда появится новый опрос, мы пришлём уведомление."
          />
        }
        emptyPageTitle="На этой странице опросов нет"
        pageSearch={(page) => list.searchFor({ page })}
        onPageChange={list.setPage}
        itemKey={(poll) => poll.id}
        renderItem={(poll) => <PollCard poll={poll} listSearch={list.search} />}
      />
    </section>
  );
}
