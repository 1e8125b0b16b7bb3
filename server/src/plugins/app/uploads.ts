import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { randomToken } from '../../lib/crypto.ts';
import { extensionFor } from '../../lib/detect-mime.ts';

export const UPLOADS_PATH = '/storage/uploads';
const FILE_NAME = /^[A-Za-z0-9_-]{10,64}\.[a-z0-9]{2,5}$/;
/** An upload nothing names (an image sent to `/user/upload-image` and never used) is kept this long, then swept. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Who may read a stored file: anyone (a profile photo), or its owner only (a poll's file answer). */
export type Visibility = 'public' | 'private';

export interface StoredUpload {
  fileName: string;
  originalName: string;
  mime: string;
  size: number;
  userId: number;
  visibility: Visibility;
}

interface UploadRow {
  file_name: string;
  original_name: string;
  mime: string;
  size: number;
  user_id: number;
  private: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

export interface UploadStore {
  directory: string;
  /** A fresh path for a file still being received, beside the uploads (same disk, so storing it is a rename). */
  tempPath(): string;
  /** Moves a received file under a random name and records the owner. */
  save(userId: number, file: { path: string; size: number }, mime: string, originalName: string, visibility: Visibility): Promise<StoredUpload>;
  /** Removes stored files and their rows: written by a request that then failed, replaced, or orphaned. */
  discard(fileNames: readonly string[]): Promise<void>;
  find(fileName: string): StoredUpload | null;
  filePath(fileName: string): string;
  /** Absolute URL of a stored file as this server serves it (from the configured app URL). */
  url(fileName: string): string;
  /** The stored file a URL of this server names, its query aside (a signed link names its file too). */
  named(url: string): StoredUpload | null;
  /**
   * The public stored file behind a URL this server handed out, if `userId`
   * uploaded it: exactly `<app URL>/storage/uploads/<file>` (scheme, host,
   * port and path; no credentials, query or fragment).
   */
  ownedBy(userId: number, url: string): StoredUpload | null;
  /** Removes what no answer or profile names once it is older than the grace period; returns how many. */
  sweep(): Promise<number>;
}

export default fp(
  async (fastify) => {
    const directory = path.join(fastify.config.dataDir, 'uploads');
    await fs.mkdir(directory, { recursive: true });
    // Forms being read; whatever a crash left here is garbage.
    const temporary = path.join(fastify.config.dataDir, 'tmp');
    await fs.rm(temporary, { recursive: true, force: true });
    await fs.mkdir(temporary, { recursive: true });
    const insert = fastify.db.prepare(
      'INSERT INTO uploads (user_id, file_name, original_name, mime, size, private, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const remove = fastify.db.prepare('DELETE FROM uploads WHERE file_name = ?');
    const byName = fastify.db.prepare<[string], UploadRow>(
      'SELECT file_name, original_name, mime, size, user_id, private FROM uploads WHERE file_name = ?',
    );
    // A reference is the file's name at the end of its owner's avatar URL or of one of their answers' URLs.
    const orphans = fastify.db.prepare<[string], { file_name: string }>(
      `SELECT u.file_name FROM uploads u
       WHERE u.created_at < ?
         AND NOT EXISTS (
           SELECT 1 FROM users WHERE users.id = u.user_id AND substr(users.avatar_url, -length(u.file_name) - 1) = '/' || u.file_name
         )
         AND NOT EXISTS (
           SELECT 1 FROM poll_answers a JOIN poll_attempts t ON t.id = a.attempt_id
           WHERE t.user_id = u.user_id
             AND substr(CASE WHEN json_valid(a.value) THEN json_extract(a.value, '$.url') END, -length(u.file_name) - 1) = '/' || u.file_name
         )`,
    );
    const toUpload = (row: UploadRow): StoredUpload => ({
      fileName: row.file_name,
      originalName: row.original_name,
      mime: row.mime,
      size: row.size,
      userId: row.user_id,
      visibility: row.private === 1 ? 'private' : 'public',
    });

    /** Files on disk without a row (a crash between storing and recording) are orphans too. */
    async function sweepUnrecorded(before: number): Promise<number> {
      let removed = 0;
      for (const name of await fs.readdir(directory)) {
        if (byName.get(name)) continue;
        const file = path.join(directory, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < before) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    }

    const store: UploadStore = {
      directory,
      tempPath: () => path.join(temporary, randomToken(18)),
      async save(userId, file, mime, originalName, visibility) {
        const fileName = `${randomToken(18)}.${extensionFor(mime)}`;
        await fs.rename(file.path, path.join(directory, fileName));
        const name = originalName.slice(0, 255) || fileName;
        insert.run(userId, fileName, name, mime, file.size, visibility === 'private' ? 1 : 0, fastify.now().toISOString());
        return { fileName, originalName: name, mime, size: file.size, userId, visibility };
      },
      async discard(fileNames) {
        for (const name of fileNames) remove.run(name);
        await Promise.all(fileNames.map((name) => fs.rm(path.join(directory, path.basename(name)), { force: true })));
      },
      find(fileName) {
        if (!FILE_NAME.test(fileName)) return null;
        const row = byName.get(fileName);
        return row ? toUpload(row) : null;
      },
      filePath: (fileName) => path.join(directory, path.basename(fileName)),
      url: (fileName) => `${fastify.config.appUrl}${UPLOADS_PATH}/${fileName}`,
      named(url) {
        let parsed: URL;
        try {
          parsed = new URL(url);
        } catch {
          return null;
        }
        const prefix = store.url('');
        const address = `${parsed.origin}${parsed.pathname}`;
        if (!address.startsWith(prefix)) return null;
        const upload = store.find(address.slice(prefix.length));
        return upload && store.url(upload.fileName) === address ? upload : null;
      },
      ownedBy(userId, url) {
        // Parsed as an absolute URL and compared whole: a path check alone would let
        // `javascript:/storage/uploads/…` or another host's copy of the path through.
        let href: string;
        try {
          href = new URL(url).href;
        } catch {
          return null;
        }
        const upload = store.named(href);
        return upload && upload.userId === userId && upload.visibility === 'public' && store.url(upload.fileName) === href ? upload : null;
      },
      async sweep() {
        const before = fastify.now().getTime() - ORPHAN_GRACE_MS;
        const names = orphans.all(new Date(before).toISOString()).map((row) => row.file_name);
        await store.discard(names);
        return names.length + (await sweepUnrecorded(before));
      },
    };
    fastify.decorate('uploads', store);

    // Swept at start and hourly, like sessions and throttles; the timer must not keep the process alive.
    const sweep = () => store.sweep().catch((error: unknown) => fastify.log.error({ err: error }, 'upload sweep failed'));
    await sweep();
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'uploads', dependencies: ['db', 'config'] },
);
