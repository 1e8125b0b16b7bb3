import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsAuthenticated } from '@cabinet/runtime';
import { russianOr } from '@cabinet/kit/errors';
import { Button, usePageTitle } from '@cabinet/kit/ui';
import { ArrowLeft, House } from 'lucide-react';
import { paths } from '../app/paths.ts';
import { isConnectionLost } from './connection-lost.ts';
import { errorDescription, errorHeading, errorMessage, errorStatus } from './error-status.ts';
import { isBot } from './is-bot.ts';

interface ErrorScreenProps {
  /** HTTP-like status; missing means an unexpected failure ('Ошибка сервера'). */
  status?: number | undefined;
  /** What went wrong, e.g. 'Page Not Found: /foo' or the API's message. */
  detail?: string | undefined;
  /** No answer came at all (a lost connection): its own heading, whatever the status. */
  offline?: boolean | undefined;
}

/** SPEC §2: Home is the cabinet for a signed-in user, the landing page otherwise. */
function homeHref(signedIn: boolean): string {
  return signedIn ? paths.signedInHome.getHref() : paths.landing.getHref();
}

/**
 * The full-page error screen (SPEC §2, §8): the heading of the status, the
 * detail, `Назад` (history back) and `Главная`. Whoever shows it has already
 * logged the error; for a bot nothing is rendered at all.
 */
function ErrorScreen({ status, detail, offline = false }: ErrorScreenProps) {
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const heading = errorHeading(status, offline);
  const bot = isBot();
  usePageTitle(heading);

  useEffect(() => {
    if (bot) console.warn(`Error page not rendered for a bot: ${status ?? 'no status'} ${detail ?? heading}`);
  }, [bot, status, detail, heading]);

  if (bot) return null;

  const goBack = () => {
    // Opened straight from a link, there is no page to go back to.
    if (window.history.length > 1) window.history.back();
    else void navigate(homeHref(signedIn));
  };

  return (
    <main
      data-error-status={status ?? 'none'}
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background p-6 text-center"
    >
      {status !== undefined && (
        <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-muted-foreground">
          {status}
        </p>
      )}
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <p className="max-w-prose text-sm break-words text-muted-foreground">{russianOr(detail, errorDescription(status, offline))}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Назад
        </Button>
        <Button type="button" onClick={() => void navigate(homeHref(signedIn))}>
          <House aria-hidden="true" />
          Главная
        </Button>
      </div>
    </main>
  );
}

/** The screen for a thrown value (a page's error, an unhandled one): its status, its message as the detail, and whether it got no answer at all. */
function ThrownErrorScreen({ error }: { error: unknown }) {
  return <ErrorScreen status={errorStatus(error)} detail={errorMessage(error)} offline={isConnectionLost(error)} />;
}

export { ErrorScreen, ThrownErrorScreen, homeHref };
export type { ErrorScreenProps };
