import { describe, expect, it } from 'vitest';
import { ALL_TABLES, guest, json, signedIn, snapshot } from '../../../testing/test-app.ts';

const URL = '/api/cabinet/user/send-message';

describe('POST /api/cabinet/user/send-message', () => {
  it('answers 201, stores the message and mails the operators', async () => {
    const client = await signedIn();
    const response = await client.post(URL, { subject: 'Вопрос о событии', message: 'Можно прийти с коллегой? <b>Спасибо</b>' });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ message: 'Сообщение отправлено' });
    expect(client.app.db.prepare('SELECT user_id, subject, message FROM messages').all()).toEqual([
      { user_id: 1, subject: 'Вопрос о событии', message: 'Можно прийти с коллегой? <b>Спасибо</b>' },
    ]);
    const [mail] = client.app.mailer.list('operators@example.com');
    expect(mail?.subject).toBe('Сообщение из кабинета: Вопрос о событии');
    expect(mail?.text).toContain('Анна Смирнова <demo@example.com>');
  });

  it.each([
    [{}, { subject: ['Обязательное поле'], message: ['Обязательное поле'] }],
    [{ subject: '  ', message: 'текст' }, { subject: ['Обязательное поле'] }],
    [{ subject: 'т'.repeat(201), message: 'текст' }, { subject: ['Максимум 200 символов'] }],
    [{ subject: 'тема', message: 'т'.repeat(5001) }, { message: ['Максимум 5000 символов'] }],
    [{ subject: 1, message: true }, { subject: ['Ожидался тип «строка», получен: «число»'], message: ['Ожидался тип «строка», получен: «логическое значение»'] }],
  ])('answers 422 for %j and stores nothing', async (body, errors) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(URL, body);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual(errors);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 401 to a guest and 419 without the XSRF header', async () => {
    expect((await (await guest()).post(URL, { subject: 'a', message: 'b' })).statusCode).toBe(401);
    const client = await signedIn();
    client.sendXsrf = false;
    expect((await client.post(URL, { subject: 'a', message: 'b' })).statusCode).toBe(419);
  });
});
