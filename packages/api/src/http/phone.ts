// The phone fields (issue 12): their shape in the schemas, and the rule both sign-in and orders apply —
// a mobile number of a country in SMS_COUNTRY_CODES (`@nori/core/phone`, the shop checks the same).
import { z } from '@hono/zod-openapi';
import { phoneProblem } from '@nori/core/phone';
import type { Message } from './errors';

/** Digits only, at most E.164's 15; whether the number is taken is `phoneRefusal`'s, with the config. */
export const PhoneSchema = z
  .string({ error: 'auth.phone.invalid' })
  .regex(/^\d{1,15}$/, 'auth.phone.invalid')
  .openapi({
    example: '37369123456',
    description: 'Digits only, no plus, calling code first: a mobile number of a country in SMS_COUNTRY_CODES',
  });

/** The message under the phone field when the rule refuses the phone; null when it is taken. */
export function phoneRefusal(phone: string, callingCodes: readonly string[]): Message | null {
  switch (phoneProblem(phone, callingCodes)) {
    case null:
      return null;
    case 'invalid':
      return 'auth.phone.invalid';
    case 'notMobile':
      return 'auth.phone.notMobile';
    case 'countryNotAllowed':
      return { key: 'auth.phone.country', params: { codes: callingCodes.map((code) => `+${code}`).join(', ') } };
  }
}
