/**
 * What Module Federation shares between the host and the remotes.
 *
 * Every package here is a singleton: the browser must evaluate it once, or
 * React contexts (router, query client, session) split between apps.
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
  '@cabinet/shared/ui',
] as const;

export type Singleton = (typeof singletons)[number];

export const treeShaken: Partial<Record<Singleton, readonly string[]>> = {
  'react-router-dom': [
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'RouterProvider',
    'createBrowserRouter',
    'isRouteErrorResponse',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRouteError',
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
    'useSuspenseQuery',
  ],
};
