import { describe, expect, it } from 'vitest';
import { ALL_TABLES, json, signedIn, snapshot } from '../testing/test-app.ts';

/** Every endpoint that takes a JSON body, with the method it is called with. */
const BODY_ENDPOINTS = [
  ['POST', '/api/cabinet/login'],
  ['POST', '/api/cabinet/register'],
  ['POST', '/api/cabinet/recovery'],
  ['POST', '/api/cabinet/subscribe'],
  ['PUT', '/api/cabinet/user/update'],
  ['POST', '/api/cabinet/user/send-message'],
  ['PUT', '/api/cabinet/polls/set-answer-questions'],
] as const;

describe.each(BODY_ENDPOINTS)('%s %s with bad bodies', (method, url) => {
  it('answers 413 in Russian to a body over 1 MB and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.request({ method, url, payload: { email: 'a@example.com', name: 'я'.repeat(600_000) } });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'Слишком большой запрос: тело не должно превышать 1 МБ' });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 400 in Russian to malformed JSON and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.request({ method, url, payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Некорректный JSON в теле запроса' });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it.each([
    ['objects', `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`],
    ['arrays', `{"email":${'['.repeat(4000)}${']'.repeat(4000)}}`],
  ])('answers 400 in Russian to JSON %s nested 4,000 levels deep and changes nothing', async (_name, payload) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.request({ method, url, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Слишком глубокая вложенность JSON: не больше 32 уровней' });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it.each([
    ['null', 'null', 'null'],
    ['an array', '[]', 'массив'],
    ['an array of values', '["Анна", "a@example.com"]', 'массив'],
    ['a number', '42', 'число'],
  ])('answers 422 "expected an object" to a JSON body that is %s and changes nothing', async (_name, payload, received) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.request({ method, url, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ body: [`Ожидался тип «объект», получен: «${received}»`] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });
});
