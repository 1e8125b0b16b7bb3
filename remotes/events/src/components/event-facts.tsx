import { formatDateTimeRange } from '@cabinet/kit/format';
import { CalendarIcon, MapPinIcon } from 'lucide-react';
import type { CabinetEvent } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';

/** When and where: the two facts every event card and the detail page show. */
function EventFacts({ event, className }: { event: CabinetEvent; className?: string }) {
  return (
    <dl className={cn('grid gap-1.5 text-sm text-muted-foreground', className)}>
      <div className="flex items-start gap-2">
        <dt>
          <CalendarIcon aria-hidden="true" className="mt-0.5 size-4" />
          <span className="sr-only">Когда</span>
        </dt>
        <dd>
          <time dateTime={event.starts_at}>{formatDateTimeRange(event.starts_at, event.ends_at)}</time>
        </dd>
      </div>
      <div className="flex items-start gap-2">
        <dt>
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4" />
          <span className="sr-only">Где</span>
        </dt>
        <dd>{event.location}</dd>
      </div>
    </dl>
  );
}

export { EventFacts };
