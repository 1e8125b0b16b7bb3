import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '@cabinet/kit/errors';
import { userOptions } from '@cabinet/runtime';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, ErrorState, Skeleton, usePageTitle } from '@cabinet/kit/ui';
import { AvatarForm } from '../components/avatar-form.tsx';
import { MessageForm } from '../components/message-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Загрузка профиля" className="grid gap-4">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The signed-in user (the session's `['user', 'me']`, which the host loaded
 * at start-up): who they are, their photo, their data, and a message to the
 * operators.
 */
function ProfileContent() {
  const identity = useQuery(userOptions);

  if (identity.isPending) return <ProfileSkeleton />;
  if (identity.isError) {
    return (
      <ErrorState
        title="Не удалось загрузить профиль"
        description={describeError(identity.error)}
        onRetry={() => void identity.refetch()}
        retrying={identity.isFetching}
      />
    );
  }
  const user = identity.data;
  // The host lets only a signed-in user here; a session that ended meanwhile lands here.
  if (!user) return <EmptyState title="Вы не вошли" description="Войдите, чтобы увидеть свой профиль." />;

  return (
    <div className="grid gap-6">
      <ProfileSummary user={user} />
      <Section title="Фото профиля">
        <AvatarForm user={user} />
      </Section>
      <Section title="Личные данные">
        <ProfileForm key={user.id} user={user} />
      </Section>
      <Section title="Сообщение оператору" description="Вопрос, предложение или проблема — ответим на вашу почту.">
        <MessageForm key={user.id} userId={user.id} />
      </Section>
    </div>
  );
}

/** `/cabinet/profile`. */
export function ProfilePage() {
  usePageTitle('Профиль');
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Профиль</h1>
        <p className="text-muted-foreground">Ваши данные и связь с операторами.</p>
      </header>
      <ProfileContent />
    </section>
  );
}
