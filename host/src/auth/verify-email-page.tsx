import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { isApiError, useIsAuthenticated, userOptions } from '@cabinet/runtime';
import { describeError, russianOr } from '@cabinet/kit/errors';
import { FormAlert } from '@cabinet/kit/forms';
import { verifyEmail } from './api/verify-email.ts';
import { Button, LoadingState } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { verificationQuery } from './verification-query.ts';
import { VerifyIncomplete } from './verify-incomplete.tsx';
import { NOTICES } from './russian-notice.ts';

/**
 * Verification is a GET with an effect on the server; as a query it runs once
 * per link even under StrictMode, and is never refetched by itself.
 */
const verifyEmailOptions = (query: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', query],
    queryFn: ({ signal }) => verifyEmail(query, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** What the user can do about a failed verification. */
function failureAdvice(error: unknown): { title: string; advice: string; retry: boolean } {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 403) {
    return {
      title: 'Ссылка не сработала',
      advice: 'Войдите с вашим email и паролем: если адрес ещё не подтверждён, мы пришлём новое письмо со свежей ссылкой.',
      retry: false,
    };
  }
  if (status === 404) {
    return {
      title: 'Аккаунт не найден',
      advice: 'Возможно, аккаунт был удалён. Зарегистрируйтесь снова — это займёт минуту.',
      retry: false,
    };
  }
  return {
    title: 'Не удалось подтвердить email',
    advice: 'Сервер не ответил. Проверьте подключение и попробуйте ещё раз.',
    retry: true,
  };
}

function VerifyLink({ query }: { query: string }) {
  const signedIn = useIsAuthenticated();
  const queryClient = useQueryClient();
  const verification = useQuery(verifyEmailOptions(query));

  useEffect(() => {
    // A signed-in user's record now has `email_verified_at`: reload it.
    if (verification.isSuccess && signedIn) void queryClient.invalidateQueries({ queryKey: userOptions.queryKey });
  }, [verification.isSuccess, signedIn, queryClient]);

  const next = signedIn ? (
    <Link to={paths.cabinet.getHref()}>Перейти в кабинет</Link>
  ) : (
    <Link to={paths.login.getHref()}>Войти</Link>
  );

  if (verification.isPending) {
    return (
      <PageCard title="Подтверждение email">
        <LoadingState>Подтверждаем email…</LoadingState>
      </PageCard>
    );
  }
  if (verification.isError) {
    const { title, advice, retry } = failureAdvice(verification.error);
    return (
      <PageCard title={title}>
        <FormAlert>{describeError(verification.error, { 403: 'Ссылка недействительна или устарела.' })}</FormAlert>
        <p className="text-sm text-muted-foreground">{advice}</p>
        {retry && (
          <Button type="button" variant="outline" onClick={() => void verification.refetch()}>
            Повторить
          </Button>
        )}
        <Button asChild className="w-full">
          {isApiError(verification.error) && verification.error.status === 404 && !signedIn ? (
            <Link to={paths.register.getHref()}>Зарегистрироваться</Link>
          ) : (
            next
          )}
        </Button>
      </PageCard>
    );
  }
  return (
    <PageCard title="Email подтверждён">
      <FormAlert tone="success">{russianOr(verification.data.message, NOTICES.emailVerified)}</FormAlert>
      <Button asChild className="w-full">
        {next}
      </Button>
    </PageCard>
  );
}

/** `/verify/{id}/{hash}?expires&signature`: the link of the verification mail. */
function VerifyEmailPage() {
  const { id, hash } = useParams();
  const [search] = useSearchParams();
  const { search: rawSearch } = useLocation();
  if (!id || !hash || !search.get('expires') || !search.get('signature')) return <VerifyIncomplete />;
  return <VerifyLink query={verificationQuery(id, hash, rawSearch)} />;
}

export { VerifyEmailPage };
