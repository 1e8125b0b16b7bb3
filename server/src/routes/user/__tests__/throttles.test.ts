import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../../testing/files.ts';
import { multipart } from '../../../testing/multipart.ts';
import { guest, json, signedIn, timedApp, type TestClient } from '../../../testing/test-app.ts';

const uploadImage = (client: TestClient) =>
  client.request({ method: 'POST', url: '/api/cabinet/user/upload-image', ...multipart({}, [{ field: 'image', filename: 'a.png', data: PNG }]) });
const sendAvatar = (client: TestClient) =>
  client.request({
    method: 'POST',
    url: '/api/cabinet/user/update',
    ...multipart({ _method: 'PUT' }, [{ field: 'avatar', filename: 'a.png', data: PNG }]),
  });
const sendMessage = (client: TestClient, index: number) =>
  client.post('/api/cabinet/user/send-message', { subject: `Вопрос ${index}`, message: 'Подскажите, пожалуйста.' });

const storedUploads = (app: FastifyInstance) => app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM uploads').get()?.n;

function expect429(response: LightMyRequestResponse, field: string, seconds: string, text: string) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(seconds);
  expect(json(response).errors).toEqual({ [field]: [expect.stringMatching(new RegExp(`^${text} Повторите через \\d+ минут[уы]?\\.$`))] });
}

describe('per-user throttles', () => {
  it('keeps 20 images an hour per user, uploads and profile photos together; the 21st is refused with 429 and not kept', async () => {
    const { app, advance } = await timedApp();
    const client = await signedIn(app);
    for (let index = 0; index < 10; index += 1) expect((await uploadImage(client)).statusCode).toBe(200);
    for (let index = 0; index < 10; index += 1) expect((await sendAvatar(client)).statusCode).toBe(200);
    // Ten images and the photo the profile shows: each new photo deleted the one it replaced.
    expect(storedUploads(app)).toBe(11);
    expect429(await uploadImage(client), 'image', '3600', 'Слишком много загруженных изображений.');
    expect429(await sendAvatar(client), 'avatar', '3600', 'Слишком много загруженных изображений.');
    expect(storedUploads(app)).toBe(11);
    // Another user has a budget of their own; the hour over, this one has it back.
    expect((await uploadImage(await (await guest(app)).login('ivan@example.com'))).statusCode).toBe(200);
    advance(3_600_000);
    expect((await uploadImage(client)).statusCode).toBe(200);
  });

  it('sends the operators 10 messages an hour per user; the 11th is refused with 429 and mails nothing', async () => {
    const { app } = await timedApp();
    const client = await signedIn(app);
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await sendMessage(client, index)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(20).fill(429)]);
    expect429(await sendMessage(client, 31), 'message', '3600', 'Слишком много сообщений операторам.');
    expect(app.mailer.list(app.config.operatorsEmail)).toHaveLength(10);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM messages').get()).toEqual({ n: 10 });
  });
});
