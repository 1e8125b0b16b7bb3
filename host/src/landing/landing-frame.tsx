import type { ReactNode } from 'react';

/**
 * The empty layout around the landing page when it is its own document (the
 * light entry). It mirrors layouts/empty-layout.tsx without the router, which
 * the landing entry does not load.
 */
function LandingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <a href="/" className="text-lg font-semibold tracking-tight hover:underline">
        Кабинет
      </a>
      <main className="flex w-full justify-center">{children}</main>
    </div>
  );
}

export { LandingFrame };
