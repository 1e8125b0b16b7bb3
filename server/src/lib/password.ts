import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { safeEqual } from './crypto.ts';

/**
 * Password hashing with scrypt (built into Node, memory-hard). The stored form
 * carries its parameters, so they can be raised later without breaking old
 * hashes: `scrypt$N$r$p$salt$hash`. The cost N is configurable like Laravel's
 * BCRYPT_ROUNDS — tests lower it, production keeps the default.
 */
export const DEFAULT_SCRYPT_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return safeEqual(key.toString('base64'), hash);
}

/** A fixed hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const hash = dummyHashes.get(cost) ?? hashPassword(randomBytes(12).toString('hex'), cost);
  dummyHashes.set(cost, hash);
  return hash;
}
