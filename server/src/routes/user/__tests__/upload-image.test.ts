import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UploadImageResponseSchema } from '@cabinet/runtime/contract';
import { FAKE_PNG, GIF, ICO, JPEG, PDF, PNG, SVG, oversizedPng } from '../../../testing/files.ts';
import { multipart, type FilePart } from '../../../testing/multipart.ts';
import { ALL_TABLES, guest, json, signedIn, snapshot, type TestClient } from '../../../testing/test-app.ts';

const URL = '/api/cabinet/user/upload-image';

const upload = (client: TestClient, files: FilePart[]) => client.request({ method: 'POST', url: URL, ...multipart({}, files) });
const image = (data: Buffer, filename = 'image.bin', contentType = 'application/octet-stream'): FilePart => ({
  field: 'image',
  filename,
  contentType,
  data,
});

const uploadedUrl = (response: LightMyRequestResponse) => v.parse(UploadImageResponseSchema, response.json()).data.url;

describe('POST /api/cabinet/user/upload-image', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['gif', GIF, 'image/gif'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['ico', ICO, 'image/x-icon'],
    ['svg', SVG, 'image/svg+xml'],
  ])('stores a %s decided from its bytes and serves it with nosniff', async (_name, data, mime) => {
    const client = await signedIn();
    const response = await upload(client, [image(data)]);
    expect(response.statusCode).toBe(200);
    const url = uploadedUrl(response);
    expect(url).toMatch(/^http:\/\/localhost:80\/storage\/uploads\/[\w-]+\.\w+$/);
    const served = await client.get(new globalThis.URL(url).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('serves SVG under a sandboxing Content-Security-Policy so its script never runs', async () => {
    const client = await signedIn();
    const url = uploadedUrl(await upload(client, [image(SVG, 'pic.svg', 'image/svg+xml')]));
    const served = await client.get(new globalThis.URL(url).pathname);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('uses the configured public URL when given', async () => {
    const client = await signedIn();
    client.app.config.appUrl = 'https://api.cabinet.example';
    const response = await upload(client, [image(PNG)]);
    expect(uploadedUrl(response)).toMatch(/^https:\/\/api\.cabinet\.example\/storage\/uploads\//);
  });

  it.each([
    ['HTML named .png', FAKE_PNG],
    ['a PDF', PDF],
  ])('refuses %s with 422 and stores nothing', async (_name, data) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await upload(client, [image(data, 'photo.png', 'image/png')]);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      image: ['Недопустимый тип файла: загрузите изображение (jpeg, png, gif, webp, avif, svg, ico, tiff, bmp)'],
    });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('refuses a file over 5 MB with 422 "Файл больше 5 МБ"', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await upload(client, [image(oversizedPng(), 'big.png', 'image/png')]);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ message: 'Файл больше 5 МБ', errors: { image: ['Файл больше 5 МБ'] } });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('refuses an empty file', async () => {
    const client = await signedIn();
    expect(json(await upload(client, [image(Buffer.alloc(0))])).errors).toEqual({ image: ['Файл пуст'] });
  });

  it('asks for the image field when it is missing', async () => {
    const client = await signedIn();
    const response = await upload(client, [{ ...image(PNG), field: 'picture' }]);
    expect(json(response).errors).toEqual({ image: ['Выберите файл изображения'] });
  });

  it('asks for the image field when the body is JSON', async () => {
    const client = await signedIn();
    expect((await client.post(URL, { image: 'data:image/png;base64,AAAA' })).statusCode).toBe(422);
  });

  it('answers 404 for an unknown stored file', async () => {
    const client = await signedIn();
    const response = await client.get('/storage/uploads/nothing-here-at-all.png');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Файл не найден' });
  });

  it('answers 401 to a guest', async () => {
    expect((await upload(await guest(), [image(PNG)])).statusCode).toBe(401);
  });
});
