import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ONE_LINE_MESSAGE, RegisterBodySchema, UNSAFE_CHARACTERS_MESSAGE, SendMessageBodySchema, SEND_MESSAGE_LIMITS, UserSchema, UserUpdateBodySchema } from '../index.ts';

/** The messages of a body's issues by dotted path, as the server's 422 lists them. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) (errors[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return errors;
}

const user = {
  id: 1,
  name: 'Анна Смирнова',
  email: 'demo@example.com',
  email_verified_at: '2025-01-10T09:00:00.000Z',
  avatar_url: null,
  phone: '+7 (916) 123-45-67',
  about: null,
  socials: [{ type: 'vk', url: 'https://vk.com/anna' }],
  created_at: '2025-01-10T08:00:00.000Z',
};

describe('the user record as a backend answers it', () => {
  it('keeps a social link of a network the client does not know', () => {
    const parsed = v.parse(UserSchema, { ...user, socials: [...user.socials, { type: 'max', url: 'https://max.ru/anna' }] });
    expect(parsed.socials).toEqual([
      { type: 'vk', url: 'https://vk.com/anna' },
      { type: 'max', url: 'https://max.ru/anna' },
    ]);
  });

  it('ignores fields it does not know, in the record and in a link', () => {
    const parsed = v.parse(UserSchema, {
      ...user,
      two_factor_enabled: true,
      roles: ['member'],
      socials: [{ type: 'tg', url: 'https://t.me/anna', verified: true }],
    });
    expect(parsed).not.toHaveProperty('two_factor_enabled');
    expect(parsed).not.toHaveProperty('roles');
    expect(parsed.socials).toEqual([{ type: 'tg', url: 'https://t.me/anna' }]);
  });

  it('reads optional fields a backend leaves out as empty', () => {
    const { email_verified_at: _verified, avatar_url: _avatar, phone: _phone, about: _about, created_at: _created, ...bare } = user;
    const parsed = v.parse(UserSchema, { ...bare, socials: null });
    expect(parsed).toMatchObject({ avatar_url: null, phone: null, about: null, socials: [], created_at: null });
  });

  it('keeps «not said» apart from «not confirmed»: a left-out email_verified_at is undefined, null stays null', () => {
    const { email_verified_at: _verified, ...bare } = user;
    expect(v.parse(UserSchema, bare).email_verified_at).toBeUndefined();
    expect(v.parse(UserSchema, { ...user, email_verified_at: null }).email_verified_at).toBeNull();
  });

  it('leaves out a link it cannot use instead of refusing the user', () => {
    const parsed = v.parse(UserSchema, { ...user, socials: [{ type: 'vk' }, 'https://vk.com/anna', { type: '', url: 'https://x.example' }, user.socials[0]] });
    expect(parsed.socials).toEqual(user.socials);
  });

  it('keeps an address that is not http(s), for the person to correct (it is never a link)', () => {
    expect(v.parse(UserSchema, { ...user, socials: [{ type: 'vk', url: 'vk.com/anna' }] }).socials).toEqual([{ type: 'vk', url: 'vk.com/anna' }]);
  });

  it('fails without what the cabinet cannot work without', () => {
    for (const key of ['id', 'name', 'email'] as const) {
      const { [key]: _missing, ...rest } = user;
      expect(v.safeParse(UserSchema, rest).success).toBe(false);
    }
  });

  it('the update body still accepts only the networks the client knows', () => {
    expect(v.safeParse(UserUpdateBodySchema, { socials: [{ type: 'max', url: 'https://max.ru/anna' }] }).success).toBe(false);
    expect(v.safeParse(UserUpdateBodySchema, { socials: [{ type: 'vk', url: 'vk.com/anna' }] }).success).toBe(false);
  });
});

describe('one-line fields (issue 21, item 7)', () => {
  it.each(['Тема\r\nBcc: victim@example.com', 'Тема\nвторая строка', 'Тема\tс табуляцией', 'Тема\u2028строка'])(
    'a subject refuses %j and a message keeps its lines',
    (subject) => {
      expect(errorsOf(SendMessageBodySchema, { subject, message: 'Строка 1\nСтрока 2' })).toEqual({ subject: [ONE_LINE_MESSAGE] });
    },
  );

  it('a name (registration and profile), a phone and an avatar address are one line', () => {
    const register = { name: 'Анна\nСмирнова', email: 'a@example.com', password: 'password1', password_confirmation: 'password1' };
    expect(errorsOf(RegisterBodySchema, register)).toEqual({ name: [ONE_LINE_MESSAGE] });
    expect(errorsOf(UserUpdateBodySchema, { name: 'Анна\r\nОт: оператор' })).toEqual({ name: [ONE_LINE_MESSAGE] });
    expect(errorsOf(UserUpdateBodySchema, { phone: '+7 916\n123-45-67' }).phone?.[0]).toBe(ONE_LINE_MESSAGE);
    expect(errorsOf(UserUpdateBodySchema, { avatar_url: 'http://localhost:8000/storage/uploads/a\n.png' }).avatar_url?.[0]).toBe(ONE_LINE_MESSAGE);
  });
});

describe('social links in the update body (issue 21, item 8)', () => {
  const linkErrors = (type: string, url: string) => errorsOf(UserUpdateBodySchema, { socials: [{ type, url }] })['socials.0.url'];

  it.each([
    ['vk', 'https://vk.com/anna'],
    ['vk', 'https://m.vk.com/anna'],
    ['vk', 'https://vk.ru/anna'],
    ['ok', 'https://ok.ru/profile/1'],
    ['tg', 'https://t.me/anna'],
    ['yt', 'https://www.youtube.com/@anna'],
    ['yt', 'https://youtu.be/abc'],
    ['rt', 'https://rutube.ru/channel/1/'],
    ['tw', 'https://x.com/anna'],
    ['site', 'http://anna.example/'],
  ])('takes %s %s', (type, url) => {
    expect(linkErrors(type, url)).toBeUndefined();
  });

  it.each([
    ['vk', 'https://vk.com@evil.example/', 'Ссылка не должна содержать имя пользователя или пароль (часть до «@»)'],
    ['site', 'https://user:pass@anna.example/', 'Ссылка не должна содержать имя пользователя или пароль (часть до «@»)'],
    ['vk', 'https://evil.example/vk.com', 'Ссылка должна вести на vk.com или vk.ru'],
    ['vk', 'https://notvk.com/anna', 'Ссылка должна вести на vk.com или vk.ru'],
    ['vk', 'https://vk.com.evil.example/', 'Ссылка должна вести на vk.com или vk.ru'],
    ['tg', 'https://evil.example\\@t.me/anna', 'Ссылка должна вести на t.me или telegram.me'],
    ['ok', 'https://ok.ru.evil.example/', 'Ссылка должна вести на ok.ru'],
    ['site', 'https://example.com/\u202Efdp.exe', UNSAFE_CHARACTERS_MESSAGE],
    ['site', 'https://example.com/\u0000', UNSAFE_CHARACTERS_MESSAGE],
    ['site', 'https://example.com/\u0007\u001b', UNSAFE_CHARACTERS_MESSAGE],
    ['site', 'https://example.com/a\nb', ONE_LINE_MESSAGE],
  ])('refuses %s %j: «%s»', (type, url, message) => {
    expect(linkErrors(type, url)?.[0]).toBe(message);
  });

  it('the user record still reads any network\'s address as a backend stored it', () => {
    const socials = [{ type: 'vk', url: 'https://vk.com@evil.example/' }];
    expect(v.parse(UserSchema, { ...user, socials }).socials).toEqual(socials);
  });
});

describe('message to the operators', () => {
  it('the limits the form counts against are the ones the schema checks', () => {
    const at = (length: number) => 'я'.repeat(length);
    expect(v.safeParse(SendMessageBodySchema, { subject: at(SEND_MESSAGE_LIMITS.subject), message: at(SEND_MESSAGE_LIMITS.message) }).success).toBe(true);
    expect(v.safeParse(SendMessageBodySchema, { subject: at(SEND_MESSAGE_LIMITS.subject + 1), message: 'текст' }).success).toBe(false);
    expect(v.safeParse(SendMessageBodySchema, { subject: 'тема', message: at(SEND_MESSAGE_LIMITS.message + 1) }).success).toBe(false);
  });
});
