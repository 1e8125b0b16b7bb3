import * as v from 'valibot';
import { dataEnvelope } from './common.ts';

/** Image types accepted by `POST /user/upload-image` (SPEC §3 images). */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'image/x-icon',
  'image/tiff',
  'image/bmp',
] as const;

/** Upload size limit: 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** `POST /user/upload-image` (multipart field `image`) → an absolute URL. */
export const UploadImageResponseSchema = dataEnvelope(v.object({ url: v.string() }));
export type UploadImageResponse = v.InferOutput<typeof UploadImageResponseSchema>;
