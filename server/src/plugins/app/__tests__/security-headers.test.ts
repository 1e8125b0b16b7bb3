import { describe, expect, it } from 'vitest';
import { SVG } from '../../../testing/files.ts';
import { multipart } from '../../../testing/multipart.ts';
import { createTestApp, guest, json, signedIn } from '../../../testing/test-app.ts';

const JSON_API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

describe('security headers', () => {
  it('are sent with a JSON answer', async () => {
    const client = await signedIn();
    const response = await client.get('/api/cabinet/user');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(JSON_API_HEADERS);
  });

  it('are sent with errors: 401, 404, 419 and 422', async () => {
    const app = await createTestApp();
    const client = await guest(app);
    const responses = [
      await app.inject({ method: 'GET', url: '/api/cabinet/user' }),
      await app.inject({ method: 'GET', url: '/nothing' }),
      await app.inject({ method: 'POST', url: '/api/cabinet/subscribe', payload: {} }),
      await client.post('/api/cabinet/subscribe', {}),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([401, 404, 419, 422]);
    for (const response of responses) expect(response.headers).toMatchObject(JSON_API_HEADERS);
  });

  it('are sent with a CORS preflight and with /sanctum/csrf-cookie', async () => {
    const app = await createTestApp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/cabinet/login',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers).toMatchObject(JSON_API_HEADERS);
    expect((await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).headers).toMatchObject(JSON_API_HEADERS);
  });

  it('keep the sandboxing policy of an uploaded SVG and frame no upload', async () => {
    const client = await signedIn();
    const upload = await client.request({
      method: 'POST',
      url: '/api/cabinet/user/upload-image',
      ...multipart({}, [{ field: 'image', filename: 'a.svg', data: SVG }]),
    });
    const url = new URL(String((json(upload).data as { url: string }).url));
    const served = await client.get(url.pathname);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-frame-options']).toBe('DENY');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
