import { describe, expect, it } from 'vitest';
import { checkFile, formatBytes, matchesAccept, typeNames } from './fileChecks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('matchesAccept', () => {
  it('accepts everything without a list', () => {
    expect(matchesAccept(file('menu.pdf', 'application/pdf'), undefined)).toBe(true);
    expect(matchesAccept(file('menu.pdf', 'application/pdf'), ' ')).toBe(true);
  });

  it('matches extensions whatever their case, and declared types', () => {
    expect(matchesAccept(file('ROLL.JPG', 'image/jpeg'), '.jpg, .png')).toBe(true);
    expect(matchesAccept(file('roll.webp', 'image/webp'), '.jpg,.png')).toBe(false);
    expect(matchesAccept(file('roll.png', 'image/png'), 'image/jpeg, image/png')).toBe(true);
    expect(matchesAccept(file('roll.gif', 'image/gif'), 'image/jpeg, image/png')).toBe(false);
  });

  it('matches a family with type/*, but not a type that only starts alike', () => {
    expect(matchesAccept(file('roll.avif', 'image/avif'), 'image/*')).toBe(true);
    expect(matchesAccept(file('menu.pdf', 'application/pdf'), 'image/*')).toBe(false);
    expect(matchesAccept(file('x', 'imagex/png'), 'image/*')).toBe(false);
  });

  it('lets a file of unknown type through on its extension only', () => {
    expect(matchesAccept(file('roll.heic', ''), 'image/*')).toBe(false);
    expect(matchesAccept(file('roll.heic', ''), 'image/*,.heic')).toBe(true);
  });
});

describe('checkFile', () => {
  const limits = { accept: 'image/png', maxBytes: 5 * 1024 * 1024 };

  it('passes a file within the rules', () => {
    expect(checkFile(file('a.png', 'image/png', 5 * 1024 * 1024), limits)).toBeNull();
  });

  it('names the type first, then the size', () => {
    expect(checkFile(file('a.pdf', 'application/pdf', 10 ** 9), limits)).toBe('type');
    expect(checkFile(file('a.png', 'image/png', 5 * 1024 * 1024 + 1), limits)).toBe('size');
  });

  it('has no size limit without maxBytes', () => {
    expect(checkFile(file('a.png', 'image/png', 10 ** 10), { accept: 'image/png' })).toBeNull();
  });
});

describe('formatBytes', () => {
  it('writes the limit in the largest whole unit, in the locale', () => {
    expect(formatBytes(5 * 1024 * 1024, 'en-US')).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatBytes(800 * 1024, 'en-US')).toBe('800 kB');
    expect(formatBytes(1.5 * 1024 * 1024, 'ro-MD')).toBe('1,5 MB');
    expect(formatBytes(5 * 1024 * 1024, 'ru-RU')).toBe('5 МБ');
    expect(formatBytes(2 * 1024 ** 3, 'uk-UA')).toBe('2 ГБ');
  });

  it('writes small sizes in bytes', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 bytes');
  });
});

describe('typeNames', () => {
  it('names extensions and types once each, and keeps families', () => {
    expect(typeNames('.jpg, image/jpeg, .jpeg, image/png, image/svg+xml, image/*')).toEqual([
      'JPG',
      'JPEG',
      'PNG',
      'SVG',
      'image/*',
    ]);
    expect(typeNames(undefined)).toEqual([]);
  });
});
