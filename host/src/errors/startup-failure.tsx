import { Button } from '@cabinet/kit/ui';
import { errorHeading } from './error-status.ts';

/**
 * What the page shows when the app cannot start at all (runtime config or
 * remote registry unreachable): there is no router yet, so this is the
 * error screen's static sibling, with a reload instead of navigation.
 */
function StartupFailure() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-2xl font-semibold">{errorHeading(undefined)}</h1>
      <p className="max-w-prose text-sm text-muted-foreground">
        Не удалось загрузить кабинет. Обновите страницу через минуту.
      </p>
      <Button type="button" onClick={() => window.location.reload()}>
        Обновить страницу
      </Button>
    </main>
  );
}

export { StartupFailure };
