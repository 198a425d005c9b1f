import type { BrandOverrides } from '../theme';
import type { BrandName } from '.';

/** Each kit brand's partial theme is its own chunk, so an app that renders in one brand carries only it. */
const loaders: Record<BrandName, () => Promise<BrandOverrides>> = {
  nori: () => import('./nori').then((module) => module.nori),
  wasabi: () => import('./wasabi').then((module) => module.wasabi),
};

/**
 * A kit brand's partial theme, for `createTheme` (which gives what `brands[name]` holds) and
 * `NoriThemeProvider`. Unlike `brands`, which builds every brand, it loads the one asked for.
 */
export async function loadBrand(name: BrandName): Promise<BrandOverrides> {
  const load = loaders[name] as (typeof loaders)[BrandName] | undefined;
  if (!load) throw new Error(`"${name}" is no kit brand; there are ${Object.keys(loaders).join(', ')}`);
  return load();
}
