import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacHex = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256Hex(a));
  const right = Buffer.from(sha256Hex(b));
  return timingSafeEqual(left, right) && a.length === b.length;
}

/** `length` decimal digits from the operating system's secure random source. */
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10).toString()).join('');

/**
 * An order's private read link token: an HMAC of the order's random salt under AUTH_SECRET. It cannot be
 * guessed, the database alone does not reveal it (only the salt and the token's hash are kept), and the
 * server can write it again into an SMS or an Idempotency-Key replay.
 */
export const trackToken = (secret: string, salt: string) =>
  createHmac('sha256', secret).update(`order-track:${salt}`).digest('base64url');

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)]).join('');

/** A numeric payment order code like Viva's (16 digits, never starting with 0). */
export const randomOrderCode = () => `${randomInt(1, 10)}${randomDigits(15)}`;
