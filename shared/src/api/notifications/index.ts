export * from './keys.ts';
export * from './get-notifications.ts';
export * from './mark-notification.ts';
