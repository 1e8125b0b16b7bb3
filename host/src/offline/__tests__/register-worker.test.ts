import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@cabinet/runtime';
import { registerWorker } from '../register-worker.ts';

const config = { apiBaseUrl: 'http://localhost:8000', authMode: 'cookie' } as RuntimeConfig;

/** The browser's service worker container as far as registerWorker uses it: what was asked of it. */
function installContainer(left: { unregister: () => Promise<boolean> } | undefined) {
  const container = {
    register: vi.fn(() => Promise.resolve({})),
    getRegistration: vi.fn(() => Promise.resolve(left)),
    ready: new Promise<never>(() => {}),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return container;
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerWorker', () => {
  it('registers the production build’s worker for the cabinet', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const container = installContainer(undefined);
    registerWorker(config);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/cabinet' });
  });

  it('asks for no worker under the dev server, which builds none, and takes away one a production run left', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const left = { unregister: vi.fn(() => Promise.resolve(true)) };
    const container = installContainer(left);
    registerWorker(config);
    expect(container.register).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(left.unregister).toHaveBeenCalled());
    expect(container.getRegistration).toHaveBeenCalledWith('/cabinet');
  });
});
