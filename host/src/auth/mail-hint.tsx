import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { Button, cn } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';

interface MailHintProps {
  icon: LucideIcon;
  /** The icon in the primary colour (good news) rather than muted. */
  accent?: boolean;
  children: ReactNode;
}

/** What to do with the verification letter, then the way on: «Войти» (the check-your-mail page, a cut-short link). */
function MailHint({ icon: Icon, accent = false, children }: MailHintProps) {
  return (
    <>
      <div className="flex items-start gap-3 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', accent && 'text-primary')} />
        <p>{children}</p>
      </div>
      <Button asChild className="w-full">
        <Link to={paths.login.getHref()}>Войти</Link>
      </Button>
    </>
  );
}

export { MailHint };
