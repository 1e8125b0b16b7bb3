import { UNVERSIONED, isReleaseId } from '@cabinet/runtime/field-health';

/**
 * The release a registry entry loads: the folder of its manifest,
 * `<base>/<name>/<release-id>/mf-manifest.json` (a bucket) or
 * `<base>/<release-id>/mf-manifest.json` (a folder store on the remote's
 * port), when that folder is a release id; `unversioned` for anything else —
 * a dev server's or `npm run bench:scale`'s `http://localhost:<port>/mf-manifest.json`,
 * a build's own folder —, which the collector accepts as such. Taken from the
 * entry MF loaded, never from the registry's `release` field: a preview or a
 * canary loads another entry of the same remote.
 */
export function releaseOfEntry(entry: string): string {
  let segments: string[];
  try {
    segments = new URL(entry).pathname.split('/');
  } catch {
    return UNVERSIONED;
  }
  const [release, file] = segments.slice(-2);
  return file === 'mf-manifest.json' && release !== undefined && isReleaseId(release) ? release : UNVERSIONED;
}
