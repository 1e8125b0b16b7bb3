import { useQuery } from '@tanstack/react-query';
import { CalendarXIcon } from 'lucide-react';
import { describeError, isNotFound } from '@cabinet/kit/errors';
import { eventOptions } from '../api/get-event.ts';
import { EmptyState, ErrorState, Skeleton, usePageTitle } from '@cabinet/kit/ui';
import { EventCover } from './event-cover.tsx';
import { EventFacts } from './event-facts.tsx';
import { MarkAttendance } from './mark-attendance.tsx';

const pageTitleClass = 'text-2xl font-semibold';

/** «Событие не найдено»: a 404, or an id that cannot be one. */
function EventNotFound() {
  usePageTitle('Событие не найдено');
  return (
    <>
      <h1 className={pageTitleClass}>Событие не найдено</h1>
      <EmptyState
        icon={<CalendarXIcon />}
        title="Такого события нет"
        description="Возможно, его удалили или в ссылке ошибка. Посмотрите другие события в списке."
      />
    </>
  );
}

function EventDetailsSkeleton() {
  return (
    <>
      {/* The page keeps its one heading while the title is unknown. */}
      <h1 className="sr-only">Событие</h1>
      <div role="status" aria-label="Загрузка события" className="grid gap-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-20 w-full" />
      </div>
    </>
  );
}

/** One event: title, when and where, the attendance mark and the description. */
function EventDetails({ id }: { id: number }) {
  const query = useQuery(eventOptions(id));
  const notFound = query.isError && isNotFound(query.error);
  usePageTitle(query.data?.title ?? (notFound ? 'Событие не найдено' : 'Событие'));

  if (query.isPending) return <EventDetailsSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <EventNotFound />;
    return (
      <>
        <h1 className={pageTitleClass}>Событие</h1>
        <ErrorState
          title="Не удалось загрузить событие"
          description={describeError(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }

  const event = query.data;
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <h1 className={pageTitleClass}>{event.title}</h1>
        <EventFacts event={event} />
      </header>
      <MarkAttendance event={event} />
      <EventCover event={event} className="aspect-[16/9] max-h-80 w-full" />
      <section aria-labelledby="event-description" className="flex flex-col gap-2">
        <h2 id="event-description" className="text-lg font-semibold">
          Описание
        </h2>
        {/* Descriptions are plain text whose line breaks matter. */}
        <p className="whitespace-pre-line">{event.description}</p>
      </section>
    </article>
  );
}

export { EventDetails, EventNotFound };
