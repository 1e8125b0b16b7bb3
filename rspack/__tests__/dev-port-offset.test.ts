import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { movePorts, portOffsetMiddleware } from '../dev-port-offset.ts';

describe('the host dev server of a second copy (CABINET_PORT_OFFSET)', () => {
  it('moves the default ports of apps.json, and only those', () => {
    const text = '{"apiBaseUrl":"http://localhost:8000","entry":"http://127.0.0.1:3003/mf-manifest.json","other":"http://localhost:5173"}';
    expect(JSON.parse(movePorts(text, 800))).toEqual({
      apiBaseUrl: 'http://localhost:8800',
      entry: 'http://127.0.0.1:3803/mf-manifest.json',
      other: 'http://localhost:5173',
    });
  });

  it('answers config.json and remotes.json from public/ with the ports moved, and passes the rest on', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'cabinet-dev-public-'));
    writeFileSync(path.join(publicDir, 'remotes.json'), '{"remotes":[{"name":"events","entry":"http://localhost:3001/mf-manifest.json"}]}');
    const middleware = portOffsetMiddleware(publicDir, 200);
    const sent: { headers: Record<string, string>; body?: string } = { headers: {} };
    const response = {
      setHeader: (name: string, value: string) => (sent.headers[name] = value),
      end: (body: string) => (sent.body = body),
    } as unknown as ServerResponse;
    let passed = 0;
    await middleware({ url: '/remotes.json?t=1' } as IncomingMessage, response, () => (passed += 1));
    expect(JSON.parse(sent.body ?? '')).toEqual({ remotes: [{ name: 'events', entry: 'http://localhost:3201/mf-manifest.json' }] });
    expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
    await middleware({ url: '/static/js/main.js' } as IncomingMessage, response, () => (passed += 1));
    expect(passed).toBe(1);
  });
});
