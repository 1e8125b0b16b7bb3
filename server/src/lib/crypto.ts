import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** URL-safe random text: session ids, CSRF tokens, reset tokens, file names. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Laravel's e-mail verification hash is sha1 of the address. */
export function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

export function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Constant-time comparison, so a token cannot be guessed byte by byte. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
