import { createContext, useContext } from 'react';
import type { RemoteModule } from '@cabinet/runtime';

/**
 * The section a server render paints (server/render-app.tsx): its remote's
 * server module, loaded before the render. Any other section is left to the
 * browser (client-only-section.ts). Null in the browser.
 */
const ServerSectionContext = createContext<{ name: string; module: RemoteModule } | null>(null);

/** The server's module of section `name`, when the render under way paints it. */
function useServerSection(name: string): RemoteModule | null {
  const section = useContext(ServerSectionContext);
  return section?.name === name ? section.module : null;
}

export { ServerSectionContext, useServerSection };
