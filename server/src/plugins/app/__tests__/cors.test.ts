import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.ts';

describe('CORS', () => {
  it('allows the host origin with credentials and the Sanctum headers', async () => {
    const app = await createTestApp();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/cabinet/login',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-xsrf-token,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['x-xsrf-token', 'authorization', 'x-requested-with', 'content-type', 'accept']) {
      expect(allowed).toContain(header);
    }
  });

  it('allows every remote port on 127.0.0.1 too', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { origin: 'http://127.0.0.1:3004' } });
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3004');
    expect(response.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('does not allow an unknown origin', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes the allowed origins from the options', async () => {
    const app = await createTestApp({ allowedOrigins: ['https://cabinet.example'] });
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { origin: 'https://cabinet.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('https://cabinet.example');
  });
});
