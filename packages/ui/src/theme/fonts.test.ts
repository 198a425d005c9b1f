import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROMANIAN_EXTRA, subsetRomanian, targetOf } from '../../scripts/subset-fonts.mjs';
import { brands } from './brands';
import { fontFaceCss, fontPreloads, interFaces, loraFaces, type WebFontFace } from './fonts';

/** Code points a face's `unicode-range` covers. */
function covers(face: WebFontFace, char: string): boolean {
  const code = char.codePointAt(0) ?? -1;
  return face.unicodeRange.split(',').some((part) => {
    const [from, to] = part.trim().replace('U+', '').split('-');
    const low = parseInt(from ?? '', 16);
    return code >= low && code <= (to ? parseInt(to, 16) : low);
  });
}

// Every letter each language writes, upper and lower case, plus what prices and names need.
const alphabets = {
  ro: 'aăâbcdefghiîjklmnopqrsștțuvwxyzAĂÂBCDEFGHIÎJKLMNOPQRSȘTȚUVWXYZşţŞŢ',
  en: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789€—–…«»„”',
  ru: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ№',
  uk: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяАБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯʼ',
};

describe('the kit fonts', () => {
  it.each([
    ['Inter', interFaces],
    ['Lora', loraFaces],
  ])('%s covers every letter of ro, ru, uk and en with the latin, romanian and cyrillic subsets', (_, faces) => {
    expect(faces.map((face) => face.subset).sort()).toEqual(['cyrillic', 'latin', 'romanian']);
    for (const [locale, letters] of Object.entries(alphabets)) {
      const missing = [...letters].filter((char) => !faces.some((face) => covers(face, char)));
      expect(missing, locale).toEqual([]);
    }
  });

  it('an English page needs only the latin file, Romanian adds the small romanian one for ă ș ț, Cyrillic only cyrillic', () => {
    const subsetsOf = (text: string) =>
      new Set([...text].flatMap((char) => interFaces.filter((face) => covers(face, char)).map((face) => face.subset)));
    expect(subsetsOf('Salmon rolls, 45 minutes')).toEqual(new Set(['latin']));
    expect(subsetsOf('Rulouri cu somon, până la ușă')).toEqual(new Set(['latin', 'romanian']));
    expect(subsetsOf('Până în Iași, la Ţiţei')).toEqual(new Set(['latin', 'romanian']));
    expect(subsetsOf('Роллылососем')).toEqual(new Set(['cyrillic']));
  });

  it("latin and cyrillic carry Fontsource's own ranges for the files shipped", () => {
    const require = createRequire(import.meta.url);
    for (const [family, faces] of [
      ['inter', interFaces],
      ['lora', loraFaces],
    ] as const) {
      const css = readFileSync(require.resolve(`@fontsource-variable/${family}/wght.css`), 'utf8');
      for (const face of faces.filter((own) => own.subset !== 'romanian')) {
        const rule = css
          .split('@font-face')
          .find((block) => block.includes(`${family}-${face.subset}-wght-normal.woff2`));
        const range = /unicode-range:\s*([^;]+);/.exec(rule ?? '')?.[1];
        expect(range?.replace(/\s/g, ''), `${family} ${face.subset}`).toBe(face.unicodeRange.replace(/\s/g, ''));
      }
    }
  });

  it.each(['inter', 'lora'])(
    "%s's romanian file is Fontsource's latin-ext cut to the romanian range's letters (subset-fonts.mjs)",
    async (family) => {
      const face = [...interFaces, ...loraFaces].find(
        (own) => own.subset === 'romanian' && own.family.toLowerCase() === family,
      );
      const letters = [...ROMANIAN_EXTRA];
      expect(letters.every((char) => face && covers(face, char))).toBe(true);
      // The range holds nothing else: 10 code points.
      const size = (face?.unicodeRange ?? '').split(',').reduce((sum, part) => {
        const [from, to] = part.trim().replace('U+', '').split('-');
        return sum + (to ? parseInt(to, 16) - parseInt(from ?? '', 16) + 1 : 1);
      }, 0);
      expect(size).toBe(letters.length);
      const committed = await readFile(targetOf(family));
      expect(committed.length).toBeLessThan(5000);
      expect(Buffer.compare(committed, await subsetRomanian(family))).toBe(0);
    },
  );

  it('emits woff2 faces with font-display: swap and metric-matched local fallbacks', () => {
    const css = fontFaceCss(brands.wasabi.font.faces);
    const webRules = css.split('\n').filter((rule) => rule.includes('url('));
    expect(webRules).toHaveLength(6);
    for (const rule of webRules) {
      expect(rule).toContain('font-display:swap');
      // (Served from source, Vite keeps the romanian files' `?no-inline` on the URL; a build drops it.)
      expect(rule).toMatch(/src:url\([^)]+\.woff2(\?no-inline)?\) format\('woff2'\)/);
      expect(rule).toContain('unicode-range:U+');
    }
    expect(css).toMatch(
      /font-family:'Inter Fallback';src:local\('Arial'\).*size-adjust:107\.12%;ascent-override:90\.44%/,
    );
    expect(css).toMatch(/font-family:'Lora Fallback';src:local\('Georgia'\)/);
  });

  it('each brand names its faces and fallbacks in its stacks', () => {
    expect(brands.nori.font.family.body).toMatch(/^Inter, 'Inter Fallback',/);
    expect(brands.nori.font.faces.web.every((face) => face.family === 'Inter')).toBe(true);
    expect(brands.wasabi.font.family.heading).toMatch(/^Lora, 'Lora Fallback',/);
    expect(new Set(brands.wasabi.font.faces.web.map((face) => face.family))).toEqual(new Set(['Inter', 'Lora']));
  });

  it("preloads the body font's file for the locale's script", () => {
    const file = (subset: string) => interFaces.find((face) => face.subset === subset)?.src;
    for (const brand of [brands.nori, brands.wasabi]) {
      expect(fontPreloads(brand, 'ro')).toEqual([file('latin')]);
      expect(fontPreloads(brand, 'en')).toEqual([file('latin')]);
      expect(fontPreloads(brand, 'ru')).toEqual([file('cyrillic')]);
      expect(fontPreloads(brand, 'uk')).toEqual([file('cyrillic')]);
    }
    expect(file('latin')).toMatch(/inter-latin-wght-normal.*\.woff2$/);
  });
});
