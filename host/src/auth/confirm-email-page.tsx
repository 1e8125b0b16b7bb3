import { Link, useLocation } from 'react-router-dom';
import { Button } from '@cabinet/kit/ui';
import { MailCheck } from 'lucide-react';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { readConfirmEmail } from './confirm-email-state.ts';

/** `/confirm-email`: after registering, the user is asked to follow the link in the mail. */
function ConfirmEmailPage() {
  const email = readConfirmEmail(useLocation().state);
  return (
    <PageCard
      title="Проверьте почту"
      description={
        email ? (
          <>
            Мы отправили письмо со ссылкой для подтверждения на <strong className="text-foreground">{email}</strong>.
          </>
        ) : (
          'Мы отправили письмо со ссылкой для подтверждения на указанный вами адрес.'
        )
      }
    >
      <div className="flex items-start gap-3 text-sm text-muted-foreground">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>
          Перейдите по ссылке из письма — она действует 60 минут. Письма нет? Проверьте папку «Спам». Если ссылка
          устарела, попробуйте войти: мы пришлём новое письмо.
        </p>
      </div>
      <Button asChild className="w-full">
        <Link to={paths.login.getHref()}>Войти</Link>
      </Button>
    </PageCard>
  );
}

export { ConfirmEmailPage };
