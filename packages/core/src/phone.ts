/**
 * Which phones Nori takes, at sign-in and on an order (issue 12): a mobile number of a country whose calling
 * code the API allows (SMS_COUNTRY_CODES, served to shops as `phone_country_codes` at GET /api/order-rules).
 * A phone travels as digits only, calling code first, no plus: `'37369123456'`.
 *
 * The numbering plans are libphonenumber-js's "mobile" metadata: the smallest set that tells a mobile number
 * from a landline (the "min" set has no number types; "max" adds every other type, ~15 kB more gzip). With
 * it a number is valid only if it is mobile (or, like +1, mobile and fixed numbers cannot be told apart).
 * With the parser it weighs ~34 kB gzip, so this module is not in `@nori/core`'s root export: import it
 * from `@nori/core/phone`, and in a browser only where phones are typed.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * Why a phone is refused: `invalid` — not digits, or no number of its country has this length or form
 * (including a national trunk `0` after the calling code); `countryNotAllowed` — its calling code is not
 * one of the allowed ones; `notMobile` — a well-formed number outside the country's mobile ranges (a
 * landline, a service or an unassigned number): no SMS can reach it.
 */
export type PhoneProblem = 'invalid' | 'countryNotAllowed' | 'notMobile';

/** E.164: at most 15 digits, calling code included. */
const DIGITS = /^\d{1,15}$/;

/**
 * What is wrong with a phone, or null when it is taken. `callingCodes` are the allowed calling codes as
 * digits (`['373']`); null when they are not known (a shop that could not read them): any country then,
 * and the API decides.
 */
export function phoneProblem(digits: string, callingCodes: readonly string[] | null): PhoneProblem | null {
  if (!DIGITS.test(digits)) return 'invalid';
  // Calling codes are a prefix code (no code starts another), so a prefix match finds the country.
  if (callingCodes && !callingCodes.some((code) => code !== '' && digits.startsWith(code))) return 'countryNotAllowed';
  const number = parsePhoneNumberFromString(`+${digits}`);
  // The parser forgives a trunk `0` (+373 0 69…); the phone kept must be the canonical one, so it is refused.
  if (!number || number.number !== `+${digits}` || !number.isPossible()) return 'invalid';
  return number.isValid() ? null : 'notMobile';
}
