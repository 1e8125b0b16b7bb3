// Offline: whether there is a connection, and the reason shown beside an action that needs one.
export * from './use-online.ts';
export * from './use-network-action.ts';
export * from './offline-reason.tsx';
