import { describe, expect, it } from 'vitest';
import { listeningPort, optionsFromEnv } from '../options.ts';
import { PNG } from '../testing/files.ts';
import { multipart } from '../testing/multipart.ts';
import { json, signedIn } from '../testing/test-app.ts';

const EVIL_HOST = 'evil.example"><x';

/** Absolute URLs the API hands out come from configuration, never from the request's Host header. */
describe('absolute URLs', () => {
  it('builds an upload URL from the configured app URL whatever the Host header says', async () => {
    const client = await signedIn();
    const form = multipart({}, [{ field: 'image', filename: 'a.png', data: PNG }]);
    const response = await client.request({
      method: 'POST',
      url: '/api/cabinet/user/upload-image',
      payload: form.payload,
      headers: { ...form.headers, host: EVIL_HOST },
    });
    expect(response.statusCode).toBe(200);
    const url = String((json(response).data as { url: string }).url);
    expect(url).toMatch(/^http:\/\/localhost:8000\/storage\/uploads\/[\w-]+\.png$/);
    expect(client.app.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()).toEqual({ n: 1 });
  });

  it('builds pagination links from the configured app URL whatever the Host header says', async () => {
    const client = await signedIn();
    client.headers.host = EVIL_HOST;
    for (const list of ['/api/cabinet/events?per_page=5', '/api/cabinet/notifications?per_page=5', '/api/cabinet/polls?per_page=2']) {
      const body = json(await client.get(list));
      const text = JSON.stringify([body.links, body.meta]);
      expect(text).not.toContain('evil');
      expect((body.meta as { path: string }).path).toBe(`http://localhost:8000${list.split('?')[0] ?? ''}`);
    }
  });

  it('defaults the app URL to the listening address, and takes CABINET_APP_URL when given', () => {
    expect(optionsFromEnv({}).appUrl).toBe('http://localhost:8000');
    expect(optionsFromEnv({ PORT: '8400' }).appUrl).toBe('http://localhost:8400');
    expect(optionsFromEnv({ PORT: '8400', HOST: '0.0.0.0' }).appUrl).toBe('http://localhost:8400');
    expect(optionsFromEnv({ PORT: '9000', HOST: '192.168.1.5' }).appUrl).toBe('http://192.168.1.5:9000');
    expect(optionsFromEnv({ CABINET_APP_URL: 'https://api.cabinet.example/' }).appUrl).toBe('https://api.cabinet.example');
  });

  it('moves its default port and front end by CABINET_PORT_OFFSET, as every command of the repository does', () => {
    const moved = optionsFromEnv({ CABINET_PORT_OFFSET: '800' });
    expect(listeningPort({ CABINET_PORT_OFFSET: '800' })).toBe(8800);
    expect(moved.appUrl).toBe('http://localhost:8800');
    expect(moved.frontendUrl).toBe('http://localhost:3800');
    expect(moved.allowedOrigins).toContain('http://localhost:3801');
    expect(moved.allowedOrigins).not.toContain('http://localhost:3000');
    expect(listeningPort({ CABINET_PORT_OFFSET: '800', PORT: '9100' })).toBe(9100);
    expect(listeningPort({})).toBe(8000);
  });
});
