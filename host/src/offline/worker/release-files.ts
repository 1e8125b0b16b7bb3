/**
 * The files of a remote's release that the service worker fetches ahead, so
 * that its section opens offline before the person has opened it online: the
 * release's manifest, its entry, and what its exposed module loads at once
 * (`mf-manifest.json`, as the MF runtime reads it). A lazy chunk of it is
 * kept when it is first loaded; the shared packages' own files are not
 * fetched — the host provides those.
 */

interface Assets {
  sync?: unknown;
  async?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const assetList = (assets: Assets | undefined): string[] => [...strings(assets?.sync), ...strings(assets?.async)];

/** The folder a release's files are in: its manifest's (`<store>/<release-id>/`). */
function releaseFolder(manifestUrl: string): string {
  return new URL('.', manifestUrl).href;
}

/** The absolute URLs of a release's files, from its manifest (read loosely: what is not there is not fetched). */
function releaseFiles(manifest: unknown, manifestUrl: string): string[] {
  const folder = releaseFolder(manifestUrl);
  const { metaData, exposes } = (manifest ?? {}) as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { assets?: { js?: Assets; css?: Assets } }[];
  };
  const files: string[] = [];
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name === 'string' && entry.name !== '') {
    const dir = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/+$/, '')}/` : '';
    files.push(`${dir}${entry.name}`);
  }
  for (const expose of Array.isArray(exposes) ? exposes : []) {
    files.push(...assetList(expose.assets?.js), ...assetList(expose.assets?.css));
  }
  // Only files of the release's own folder: a manifest cannot send the worker elsewhere.
  return [...new Set(files.map((file) => new URL(file, folder).href))].filter((url) => url.startsWith(folder));
}

export { releaseFiles, releaseFolder };
