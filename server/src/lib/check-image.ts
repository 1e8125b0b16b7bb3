import { IMAGE_TYPE_MESSAGE, imageProblem, isImageMime } from '@cabinet/runtime/contract';
import { fieldError } from './http-error.ts';
import { detectMime } from './detect-mime.ts';
import type { UploadedFile } from './read-body.ts';

/**
 * An image upload's type from its first bytes (every accepted image format
 * shows itself there), or the contract's reason it is refused — decided
 * before the rest of the file is read.
 */
export async function checkImageHead(head: Buffer): Promise<{ mime: string } | { error: string }> {
  const mime = await detectMime(head);
  return mime && isImageMime(mime) ? { mime } : { error: IMAGE_TYPE_MESSAGE };
}

/** The received image against the contract's image rules (its name among them): a 422 under `field` when refused. */
export function assertImage(field: string, image: UploadedFile): void {
  const problem = imageProblem({ name: image.filename, size: image.size, mime: image.mime });
  if (problem) throw fieldError(field, problem);
}
