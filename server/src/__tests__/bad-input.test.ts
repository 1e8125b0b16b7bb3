import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidationErrorResponseSchema } from '@cabinet/runtime/contract';
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

  it('answers 422 with Russian field errors to a JSON null and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.request({ method, url, payload: 'null', headers: { 'content-type': 'application/json' } });
    // Profile update takes only the given fields: an empty update is valid.
    if (url.endsWith('/user/update')) {
      expect(response.statusCode).toBe(200);
    } else {
      expect(response.statusCode).toBe(422);
      const { errors } = v.parse(ValidationErrorResponseSchema, response.json());
      expect(Object.values(errors).flat()).toContain('Обязательное поле');
    }
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });
});
