import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { setupApiServer } from '@cabinet/testing';
import { profileDomain } from '../../testing/profile-domain.ts';
import { sendMessage } from '../send-message.ts';
import { toUserUpdateFormData, updateUser } from '../update-user.ts';

setupApiServer({ domains: [profileDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('profile calls', () => {
  it('updateUser changes the given fields', async () => {
    await expect(updateUser({ phone: '+7 900 000-00-00' })).resolves.toMatchObject({ phone: '+7 900 000-00-00' });
  });

  it('updateUser with an avatar sends multipart and gets the stored URL', async () => {
    const user = await updateUser({
      name: 'Анна Смирнова-Петрова',
      socials: [{ type: 'site', url: 'https://anna.example.com' }],
      avatar: new File(['png'], 'me.png', { type: 'image/png' }),
    });
    expect(user).toMatchObject({
      name: 'Анна Смирнова-Петрова',
      socials: [{ type: 'site', url: 'https://anna.example.com' }],
    });
    expect(user.avatar_url).toMatch(/me\.png$/);
  });

  it('updateUser reports the upload of an avatar as it is sent', async () => {
    const progress: [number, number][] = [];
    const avatar = new File([new Uint8Array(4096)], 'me.png', { type: 'image/png' });
    const user = await updateUser({ avatar }, { onUploadProgress: (loaded, total) => progress.push([loaded, total]) });
    expect(user.avatar_url).toMatch(/me\.png$/);
    const [loaded, total] = progress.at(-1) ?? [0, 0];
    expect(total).toBeGreaterThan(4096);
    expect(loaded).toBe(total);
  });

  it('updateUser without an avatar sends JSON and reports no upload', async () => {
    const progress: number[] = [];
    await updateUser({ name: 'Анна' }, { onUploadProgress: (loaded) => progress.push(loaded) });
    expect(progress).toEqual([]);
  });

  it('the multipart profile form sends null as an empty field and socials as JSON', () => {
    // (Checked on the form itself: happy-dom's multipart encoder drops empty fields.)
    const form = toUserUpdateFormData(
      { phone: null, socials: [{ type: 'vk', url: 'https://vk.com/anna' }], avatar_url: null },
      new Blob(['png'], { type: 'image/png' }),
    );
    expect(form.get('phone')).toBe('');
    expect(form.get('socials')).toBe('[{"type":"vk","url":"https://vk.com/anna"}]');
    expect(form.has('avatar_url')).toBe(false);
    expect(form.get('avatar')).toBeInstanceOf(Blob);
  });

  it('sendMessage answers a confirmation', async () => {
    await expect(sendMessage({ subject: 'Вопрос', message: 'Будет ли запись?' })).resolves.toHaveProperty('message');
  });
});
