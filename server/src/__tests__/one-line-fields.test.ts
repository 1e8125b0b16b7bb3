import { describe, expect, it } from 'vitest';
import { ONE_LINE_MESSAGE, UNSAFE_CHARACTERS_MESSAGE } from '@cabinet/runtime/contract';
import { question } from '../routes/polls/__tests__/poll-fixtures.ts';
import { PDF, PNG } from '../testing/files.ts';
import { multipart } from '../testing/multipart.ts';
import { ALL_TABLES, guest, json, signedIn, snapshot, type TestClient } from '../testing/test-app.ts';

/** The request is refused with these errors and nothing is stored or mailed. */
async function expectRefused(client: TestClient, method: 'POST' | 'PUT', url: string, payload: object, errors: Record<string, string[]>) {
  const before = snapshot(client.app, ALL_TABLES);
  const response = await client.request({ method, url, payload });
  expect(response.statusCode).toBe(422);
  expect(json(response).errors).toEqual(errors);
  expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
}

describe('one-line fields refuse line breaks (issue 21, item 7)', () => {
  it('a message subject carrying a mail header', async () => {
    const client = await signedIn();
    const payload = { subject: 'Вопрос\r\nBcc: victim@example.com', message: 'Первая строка\nвторая строка' };
    await expectRefused(client, 'POST', '/api/cabinet/user/send-message', payload, { subject: [ONE_LINE_MESSAGE] });
  });

  it('a profile name, a phone, a registration name', async () => {
    const client = await signedIn();
    await expectRefused(client, 'PUT', '/api/cabinet/user/update', { name: 'Анна\nОт: оператор' }, { name: [ONE_LINE_MESSAGE] });
    await expectRefused(client, 'PUT', '/api/cabinet/user/update', { phone: '+7 916\t123-45-67' }, { phone: [ONE_LINE_MESSAGE] });
    const body = { name: 'Анна\r\nСмирнова', email: 'new@example.com', password: 'secret-pass', password_confirmation: 'secret-pass' };
    await expectRefused(await guest(client.app), 'POST', '/api/cabinet/register', body, { name: [ONE_LINE_MESSAGE] });
  });

  it('while a message and «about» keep their lines', async () => {
    const client = await signedIn();
    expect((await client.put('/api/cabinet/user/update', { about: 'Строка 1\nСтрока 2' })).statusCode).toBe(200);
    expect((await client.post('/api/cabinet/user/send-message', { subject: 'Тема', message: 'Строка 1\r\nСтрока 2' })).statusCode).toBe(201);
  });
});

describe('social links (issue 21, item 8)', () => {
  it.each([
    ['vk', 'https://vk.com@evil.example/', 'Ссылка не должна содержать имя пользователя или пароль (часть до «@»)'],
    ['vk', 'https://evil.example/vk.com', 'Ссылка должна вести на vk.com или vk.ru'],
    ['yt', 'https://youtube.com.evil.example/watch', 'Ссылка должна вести на youtube.com или youtu.be'],
    ['site', 'https://example.com/\u202Efdp.exe', UNSAFE_CHARACTERS_MESSAGE],
    ['site', 'https://example.com/\u0000\u0007\u001b', UNSAFE_CHARACTERS_MESSAGE],
    ['site', 'https://example.com/a\nb', ONE_LINE_MESSAGE],
  ])('refuses %s %j under its address', async (type, url, message) => {
    const client = await signedIn();
    const payload = { socials: [{ type: 'tg', url: 'https://t.me/anna' }, { type, url }] };
    await expectRefused(client, 'PUT', '/api/cabinet/user/update', payload, { 'socials.1.url': [message] });
  });

  it('keeps a link of the network it names', async () => {
    const client = await signedIn();
    const socials = [{ type: 'vk', url: 'https://m.vk.com/anna' }, { type: 'site', url: 'https://anna.example/' }];
    const response = await client.put('/api/cabinet/user/update', { socials });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ socials });
  });
});

describe('file names (issue 21, item 8)', () => {
  const NAME_MESSAGE = 'Имя файла содержит недопустимые символы: переименуйте файл';
  const NAMES = ['resume\u202Efdp.exe', 'cv\u0000.pdf', 'cv\u0007.pdf', 'cv\u001b[31m.pdf'];

  it.each(NAMES)('a poll file named %j is refused and nothing is stored', async (filename) => {
    const client = await signedIn();
    const fileQuestion = question(client.app, 2, 3);
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.request({
      method: 'POST',
      url: '/api/cabinet/polls/set-answer-questions',
      ...multipart({ _method: 'PUT', poll_id: '2', answers: '[]' }, [{ field: `files[${fileQuestion}]`, filename, data: PDF }]),
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ [`questions.${fileQuestion}`]: [NAME_MESSAGE] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it.each(NAMES)('a photo named %j is refused, as an upload and as an avatar', async (filename) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const upload = await client.request({ method: 'POST', url: '/api/cabinet/user/upload-image', ...multipart({}, [{ field: 'image', filename, data: PNG }]) });
    expect(json(upload).errors).toEqual({ image: [NAME_MESSAGE] });
    const avatar = await client.request({
      method: 'POST',
      url: '/api/cabinet/user/update',
      ...multipart({ _method: 'PUT' }, [{ field: 'avatar', filename, data: PNG }]),
    });
    expect(json(avatar).errors).toEqual({ avatar: [NAME_MESSAGE] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });
});
