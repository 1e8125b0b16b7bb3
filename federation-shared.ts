/**
 * What Module Federation shares between the host and the remotes.
 *
 * Every package here is a singleton: the browser must evaluate it once, or
 * React contexts (router, query client, session) split between apps.
 * `@cabinet/runtime` is the app's own singleton (client, contract, session).
 * The toolkit (`@cabinet/kit`: UI kit, forms, lists, formatting) is
 * deliberately not shared: it holds no cross-app state, and each app bundles
 * the version it was tested with, tree-shaken; only sonner's toast store is
 * shared, so that every copy's `toast()` reaches the host's one region.
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
  '@cabinet/runtime',
  // The toast store: a remote's `toast()` must reach the host's one Toaster.
  // Loaded with the first toast (the kit's toaster.tsx), so a page may have none.
  'sonner',
  // Not state, but ~8 KB gzip that `cn()` of every app's UI kit copy needs.
  'tailwind-merge',
] as const;

export type Singleton = (typeof singletons)[number];

/** Singletons a page loads only on demand: at most one copy, maybe none. */
export const onDemandSingletons: readonly Singleton[] = ['sonner'];

export const treeShaken: Partial<Record<Singleton, readonly string[]>> = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useNavigationType',
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
