/**
 * The registry composed in the browser from each team's `releases.json`
 * (runtime 1.6.0), when no server composed it: a chunk of its own, loaded
 * by registry.ts when first needed.
 */
import type { ConfiguredRemote, RemoteEntry } from '@cabinet/runtime';
import { composeRegistry, releasesUrl } from '@cabinet/runtime/registry';
import { takeEarlyReleases } from '../boot/early-start.ts';

/**
 * A task of its own for what follows (a message, which no hidden tab
 * throttles as it does a timer).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A record asked for in a task of its own: the browser's part of a request is a millisecond or two of the
 * page's main thread (more on a phone), and the teams' requests started together, in the task that loaded
 * this chunk, made one long task of a cabinet page's first seconds (Lighthouse, 4× CPU: 55–170 ms).
 */
async function requested(url: string): Promise<Response> {
  await nextTask();
  return fetch(url, { cache: 'no-cache' });
}

/** One team's record; null when it has none yet (404). Rejects when it cannot be read. */
async function fetchReleases(remote: ConfiguredRemote): Promise<unknown> {
  const url = releasesUrl(remote);
  const response = (await takeEarlyReleases(url)) ?? (await requested(url));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * A record that cannot be read leaves its section out (one team's outage
 * is not everyone's), unless none can be read — offline, which fails the
 * read as a registry would.
 */
async function composeFromRecords(remotes: readonly ConfiguredRemote[]): Promise<RemoteEntry[]> {
  const read = await Promise.allSettled(remotes.map(fetchReleases));
  const failed = read.filter((result) => result.status === 'rejected');
  if (remotes.length > 0 && failed.length === remotes.length) throw new Error('No release record of any remote could be read', { cause: failed[0]?.reason });
  for (const failure of failed) console.error("A remote's release record could not be read", failure.reason);
  return composeRegistry(remotes, read.map((result) => (result.status === 'fulfilled' ? result.value : null))).remotes;
}

export { composeFromRecords };
