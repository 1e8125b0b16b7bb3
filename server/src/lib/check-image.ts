import { describeMimes, IMAGE_MIME_TYPES } from '@cabinet/runtime/contract';
import { detectMime } from './detect-mime.ts';

const ALLOWED: readonly string[] = IMAGE_MIME_TYPES;

/**
 * An image upload's type from its first bytes (every accepted image format
 * shows itself there), or the Russian reason it is refused — decided before
 * the rest of the file is read.
 */
export async function checkImageHead(head: Buffer): Promise<{ mime: string } | { error: string }> {
  const mime = await detectMime(head);
  if (!mime || !ALLOWED.includes(mime)) {
    return { error: `Недопустимый тип файла: загрузите изображение (${describeMimes(ALLOWED)})` };
  }
  return { mime };
}
