/**
 * The build-manifest guard (SPEC §7, §9): 1 s after the app mounts (not on a
 * `slow-2g` connection) and then every hour it asks which host build is
 * deployed. A different id than the page's own marks the app stale; the
 * next navigation then loads the page anew (stale-build-reload.ts) instead
 * of running old code against new chunks, remotes and API — never in the
 * middle of what the user is doing.
 */
import { currentBuildId, fetchLatestBuild, isBuildPublished, type BuildInfo } from './build-info.ts';
import { isVerySlowConnection } from './connection.ts';

const FIRST_CHECK_DELAY_MS = 1000;
/** SPEC §9's hour-long constant. */
const CHECK_INTERVAL_MS = 3_600_000;

interface ManifestGuardOptions {
  /** This page's build; without one (development) the guard does nothing. */
  currentId: string | null;
  latest?: () => Promise<BuildInfo | null>;
  isPublished?: (id: string) => Promise<boolean>;
}

interface ManifestGuard {
  /** Schedules the checks; returns what cancels them. */
  start(): () => void;
  /** One check now (the schedule calls it). */
  check(): Promise<void>;
  isStale(): boolean;
}

function createManifestGuard({
  currentId,
  latest = () => fetchLatestBuild(),
  isPublished = isBuildPublished,
}: ManifestGuardOptions): ManifestGuard {
  let stale = false;
  let checking = false;

  async function check(): Promise<void> {
    if (!currentId || stale || checking) return;
    checking = true;
    try {
      const build = await latest();
      if (build && build.id !== currentId && (await isPublished(build.id))) {
        stale = true;
        console.info(`A newer build of the cabinet is out (${currentId} → ${build.id}): the next page change reloads.`);
      }
    } catch (error) {
      // Offline or the server is busy: the next check will tell.
      console.debug('Build manifest check failed', error);
    } finally {
      checking = false;
    }
  }

  function start(): () => void {
    if (!currentId) return () => {};
    const first = isVerySlowConnection() ? undefined : window.setTimeout(() => void check(), FIRST_CHECK_DELAY_MS);
    const hourly = window.setInterval(() => void check(), CHECK_INTERVAL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(hourly);
    };
  }

  return { start, check, isStale: () => stale };
}

let pageGuard: ManifestGuard | null = null;

/** The guard of this page, for the build it was loaded from. */
function manifestGuard(): ManifestGuard {
  pageGuard ??= createManifestGuard({ currentId: currentBuildId() });
  return pageGuard;
}

export { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, createManifestGuard, manifestGuard };
export type { ManifestGuard };
