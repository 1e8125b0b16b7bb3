/**
 * What the host's production build does after rspack has written dist/
 * (its own `npm run build`, and the repository's): prerender the documents,
 * write the build manifest, what the host provides to remotes, the
 * documents table the static servers read, and the service worker's precache list;
 * and compress the JS and CSS once for the servers (write-compressed.ts).
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeBuildManifest } from './build-manifest.ts';
import { writeCompressed } from './write-compressed.ts';
import { prerenderAll } from './prerender.ts';
import { writeDocuments } from './write-documents.ts';
import { writeProvides } from './write-provides.ts';
import { writeWorkerPrecache } from './write-worker-precache.ts';

const dist = path.resolve(import.meta.dirname, '../dist');

/** The renderer's code ships with the documents it fills, in a folder no static server publishes. */
async function copyServerRender(): Promise<void> {
  await mkdir(path.join(dist, '.server'), { recursive: true });
  await copyFile(path.resolve(import.meta.dirname, '../.prerender/app-render/app-render.cjs'), path.join(dist, '.server', 'app-render.cjs'));
}

// The build manifest hashes app.html as prerendered: after the prerender. The compression, on libuv's
// threads, goes on meanwhile: it reads only the emitted JS and CSS.
const compressing = writeCompressed(dist);
// Its failure is met where it is awaited, below, not as an unhandled rejection meanwhile.
compressing.catch(() => undefined);
await Promise.all([prerenderAll(), copyServerRender()]);
await Promise.all([writeBuildManifest(dist), writeProvides(path.join(dist, 'provides.json')), writeDocuments(dist)]);
// The worker precaches app.html as served: after the build manifest's tag is in it.
await Promise.all([writeWorkerPrecache(dist), compressing]);
