import { useEffect } from 'react';
import { Button, usePageTitle } from '@cabinet/kit/ui';
import { RefreshCw } from 'lucide-react';
import { endSectionPressHold } from '../boot/painted-press-handover.ts';

interface RemoteFallbackProps {
  title: string;
  /** Set when the section's release does not fit this host (the console names the misfits). */
  incompatible?: boolean;
  onRetry: () => void;
}

/** What a section shows while its remote is down, broken or does not fit this version of the cabinet. */
export function RemoteFallback({ title, incompatible = false, onRetry }: RemoteFallbackProps) {
  usePageTitle(`${title}: раздел временно недоступен`);
  // A painted section whose code failed is this fallback now: nothing of it is held any more.
  useEffect(() => endSectionPressHold(), []);
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
        {incompatible
          ? `Выпущенная версия раздела «${title}» не подходит к этой версии кабинета, поэтому мы её не загружаем. Остальные разделы работают; раздел вернётся, как только выйдет подходящая версия.`
          : `Не удалось загрузить раздел «${title}». Остальные разделы работают — попробуйте ещё раз через минуту.`}
      </p>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Повторить
      </Button>
    </section>
  );
}
