// Russian validation messages (SPEC §5) and the plural rule they use.
export * from './plural.ts';
export * from './messages.ts';
export * from './install-russian-messages.ts';
