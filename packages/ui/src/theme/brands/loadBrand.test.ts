import { describe, expect, it } from 'vitest';
import { createTheme } from '../theme';
import { brandNames, brands, type BrandName } from '.';
import { loadBrand } from './loadBrand';

describe('loadBrand', () => {
  it.each(brandNames)('loads %s, which createTheme makes into the theme `brands` holds', async (name) => {
    expect(createTheme(await loadBrand(name))).toEqual(brands[name]);
  });

  it('names the kit brands when asked for one it does not have', async () => {
    await expect(loadBrand('wasbi' as BrandName)).rejects.toThrow(/"wasbi" is no kit brand; there are nori, wasabi/);
  });
});
