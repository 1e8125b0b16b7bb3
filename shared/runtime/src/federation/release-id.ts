/**
 * A release id as the release tool makes it: `<package version>-<content
 * hash>` (`0.1.0-36a24ca0e1`, `1.0.0-beta.2-36a24ca0e1`). Never a path or an
 * address: a host builds a release's address from it. A plain pattern, no
 * valibot: the registry's schema (release-store.ts) is built from it, and so
 * is what the host's field health reports (field-health/health-path.ts),
 * which every page carries.
 */
const RELEASE_ID = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z]+(?:[.-][0-9A-Za-z]+)*)?-[0-9a-f]{10}$/;
const RELEASE_ID_MAX_LENGTH = 100;

function isReleaseId(value: string): boolean {
  return value.length <= RELEASE_ID_MAX_LENGTH && RELEASE_ID.test(value);
}

export { RELEASE_ID, RELEASE_ID_MAX_LENGTH, isReleaseId };
