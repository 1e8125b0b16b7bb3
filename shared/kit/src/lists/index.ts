// One way to show a list page in every app.
export * from './route-id.ts';
