import { Link } from 'react-router-dom';
import { Unlink } from 'lucide-react';
import { paths } from '../app/paths.ts';
import { PageCard } from '../layouts/page-card.tsx';
import { MailHint } from './mail-hint.tsx';

/**
 * `/verify`, `/verify/{id}`, or `/verify/{id}/{hash}` without `expires` and
 * `signature`: a verification link cut short (copied in part, broken by a
 * mail client). Explains what to do instead of calling the API in vain.
 */
function VerifyIncomplete() {
  return (
    <PageCard
      title="Ссылка неполная"
      description="В ссылке для подтверждения email не хватает части адреса, поэтому подтвердить его не получилось."
      footer={
        <Link to={paths.landing.getHref()} className="text-primary underline underline-offset-4 hover:decoration-2">
          На главную
        </Link>
      }
    >
      <MailHint icon={Unlink}>
        Откройте письмо «Подтвердите email» и нажмите на ссылку в нём или скопируйте её в адресную строку целиком.
        Если письмо потерялось или ссылка устарела, войдите с вашим email и паролем — мы пришлём новое письмо.
      </MailHint>
    </PageCard>
  );
}

export { VerifyIncomplete };
