// One way to show a list page in every app: its state in the URL, its
// loading/error/empty/paging states, the way back from an item's page.
export * from './list-params.ts';
export * from './paged-list.tsx';
export * from './back-to-list.tsx';
export * from './route-id.ts';
