import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { randomToken } from '../../lib/crypto.ts';
import { extensionFor } from '../../lib/detect-mime.ts';

export const UPLOADS_PATH = '/storage/uploads';
const FILE_NAME = /^[A-Za-z0-9_-]{10,64}\.[a-z0-9]{2,5}$/;

export interface StoredUpload {
  fileName: string;
  originalName: string;
  mime: string;
  size: number;
  userId: number;
}

interface UploadRow {
  file_name: string;
  original_name: string;
  mime: string;
  size: number;
  user_id: number;
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
  save(userId: number, file: { path: string; size: number }, mime: string, originalName: string): Promise<StoredUpload>;
  /** Removes files (and their rows) written by a request that then failed. */
  discard(fileNames: readonly string[]): Promise<void>;
  find(fileName: string): StoredUpload | null;
  filePath(fileName: string): string;
  /** Absolute URL of a stored file as this server serves it (from the configured app URL). */
  url(fileName: string): string;
  /**
   * The stored file behind a URL this server handed out, if `userId` uploaded
   * it: exactly `<app URL>/storage/uploads/<file>` (scheme, host, port and
   * path; no credentials, query or fragment).
   */
  ownedBy(userId: number, url: string): StoredUpload | null;
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
      'INSERT INTO uploads (user_id, file_name, original_name, mime, size, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const remove = fastify.db.prepare('DELETE FROM uploads WHERE file_name = ?');
    const byName = fastify.db.prepare<[string], UploadRow>(
      'SELECT file_name, original_name, mime, size, user_id FROM uploads WHERE file_name = ?',
    );
    const toUpload = (row: UploadRow): StoredUpload => ({
      fileName: row.file_name,
      originalName: row.original_name,
      mime: row.mime,
      size: row.size,
      userId: row.user_id,
    });

    const store: UploadStore = {
      directory,
      tempPath: () => path.join(temporary, randomToken(18)),
      async save(userId, file, mime, originalName) {
        const fileName = `${randomToken(18)}.${extensionFor(mime)}`;
        await fs.rename(file.path, path.join(directory, fileName));
        const name = originalName.slice(0, 255) || fileName;
        insert.run(userId, fileName, name, mime, file.size, fastify.now().toISOString());
        return { fileName, originalName: name, mime, size: file.size, userId };
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
      ownedBy(userId, url) {
        // Parsed as an absolute URL and compared whole: a path check alone would let
        // `javascript:/storage/uploads/…` or another host's copy of the path through.
        let href: string;
        try {
          href = new URL(url).href;
        } catch {
          return null;
        }
        const prefix = store.url('');
        if (!href.startsWith(prefix)) return null;
        const upload = store.find(href.slice(prefix.length));
        return upload && upload.userId === userId && store.url(upload.fileName) === href ? upload : null;
      },
    };
    fastify.decorate('uploads', store);
  },
  { name: 'uploads', dependencies: ['db', 'config'] },
);
