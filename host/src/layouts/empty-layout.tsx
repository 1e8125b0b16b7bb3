import { Link, Outlet } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useForcedColorMode } from '../theme/use-forced-color-mode.ts';

/** Pages of the empty layout that force a colour mode (the landing page). */
function ForcedLight() {
  useForcedColorMode('light');
  return null;
}

interface EmptyLayoutProps {
  /** SPEC §2: `/` is always light, whatever the user's preference. */
  forceLight?: boolean;
}

/**
 * The empty layout (SPEC §2): no header or navigation, the page's card
 * centred on a quiet background, the product name above it leading home.
 */
function EmptyLayout({ forceLight = false }: EmptyLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      {forceLight && <ForcedLight />}
      <Link to={paths.landing.getHref()} className="text-lg font-semibold tracking-tight hover:underline">
        Кабинет
      </Link>
      <main className="flex w-full justify-center">
        <Outlet />
      </main>
    </div>
  );
}

export { EmptyLayout };
