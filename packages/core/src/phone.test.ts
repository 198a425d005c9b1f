import { describe, expect, it } from 'vitest';
import { phoneProblem } from './phone';

const MOLDOVA = ['373'];

describe('phoneProblem', () => {
  it.each([
    ['37369123456', 'a 69 mobile'],
    ['37360123456', 'a 60 mobile'],
    ['37379123456', 'a 79 mobile'],
    ['37378123456', 'a 78 mobile'],
    ['37377712345', 'a 77 mobile (Transnistria)'],
  ])('takes %s, %s', (digits) => {
    expect(phoneProblem(digits, MOLDOVA)).toBeNull();
  });

  it.each([
    ['37322123456', 'a Chișinău landline'],
    ['37323112345', 'a landline of another district'],
    ['37390123456', 'an unassigned range'],
  ])('refuses %s, %s, as not a mobile number', (digits) => {
    expect(phoneProblem(digits, MOLDOVA)).toBe('notMobile');
  });

  it.each([
    ['', 'nothing'],
    ['3736912345', 'a digit short'],
    ['373691234567', 'a digit too many'],
    ['373069123456', 'a trunk 0 after the calling code (the kept phone must be canonical)'],
    ['+37369123456', 'a plus'],
    ['373 69 123 456', 'spaces'],
    ['3736912345678901', 'more than E.164’s 15 digits'],
    ['373', 'the calling code alone'],
  ])('refuses %j, %s, as invalid', (digits) => {
    expect(phoneProblem(digits, MOLDOVA)).toBe('invalid');
  });

  it('refuses a mobile number of a country whose calling code is not allowed, before its form', () => {
    expect(phoneProblem('40721234567', MOLDOVA)).toBe('countryNotAllowed');
    expect(phoneProblem('380501234567', MOLDOVA)).toBe('countryNotAllowed');
    expect(phoneProblem('4072', MOLDOVA)).toBe('countryNotAllowed');
  });

  it('takes each allowed country’s mobile numbers and refuses its landlines', () => {
    const allowed = ['373', '40', '380'];
    expect(phoneProblem('40721234567', allowed)).toBeNull();
    expect(phoneProblem('380501234567', allowed)).toBeNull();
    expect(phoneProblem('40211234567', allowed)).toBe('notMobile');
    expect(phoneProblem('380441234567', allowed)).toBe('notMobile');
    expect(phoneProblem('37369123456', allowed)).toBeNull();
  });

  it('matches a whole calling code: 37 is not 373, and an empty code allows nothing', () => {
    expect(phoneProblem('37369123456', ['37'])).not.toBe('countryNotAllowed');
    expect(phoneProblem('37069123456', MOLDOVA)).toBe('countryNotAllowed');
    expect(phoneProblem('37369123456', [''])).toBe('countryNotAllowed');
    expect(phoneProblem('37369123456', [])).toBe('countryNotAllowed');
  });

  it('checks form and type alone when the allowed codes are not known', () => {
    expect(phoneProblem('40721234567', null)).toBeNull();
    expect(phoneProblem('40211234567', null)).toBe('notMobile');
    expect(phoneProblem('99912345678', null)).toBe('invalid');
  });
});
