import { useParams } from 'react-router-dom';
import { BackToList, parseRouteId } from '@cabinet/kit/lists';
import { EventDetails, EventNotFound } from '../components/event-details.tsx';

/** `/cabinet/events/:id`: one event; a malformed id is a «not found» without a request. */
export function EventPage() {
  const id = parseRouteId(useParams().id);
  return (
    <section className="flex flex-col gap-6">
      <BackToList label="Ко всем событиям" />
      {id === null ? <EventNotFound /> : <EventDetails key={id} id={id} />}
    </section>
  );
}
