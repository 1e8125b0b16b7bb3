import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn, usePageTitle } from '@cabinet/kit/ui';

interface PageCardProps {
  /** The page's one <h1>. */
  title: ReactNode;
  /** The tab's title (`«Вход — Кабинет»`), when `title` is not plain text. */
  documentTitle?: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content («Забыли пароль?», «Войти»). */
  footer?: ReactNode;
  className?: string;
}

/** The centred card every page of the empty layout consists of. */
function PageCard({ title, documentTitle, description, children, footer, className }: PageCardProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : ''));
  return (
    <Card className={cn('w-full max-w-md', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-xl">{title}</h1>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children && <CardContent className="grid gap-4">{children}</CardContent>}
      {footer && <CardFooter className="flex flex-wrap justify-between gap-2 text-sm">{footer}</CardFooter>}
    </Card>
  );
}

export { PageCard };
