// The typed API contract (DESIGN §5) as valibot schemas: the client validates
// responses with them, the reference server validates requests with them.
export * from './common.ts';
export * from './pagination.ts';
export * from './user.ts';
export * from './social-links.ts';
export * from './auth.ts';
export * from './auth-token-cookie.ts';
export * from './time-zone-cookie.ts';
export * from './event.ts';
export * from './notification.ts';
export * from './poll.ts';
export * from './message.ts';
export * from './subscribe.ts';
export * from './upload.ts';
export * from './file-types.ts';
export * from './poll-answer-rules.ts';
export * from './poll-submission.ts';
export * from './upload-rules.ts';
export * from './dev-mail.ts';
