import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FileAnswerSchema, PollResponseSchema, UploadImageResponseSchema, UserResponseSchema } from '@cabinet/runtime/contract';
import { DEMO_PASSWORD, OTHER_EMAIL } from '../../../db/seed/users.ts';
import { FILE_LINK_TTL_SECONDS } from '../../../lib/file-link.ts';
import { ORPHAN_GRACE_MS } from '../../../plugins/app/uploads.ts';
import { PDF, PNG } from '../../../testing/files.ts';
import { multipart } from '../../../testing/multipart.ts';
import { createTestApp, guest, json, signedIn, type TestClient } from '../../../testing/test-app.ts';
import { POLLS, question } from '../../polls/__tests__/poll-fixtures.ts';

const ANSWERS = '/api/cabinet/polls/set-answer-questions';
const EXPIRED = 'Ссылка на файл устарела: откройте файл заново со страницы опроса';
const REFUSED = 'Файл доступен только его владельцу: войдите в кабинет и откройте файл со страницы опроса';

/** A server URL as `inject` takes it: path and query. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const bare = (url: string) => new URL(url).pathname;
const onDisk = (client: TestClient, url: string) => fs.existsSync(path.join(client.app.uploads.directory, path.basename(bare(url))));

/** Saves a PDF (or `data`) as the answer to poll 2's file question; answers the file answer's link. */
async function answerWithFile(client: TestClient, data = PDF, filename = 'резюме.pdf'): Promise<string> {
  const fileQuestion = question(client.app, POLLS.new, 3);
  const response = await client.request({
    method: 'POST',
    url: ANSWERS,
    ...multipart({ _method: 'PUT', poll_id: String(POLLS.new), answers: '[]' }, [{ field: `files[${fileQuestion}]`, filename, data }]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return fileLink(response.json());
}

function fileLink(body: unknown): string {
  const poll = v.parse(PollResponseSchema, body).data;
  const answer = poll.questions.find((item) => item.type === 'file')?.answer;
  return v.parse(FileAnswerSchema, answer).url;
}

async function readPollLink(client: TestClient): Promise<string> {
  return fileLink((await client.get(`/api/cabinet/polls/${POLLS.new}`)).json());
}

describe('a poll\'s file answer is its owner\'s document (issue 21, item 2)', () => {
  it('is served to its owner through the signed link of the poll, with private caching', async () => {
    const client = await signedIn();
    const link = await answerWithFile(client);
    expect(new URL(link).searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const file = await client.get(local(link));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['referrer-policy']).toBe('no-referrer');
  });

  it('is refused without the signature, to a guest, and to another user', async () => {
    const client = await signedIn();
    const link = await answerWithFile(client);
    expect(json(await client.get(bare(link)))).toEqual({ message: REFUSED });
    const stranger = await guest(client.app);
    expect((await stranger.get(local(link))).statusCode).toBe(403);
    const other = await (await guest(client.app)).login(OTHER_EMAIL, DEMO_PASSWORD);
    expect(json(await other.get(local(link)))).toEqual({ message: REFUSED });
  });

  it('after logout the old link is refused (cookie mode)', async () => {
    const client = await signedIn();
    const link = await answerWithFile(client);
    expect((await client.get(local(link))).statusCode).toBe(200);
    expect((await client.post('/api/cabinet/logout')).statusCode).toBe(204);
    const refused = await client.get(local(link));
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: REFUSED });
    // Signing in again is a new session: the old link stays dead, the poll hands out a new one.
    await client.login();
    expect((await client.get(local(link))).statusCode).toBe(403);
    expect((await client.get(local(await readPollLink(client)))).statusCode).toBe(200);
  });

  it('works as a plain link in token mode, and dies with the token', async () => {
    const client = await guest();
    const login = await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'demo-password', device_name: 'phone' });
    const token = String(json(login).token);
    client.cookies.clear();
    client.headers.authorization = `Bearer ${token}`;
    const link = await answerWithFile(client);
    expect(new URL(link).searchParams.get('token')).toBe(token.split('|')[0]);
    // A link opened in a browser carries no bearer token.
    const opened = await client.app.inject({ method: 'GET', url: local(link) });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect((await client.post('/api/cabinet/logout')).statusCode).toBe(204);
    expect((await client.app.inject({ method: 'GET', url: local(link) })).statusCode).toBe(403);
  });

  it('expires after its time', async () => {
    let now = Date.parse('2025-06-01T10:00:00Z');
    const client = await signedIn(await createTestApp({ now: () => new Date(now) }));
    const link = await answerWithFile(client);
    now += (FILE_LINK_TTL_SECONDS + 1) * 1000;
    expect(json(await client.get(local(link)))).toEqual({ message: EXPIRED });
    expect((await client.get(local(await readPollLink(client)))).statusCode).toBe(200);
  });

  it('keeps the saved file when the form sends back the signed answer it was given', async () => {
    const client = await signedIn();
    const link = await answerWithFile(client);
    const fileQuestion = question(client.app, POLLS.new, 3);
    const answer = { name: 'резюме.pdf', url: link, mime: 'application/pdf', size: PDF.length };
    const response = await client.put(ANSWERS, { poll_id: POLLS.new, answers: [{ question_id: fileQuestion, value: answer }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(bare(fileLink(response.json()))).toBe(bare(link));
    expect(onDisk(client, link)).toBe(true);
  });

  it('a replaced file is gone (404) and deleted from disk', async () => {
    const client = await signedIn();
    const first = await answerWithFile(client);
    const second = await answerWithFile(client, PNG, 'фото.png');
    expect(bare(second)).not.toBe(bare(first));
    expect((await client.get(local(first))).statusCode).toBe(404);
    expect(onDisk(client, first)).toBe(false);
    expect((await client.get(local(second))).statusCode).toBe(200);
  });

  it('a cleared file is gone (404) and deleted from disk', async () => {
    const client = await signedIn();
    const link = await answerWithFile(client);
    const fileQuestion = question(client.app, POLLS.new, 3);
    expect((await client.put(ANSWERS, { poll_id: POLLS.new, answers: [{ question_id: fileQuestion, value: null }] })).statusCode).toBe(200);
    expect((await client.get(local(link))).statusCode).toBe(404);
    expect(onDisk(client, link)).toBe(false);
    expect(client.app.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()).toEqual({ n: 0 });
  });

  it('cannot become a (public) profile photo', async () => {
    const client = await signedIn();
    const link = await answerWithFile(client, PNG, 'фото.png');
    const response = await client.put('/api/cabinet/user/update', { avatar_url: `http://localhost:8000${bare(link)}` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors as object)).toEqual(['avatar_url']);
  });
});

async function uploadImage(client: TestClient): Promise<string> {
  const response = await client.request({ method: 'POST', url: '/api/cabinet/user/upload-image', ...multipart({}, [{ field: 'image', filename: 'я.png', data: PNG }]) });
  return v.parse(UploadImageResponseSchema, response.json()).data.url;
}

describe('profile photos', () => {
  it('stay public and cached for good', async () => {
    const client = await signedIn();
    const url = await uploadImage(client);
    const photo = await (await guest(client.app)).get(bare(url));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a replaced photo is gone (404) and deleted from disk, and so is a removed one', async () => {
    const client = await signedIn();
    const first = v.parse(UserResponseSchema, (await client.put('/api/cabinet/user/update', { avatar_url: await uploadImage(client) })).json()).data.avatar_url ?? '';
    const avatar = await client.request({ method: 'POST', url: '/api/cabinet/user/update', ...multipart({ _method: 'PUT' }, [{ field: 'avatar', filename: 'new.png', data: PNG }]) });
    const second = v.parse(UserResponseSchema, avatar.json()).data.avatar_url ?? '';
    expect(second).not.toBe(first);
    expect((await client.get(bare(first))).statusCode).toBe(404);
    expect(onDisk(client, first)).toBe(false);
    expect((await client.put('/api/cabinet/user/update', { avatar_url: null })).statusCode).toBe(200);
    expect((await client.get(bare(second))).statusCode).toBe(404);
    expect(onDisk(client, second)).toBe(false);
  });
});

describe('the orphan sweep', () => {
  it('removes an upload nothing names once its grace period is over, and keeps what is used', async () => {
    let now = Date.parse('2025-06-01T10:00:00Z');
    const client = await signedIn(await createTestApp({ now: () => new Date(now) }));
    const unused = await uploadImage(client);
    const avatar = await uploadImage(client);
    expect((await client.put('/api/cabinet/user/update', { avatar_url: avatar })).statusCode).toBe(200);
    const answer = await answerWithFile(client);

    now += ORPHAN_GRACE_MS - 1000;
    expect(await client.app.uploads.sweep()).toBe(0);
    expect(onDisk(client, unused)).toBe(true);

    now += 2000;
    // A day later the session has lapsed: the person signs in again.
    const later = await signedIn(client.app);
    const fresh = await uploadImage(later);
    expect(await client.app.uploads.sweep()).toBe(1);
    expect((await later.get(bare(unused))).statusCode).toBe(404);
    expect(onDisk(client, unused)).toBe(false);
    for (const kept of [avatar, fresh, answer]) expect(onDisk(client, kept)).toBe(true);
  });

  it('removes a file left on disk without its record', async () => {
    const now = Date.parse('2025-06-01T10:00:00Z');
    const client = await signedIn(await createTestApp({ now: () => new Date(now) }));
    const stray = path.join(client.app.uploads.directory, 'stray-file-0123456789.png');
    fs.writeFileSync(stray, PNG);
    const old = new Date(now - ORPHAN_GRACE_MS - 1000);
    fs.utimesSync(stray, old, old);
    expect(await client.app.uploads.sweep()).toBe(1);
    expect(fs.existsSync(stray)).toBe(false);
  });
});
