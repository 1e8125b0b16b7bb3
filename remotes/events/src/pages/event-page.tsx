import { useParams } from 'react-router-dom';
import { BackToList } from '../components/back-to-list.tsx';
import { EventDetails, EventNotFound } from '../components/event-details.tsx';

/** A route param that is a database id (a positive integer), else null. */
function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `/cabinet/events/:id`: one event; a malformed id is a «not found» without a request. */
export function EventPage() {
  const id = parseId(useParams().id);
  return (
    <section className="flex flex-col gap-6">
      <BackToList />
      {id === null ? <EventNotFound /> : <EventDetails key={id} id={id} />}
    </section>
  );
}
