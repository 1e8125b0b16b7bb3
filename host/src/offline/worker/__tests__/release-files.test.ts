import { describe, expect, it } from 'vitest';
import { releaseFiles, releaseFolder } from '../release-files.ts';

const MANIFEST_URL = 'https://events.example/0.1.0-eb4fc1cc38/mf-manifest.json';
const FOLDER = 'https://events.example/0.1.0-eb4fc1cc38/';

describe('the files of a release the service worker fetches ahead', () => {
  it('are its entry and what its exposed module loads, from its own folder', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react', assets: { js: { sync: ['static/js/react.1.js'], async: [] } } }],
      exposes: [
        {
          name: 'module',
          assets: {
            js: { sync: ['static/js/590.524b5ef6.js', 'static/js/__federation_expose_module.e76f0d9c.js'], async: ['static/js/dialog.1a.js'] },
            css: { sync: ['static/css/__federation_expose_module.68aa4aa2.css'], async: [] },
          },
        },
      ],
    };
    expect(releaseFiles(manifest, MANIFEST_URL)).toEqual([
      `${FOLDER}remoteEntry.js`,
      `${FOLDER}static/js/590.524b5ef6.js`,
      `${FOLDER}static/js/__federation_expose_module.e76f0d9c.js`,
      `${FOLDER}static/js/dialog.1a.js`,
      `${FOLDER}static/css/__federation_expose_module.68aa4aa2.css`,
    ]);
    // The shared packages' own files are the host's to provide: not fetched.
    expect(releaseFiles(manifest, MANIFEST_URL).some((url) => url.includes('react.1.js'))).toBe(false);
  });

  it('takes the entry from its folder when the manifest names one', () => {
    expect(releaseFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } }, MANIFEST_URL)).toEqual([`${FOLDER}entry/remoteEntry.js`]);
  });

  it('never leaves the release’s folder, whatever the manifest says', () => {
    const manifest = { exposes: [{ assets: { js: { sync: ['../0.0.9-old/static/js/a.js', 'https://elsewhere.example/x.js', '/static/js/host.js'] } } }] };
    expect(releaseFiles(manifest, MANIFEST_URL)).toEqual([]);
  });

  it('reads a manifest it does not understand as no files', () => {
    expect(releaseFiles(null, MANIFEST_URL)).toEqual([]);
    expect(releaseFiles({ exposes: 'none', metaData: { remoteEntry: { name: 3 } } }, MANIFEST_URL)).toEqual([]);
  });

  it('names the folder of a release by its manifest', () => {
    expect(releaseFolder(MANIFEST_URL)).toBe(FOLDER);
  });
});
