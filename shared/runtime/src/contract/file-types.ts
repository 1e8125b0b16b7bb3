/**
 * Accepted file types (SPEC.md §3): MIME type → file extensions, grouped as
 * the spec lists them. Part of the contract: the server names the types it
 * accepts with it, the answer rules word their messages with it, and a file
 * input's `accept` attribute is made from it.
 *
 * Output format: lower-case extensions with a leading dot, joined by commas
 * without spaces — `.jpg,.jpeg,.png`. That is the spec's "comma-separated list
 * of extensions" in the form the HTML `accept` attribute requires (a file
 * type specifier for an extension must start with a dot).
 */

// Keys are lower case: MIME types compare case-insensitively, and the
// input is lower-cased before lookup (`…macroEnabled.12` → `…macroenabled.12`).
const fileTypeGroups = {
  images: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/gif': ['.gif'],
    'image/webp': ['.webp'],
    'image/avif': ['.avif'],
    'image/svg+xml': ['.svg'],
    'image/x-icon': ['.ico'],
    'image/vnd.microsoft.icon': ['.ico'],
    'image/tiff': ['.tif', '.tiff'],
    'image/bmp': ['.bmp'],
  },
  spreadsheets: {
    'application/vnd.ms-excel': ['.xls'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    'application/vnd.ms-excel.sheet.macroenabled.12': ['.xlsm'],
    'application/vnd.oasis.opendocument.spreadsheet': ['.ods'],
    'text/csv': ['.csv'],
  },
  pdf: {
    'application/pdf': ['.pdf'],
  },
  archives: {
    'application/zip': ['.zip'],
    'application/x-zip-compressed': ['.zip'],
    'application/x-tar': ['.tar'],
    'application/gzip': ['.gz'],
    'application/x-gzip': ['.gz'],
    'application/x-7z-compressed': ['.7z'],
    'application/vnd.rar': ['.rar'],
    'application/x-rar-compressed': ['.rar'],
    'application/x-bzip2': ['.bz2'],
    'application/x-xz': ['.xz'],
  },
  json: {
    'application/json': ['.json'],
  },
  presentations: {
    'application/vnd.ms-powerpoint': ['.ppt'],
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type FileTypeGroup = keyof typeof fileTypeGroups;

/** Every known MIME type (lower case) → its extensions. */
const fileTypes: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(fileTypeGroups).flatMap((group) => Object.entries(group)),
);

/** `'image/png, text/csv'` or `['image/png']` → normalised MIME types. */
function splitMimeList(mimes: readonly string[] | string): string[] {
  const items = typeof mimes === 'string' ? mimes.split(',') : mimes;
  // Parameters (`text/csv; charset=utf-8`) do not change the extension.
  return items.map((item) => (item.split(';')[0] ?? '').trim().toLowerCase()).filter(Boolean);
}

/** Extensions of one MIME type; `image/*` stands for every known image type. */
function extensionsOf(mime: string): readonly string[] {
  if (mime.endsWith('/*')) {
    const prefix = mime.slice(0, -1);
    return [...fileTypes].filter(([type]) => type.startsWith(prefix)).flatMap(([, exts]) => exts);
  }
  return fileTypes.get(mime) ?? [];
}

/**
 * A MIME list → `.ext,.ext` for the `accept` attribute. Unknown types are
 * ignored, duplicates dropped, order kept (input order, then table order).
 * An empty string means "nothing known was asked for"; a file input then
 * should omit `accept` rather than accept nothing.
 */
function mimeListToExtensions(mimes: readonly string[] | string): string {
  const extensions = new Set(splitMimeList(mimes).flatMap(extensionsOf));
  return [...extensions].join(',');
}

/**
 * Names for messages, as SPEC §3 writes them: `['image/jpeg', 'application/pdf']`
 * → `jpeg, pdf` (the fuller extension); unknown types as they are.
 */
function describeMimes(mimes: readonly string[]): string {
  return splitMimeList(mimes)
    .map((mime) => extensionsOf(mime).at(-1)?.slice(1) ?? mime)
    .join(', ');
}

/**
 * The type a file's extension names (`photo.AVIF` → `image/avif`), or null:
 * a browser leaves a file's type empty when its system knows no type for the
 * extension, and the forms then go by the name, as the browser would.
 */
function mimeOfFileName(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot === -1) return null;
  const extension = name.slice(dot).toLowerCase();
  for (const [mime, extensions] of fileTypes) if (extensions.includes(extension)) return mime;
  return null;
}

export { fileTypeGroups, fileTypes, mimeListToExtensions, describeMimes, mimeOfFileName };
export type { FileTypeGroup };
