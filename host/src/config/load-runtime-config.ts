import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@cabinet/runtime';
import { takeEarly } from '../boot/early-start.ts';

const CONFIG_URL = '/config.json';

/**
 * Runtime configuration (`/config.json` beside the host, never cached): the
 * same build can talk to the reference API or a real Laravel backend.
 * A missing file means defaults; a malformed one is an error worth seeing.
 */
export async function loadRuntimeConfig(url = CONFIG_URL): Promise<RuntimeConfig> {
  // The app document's head script asked already (boot/early-start.ts).
  const early = url === CONFIG_URL ? await takeEarly('config') : null;
  const response = early ?? (await fetch(url, { cache: 'no-cache' }));
  if (response.status === 404) return v.parse(RuntimeConfigSchema, {});
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return v.parse(RuntimeConfigSchema, await response.json());
}
