import { Button } from '@cabinet/kit/ui';
import { RefreshCw } from 'lucide-react';

interface RemoteFallbackProps {
  title: string;
  onRetry: () => void;
}

/** What a section shows while its remote is down or broken. */
export function RemoteFallback({ title, onRetry }: RemoteFallbackProps) {
  return (
    <section
      role="alert"
      aria-labelledby="remote-fallback-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border border-border bg-card p-8 text-center"
    >
      <h1 id="remote-fallback-title" className="text-xl font-semibold">
        Раздел временно недоступен
      </h1>
      <p className="text-sm text-muted-foreground">
        Не удалось загрузить раздел «{title}». Остальные разделы работают — попробуйте ещё раз через
        минуту.
      </p>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Повторить
      </Button>
    </section>
  );
}
