import { afterEach } from 'vitest';

/**
 * `navigator.connection` as a test wants it (Network Information API); the
 * stub is removed after each test of the file that calls this.
 */
function stubConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

function resetConnectionAfterEach(): void {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });
}

export { resetConnectionAfterEach, stubConnection };
