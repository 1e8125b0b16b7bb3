import fs from 'node:fs';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_EMPTY_MESSAGE, FILE_TOO_LARGE_MESSAGE, UPLOAD_MAX_BYTES } from '@cabinet/runtime/contract';
import { fieldError, HttpError, validationError } from './http-error.ts';

export const MB = 1024 * 1024;
const KB = 1024;
/** Bytes that decide a file's type (file-type reads at most this many). */
const HEAD_BYTES = 4100;

/** What one route reads from a multipart form; anything else is refused before it is read. */
export interface FormRules {
  /** Text fields the route reads. */
  fields: RegExp;
  /** How many of them, at most. */
  maxFields: number;
  /** The longest text field, in bytes. */
  maxFieldBytes: number;
  /** File fields the route reads (none when absent), and how many at most. */
  files?: RegExp;
  maxFiles?: number;
  /** The whole form as its Content-Length declares it. */
  maxBytes: number;
  /** The key a file's errors go under (`files[12]` → `questions.12`); the field name by default. */
  fileErrorKey?: (field: string) => string;
  /** Decides a file's type from its first bytes, before the rest is read: its MIME type, or why it is refused. */
  checkHead?: (head: Buffer) => Promise<{ mime: string } | { error: string }>;
}

export interface UploadedFile {
  field: string;
  filename: string;
  /** The bytes, streamed to a temporary file (removed when the request ends unless stored). */
  path: string;
  size: number;
  /** The type found by `checkHead`, or null when the route checks it later. */
  mime: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Temporary files of this request's form, removed when it ends (plugins/external/multipart.ts). */
    formFiles: string[] | null;
  }
}

const unexpected = (name: string) => fieldError(name, 'Форма не принимает это поле');

/** Writes one file part to a temporary file, refusing it as soon as its type or size is wrong. */
async function receiveFile(request: FastifyRequest, part: MultipartFile, rules: FormRules): Promise<UploadedFile> {
  const key = rules.fileErrorKey?.(part.fieldname) ?? part.fieldname;
  const path = request.server.uploads.tempPath();
  (request.formFiles ??= []).push(path);
  const out = fs.createWriteStream(path, { flags: 'wx' });
  let size = 0;
  // The first HEAD_BYTES, kept until the type is decided (null: decided, or not this rule's job).
  let head: Buffer[] | null = rules.checkHead ? [] : null;
  let headSize = 0;
  let mime: string | null = null;
  const check = async (bytes: Buffer) => {
    const checked = await rules.checkHead?.(bytes);
    if (checked && 'error' in checked) throw fieldError(key, checked.error);
    mime = checked?.mime ?? null;
  };
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      // The type first: a large file of the wrong kind is refused for what it is, not for its size.
      if (head) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
        if (headSize >= HEAD_BYTES) {
          await check(Buffer.concat(head));
          head = null;
        }
      }
      size += chunk.length;
      if (size > UPLOAD_MAX_BYTES) throw fieldError(key, FILE_TOO_LARGE_MESSAGE);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (size === 0) throw fieldError(key, FILE_EMPTY_MESSAGE);
    if (head) await check(Buffer.concat(head));
    out.end();
    await once(out, 'finish');
  } catch (error) {
    // Wait for the file to be opened and closed, so removing it cannot come first.
    if (!out.closed) {
      const closed = once(out, 'close');
      out.destroy();
      await closed;
    }
    throw error;
  }
  return { field: part.fieldname, filename: part.filename, path, size, mime };
}

/**
 * Reads a multipart form the way the route's rules allow: the declared size
 * first (413 before a byte is read), then part by part — an unexpected part
 * is a 422, one file or field too many or too long a 413, a file over 5 MB
 * or of the wrong type a 422 as soon as its bytes show it. Files go to disk,
 * never to memory; text fields are capped, so a request holds a few MB at
 * most however large it claims to be.
 */
export async function readForm(request: FastifyRequest, rules: FormRules): Promise<{ pairs: Array<readonly [string, string]>; files: UploadedFile[] }> {
  const declared = request.headers['content-length'];
  if (declared === undefined) throw new HttpError(411, { message: 'Укажите длину формы: нужен заголовок Content-Length' });
  if (Number(declared) > rules.maxBytes) {
    throw new HttpError(413, { message: `Слишком большой запрос: форма не должна превышать ${Math.ceil(rules.maxBytes / MB)} МБ` });
  }
  const maxFiles = rules.files ? (rules.maxFiles ?? 1) : 0;
  // One field more than allowed still reaches the loop, so it is refused by name (422) rather than by count.
  const limits = {
    fields: rules.maxFields + 1,
    fieldSize: rules.maxFieldBytes,
    files: maxFiles,
    fileSize: UPLOAD_MAX_BYTES + 1,
    parts: rules.maxFields + maxFiles + 1,
  };
  const pairs: Array<readonly [string, string]> = [];
  const files: UploadedFile[] = [];
  try {
    await readParts(request, rules, limits, pairs, files);
  } catch (error) {
    // Refused: the parser gets no more of the body (the error handler drops the rest),
    // and the form's files go now (the end-of-request hook is a backstop for later failures).
    request.raw.unpipe();
    await Promise.all((request.formFiles ?? []).map((file) => fs.promises.rm(file, { force: true })));
    request.formFiles = null;
    throw error;
  }
  return { pairs, files };
}

async function readParts(
  request: FastifyRequest,
  rules: FormRules,
  limits: Record<string, number>,
  pairs: Array<readonly [string, string]>,
  files: UploadedFile[],
): Promise<void> {
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      if (!rules.files?.test(part.fieldname)) {
        // Not read at all: destroying the part stops parsing the rest of the form.
        part.file.destroy();
        throw unexpected(part.fieldname);
      }
      files.push(await receiveFile(request, part, rules));
      continue;
    }
    if (!rules.fields.test(part.fieldname)) throw unexpected(part.fieldname);
    if (pairs.length >= rules.maxFields) throw new HttpError(413, { message: 'Слишком много полей в форме' });
    if (part.valueTruncated) {
      throw validationError({ [part.fieldname]: [`Слишком длинное значение: не больше ${Math.floor(rules.maxFieldBytes / KB)} КБ`] }, 413);
    }
    pairs.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
  }
}
