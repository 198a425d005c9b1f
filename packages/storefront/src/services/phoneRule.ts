/**
 * The API's phone rule (`@nori/core/phone`, a mobile number of an allowed country). It weighs ~34 kB gzip, so
 * it is a chunk of its own, fetched where phones are typed: the sign-in's phone step and the checkout.
 */
import type { phoneProblem } from '@nori/core/phone';

export type PhoneRule = typeof phoneProblem;

export const loadPhoneRule = async (): Promise<PhoneRule> => (await import('@nori/core/phone')).phoneProblem;
