import { useUser } from '@cabinet/runtime';
import { usePageTitle } from '@cabinet/kit/ui';
import { UnreadNotificationsBlock } from './unread-notifications-block.tsx';
import { UpcomingEventsBlock } from './upcoming-events-block.tsx';
import { WaitingPollsBlock } from './waiting-polls-block.tsx';

/**
 * `/cabinet`: what needs the user's attention across the sections — unread
 * notifications, polls waiting for answers, the next events — each block
 * loading, failing and being empty on its own, with links into the remotes.
 * The reads are the host's own (src/summary); their keys start with the
 * domain, so a section's refresh after a change refreshes the blocks too,
 * and the unread count is the header badge's query.
 */
function DashboardPage() {
  const user = useUser();
  // The product's name alone: «Кабинет».
  usePageTitle('');
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Кабинет</h1>
        {user && <p className="text-muted-foreground">Здравствуйте, {user.name}! Вот что ждёт вашего внимания.</p>}
      </header>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <UnreadNotificationsBlock />
        <WaitingPollsBlock />
        <UpcomingEventsBlock />
      </div>
    </section>
  );
}

export { DashboardPage };
