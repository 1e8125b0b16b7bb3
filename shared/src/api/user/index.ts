export * from './keys.ts';
export * from './get-user.ts';
export * from './update-user.ts';
export * from './send-message.ts';
export * from './upload-image.ts';
