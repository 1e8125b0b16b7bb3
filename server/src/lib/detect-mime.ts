import fs from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/**
 * The type of a file decided from its bytes, never from its name or the
 * client's Content-Type. file-type knows binary formats; text formats it
 * cannot know (SVG, JSON, CSV) are recognised here.
 */
const SVG_ROOT =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

function head(data: Buffer, bytes = 4096): string {
  return data.subarray(0, bytes).toString('utf8');
}

function looksLikeText(data: Buffer): boolean {
  return !data.subarray(0, 4096).includes(0);
}

function looksLikeJson(data: Buffer): boolean {
  const text = data.toString('utf8').trim();
  if (!/^[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function looksLikeCsv(data: Buffer): boolean {
  const lines = head(data).split(/\r?\n/).filter(Boolean).slice(0, 5);
  const counts = lines.map((line) => line.split(/[,;]/).length);
  return lines.length > 0 && counts.every((count) => count > 1 && count === counts[0]);
}

export async function detectMime(data: Buffer): Promise<string | null> {
  if (data.length === 0) return null;
  if (looksLikeText(data) && SVG_ROOT.test(head(data))) return 'image/svg+xml';
  const detected = await fileTypeFromBuffer(data);
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  if (!looksLikeText(data)) return null;
  if (looksLikeJson(data)) return 'application/json';
  if (looksLikeCsv(data)) return 'text/csv';
  return null;
}

/** The same decision for a file on disk: the head for binary types, the whole text only for JSON/CSV (≤ 5 MB). */
export async function detectFileMime(filePath: string): Promise<string | null> {
  const handle = await fs.open(filePath);
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) return null;
  if (looksLikeText(head) && SVG_ROOT.test(head.toString('utf8'))) return 'image/svg+xml';
  const detected = await fileTypeFromFile(filePath);
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  if (!looksLikeText(head)) return null;
  const data = await fs.readFile(filePath);
  if (looksLikeJson(data)) return 'application/json';
  if (looksLikeCsv(data)) return 'text/csv';
  return null;
}

/** File name extension for a stored file. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/tiff': 'tiff',
  'image/bmp': 'bmp',
  'application/pdf': 'pdf',
  'application/json': 'json',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/x-tar': 'tar',
  'application/gzip': 'gz',
  'application/x-7z-compressed': '7z',
  'application/x-rar-compressed': 'rar',
  'application/x-bzip2': 'bz2',
  'application/x-xz': 'xz',
  'application/x-cfb': 'bin',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel.sheet.macroenabled.12': 'xlsm',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

export function extensionFor(mime: string): string {
  return EXTENSIONS[mime] ?? 'bin';
}
