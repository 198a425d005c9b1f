// Staff passwords: scrypt from node:crypto (memory-hard; no native addon to build), with its parameters
// stored beside the salt so they can be raised later without invalidating existing hashes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
/** Accepted length of a new password, in characters (shared with the back office). */
export { PASSWORD_LENGTH } from '@nori/core';

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const memoryFor = (N: number, r: number) => 128 * N * r * 2;

/**
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`. The default cost, 2^15 with r = 8, takes 32 MiB and about 0.1 s
 * per hash here (RFC 7914's interactive-login figure); tests lower it.
 */
export async function hashPassword(password: string, logN = 15): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password, salt, { N, r: 8, p: 1, maxmem: memoryFor(N, 8) });
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: memoryFor(N, Number(r)),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
