/**
 * The host's route table, matched once per path: what it renders is what
 * React Router's useRoutes renders — the same elements, params and paths of
 * each match, a section's own routes below it included.
 */
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, useParams, useResolvedPath, useRoutes, type RouteObject } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useKeptRoutes } from '../kept-route-matches.ts';

function Where({ name }: { name: string }) {
  const params = useParams();
  const here = useResolvedPath('.');
  return (
    <p>
      {name} {JSON.stringify(params)} {here.pathname} <Link to="..">наверх</Link> <Link to="next">дальше</Link>
    </p>
  );
}

function Layout() {
  return (
    <main>
      <Where name="раздел" />
      <Outlet />
    </main>
  );
}

/** A section's table, rendered below the host's splat route as the remote outlet renders it. */
function Section() {
  return useRoutes([
    { index: true, element: <Where name="список" /> },
    { path: ':id', element: <Where name="карточка" /> },
    { path: '*', element: <Where name="нет в разделе" /> },
  ]);
}

function table(): RouteObject[] {
  return [
    {
      element: <Outlet />,
      children: [
        { path: '/', element: <Where name="главная" /> },
        { path: '/login', element: <Where name="вход" /> },
        {
          path: '/cabinet',
          element: <Layout />,
          children: [
            { index: true, element: <Where name="кабинет" /> },
            { path: 'events/*', element: <Section /> },
            { path: 'polls/:poll/questions/:question?', element: <Where name="вопрос" /> },
          ],
        },
        { path: '*', element: <Where name="не найдено" /> },
      ],
    },
  ];
}

const PATHS = [
  '/',
  '/login',
  '/cabinet',
  '/cabinet/',
  '/cabinet/events',
  '/cabinet/events/12',
  '/cabinet/events/12/more',
  '/cabinet/polls/5/questions',
  '/cabinet/polls/5/questions/2',
  '/cabinet/events/%D0%BA%D0%BE%D0%BD%D1%86%D0%B5%D1%80%D1%82',
  '/cabinet/events/a%20b%25c',
  '/nowhere/at/all',
];

function Kept({ routes }: { routes: RouteObject[] }) {
  return useKeptRoutes(routes);
}

function Plain({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('the host’s route table, matched once per path', () => {
  it.each(PATHS)('renders %s as useRoutes does, in the server’s router and in memory', (path) => {
    const routes = table();
    expect(renderToString(<StaticRouter location={path}><Kept routes={routes} /></StaticRouter>)).toBe(
      renderToString(<StaticRouter location={path}><Plain routes={routes} /></StaticRouter>),
    );
    expect(renderToString(<MemoryRouter initialEntries={[path]}><Kept routes={routes} /></MemoryRouter>)).toBe(
      renderToString(<MemoryRouter initialEntries={[path]}><Plain routes={routes} /></MemoryRouter>),
    );
  });

  it('reads the table once per path: a second page of the same path does not match it again', () => {
    let reads = 0;
    // Matching a table reads every route's case sensitivity (React Router flattens the whole of it); rendering the matches does not.
    const counted = (routes: RouteObject[]): RouteObject[] =>
      routes.map((route) => {
        const copy = { ...route, ...(route.children ? { children: counted(route.children) } : {}) } as RouteObject;
        Object.defineProperty(copy, 'caseSensitive', { enumerable: true, get: () => ((reads += 1), false) });
        return copy;
      });
    const routes = counted(table());
    const page = (path: string) => renderToString(<StaticRouter location={path}><Kept routes={routes} /></StaticRouter>);

    const first = page('/cabinet/polls/5/questions/2');
    expect(first).toContain('вопрос');
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    expect(page('/cabinet/polls/5/questions/2')).toBe(first);
    expect(reads).toBe(0);
    // Another path is matched anew.
    expect(page('/login')).toContain('вход');
    expect(reads).toBeGreaterThan(0);
  });
});
