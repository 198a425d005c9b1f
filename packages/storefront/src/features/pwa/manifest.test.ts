import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandThemeNames } from '../../brands';
import { locales } from '../../i18n/locales';
import { buildWebManifest, manifestPath, manifestPathOfTag } from './manifest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

describe('web app manifest', () => {
  it('is one per language: its own language, start and scope, the brand, the theme colours', () => {
    const manifests = locales.map(({ code }) =>
      buildWebManifest({
        locale: code,
        brandName: 'Nori Sushi',
        brand: 'nori',
        description: `about (${code})`,
        themeColor: '#FF4A0B',
        backgroundColor: '#FFFFFF',
      }),
    );
    expect(manifests.map((m) => [m.lang, m.start_url, m.scope, m.id, m.description])).toEqual([
      ['ro-MD', '/', '/', '/', 'about (ro)'],
      ['ru-RU', '/ru/', '/ru/', '/ru/', 'about (ru)'],
      ['en-US', '/en/', '/en/', '/en/', 'about (en)'],
      ['uk-UA', '/uk/', '/uk/', '/uk/', 'about (uk)'],
    ]);
    for (const manifest of manifests) {
      expect(manifest).toMatchObject({
        name: 'Nori Sushi',
        short_name: 'Nori Sushi',
        display: 'standalone',
        dir: 'ltr',
        theme_color: '#FF4A0B',
        background_color: '#FFFFFF',
      });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '192x192 maskable',
        '512x512 any',
        '512x512 maskable',
      ]);
    }
  });

  it('is linked at each language’s path', () => {
    expect(locales.map(({ code }) => manifestPath(code))).toEqual([
      '/manifest.webmanifest',
      '/ru/manifest.webmanifest',
      '/en/manifest.webmanifest',
      '/uk/manifest.webmanifest',
    ]);
    expect(manifestPathOfTag('uk-UA')).toBe('/uk/manifest.webmanifest');
    expect(manifestPathOfTag('xx')).toBe('/manifest.webmanifest');
  });

  it('has every icon of every brand drawn (npm run icons -w @nori/storefront)', () => {
    for (const brand of brandThemeNames) {
      const { icons } = buildWebManifest({
        locale: 'ro',
        brandName: brand,
        brand,
        description: '',
        themeColor: '#000',
        backgroundColor: '#fff',
      });
      for (const icon of icons) expect(existsSync(path.join(publicDir, icon.src)), icon.src).toBe(true);
    }
  });
});
