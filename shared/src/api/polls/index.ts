export * from './keys.ts';
export * from './get-polls.ts';
export * from './get-poll.ts';
export * from './start-poll.ts';
export * from './set-poll-answers.ts';
