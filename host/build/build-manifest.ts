/**
 * Writes the host's build manifest after a production build (SPEC §7; read
 * by host/src/reload-guards/):
 *
 * - `host/dist/builds/meta/{id}.json` `{id, timestamp, remotes}`: the build
 *   and the remote registry it shipped with, for whoever asks which build is
 *   out. Written first: the host trusts a new id only once its meta is served.
 * - `host/dist/builds/latest.json` `{id, timestamp}`: the build deployed now;
 *   open tabs of another build reload at their next navigation.
 * - `<meta name="cabinet-build-id">` in `host/dist/app.html`: the build a
 *   page belongs to.
 *
 * The id is a content hash: the first 12 hex digits of the SHA-256 of
 * app.html as rspack wrote it. app.html names the content-hashed main chunk
 * and CSS, and the main chunk's runtime names every other host chunk by its
 * content hash, so any change to the host's code gives a new id, and a
 * rebuild of the same code keeps it — open tabs are not reloaded for nothing.
 * A change to a remote alone keeps the host's id: remotes are loaded fresh
 * from their own no-cache manifests. The timestamp is the build's time.
 * All of it is served `no-cache` (serving/src/static-rules.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REGISTRY_FILE } from '@cabinet/runtime/registry';

interface BuildInfo {
  id: string;
  timestamp: number;
}

interface BuildMeta extends BuildInfo {
  /** The remote registry of the build: name → mf-manifest.json URL. */
  remotes: Record<string, string>;
}

// Inserted right before </head> and nothing else, so that stripping it gives back rspack's file.
const META_TAG = /<meta name="cabinet-build-id" content="[^"]*" \/>/;

export function buildIdOf(appHtml: string): string {
  return createHash('sha256').update(appHtml.replace(META_TAG, '')).digest('hex').slice(0, 12);
}

function withBuildId(appHtml: string, id: string): string {
  const html = appHtml.replace(META_TAG, '');
  if (!html.includes('</head>')) throw new Error('app.html has no </head> to put the build id into');
  return html.replace('</head>', `<meta name="cabinet-build-id" content="${id}" /></head>`);
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

async function registryOf(dist: string): Promise<Record<string, string>> {
  const registry = (await readJson(path.join(dist, REGISTRY_FILE))) as { remotes?: { name: string; entry: string }[] } | null;
  return Object.fromEntries((registry?.remotes ?? []).map(({ name, entry }) => [name, entry]));
}

export async function writeBuildManifest(dist: string, now = Date.now()): Promise<BuildInfo> {
  const appFile = path.join(dist, 'app.html');
  const appHtml = await readFile(appFile, 'utf8');
  const id = buildIdOf(appHtml);
  const builds = path.join(dist, 'builds');
  const meta: BuildMeta = { id, timestamp: now, remotes: await registryOf(dist) };

  await mkdir(path.join(builds, 'meta'), { recursive: true });
  await writeFile(path.join(builds, 'meta', `${id}.json`), `${JSON.stringify(meta, null, 2)}\n`);
  await writeFile(appFile, withBuildId(appHtml, id));
  await writeFile(path.join(builds, 'latest.json'), `${JSON.stringify({ id, timestamp: now } satisfies BuildInfo)}\n`);
  return { id, timestamp: now };
}
