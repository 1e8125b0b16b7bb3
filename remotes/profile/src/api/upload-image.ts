import { apiRequest, UploadImageResponseSchema } from '@cabinet/runtime';

/**
 * `POST /api/cabinet/user/upload-image`, multipart field `image`. Returns the
 * image's absolute URL (e.g. to save as `avatar_url` with `updateUser`).
 */
async function uploadImage(image: Blob, fileName?: string): Promise<{ url: string }> {
  const form = new FormData();
  if (fileName === undefined) form.append('image', image);
  else form.append('image', image, fileName);
  const response = await apiRequest('/api/cabinet/user/upload-image', UploadImageResponseSchema, {
    method: 'POST',
    body: form,
  });
  return response.data;
}

export { uploadImage };
