/**
 * How a report reaches the collector, which takes a signed-in person's
 * reports only (anonymous ones are a 401: issue 30), by the same credentials
 * as the API client (`authMode` of config.json):
 *
 * - cookie mode: `navigator.sendBeacon`, which carries the session cookie —
 *   `text/plain`, so no CORS preflight;
 * - token mode: a beacon cannot carry `Authorization`, so a `fetch` with
 *   `keepalive` (it outlives the page, as a beacon does) and the client's own
 *   token (`getAuthToken`, read when sending: no copy of it is kept here). A
 *   guest has no token, and the collector would refuse the report: none is
 *   sent.
 *
 * Read at each send, not at start-up: the reporting code may load before the
 * client is configured, and a person may sign in or out in this document.
 */
import { getApiSettings, getAuthToken } from '@cabinet/runtime';
import type { SendBeacon } from './health-reporter.ts';

export const sendReport: SendBeacon = (url, body) => {
  if (getApiSettings().authMode !== 'token') return navigator.sendBeacon(url, body);
  const token = getAuthToken();
  if (!token) return false;
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'include',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
  }).catch(() => {
    // As a beacon the browser refused: dropped, not retried, no error of the page's.
  });
  return true;
};
