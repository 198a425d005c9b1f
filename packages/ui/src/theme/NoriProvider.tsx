import { brands, type BrandName } from './brands';
import { NoriThemeProvider, type NoriThemeProviderProps } from './NoriThemeProvider';
import type { Theme } from './theme';

export interface NoriProviderProps extends Omit<NoriThemeProviderProps, 'theme'> {
  /** A shipped brand's name or a theme made with `createTheme`. @default 'nori' */
  brand?: BrandName | Theme;
}

/** Everything the kit's components need: the theme, the global style and the kit's labels. */
export function NoriProvider({ brand = 'nori', ...rest }: NoriProviderProps) {
  return <NoriThemeProvider theme={typeof brand === 'string' ? brands[brand] : brand} {...rest} />;
}
