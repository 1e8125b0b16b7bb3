import { describe, expect, it } from 'vitest';
import { formatWait } from '../wait.ts';

describe('a wait in words, as said after «через»', () => {
  it.each([
    [1, '1 секунду'],
    [2, '2 секунды'],
    [5, '5 секунд'],
    [11, '11 секунд'],
    [21, '21 секунду'],
    [59, '59 секунд'],
  ])('says %i s in seconds under a minute: «%s»', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });

  it.each([
    [60, '1 минуту'],
    [61, '2 минуты'],
    [300, '5 минут'],
    [660, '11 минут'],
    [1260, '21 минуту'],
    [3587, '60 минут'],
  ])('says %i s in whole minutes, rounded up, under an hour: «%s»', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });

  it.each([
    [3600, '1 час'],
    [3601, '1 час 1 минуту'],
    [3660, '1 час 1 минуту'],
    [7199, '2 часа'],
    [7200, '2 часа'],
    [7500, '2 часа 5 минут'],
    [18000 + 22 * 60, '5 часов 22 минуты'],
  ])('says %i s in hours and the minutes left: «%s»', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });
});
