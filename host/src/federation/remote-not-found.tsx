import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@cabinet/kit/ui';
import { notFoundMessage } from '../errors/not-found-screen.tsx';

/**
 * A path under a section that none of the remote's routes matches: the
 * spec's non-fatal 'Page Not Found: {path}', shown inside the section's area
 * so that the header stays.
 */
export function RemoteNotFound({ title, home }: { title: string; home: string }) {
  const { pathname } = useLocation();
  const message = notFoundMessage(pathname);
  useEffect(() => {
    console.warn(message);
  }, [message]);
  return (
    <section aria-labelledby="remote-not-found" className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <h1 id="remote-not-found" className="text-xl font-semibold">
        Страница не найдена
      </h1>
      <p className="text-sm break-words text-muted-foreground">{message}</p>
      <Button asChild variant="outline">
        <Link to={home}>Вернуться в раздел «{title}»</Link>
      </Button>
    </section>
  );
}
