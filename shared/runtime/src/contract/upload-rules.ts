/**
 * The rules of an uploaded file — a profile photo, a poll's file answer —
 * and their words: one source for the server (which adds the type it finds
 * in the bytes), the forms (checked before a byte is sent, with the type the
 * browser names) and the tests' mock API. Pure: no I/O.
 */
import { isOneLine } from './common.ts';
import { describeMimes } from './file-types.ts';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from './upload.ts';

/** The upload limit in megabytes, as forms and messages name it. */
const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

const FILE_TOO_LARGE_MESSAGE = `Файл больше ${UPLOAD_MAX_MB} МБ`;
const FILE_EMPTY_MESSAGE = 'Файл пуст';
/** A name with a line break or a bidi override (`resume\u202Efdp.exe` shows as `resumeexe.pdf`). */
const FILE_NAME_MESSAGE = 'Имя файла содержит недопустимые символы: переименуйте файл';
const IMAGE_TYPE_MESSAGE = `Недопустимый тип файла: загрузите изображение (${describeMimes(IMAGE_MIME_TYPES)})`;

const fileTypeMessage = (accept: readonly string[]) => `Недопустимый тип файла. Разрешены: ${describeMimes(accept)}`;

/** What the rules need of a file: its name, its size, its type (found in the bytes by the server, named by a browser; null when unknown). */
interface UploadFacts {
  name: string;
  size: number;
  mime: string | null;
}

/** Why a file cannot be taken for `accept`, or null: its name, then emptiness, type and size. */
function fileProblem(file: UploadFacts, accept: readonly string[], wrongType = fileTypeMessage(accept)): string | null {
  if (!isOneLine(file.name)) return FILE_NAME_MESSAGE;
  if (file.size === 0) return FILE_EMPTY_MESSAGE;
  if (file.mime === null || !accept.includes(file.mime.toLowerCase())) return wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** A profile photo (`avatar`, `POST /user/upload-image`): the image types of the contract. */
function imageProblem(file: UploadFacts): string | null {
  return fileProblem(file, IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE);
}

function isImageMime(mime: string | null): boolean {
  return mime !== null && (IMAGE_MIME_TYPES as readonly string[]).includes(mime.toLowerCase());
}

export {
  UPLOAD_MAX_MB,
  FILE_TOO_LARGE_MESSAGE,
  FILE_EMPTY_MESSAGE,
  FILE_NAME_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  fileTypeMessage,
  fileProblem,
  imageProblem,
  isImageMime,
};
export type { UploadFacts };
