import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { question } from '../routes/polls/__tests__/poll-fixtures.ts';
import { FAKE_PNG, PDF, PNG } from '../testing/files.ts';
import { multipart, type FilePart } from '../testing/multipart.ts';
import { listenOnLoopback } from '../testing/raw-http.ts';
import { ALL_TABLES, json, signedIn, snapshot, type TestClient } from '../testing/test-app.ts';

const MB = 1024 * 1024;
const UPLOAD = '/api/cabinet/user/upload-image';
const UPDATE = '/api/cabinet/user/update';
const ANSWERS = '/api/cabinet/polls/set-answer-questions';

const post = (client: TestClient, url: string, fields: Record<string, string>, files: FilePart[] = []) =>
  client.request({ method: 'POST', url, ...multipart(fields, files) });

const png = (field: string, size = PNG.length): FilePart => ({
  field,
  filename: 'a.png',
  contentType: 'image/png',
  data: Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length))]),
});

/** Temporary files of forms being read: none may outlive its request. */
const leftovers = (client: TestClient) => fs.readdirSync(path.join(client.app.config.dataDir, 'tmp'));

/**
 * Forms are read part by part: only the parts a route expects, within its
 * size, files streamed to disk and checked as they arrive. The reported
 * attack: 19 files of 5 MB and 99 fields of 1 MB, answered 200 after being
 * read into memory.
 */
describe('multipart forms', () => {
  it('refuses a form declared larger than the route takes with 413, before reading it', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await post(client, UPLOAD, {}, [png('image', 4 * MB), png('image', 4 * MB)]);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'Слишком большой запрос: форма не должна превышать 6 МБ' });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('refuses a form without Content-Length with 411', async () => {
    const client = await signedIn();
    const form = multipart({}, [png('image')]);
    // A stream of unknown length, as a chunked request arrives.
    const response = await client.request({ method: 'POST', url: UPLOAD, payload: Readable.from([form.payload]), headers: form.headers });
    expect(response.statusCode).toBe(411);
    expect(json(response)).toEqual({ message: 'Укажите длину формы: нужен заголовок Content-Length' });
  });

  it('refuses a second image with 413 and stores neither', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await post(client, UPLOAD, {}, [png('image'), png('image')]);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'Слишком много файлов в форме' });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
    expect(leftovers(client)).toEqual([]);
  });

  it('refuses a file part the route does not read with 422, naming it', async () => {
    const client = await signedIn();
    const response = await post(client, UPLOAD, {}, [png('picture')]);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ picture: ['Форма не принимает это поле'] });
  });

  it('refuses text fields the route does not read with 422', async () => {
    const client = await signedIn();
    const fields = Object.fromEntries(Array.from({ length: 99 }, (_, index) => [`field${index}`, 'x'.repeat(1000)]));
    const response = await post(client, UPDATE, { _method: 'PUT', ...fields });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ field0: ['Форма не принимает это поле'] });
  });

  it('refuses a field longer than the route takes with 413', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await post(client, UPDATE, { _method: 'PUT', about: 'я'.repeat(MB / 2) });
    expect(response.statusCode).toBe(413);
    expect(json(response).errors).toEqual({ about: ['Слишком длинное значение: не больше 64 КБ'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('checks an image by its first bytes: a 5.5 MB page named .png is refused as not an image', async () => {
    const client = await signedIn();
    const page = Buffer.concat([FAKE_PNG, Buffer.alloc(5.5 * MB, 0x20)]);
    const response = await post(client, UPLOAD, {}, [{ field: 'image', filename: 'a.png', contentType: 'image/png', data: page }]);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      image: ['Недопустимый тип файла: загрузите изображение (jpeg, png, gif, webp, avif, svg, ico, tiff, bmp)'],
    });
    expect(leftovers(client)).toEqual([]);
  });

  it('stops a real image at 5 MB with 422 «Файл больше 5 МБ» and keeps nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await post(client, UPLOAD, {}, [png('image', 5 * MB + 1)]);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ image: ['Файл больше 5 МБ'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
    expect(leftovers(client)).toEqual([]);
  });

  it('stores an image of exactly 5 MB and leaves no temporary file', async () => {
    const client = await signedIn();
    const response = await post(client, UPLOAD, {}, [png('image', 5 * MB)]);
    expect(response.statusCode).toBe(200);
    expect(leftovers(client)).toEqual([]);
  });

  it.each([
    ['an unexpected field before a 5 MB file', { field0: 'x' }, [png('files[1]', 5 * MB)]],
    ['a second image of 5 MB', {}, [png('image'), png('image', 5 * MB)]],
    ['a page of 5 MB named .png', {}, [{ field: 'image', filename: 'a.png', data: Buffer.concat([FAKE_PNG, Buffer.alloc(5 * MB - 100, 0x20)]) }]],
  ])('answers a browser that is still sending %s at once, over a real connection', async (_name, fields: Record<string, string>, files: FilePart[]) => {
    const client = await signedIn();
    const port = await listenOnLoopback(client.app);
    const url = files.some((file) => file.field === 'image') ? UPLOAD : ANSWERS;
    const form = multipart({ ...(url === ANSWERS ? { _method: 'PUT', poll_id: '2' } : {}), ...fields }, files);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      body: form.payload,
      headers: { ...form.headers, cookie, 'x-xsrf-token': client.xsrf ?? '', accept: 'application/json' },
    });
    expect([413, 422]).toContain(response.status);
    expect(Date.now() - started).toBeLessThan(5000);
    // The connection stays usable: the rest of the form was read and dropped.
    const next = await fetch(`http://127.0.0.1:${port}/api/cabinet/user`, { headers: { cookie, accept: 'application/json' } });
    expect(next.status).toBe(200);
  });

  it('takes at most 5 files in one save of poll answers', async () => {
    const client = await signedIn();
    const fileQuestion = question(client.app, 2, 3);
    const files = Array.from({ length: 6 }, (_, index) => ({ field: `files[${fileQuestion + index}]`, filename: 'a.pdf', data: PDF }));
    const response = await post(client, ANSWERS, { _method: 'PUT', poll_id: '2' }, files);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'Слишком много файлов в форме' });
    expect(leftovers(client)).toEqual([]);
  });

  it('refuses the reported attack (many files, many 1 MB fields) without answering 200', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`f${index}`, 'x'.repeat(MB)]));
    const files = Array.from({ length: 4 }, (_, index) => ({ ...png(`files[${index + 1}]`, MB) }));
    const response = await post(client, ANSWERS, { _method: 'PUT', poll_id: '2', ...fields }, files);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ f0: ['Форма не принимает это поле'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });
});
