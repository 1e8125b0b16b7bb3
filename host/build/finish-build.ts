/**
 * What the host's production build does after rspack has written dist/
 * (its own `npm run build`, and the repository's): prerender the documents,
 * write the build manifest, what the host provides to remotes, and the
 * documents table the static servers read.
 */
import path from 'node:path';
import { writeBuildManifest } from './build-manifest.ts';
import { prerenderAll } from './prerender.ts';
import { writeDocuments } from './write-documents.ts';
import { writeProvides } from './write-provides.ts';

const dist = path.resolve(import.meta.dirname, '../dist');

// The build manifest hashes app.html as prerendered: after the prerender.
await prerenderAll();
await Promise.all([writeBuildManifest(dist), writeProvides(path.join(dist, 'provides.json')), writeDocuments(dist)]);
