import { plural } from '@cabinet/runtime';

/**
 * A wait as a person says it after «через»: «42 секунды», «60 минут»,
 * «1 час», «2 часа 5 минут». Seconds under a minute; whole minutes, rounded
 * up (nobody is told to come back before the server lets them), under an
 * hour; hours and any minutes left above. The forms are the accusative
 * «через 1 минуту», not the nominative «1 минута».
 */
function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return count(whole, ['секунду', 'секунды', 'секунд']);
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60 || whole < 3600) return count(minutes, ['минуту', 'минуты', 'минут']);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const inHours = count(hours, ['час', 'часа', 'часов']);
  return rest > 0 ? `${inHours} ${count(rest, ['минуту', 'минуты', 'минут'])}` : inHours;
}

function count(n: number, forms: readonly [string, string, string]): string {
  return `${n} ${plural(n, forms)}`;
}

export { formatWait };
