import { ImageIcon } from 'lucide-react';
import type { CabinetEvent } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';

/**
 * The event's picture, or a neutral placeholder when the API gives none, in
 * a box of fixed proportions: nothing below moves when the image arrives.
 * Decorative either way (the title says what the event is).
 */
function EventCover({ event, className }: { event: CabinetEvent; className?: string }) {
  return (
    <div data-slot="event-cover" className={cn('overflow-hidden rounded-xl bg-muted', className)}>
      {event.cover_url ? (
        <img src={event.cover_url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex size-full items-center justify-center text-muted-foreground">
          <ImageIcon className="size-1/3 max-h-12 max-w-12" />
        </div>
      )}
    </div>
  );
}

export { EventCover };
