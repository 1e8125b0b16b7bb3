import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@cabinet/runtime/contract';
import { describeMimes, detectMime } from './detect-mime.ts';
import type { UploadedFile } from './read-body.ts';

const ALLOWED: readonly string[] = IMAGE_MIME_TYPES;

/** An image upload's type from its bytes, or the Russian reason it is refused. */
export async function checkImage(file: UploadedFile): Promise<{ mime: string } | { error: string }> {
  if (file.truncated || file.data.length > UPLOAD_MAX_BYTES) return { error: 'Файл больше 5 МБ' };
  if (file.data.length === 0) return { error: 'Файл пуст' };
  const mime = await detectMime(file.data);
  if (!mime || !ALLOWED.includes(mime)) {
    return { error: `Недопустимый тип файла: загрузите изображение (${describeMimes(ALLOWED)})` };
  }
  return { mime };
}
