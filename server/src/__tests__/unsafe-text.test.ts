import { describe, expect, it } from 'vitest';
import { question } from '../routes/polls/__tests__/poll-fixtures.ts';
import { ALL_TABLES, guest, json, signedIn, snapshot, type TestClient } from '../testing/test-app.ts';

const MESSAGE = 'Текст содержит недопустимые управляющие символы';

/** NUL, other control characters and bidi overrides/isolates (Trojan Source) never reach the database. */
const UNSAFE = [
  ['NUL', 'Анна\u0000Смирнова'],
  ['a vertical tab', 'Анна\u000BСмирнова'],
  ['RIGHT-TO-LEFT OVERRIDE', 'Анна \u202Eанвоникс'],
  ['LEFT-TO-RIGHT EMBEDDING', 'Анна \u202Aтекст'],
  ['FIRST STRONG ISOLATE', 'Анна \u2068текст\u2069'],
  ['a C1 control', 'Анна\u0085'],
] as const;

async function expectRefused(client: TestClient, method: 'POST' | 'PUT', url: string, payload: object, key: string) {
  const before = snapshot(client.app, ALL_TABLES);
  const response = await client.request({ method, url, payload });
  expect(response.statusCode).toBe(422);
  expect(json(response).errors).toEqual({ [key]: [MESSAGE] });
  expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
}

describe.each(UNSAFE)('text with %s', (_name, text) => {
  it('is refused in the profile name and about', async () => {
    const client = await signedIn();
    await expectRefused(client, 'PUT', '/api/cabinet/user/update', { name: text }, 'name');
    await expectRefused(client, 'PUT', '/api/cabinet/user/update', { about: text }, 'about');
  });

  it('is refused in a registration name', async () => {
    const client = await guest();
    const body = { name: text, email: 'new@example.com', password: 'secret-pass', password_confirmation: 'secret-pass' };
    await expectRefused(client, 'POST', '/api/cabinet/register', body, 'name');
  });

  it('is refused in an operator message', async () => {
    const client = await signedIn();
    await expectRefused(client, 'POST', '/api/cabinet/user/send-message', { subject: 'Тема', message: text }, 'message');
  });

  it('is refused in a text answer', async () => {
    const client = await signedIn();
    const textQuestion = question(client.app, 1, 2);
    await expectRefused(
      client,
      'PUT',
      '/api/cabinet/polls/set-answer-questions',
      { poll_id: 1, answers: [{ question_id: textQuestion, value: text }] },
      `questions.${textQuestion}`,
    );
  });
});

describe('ordinary text', () => {
  it('keeps line breaks, tabs, emoji, right-to-left letters and marks', async () => {
    const client = await signedIn();
    const about = 'Строка 1\nСтрока 2\r\n\tс отступом ☕ שלום \u200Fمرحبا';
    const response = await client.put('/api/cabinet/user/update', { about });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ about });
  });
});
