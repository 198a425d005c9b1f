import { describe, expect, it } from 'vitest';
import { formatChange, formatStatValue } from './statFormat';

describe('formatChange', () => {
  it('shows a fraction as a signed percent and gives its direction', () => {
    expect(formatChange(0.12, 'en-US')).toEqual({
      direction: 'increase',
      sentiment: 'positive',
      signed: '+12%',
      magnitude: '12%',
    });
    const down = formatChange(-0.034, 'en-US');
    expect(down.direction).toBe('decrease');
    expect(down.sentiment).toBe('negative');
    expect(down.signed).toBe('-3.4%');
    expect(down.magnitude).toBe('3.4%');
  });

  it('calls a change too small to show unchanged, without a sign', () => {
    const flat = formatChange(0.0004, 'en-US');
    expect(flat.direction).toBe('unchanged');
    expect(flat.sentiment).toBe('neutral');
    expect(flat.signed).toBe('0%');
    expect(formatChange(0, 'en-US').direction).toBe('unchanged');
    expect(formatChange(-0.0004, 'en-US').signed).toBe('0%');
  });

  it('colours by which direction is good news', () => {
    expect(formatChange(0.2, 'en-US', undefined, 'down').sentiment).toBe('negative');
    expect(formatChange(-0.2, 'en-US', undefined, 'down').sentiment).toBe('positive');
    expect(formatChange(0.2, 'en-US', undefined, 'none').sentiment).toBe('neutral');
  });

  it('follows the locale and the format the app gives', () => {
    expect(formatChange(0.125, 'ro-MD').magnitude).toBe('12,5\u00a0%');
    expect(formatChange(5, 'en-US', { style: 'decimal' }).signed).toBe('+5');
    expect(formatChange(-1500, 'ru-RU', { style: 'decimal' }).magnitude).toBe('1\u00a0500');
  });
});

describe('formatStatValue', () => {
  it('formats for the locale, with a currency when asked', () => {
    expect(formatStatValue(1234, 'en-US')).toBe('1,234');
    expect(formatStatValue(1234.5, 'ro-MD', { style: 'currency', currency: 'MDL' })).toMatch(/^1\.234,50\sL$/);
  });
});
