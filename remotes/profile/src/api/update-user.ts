import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, setUser, UserResponseSchema, type UploadProgress, type User, type UserUpdateBodyInput } from '@cabinet/runtime';

interface UpdateUserInput extends UserUpdateBodyInput {
  /** A new avatar sent with the form (multipart part `avatar`) instead of `avatar_url`. */
  avatar?: Blob;
}

interface UpdateUserOptions {
  /** Follows the upload of an avatar (bytes sent, bytes in all). */
  onUploadProgress?: UploadProgress;
}

/**
 * The multipart form of a profile update: text fields as they are, `socials`
 * as one JSON string, null as '' (the server reads '' as "clear"), and the
 * avatar part, which replaces `avatar_url`.
 */
function toUserUpdateFormData(body: UserUpdateBodyInput, avatar: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || name === 'avatar_url') continue;
    if (name === 'socials') form.append(name, JSON.stringify(value));
    else form.append(name, value === null ? '' : String(value));
  }
  form.append('avatar', avatar);
  return form;
}

/**
 * `PUT /api/cabinet/user/update`: changes the given profile fields and
 * returns the user; JSON, or multipart (sent as POST + `_method=PUT`) when an
 * avatar file comes along — then its upload can be followed. A changed
 * e-mail has to be confirmed again.
 */
async function updateUser({ avatar, ...body }: UpdateUserInput, options: UpdateUserOptions = {}): Promise<User> {
  const response = await apiRequest('/api/cabinet/user/update', UserResponseSchema, {
    method: 'PUT',
    body: avatar ? toUserUpdateFormData(body, avatar) : body,
    onUploadProgress: avatar ? options.onUploadProgress : undefined,
  });
  return response.data;
}

/**
 * `updateUser` that also puts the answer into the session user
 * (`['user', 'me']`), so the host's header and every page show it at once.
 */
function useUpdateUser(): (input: UpdateUserInput, options?: UpdateUserOptions) => Promise<User> {
  const queryClient = useQueryClient();
  return async (input, options) => {
    const user = await updateUser(input, options);
    setUser(queryClient, user);
    return user;
  };
}

export { updateUser, useUpdateUser, toUserUpdateFormData };
export type { UpdateUserInput };
