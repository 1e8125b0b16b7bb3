import { RELEASE_ID } from '@cabinet/runtime/field-health';

/** A remote served outside a release store (its dev server, a build's own folder). */
const UNVERSIONED = 'unversioned';

/**
 * The release a registry entry loads: the folder of its manifest,
 * `<base>/<name>/<release-id>/mf-manifest.json` (a bucket) or
 * `<base>/<release-id>/mf-manifest.json` (a folder store on the remote's
 * port). Taken from the entry MF loaded, never from the registry's
 * `release` field: a preview or a canary loads another entry of the same remote.
 */
export function releaseOfEntry(entry: string): string {
  let segments: string[];
  try {
    segments = new URL(entry).pathname.split('/');
  } catch {
    return UNVERSIONED;
  }
  const [release, file] = segments.slice(-2);
  return file === 'mf-manifest.json' && release !== undefined && RELEASE_ID.test(release) ? release : UNVERSIONED;
}
