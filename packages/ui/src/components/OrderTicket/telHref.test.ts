import { describe, expect, it } from 'vitest';
import { telHref } from './telHref';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+373 60 123 456')).toBe('tel:+37360123456');
    expect(telHref('  +373 (69) 12-34-56 ')).toBe('tel:+37369123456');
  });

  it('drops a plus anywhere but the start, and every separator', () => {
    expect(telHref('060.123.456')).toBe('tel:060123456');
    expect(telHref('0 60 + 123')).toBe('tel:060123');
  });
});
