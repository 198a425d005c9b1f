import { describe, expect, it } from 'vitest';
import { brands } from './brands';
import { contrastProblems } from './contrast';
import { createTheme } from './theme';

describe('contrastProblems', () => {
  it.each(Object.entries(brands))('finds none in the kit brand %s', (_, theme) => {
    expect(contrastProblems(theme)).toEqual([]);
  });

  it('names the pair, the ratio and the minimum a brand misses', () => {
    const pale = createTheme({ name: 'pale', color: { fg: { muted: '#aaaaaa' }, border: { control: '#eeeeee' } } });
    const problems = contrastProblems(pale);
    expect(problems).toContainEqual({ fg: 'color.fg.muted', bg: 'color.bg.surface', min: 4.5, ratio: 2.32 });
    expect(problems.map((problem) => `${problem.fg} on ${problem.bg}`)).toContain(
      'color.border.control on color.bg.surface',
    );
  });

  it('says which role a theme lacks', () => {
    const broken = { ...brands.nori, color: { ...brands.nori.color, fg: {} } } as unknown as typeof brands.nori;
    expect(() => contrastProblems(broken)).toThrow('The theme "nori" has no colour at color.fg.default');
  });
});
