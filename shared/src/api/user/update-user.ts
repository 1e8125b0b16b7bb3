import { mutationOptions } from '@tanstack/react-query';
import { UserResponseSchema, type User, type UserUpdateBodyInput } from '../../contract/index.ts';
import { apiRequest } from '../client.ts';
import { userKeys } from './keys.ts';

/** `PUT /api/cabinet/user/update`: changes the given profile fields, returns the user. */
async function updateUser(body: UserUpdateBodyInput): Promise<User> {
  const response = await apiRequest('/api/cabinet/user/update', UserResponseSchema, { method: 'PUT', body });
  return response.data;
}

/** The header and every page show the new name at once. */
const updateUserMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'update'],
    mutationFn: (body: UserUpdateBodyInput) => updateUser(body),
    onSuccess: (user, _body, _onMutateResult, { client }) => {
      client.setQueryData(userKeys.me(), user);
    },
  });

export { updateUser, updateUserMutationOptions };
