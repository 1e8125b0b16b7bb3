/** Query keys of the current user; the identity lives at `['user', 'me']`. */
const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

export { userKeys };
