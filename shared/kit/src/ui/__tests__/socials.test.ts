import { describe, expect, it } from 'vitest';

import { isSocialId, socialIds, socialTitle } from '../socials.ts';

describe('socialTitle', () => {
  it.each([
    ['vk', 'ВКонтакте'],
    ['ok', 'Одноклассники'],
    ['fb', 'Facebook'],
    ['tw', 'Twitter'],
    ['tg', 'Telegram'],
    ['ig', 'Instagram'],
    ['yt', 'YouTube'],
    ['rt', 'Rutube'],
    ['site', 'Сайт'],
  ])('titles %s as %s', (id, title) => {
    expect(socialTitle(id)).toBe(title);
  });

  it.each(['mastodon', '', 'VK', 'toString', '__proto__', null, undefined])('shows «Неизвестно» for %s', (id) => {
    expect(socialTitle(id)).toBe('Неизвестно');
  });

  it('lists the networks in the order of the spec', () => {
    expect(socialIds).toEqual(['vk', 'ok', 'fb', 'tw', 'tg', 'ig', 'yt', 'rt', 'site']);
  });

  it('recognises only known ids', () => {
    expect(isSocialId('tg')).toBe(true);
    expect(isSocialId('constructor')).toBe(false);
    expect(isSocialId(1)).toBe(false);
  });
});
