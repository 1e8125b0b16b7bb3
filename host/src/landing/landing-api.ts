/**
 * The API client on the landing document. The SPA's bootstrap configures it
 * for the whole app; the light landing entry has no bootstrap, so the first
 * subscribe configures it from `/config.json` (the same runtime config, so
 * the same API base URL and auth mode). Asked for once — on the first focus
 * of the field, to be ready by the time the user sends — and again only if
 * that failed.
 */
import { configureApi } from '@cabinet/runtime';
import { loadRuntimeConfig } from '../config/load-runtime-config.ts';

let configured: Promise<void> | null = null;

function prepareLandingApi(): Promise<void> {
  configured ??= loadRuntimeConfig().then(
    (config) => configureApi(config),
    (error: unknown) => {
      configured = null;
      throw error;
    },
  );
  return configured;
}

export { prepareLandingApi };
