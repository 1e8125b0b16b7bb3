export * from './evaluation.ts';
export * from './remote-module.ts';
export * from './registry.ts';
export { parseRouteId } from '../lib/route-id.ts';
