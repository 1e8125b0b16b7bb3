import { describeMimes, IMAGE_MIME_TYPES, mimeListToExtensions, UPLOAD_MAX_BYTES } from '@cabinet/runtime';

const MB = 1024 * 1024;

/** The upload limit in megabytes, as the form and the messages name it. */
const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / MB;

/** The reference server's words, so a file refused here reads as one refused there. */
const WRONG_TYPE = `Недопустимый тип файла: загрузите изображение (${describeMimes(IMAGE_MIME_TYPES)})`;
const TOO_LARGE = `Файл больше ${UPLOAD_MAX_MB} МБ`;
const EMPTY = 'Файл пуст';

const IMAGE_EXTENSIONS = new Set(mimeListToExtensions(IMAGE_MIME_TYPES).split(','));

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Why a chosen photo cannot be sent, or null: the contract's image types and
 * size limit, checked before a byte is uploaded. The browser names a type
 * by the file's extension and leaves it empty when it does not know one (an
 * `.avif` on some systems), so a known image extension is enough here; the
 * server still checks the bytes themselves.
 */
function imageProblem(file: File): string | null {
  const knownType = IMAGE_MIME_TYPES.some((type) => type === file.type);
  if (!knownType && !IMAGE_EXTENSIONS.has(extensionOf(file.name))) return WRONG_TYPE;
  if (file.size > UPLOAD_MAX_BYTES) return TOO_LARGE;
  if (file.size === 0) return EMPTY;
  return null;
}

export { imageProblem, UPLOAD_MAX_MB };
