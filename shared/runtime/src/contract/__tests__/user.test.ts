import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SendMessageBodySchema, SEND_MESSAGE_LIMITS, UserSchema, UserUpdateBodySchema } from '../index.ts';

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
    expect(parsed).toMatchObject({ email_verified_at: null, avatar_url: null, phone: null, about: null, socials: [], created_at: null });
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

describe('message to the operators', () => {
  it('the limits the form counts against are the ones the schema checks', () => {
    const at = (length: number) => 'я'.repeat(length);
    expect(v.safeParse(SendMessageBodySchema, { subject: at(SEND_MESSAGE_LIMITS.subject), message: at(SEND_MESSAGE_LIMITS.message) }).success).toBe(true);
    expect(v.safeParse(SendMessageBodySchema, { subject: at(SEND_MESSAGE_LIMITS.subject + 1), message: 'текст' }).success).toBe(false);
    expect(v.safeParse(SendMessageBodySchema, { subject: 'тема', message: at(SEND_MESSAGE_LIMITS.message + 1) }).success).toBe(false);
  });
});
