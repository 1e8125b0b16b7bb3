import { Link } from 'react-router-dom';
import type { CabinetEvent } from '@cabinet/runtime';
import { fromListState } from '@cabinet/kit/lists';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@cabinet/kit/ui';
import { EventCover } from './event-cover.tsx';
import { EventFacts } from './event-facts.tsx';
import { MarkedBadge } from './marked-badge.tsx';

/**
 * One event of the list; the title links to the detail page and stretches
 * over the card. The link carries the list's view and page, for the way back.
 */
function EventCard({ event, listSearch }: { event: CabinetEvent; listSearch: string }) {
  return (
    <Card className="relative gap-3 py-4 transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className="text-lg leading-snug">
            <Link to={String(event.id)} state={fromListState(listSearch)} className="outline-none after:absolute after:inset-0 hover:underline">
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
      <CardContent className="flex items-start gap-4 px-4">
        <EventCover event={event} className="h-16 w-24 shrink-0" />
        <EventFacts event={event} className="min-w-0" />
      </CardContent>
    </Card>
  );
}

export { EventCard };
