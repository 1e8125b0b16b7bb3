import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { HeaderBar } from './header-bar.tsx';

/**
 * What the cabinet document (app.html) paints before its code has run, for
 * host/build/prerender.ts (built for node by rspack): the default layout's
 * header row with the product name, the same on every cabinet page and for
 * every user. The app does not hydrate it (its tree depends on the user and
 * the registry): its first render replaces it, with the same row in place.
 */
export function render(): string {
  return renderToString(
    <StaticRouter location={paths.cabinet.getHref()}>
      <div className="flex min-h-screen flex-col">
        <HeaderBar />
      </div>
    </StaticRouter>,
  );
}
