import { Link, useLocation } from 'react-router-dom';
import type { CabinetEvent } from '@cabinet/runtime';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@cabinet/kit/ui';
import type { FromListState } from '../lib/list-params.ts';
import { EventFacts } from './event-facts.tsx';
import { MarkedBadge } from './marked-badge.tsx';

/** One event of the list; the title links to the detail page and stretches over the card. */
function EventCard({ event }: { event: CabinetEvent }) {
  const { search } = useLocation();
  const state: FromListState = { listSearch: search };
  return (
    <Card className="relative gap-3 py-4 transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className="text-lg leading-snug">
            <Link to={String(event.id)} state={state} className="outline-none after:absolute after:inset-0 hover:underline">
              {event.title}
            </Link>
          </h2>
        </CardTitle>
        {event.marked && (
          <CardAction>
            <MarkedBadge />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="px-4">
        <EventFacts event={event} />
      </CardContent>
    </Card>
  );
}

export { EventCard };
