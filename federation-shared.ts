/**
 * What Module Federation shares between the host and the remotes.
 *
 * Every package here is a singleton: the browser must evaluate it once, or
 * React contexts (router, query client, session) split between apps.
 * The UI kit (`@cabinet/shared/ui`) is deliberately not shared: its
 * components hold no cross-app state, and as one shared module it would ship
 * every component (dialogs, calendars, selects) to every page. Each app
 * bundles the few it uses, tree-shaken; only sonner's toast store is shared.
 *
 * `treeShaken` lists the only exports kept in the shared build of a package.
 * A remote that calls an export missing here fails at run time with
 * "x is not a function" and no build warning, so the list is checked by
 * `scripts/__tests__/federation-shared.test.ts` against every import in the
 * repository — never edit it from memory, run that test.
 */
export const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  '@cabinet/shared',
  // The toast store: a remote's `toast()` must reach the host's one Toaster.
  'sonner',
  // Not state, but ~8 KB gzip that `cn()` of every app's UI kit copy needs.
  'tailwind-merge',
] as const;

export type Singleton = (typeof singletons)[number];

export const treeShaken: Partial<Record<Singleton, readonly string[]>> = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'mutationOptions',
    'queryOptions',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
};
