import { mutationOptions } from '@tanstack/react-query';
import { apiRequest, UserResponseSchema, type User, type UserUpdateBodyInput, userKeys } from '@cabinet/runtime';


interface UpdateUserInput extends UserUpdateBodyInput {
  /** A new avatar sent with the form (multipart part `avatar`) instead of `avatar_url`. */
  avatar?: Blob;
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
 * avatar file comes along. A changed e-mail has to be confirmed again.
 */
async function updateUser({ avatar, ...body }: UpdateUserInput): Promise<User> {
  const response = await apiRequest('/api/cabinet/user/update', UserResponseSchema, {
    method: 'PUT',
    body: avatar ? toUserUpdateFormData(body, avatar) : body,
  });
  return response.data;
}

/** The header and every page show the new name at once. */
const updateUserMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'update'],
    mutationFn: (input: UpdateUserInput) => updateUser(input),
    onSuccess: (user, _input, _onMutateResult, { client }) => {
      client.setQueryData(userKeys.me(), user);
    },
  });

export { updateUser, updateUserMutationOptions, toUserUpdateFormData };
export type { UpdateUserInput };
