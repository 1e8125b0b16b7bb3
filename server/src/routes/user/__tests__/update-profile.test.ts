import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { UploadImageResponseSchema, UserResponseSchema } from '@cabinet/runtime/contract';
import { PNG } from '../../../testing/files.ts';
import { multipart } from '../../../testing/multipart.ts';
import { ALL_TABLES, guest, json, signedIn, snapshot, type TestClient } from '../../../testing/test-app.ts';

const URL = '/api/cabinet/user/update';

async function uploadAvatar(client: TestClient): Promise<string> {
  const response = await client.request({
    method: 'POST',
    url: '/api/cabinet/user/upload-image',
    ...multipart({}, [{ field: 'image', filename: 'me.png', data: PNG }]),
  });
  return v.parse(UploadImageResponseSchema, response.json()).data.url;
}

describe('PUT /api/cabinet/user/update', () => {
  it('updates the given fields only and answers {data: user}', async () => {
    const client = await signedIn();
    const response = await client.put(URL, {
      name: 'Анна Петрова',
      phone: '+7 999 000-11-22',
      about: 'Люблю <b>горы</b> & «кофе» ☕',
      socials: [{ type: 'site', url: 'https://anna.example.com' }],
    });
    expect(response.statusCode).toBe(200);
    const user = v.parse(UserResponseSchema, response.json()).data;
    expect(user).toMatchObject({
      name: 'Анна Петрова',
      email: 'demo@example.com',
      phone: '+7 999 000-11-22',
      about: 'Люблю <b>горы</b> & «кофе» ☕',
      socials: [{ type: 'site', url: 'https://anna.example.com' }],
    });
    expect(json(await client.get('/api/cabinet/user')).data).toEqual(user);
  });

  it('clears nullable fields with null or an empty string', async () => {
    const client = await signedIn();
    const user = v.parse(UserResponseSchema, (await client.put(URL, { phone: '', about: null })).json()).data;
    expect(user).toMatchObject({ phone: null, about: null });
  });

  it('sets avatar_url to an image this user uploaded, and clears it', async () => {
    const client = await signedIn();
    const url = await uploadAvatar(client);
    expect(json(await client.put(URL, { avatar_url: url })).data).toMatchObject({ avatar_url: url });
    expect(json(await client.put(URL, { avatar_url: null })).data).toMatchObject({ avatar_url: null });
  });

  it('refuses an avatar_url that is not this user\'s upload', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.put(URL, { avatar_url: 'https://evil.example/x.png' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ avatar_url: ['Выберите изображение, загруженное через форму профиля'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it.each([
    ['a javascript: URL with the upload\'s path', (url: string) => `javascript:${new globalThis.URL(url).pathname}`],
    ['a data: URL with the upload\'s path', (url: string) => `data:${new globalThis.URL(url).pathname}`],
    ['another host with the upload\'s path', (url: string) => `https://evil.example${new globalThis.URL(url).pathname}`],
    ['another port of this host', (url: string) => url.replace(':8000', ':8001')],
    ['credentials before this host', (url: string) => url.replace('http://', 'http://user:pass@')],
    ['the upload URL with a query', (url: string) => `${url}?x=1`],
    ['the upload URL with a fragment', (url: string) => `${url}#x`],
    ['a protocol-relative URL', (url: string) => url.replace('http:', '')],
    ['the path alone', (url: string) => new globalThis.URL(url).pathname],
  ])('refuses as avatar_url %s, stores nothing', async (_name, disguise) => {
    const client = await signedIn();
    const url = await uploadAvatar(client);
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.put(URL, { avatar_url: disguise(url) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors as object)).toEqual(['avatar_url']);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('stores its own upload URL as this server writes it', async () => {
    const client = await signedIn();
    const url = await uploadAvatar(client);
    const shouted = url.replace('http://localhost', 'HTTP://LOCALHOST');
    expect(json(await client.put(URL, { avatar_url: shouted })).data).toMatchObject({ avatar_url: url });
  });

  it('refuses another user\'s upload as avatar', async () => {
    const client = await signedIn();
    const url = await uploadAvatar(client);
    const ivan = await (await guest(client.app)).login('ivan@example.com');
    expect((await ivan.put(URL, { avatar_url: url })).statusCode).toBe(422);
  });

  it('answers 422 "Этот email уже занят" and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.put(URL, { name: 'Новое имя', email: 'Ivan@Example.com' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ email: ['Этот email уже занят'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('keeps the own e-mail without re-verification', async () => {
    const client = await signedIn();
    const user = json(await client.put(URL, { email: 'DEMO@example.com' })).data;
    expect(user).toMatchObject({ email: 'demo@example.com', email_verified_at: expect.any(String) });
  });

  it('marks a new e-mail unverified and mails the address-change letter with a verification link', async () => {
    const client = await signedIn();
    const user = json(await client.put(URL, { email: 'anna.new@example.com' })).data;
    expect(user).toMatchObject({ email: 'anna.new@example.com', email_verified_at: null });
    const [mail] = client.app.mailer.list('anna.new@example.com');
    expect(mail?.subject).toBe('Подтвердите новый email');
    expect(mail?.text).toContain('учётной записи demo@example.com');
    expect(mail?.text).not.toContain('регистрац');
    expect(mail?.links[0]).toMatch(/\/verify\/\d+\/[0-9a-f]+\?expires=/);
  });

  it.each([
    [{ name: '' }, { name: ['Обязательное поле'] }],
    [{ name: 'я'.repeat(256) }, { name: ['Максимум 255 символов'] }],
    [{ email: 'nope' }, { email: ['Неверный формат email'] }],
    [{ phone: 'позвоните мне' }, { phone: ['Неверный формат телефона'] }],
    [{ socials: [{ type: 'myspace', url: 'https://myspace.com/a' }] }, { 'socials.0.type': ['Допустимые значения: «vk», «ok», «fb», «tw», «tg», «ig», «yt», «rt», «site»'] }],
    [{ socials: [{ type: 'vk', url: 'javascript:alert(1)' }] }, { 'socials.0.url': ['Ссылка должна начинаться с http:// или https://'] }],
    [{ socials: 'vk' }, { socials: ['Ожидался тип «массив», получен: «строка»'] }],
    [{ about: 42 }, { about: ['Ожидался тип «строка», получен: «число»'] }],
  ])('answers 422 for %j and changes nothing', async (body, errors) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.put(URL, body);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual(errors);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('stores SQL-looking text as text', async () => {
    const client = await signedIn();
    const about = "'; UPDATE users SET name = 'pwned'; --";
    expect(json(await client.put(URL, { about })).data).toMatchObject({ about, name: 'Анна Смирнова' });
  });

  it('accepts multipart with _method=PUT, bracketed socials and an avatar file', async () => {
    const client = await signedIn();
    const response = await client.request({
      method: 'POST',
      url: URL,
      ...multipart(
        { _method: 'PUT', name: 'Анна из формы', phone: '', 'socials[0][type]': 'tg', 'socials[0][url]': 'https://t.me/anna' },
        [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG }],
      ),
    });
    expect(response.statusCode).toBe(200);
    const user = v.parse(UserResponseSchema, response.json()).data;
    expect(user).toMatchObject({ name: 'Анна из формы', phone: null, socials: [{ type: 'tg', url: 'https://t.me/anna' }] });
    expect(user.avatar_url).toMatch(/\/storage\/uploads\/[\w-]+\.png$/);
  });

  it('accepts socials as a JSON string in multipart', async () => {
    const client = await signedIn();
    const response = await client.request({
      method: 'POST',
      url: URL,
      ...multipart({ _method: 'PUT', socials: JSON.stringify([{ type: 'yt', url: 'https://youtube.com/@anna' }]) }),
    });
    expect(json(response).data).toMatchObject({ socials: [{ type: 'yt', url: 'https://youtube.com/@anna' }] });
  });

  it('answers 405 to a multipart POST without _method=PUT', async () => {
    const client = await signedIn();
    const response = await client.request({ method: 'POST', url: URL, ...multipart({ name: 'x' }) });
    expect(response.statusCode).toBe(405);
  });

  it('answers 401 to a guest', async () => {
    expect((await (await guest()).put(URL, { name: 'x' })).statusCode).toBe(401);
  });
});
