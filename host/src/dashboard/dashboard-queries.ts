import { latestUnreadOptions } from '../summary/get-latest-unread.ts';
import { upcomingEventsOptions } from '../summary/get-upcoming-events.ts';
import { unreadCountOptions } from '../summary/get-unread-count.ts';
import { waitingPollsOptions } from '../summary/get-waiting-polls.ts';

/** How many items each block shows. */
const LATEST_UNREAD = 3;
const SHOWN_EVENTS = 3;
const SHOWN_POLLS = 3;

/**
 * What the dashboard's blocks read: the blocks ask for these, and the
 * renderer fetches the same before it paints `/cabinet` (server/route-queries.ts).
 */
const dashboardQueries = {
  unreadCount: unreadCountOptions,
  latestUnread: latestUnreadOptions(LATEST_UNREAD),
  upcomingEvents: upcomingEventsOptions(SHOWN_EVENTS),
  startedPolls: waitingPollsOptions('in_progress', SHOWN_POLLS),
  freshPolls: waitingPollsOptions('new', SHOWN_POLLS),
};

export { SHOWN_POLLS, dashboardQueries };
