// X-Request-Signature of POST /api/via-phone-number (spec §7): SHA-256 hex of the phone digits, a fixed
// suffix and today's date as DD/MM/YYYY. The date is Chișinău's; yesterday and tomorrow are accepted too,
// so a shopper whose clock or time zone is off by a day around midnight can still sign in.
import { chisinauSignatureDate } from '@nori/core';
import { safeEqual, sha256Hex } from './crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

export function signPhone(phone: string, suffix: string, at: Date): string {
  return sha256Hex(phone + suffix + chisinauSignatureDate(at));
}

export function verifyPhoneSignature(phone: string, signature: string, suffix: string, now: Date): boolean {
  const given = signature.trim().toLowerCase();
  // Check all three days every time, so the time taken does not tell which day matched.
  return [-DAY_MS, 0, DAY_MS]
    .map((offset) => safeEqual(signPhone(phone, suffix, new Date(now.getTime() + offset)), given))
    .reduce((a, b) => a || b, false);
}
