import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@cabinet/runtime';

/**
 * The runtime config for components (redirect targets, auth mode, route
 * rules). The API client has its own copy through `configureApi`.
 */
const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider (the host App renders one)');
  return config;
}

export { RuntimeConfigProvider, useRuntimeConfig };
