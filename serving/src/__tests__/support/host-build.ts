/**
 * A host build and a folder release store as small as the serving rules
 * need: every document (the app's with its SSI directives and an inline
 * script), a content-hashed chunk and its hidden source map, a dotfile, a
 * folder store's temporary file, the registry a build keeps beside the host
 * (served only without a store), and one remote's release with its team's
 * record (`events/releases.json`, that release live), and a chunk with the
 * copies the host's build compresses — in a temporary folder per test file. The store holds no shared registry (runtime 1.6.0).
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The shape host/build/write-documents.ts writes, with the real guest routes. */
const documentsTable = {
  landing: 'index.html',
  app: 'app.html',
  guest: {
    file: 'guest.html',
    patterns: ['/login', '/register', '/callback', '/confirm-email', '/password-recovery', '/verify', '/verify/[^/]+', '/verify/[^/]+/[^/]+'].map(
      (route) => `^${route}/?$`,
    ),
  },
  prerendered: ['/login', '/register', '/password-recovery', '/confirm-email'].map((route) => ({
    path: route,
    file: `${route.slice(1)}.html`,
    pattern: `^${route}/?$`,
  })),
  guestOnly: ['/login', '/register', '/callback', '/confirm-email', '/password-recovery'].map((route) => `^${route}/?$`),
  cabinet: '/cabinet',
};

const RELEASE = '0.1.0-1a2b3c4d5e';

/** A team's record as the release tool writes it: the releases kept, the live one last in the history. */
function releasesRecord(history: readonly string[], kept: readonly string[] = history): string {
  return `${JSON.stringify({ releases: kept.map((id) => ({ id })), history }, null, 2)}\n`;
}

/** The registry the build keeps beside the host: served without a store, a stale copy with one. */
const STALE_TITLE = 'Копия сборки';
const builtRegistry = { remotes: [{ name: 'events', title: STALE_TITLE, entry: 'http://localhost:3001/0.0.1-0000000000/mf-manifest.json', release: '0.0.1-0000000000' }] };

/** A chunk the host's build compressed (host/build/write-compressed.ts): each copy holds a text of its own, so which went out shows. */
const PACKED_CHUNK = 'static/js/packed.1a2b3c4d.js';
const packedText = (copy: 'file' | 'br' | 'gz') => `console.log(${JSON.stringify(copy)});\n`.repeat(100);

const documentHtml = (name: string, head = '') => `<!doctype html><html lang="ru"><head><title>${name}</title>${head}</head><body><div id="root">${name}</div></body></html>`;

interface HostBuild {
  hostRoot: string;
  storeFolder: string;
  release: string;
  remove(): Promise<void>;
}

async function writeHostBuild(): Promise<HostBuild> {
  const work = await mkdtemp(path.join(tmpdir(), 'cabinet-serving-'));
  // nginx started as root serves it from an unprivileged user's workers: mkdtemp's 0700 would shut them out.
  await chmod(work, 0o755);
  const hostRoot = path.join(work, 'host');
  const storeFolder = path.join(work, 'store');
  const files: Record<string, string | Buffer> = {
    'index.html': documentHtml('landing', '<script>document.documentElement.dataset.mode="light"</script>'),
    'app.html': documentHtml(
      'app',
      '<script type="application/json" id="cabinet-config"><!--# include virtual="/config.json" --></script><script type="application/json" id="cabinet-registry"><!--# include virtual="/remotes.json" --></script><script type="application/json" id="cabinet-identity"><!--# include virtual="/identity.json" --></script>',
    ),
    'guest.html': documentHtml('guest'),
    ...Object.fromEntries(documentsTable.prerendered.map((page) => [page.file, documentHtml(page.path)])),
    'documents.json': JSON.stringify(documentsTable),
    'config.json': JSON.stringify({ apiBaseUrl: 'https://api.example.com', authMode: 'cookie' }),
    'remotes.json': JSON.stringify(builtRegistry),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'builds/latest.json': '{"id":"abc","timestamp":1}',
    'static/js/main.1a2b3c4d.js': 'console.log("main")',
    'static/js/main.1a2b3c4d.js.map': '{"sourcesContent":["secret"]}',
    [PACKED_CHUNK]: packedText('file'),
    [`${PACKED_CHUNK}.br`]: brotliCompressSync(packedText('br')),
    [`${PACKED_CHUNK}.gz`]: gzipSync(packedText('gz')),
    '.env': 'SECRET=1',
    'mf-stats.json': '{"metaData":{"buildInfo":{"buildPath":"/home/builder/cabinet"}}}',
    'remotes.json.4242.k3j9.tmp': '{"remotes":[',
  };
  const store: Record<string, string> = {
    'events/releases.json': releasesRecord([RELEASE]),
    [`events/${RELEASE}/mf-manifest.json`]: '{"name":"events"}',
    [`events/${RELEASE}/remoteEntry.js`]: 'var events;',
    [`events/${RELEASE}/mf-stats.json`]: '{"metaData":{}}',
    [`events/${RELEASE}/remoteEntry.js.4242.k3j9.tmp`]: 'var ev',
    [`events/${RELEASE}/static/js/module.1a2b3c4d.js`]: 'export default 1;',
    [`events/${RELEASE}/static/js/module.1a2b3c4d.js.map`]: '{}',
    'events/.lock/1-2-3.json': '{"work":"release"}',
  };
  const write = async (root: string, tree: Record<string, string | Buffer>) => {
    for (const [file, text] of Object.entries(tree)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
  };
  await write(hostRoot, files);
  await write(storeFolder, store);
  return { hostRoot, storeFolder, release: RELEASE, remove: () => rm(work, { recursive: true, force: true }) };
}

export { PACKED_CHUNK, STALE_TITLE, builtRegistry, documentsTable, packedText, releasesRecord, writeHostBuild };
export type { HostBuild };
