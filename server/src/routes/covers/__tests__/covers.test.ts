import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EventListResponseSchema } from '@cabinet/runtime/contract';
import { createTestApp, signedIn } from '../../../testing/test-app.ts';

async function seededCovers(): Promise<string[]> {
  const client = await signedIn();
  const response = await client.get('/api/cabinet/events?per_page=100');
  const { data } = v.parse(EventListResponseSchema, response.json());
  return data.flatMap((event) => (event.cover_url ? [event.cover_url] : []));
}

describe('GET /storage/covers/:file', () => {
  it('gives a few seeded events a cover under the API’s public address, and the others none', async () => {
    const covers = await seededCovers();
    expect(covers.length).toBeGreaterThanOrEqual(3);
    expect(covers.length).toBeLessThan(30);
    for (const url of covers) expect(url).toMatch(/^http:\/\/localhost:8000\/storage\/covers\/[a-z-]+\.webp$/);
  });

  it('serves every seeded cover as a WebP image a page of another origin may show', async () => {
    const app = await createTestApp();
    for (const url of await seededCovers()) {
      const response = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // A WebP file: RIFF, its size, WEBP.
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it.each(['/storage/covers/missing.webp', '/storage/covers/suzdal.svg', '/storage/covers/..%2F..%2Fpackage.json', '/storage/covers/'])(
    'answers 404 for %s, which is not a cover',
    async (url) => {
      const app = await createTestApp();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );
});
