import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getIdentity, setAuthToken, setUser, type User } from '@cabinet/runtime';
import { Button, LoadingState } from '@cabinet/kit/ui';
import { describeError } from '@cabinet/kit/errors';
import { FormAlert } from '@cabinet/kit/forms';
import { paths } from '../app/paths.ts';
import { useRuntimeConfig } from '../config/runtime-config-context.tsx';
import { PageCard } from '../layouts/page-card.tsx';

class CallbackError extends Error {
  override readonly name = 'CallbackError';
}

/**
 * DESIGN §5: token mode stores `?token=` and loads the identity; cookie mode
 * only loads it (the external sign-in set the session cookie). A guest answer
 * means the sign-in did not take.
 */
async function completeSignIn(authMode: 'cookie' | 'token', token: string | null, signal: AbortSignal): Promise<User> {
  if (authMode === 'token') {
    if (!token) throw new CallbackError('В адресе нет токена входа.');
    setAuthToken(token);
  }
  const user = await getIdentity({ signal });
  if (!user) throw new CallbackError('Сервер не подтвердил вход.');
  return user;
}

const callbackOptions = (authMode: 'cookie' | 'token', token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'callback', authMode, token],
    queryFn: ({ signal }) => completeSignIn(authMode, token, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * `/callback`, where an external sign-in returns. Once the user is in the
 * session, the guest-only guard sends them to the sign-in target
 * (`?redirect=` or `afterSignIn`); a failure is explained with a way back.
 */
function CallbackPage() {
  const { authMode } = useRuntimeConfig();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const signIn = useQuery(callbackOptions(authMode, search.get('token')));

  useEffect(() => {
    if (signIn.data) setUser(queryClient, signIn.data);
  }, [signIn.data, queryClient]);

  if (signIn.isError) {
    return (
      <PageCard title="Не удалось войти">
        {/* The page's own Russian reasons; a failed request in the words of describeError (never the server's English). */}
        <FormAlert>{signIn.error instanceof CallbackError ? signIn.error.message : describeError(signIn.error)}</FormAlert>
        <p className="text-sm text-muted-foreground">
          Попробуйте войти ещё раз. Если ошибка повторяется, войдите с email и паролем.
        </p>
        <Button asChild className="w-full">
          <Link to={paths.login.getHref()}>Перейти ко входу</Link>
        </Button>
      </PageCard>
    );
  }
  return (
    <PageCard title="Вход в кабинет">
      <LoadingState>Завершаем вход…</LoadingState>
    </PageCard>
  );
}

export { CallbackPage };
