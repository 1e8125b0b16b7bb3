/**
 * The byte budgets of every page (issue 14), in KB of gzip JS the browser
 * loads with a cold cache. `npm run bench` prints each figure beside its
 * budget and fails when one is over; `npm test` runs it on the e2e build.
 */
interface PageBudget {
  /** A path, or a function of the seeded data (the first event's page). */
  path: string;
  /** What a person needs to see it: nothing, or a signed-in session. */
  signedIn: boolean;
  /** KB gzip of all JS on the page. */
  js: number;
}

const GUEST_PAGES = ['/login', '/register', '/password-recovery', '/confirm-email', '/callback', '/verify/1/abc?expires=1&signature=x'];
const CABINET_PAGES = ['/cabinet', '/cabinet/events', '/cabinet/events/{event}', '/cabinet/notifications', '/cabinet/polls', '/cabinet/polls/{poll}', '/cabinet/profile'];

const pageBudgets: PageBudget[] = [
  { path: '/', signedIn: false, js: 100 },
  ...GUEST_PAGES.map((path) => ({ path, signedIn: false, js: 140 })),
  ...CABINET_PAGES.map((path) => ({ path, signedIn: true, js: 180 })),
];

const remoteBudgets = {
  /** KB gzip of a remote's own code (its origin's JS, entry excluded) on its page. */
  ownCode: 30,
  /** KB gzip of each remoteEntry.js. */
  remoteEntry: 16,
};

export { pageBudgets, remoteBudgets };
export type { PageBudget };
