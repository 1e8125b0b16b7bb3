export * from './get-csrf-cookie.ts';
export * from './login.ts';
export * from './register.ts';
export * from './logout.ts';
export * from './verify-email.ts';
export * from './request-recovery.ts';
export * from './reset-password.ts';
