/**
 * The release store in a folder (`.releases/` for `npm start`, or a folder
 * a static server or a sync to a CDN reads). A key is a relative path; a
 * write goes to a temporary file beside its target and is renamed over it,
 * so a reader sees the old file or the new one (the servers never serve the
 * temporary file). The headers an object is served with follow from its
 * path (@cabinet/serving/static-rules), so they are not stored.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, StoredObject } from './object-store.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

class FolderStore implements ObjectStore {
  readonly label: string;

  constructor(readonly root: string) {
    this.label = root;
  }

  private file(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`Ключ вне хранилища: ${key}`);
    return file;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async put(key: string, body: Buffer | string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    // The folder that holds the prefix, walked; keys filtered by the prefix.
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const found: StoredObject[] = [];
    const walk = async (relative: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(path.join(this.root, relative), { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(key);
        } else if (key.startsWith(prefix) && !key.endsWith('.tmp')) {
          const info = await stat(path.join(this.root, key)).catch(() => null);
          if (info) found.push({ key, lastModified: info.mtime });
        }
      }
    };
    await walk(base);
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(this.file(key), { force: true });
    // Folders left empty go too, so a deleted release leaves no trace.
    for (const key of keys) {
      for (let dir = path.dirname(this.file(key)); dir.startsWith(`${path.resolve(this.root)}${path.sep}`); dir = path.dirname(dir)) {
        const left = await readdir(dir).catch(() => null);
        if (left === null || left.length > 0) break;
        await rm(dir, { recursive: true, force: true });
      }
    }
  }
}

export { FolderStore };
