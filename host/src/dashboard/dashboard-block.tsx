import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Badge, Card, CardAction, CardContent, CardFooter, CardHeader, CardTitle, EmptyState, ErrorState, Skeleton } from '@cabinet/kit/ui';
import { describeError } from '@cabinet/kit/errors';
import { prefetchProps } from '../federation/prefetch.ts';

interface BlockLink {
  href: string;
  label: string;
  /** The remote the link leads into: hovering it preloads that remote. */
  remote: string;
}

interface DashboardBlockProps {
  title: string;
  /** The number beside the title (unread, waiting, upcoming), once known. */
  count?: number | undefined;
  /** What the count means, for screen readers: «непрочитанных». */
  countLabel?: string;
  link: BlockLink;
  children: ReactNode;
}

/** One block of the dashboard: a card with its heading, a count, its content and a link into the section. */
function DashboardBlock({ title, count, countLabel, link, children }: DashboardBlockProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        {/* The count's place is kept while it loads: the heading must not move when it arrives. */}
        <CardAction>
          {count === undefined ? (
            <Badge variant="secondary" aria-hidden="true" className="invisible min-w-6 rounded-full">
              0
            </Badge>
          ) : (
            <Badge variant={count > 0 ? 'default' : 'secondary'} className="min-w-6 rounded-full">
              {count}
              {countLabel && <span className="sr-only"> {countLabel}</span>}
            </Badge>
          )}
        </CardAction>
      </CardHeader>
      {/* Room for three items of two lines each (their text is cut to one line) in every state, so the blocks below (stacked on a phone) stay put when the data arrives. */}
      <CardContent className="min-h-[9.5rem] flex-1">{children}</CardContent>
      <CardFooter>
        <Link
          to={link.href}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          {...prefetchProps(link.remote)}
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}

interface BlockStateProps {
  /** What is loading, for the status announced while it does. */
  what: string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}

/** A block's content by state: skeleton while loading, error with «Повторить», empty text, or the list. */
function BlockState({ what, isPending, error, onRetry, isEmpty, empty, children }: BlockStateProps) {
  if (error) {
    return <ErrorState className="p-2" description={describeError(error)} onRetry={onRetry} />;
  }
  if (isPending) {
    return (
      <div role="status" aria-label={`Загрузка: ${what}`} className="flex flex-col gap-3">
        {['w-3/4', 'w-2/3', 'w-1/2'].map((width) => (
          <div key={width} className="flex flex-col gap-0.5">
            <Skeleton className={`h-5 ${width}`} />
            <Skeleton className="h-5 w-1/3" />
          </div>
        ))}
      </div>
    );
  }
  if (isEmpty) return <EmptyState className="p-2 [&_svg]:size-8" title={empty} />;
  return children;
}

export { BlockState, DashboardBlock };
export type { BlockLink };
