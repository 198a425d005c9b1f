import { describe, expect, it } from 'vitest';
import { displayPhone, telHref } from './phoneDisplay';

describe('phones', () => {
  it('groups a Moldovan number and leaves others as they are', () => {
    expect(displayPhone('+37322211126')).toBe('+373 22 211 126');
    expect(displayPhone('37360123456')).toBe('+373 60 123 456');
    expect(displayPhone('+40 721 000 000')).toBe('+40 721 000 000');
  });

  it('links to the digits with the plus', () => {
    expect(telHref('+373 (22) 211-126')).toBe('tel:+37322211126');
  });
});
