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
 * `sharedConfig` is how each is shared: a singleton with the app's own
 * version range, tree-shaken in production builds.
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

type Singleton = (typeof singletons)[number];

/** Singletons a page loads only on demand: at most one copy, maybe none. */
export const onDemandSingletons: readonly Singleton[] = ['sonner'];

export const treeShaken: Partial<Record<Singleton, readonly string[]>> = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'UNSAFE_NavigationContext',
    'matchRoutes',
    'renderMatches',
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
    'onlineManager',
    'queryOptions',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
};

interface Dependencies {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * `react-dom/client` → the range of `react-dom` the app's package.json asks
 * for. Installs pin exact versions; what the app needs from a host at run
 * time is that version or a compatible later one, so `19.3.1` becomes
 * `^19.3.1` (a range such as `^1.0.0` stays as written). The host checks it
 * before loading a remote (`@cabinet/runtime/compatibility`).
 */
function requiredVersion(pkg: Dependencies, request: string): string {
  const name = request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : (request.split('/')[0] ?? request);
  const version = pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name];
  if (!version) throw new Error(`Shared package ${name} is missing from the app's dependencies`);
  return /^\d+\.\d+\.\d+$/.test(version) ? `^${version}` : version;
}

/** The `shared` option of an app's ModuleFederationPlugin. */
export function sharedConfig(pkg: Dependencies, production: boolean) {
  return Object.fromEntries(
    singletons.map((request) => {
      // Development builds share whole packages: with shared tree shaking,
      // rspack marks MF's own CommonJS runtime helpers unused in dev and the
      // host fails to start (`__exportAll is not a function`).
      const usedExports = production ? treeShaken[request] : undefined;
      return [
        request,
        {
          singleton: true,
          requiredVersion: requiredVersion(pkg, request),
          ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } } : {}),
        },
      ];
    }),
  );
}
