import { describe, expect, it } from 'vitest';
import { textIn } from './localized';

describe('textIn', () => {
  const name = { ro: 'Supă', ru: 'Суп', en: 'Soup', uk: 'Суп' };
  it('shows the language asked for, else Romanian, then the others, else the fallback', () => {
    expect(textIn(name, 'en')).toBe('Soup');
    expect(textIn({ ...name, en: '' }, 'en')).toBe('Supă');
    expect(textIn({ ro: '', ru: 'Суп', en: '', uk: '' }, 'en')).toBe('Суп');
    expect(textIn({ ro: '', ru: '', en: '', uk: '' }, 'uk', 'miso-soup')).toBe('miso-soup');
    expect(textIn(null, 'ro', '#3')).toBe('#3');
    expect(textIn(name, 'fr')).toBe('Supă');
  });
});
