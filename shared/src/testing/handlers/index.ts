import type { TestDb } from '../db.ts';
import { authHandlers } from './auth.ts';
import { eventsHandlers } from './events.ts';
import { notificationsHandlers } from './notifications.ts';
import { pollsHandlers } from './polls.ts';
import { subscribeHandlers } from './subscribe.ts';
import { userHandlers } from './user.ts';

/** Every call of SPEC §7, answered from `db` like the reference server would. */
function createHandlers(db: TestDb) {
  return [
    ...authHandlers(db),
    ...subscribeHandlers(db),
    ...eventsHandlers(db),
    ...notificationsHandlers(db),
    ...pollsHandlers(db),
    ...userHandlers(db),
  ];
}

export { createHandlers };
export { INVALID_RESET_TOKEN, INVALID_SIGNATURE } from './auth.ts';
