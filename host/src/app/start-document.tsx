/**
 * How both host documents start — the app (app.html, bootstrap.tsx) and the
 * guest pages (guest.html, guest/guest-entry.tsx): an error thrown before
 * the first render still reaches the error screen, validation speaks
 * Russian, the colour mode follows the switch, the OS and other tabs; then
 * the document's own start renders into #root, or the startup failure does,
 * instead of a blank page.
 */
import { StrictMode, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { configureApi, createQueryClient, installRussianMessages, type RuntimeConfig } from '@cabinet/runtime';
import { endPressHold } from '../boot/painted-press-handover.ts';
import { endSubmitHold } from '../boot/prerendered-form-handover.ts';
import { rememberTimeZone } from '../boot/remember-time-zone.ts';
import { StartupFailure } from '../errors/startup-failure.tsx';
import { isClientOnlySection } from '../federation/client-only-section.ts';
import { captureEarlyErrors } from '../errors/use-unhandled-error.ts';
import { createUnauthorizedHandler } from '../session/handle-unauthorized.ts';
import { followSignIn } from '../session/sign-in-marker.ts';
import { startColorMode } from '../theme/color-mode-store.ts';
import { outsideNavigation } from './navigation-bridge.tsx';

function rootElement(html: string): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error(`#root is missing from ${html}`);
  return root;
}

interface Started {
  element: ReactElement;
  /** Hydrate the prerendered #root (host/build/prerender.ts) instead of replacing it. */
  hydrate?: boolean;
  /** Called with #root before a page the renderer painted is replaced by a render anew. */
  beforeRenderAnew?: (root: HTMLElement) => void;
}

/** The address a document's #root was prerendered for (`data-prerendered`), if it was. */
function prerenderedPath(html: string): string | null {
  return rootElement(html).dataset.prerendered ?? null;
}

/** Whether the renderer painted #root for this visitor (serving/src/renderer/rendered-root.ts). */
function renderedOnServer(html: string): boolean {
  return rootElement(html).dataset.rendered !== undefined;
}

/** Reported when a page's HTML and its first render differ, so that the page is rendered anew (e2e listens for it). */
const RENDERED_ANEW = 'The prerendered page was rendered anew';

/** `html` names the document, for the console; `start` resolves to what it renders. */
function startDocument(html: string, start: () => Promise<Started>): void {
  // Before anything else: an error thrown before the first render still reaches the error screen.
  captureEarlyErrors();
  installRussianMessages();
  // The head script set the mode before paint; from here on it follows the switch, the OS and other tabs.
  startColorMode();
  // For the renderer: the next page it paints writes dates as this browser does.
  rememberTimeZone();
  start()
    .then(({ element, hydrate = false, beforeRenderAnew }) => {
      const container = rootElement(html);
      const app = <StrictMode>{element}</StrictMode>;
      if (hydrate) {
        // A page that differs from its prerendered HTML (a notice kept in the history's state) is rendered anew.
        // A section the server left to the browser is not a difference (client-only-section.ts).
        // In a transition, as the render below: hydration then yields to the browser every few milliseconds
        // instead of blocking input for the whole tree (outside one, React hydrates at a lane it never slices).
        startTransition(() => {
          hydrateRoot(container, app, {
            onRecoverableError: (error) => {
              if (!isClientOnlySection(error)) console.warn(RENDERED_ANEW, error);
            },
          });
        });
        return;
      }
      if (renderedOnServer(html)) beforeRenderAnew?.(container);
      // Replaces a prerendered page that is not this visitor's (a signed-in one is sent on).
      const root = createRoot(container);
      // A transition renders in slices that yield to the browser, not in one long task that blocks input.
      startTransition(() => root.render(app));
    })
    .catch((error: unknown) => {
      // Without config (or registry) there is no app to route; say so instead of a blank page.
      console.error('The cabinet failed to start', error);
      // No form or button of the painted page is left to hold a submit or a press for.
      endSubmitHold();
      endPressHold();
      createRoot(rootElement(html)).render(<StartupFailure />);
    });
}

/**
 * The one API client, configured with its 401 handler, and the query client
 * that holds the session — followed by the sign-in marker from the start.
 */
function configureClient(config: RuntimeConfig): QueryClient {
  const queryClient = createQueryClient();
  configureApi(config, {
    onUnauthorized: createUnauthorizedHandler({ queryClient, navigation: outsideNavigation, authMode: config.authMode }),
  });
  followSignIn(queryClient);
  return queryClient;
}

export { RENDERED_ANEW, configureClient, prerenderedPath, renderedOnServer, startDocument };
