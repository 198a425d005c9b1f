import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { KitLabels, KitLocale, KitMessageId } from '../intl/catalog';
import { KitIntlProvider } from '../intl/KitIntl';
import { brands, type BrandName } from './brands';
import { GlobalStyle } from './GlobalStyle';
import type { Theme } from './theme';

export interface NoriProviderProps {
  /** A shipped brand's name or a theme made with `createTheme`. @default 'nori' */
  brand?: BrandName | Theme;
  /** The locale of the kit's own labels and of number and date formatting. @default 'ro' */
  locale?: KitLocale;
  /**
   * The kit's labels in `locale`: `kitCatalogs[locale]` (every part, all four locales bundled), or what
   * `loadKitMessages(locale)` loads (every part, one locale), or only the core (`loadKitMessages(locale,
   * ['core'])`) with the other parts given further down by `KitMessagesProvider` as their screens load.
   */
  messages: KitLabels;
  /**
   * Called when a component asks for a label `messages` lacks (its id shows instead): a test can fail on it.
   * @default a warning in development, nothing in production
   */
  onMissingMessage?: (id: KitMessageId) => void;
  /** Render the kit's global document styles. Turn off when the app renders its own. @default true */
  globalStyle?: boolean;
  /**
   * Include the brand's `@font-face` rules in the global style. A server-rendered app does better to write
   * `fontFaceCss(theme.font.faces)` into its document's `<head>` and turn this off: styled-components
   * re-inserts its global rules when the page hydrates, and a font face removed and added again makes the
   * browser lay out every line of text once more. @default true
   */
  fontFaces?: boolean;
  children?: ReactNode;
}

/** Everything the kit's components need: the theme, the global style and the kit's labels. */
export function NoriProvider({
  brand = 'nori',
  locale = 'ro',
  messages,
  onMissingMessage,
  globalStyle = true,
  fontFaces = true,
  children,
}: NoriProviderProps) {
  const theme = typeof brand === 'string' ? brands[brand] : brand;
  return (
    <ThemeProvider theme={theme}>
      <KitIntlProvider locale={locale} messages={messages} onMissingMessage={onMissingMessage}>
        {globalStyle && <GlobalStyle $fontFaces={fontFaces} />}
        {children}
      </KitIntlProvider>
    </ThemeProvider>
  );
}
