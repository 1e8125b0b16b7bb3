/**
 * The host build's documents and which address each answers, from the
 * build's own `documents.json` (written by host/build/write-documents.ts):
 * `/` the landing, a guest page its prerendered copy or the guest document,
 * every other page the app. Read from the deployed build, as config.json is,
 * so the serving layer needs none of the host's sources.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { changedFileReader } from './changed-file.ts';

const FileSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.html$/));

const HostDocumentsSchema = v.object({
  landing: FileSchema,
  app: FileSchema,
  guest: v.object({ file: FileSchema, patterns: v.array(v.string()) }),
  prerendered: v.array(v.object({ path: v.string(), file: FileSchema, pattern: v.string() })),
  // Since the renderer: a build before it has neither, and is answered as the static servers answer it.
  guestOnly: v.optional(v.array(v.string())),
  cabinet: v.optional(v.pipe(v.string(), v.regex(/^\/[a-z0-9-]+$/))),
});

type HostDocumentsTable = v.InferOutput<typeof HostDocumentsSchema>;

class HostDocuments {
  private readonly guestPatterns: readonly RegExp[];
  private readonly prerendered: readonly { file: string; pattern: RegExp }[];
  /** The guest-only pages (a signed-in visitor is sent on), when the build names them. */
  readonly guestOnly: readonly RegExp[] | null;

  constructor(readonly table: HostDocumentsTable) {
    this.guestPatterns = table.guest.patterns.map((pattern) => new RegExp(pattern));
    this.prerendered = table.prerendered.map((page) => ({ file: page.file, pattern: new RegExp(page.pattern) }));
    this.guestOnly = table.guestOnly ? table.guestOnly.map((pattern) => new RegExp(pattern)) : null;
  }

  /** Every document of the build: their inline scripts' hashes go into the policy. */
  get files(): string[] {
    return [this.table.landing, this.table.app, this.table.guest.file, ...this.table.prerendered.map((page) => page.file)];
  }

  /** The document a page load of `decoded` gets (`/` is the landing, served as the folder's index). */
  documentFor(decoded: string): string {
    if (decoded === '/') return this.table.landing;
    const prerendered = this.prerendered.find((page) => page.pattern.test(decoded));
    if (prerendered) return prerendered.file;
    return this.guestPatterns.some((pattern) => pattern.test(decoded)) ? this.table.guest.file : this.table.app;
  }
}

/** The documents of the host build deployed at `hostRoot`. */
function readHostDocuments(hostRoot: string): HostDocuments {
  const file = path.join(hostRoot, 'documents.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} не прочитан: соберите хост (npm run build)`, { cause: error });
  }
  return new HostDocuments(v.parse(HostDocumentsSchema, json));
}

const readDocumentsFile = changedFileReader((text) => new HostDocuments(v.parse(HostDocumentsSchema, JSON.parse(text))));

/**
 * The documents of the build deployed at `hostRoot` now, for a server that answers pages: documents.json is
 * read again when a redeploy replaced it (a guest page added, a page now prerendered), as config.json and
 * app.html are — read once, a new build's pages were answered by the old table until a restart. Read at once
 * too, so that a server without a build does not start; a file that cannot be read later (a deploy half
 * copied) leaves the last table in use. `since` as changed-file.ts's.
 */
function hostDocumentsReader(hostRoot: string): (since?: number) => Promise<HostDocuments> {
  const file = path.join(hostRoot, 'documents.json');
  let last = readHostDocuments(hostRoot);
  return async (since) => {
    last = await readDocumentsFile(file, since).catch(() => last);
    return last;
  };
}

export { HostDocuments, hostDocumentsReader, readHostDocuments };
