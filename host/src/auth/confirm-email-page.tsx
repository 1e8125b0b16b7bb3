import { useLocation } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { PageCard } from '../layouts/page-card.tsx';
import { readConfirmEmail } from './confirm-email-state.ts';
import { MailHint } from './mail-hint.tsx';

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
      <MailHint icon={MailCheck} accent>
        Перейдите по ссылке из письма — она действует 60 минут. Письма нет? Проверьте папку «Спам». Если ссылка
        устарела, попробуйте войти: мы пришлём новое письмо.
      </MailHint>
    </PageCard>
  );
}

export { ConfirmEmailPage };
