import { createTheme, type Theme } from '../theme';
import { nori } from './nori';
import { wasabi } from './wasabi';

/** Every brand the kit ships, built into full themes. */
export const brands = {
  nori: createTheme(nori),
  wasabi: createTheme(wasabi),
} satisfies Record<string, Theme>;

export type BrandName = keyof typeof brands;
export const brandNames = Object.keys(brands) as BrandName[];
