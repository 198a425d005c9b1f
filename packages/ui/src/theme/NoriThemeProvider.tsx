import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { KitLabels, KitLocale, KitMessageId } from '../intl/catalog';
import { KitIntlProvider } from '../intl/KitIntl';
import { GlobalStyle } from './GlobalStyle';
import type { Theme } from './theme';

export interface NoriThemeProviderProps {
  /** A full theme: a kit brand (`brands.nori`) or one made with `createTheme`. */
  theme: Theme;
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
   * Include the theme's `@font-face` rules in the global style. A server-rendered app does better to write
   * `fontFaceCss(theme.font.faces)` into its document's `<head>` and turn this off: styled-components
   * re-inserts its global rules when the page hydrates, and a font face removed and added again makes the
   * browser lay out every line of text once more. @default true
   */
  fontFaces?: boolean;
  children?: ReactNode;
}

/**
 * What `NoriProvider` gives, for a theme the app holds itself. It never reads the kit's brand registry
 * (`brands` builds every brand), so an app that renders in one brand (the shop's `BRAND_THEME`, loaded with
 * `loadBrand`) carries that brand only.
 */
export function NoriThemeProvider({
  theme,
  locale = 'ro',
  messages,
  onMissingMessage,
  globalStyle = true,
  fontFaces = true,
  children,
}: NoriThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <KitIntlProvider locale={locale} messages={messages} onMissingMessage={onMissingMessage}>
        {globalStyle && <GlobalStyle $fontFaces={fontFaces} />}
        {children}
      </KitIntlProvider>
    </ThemeProvider>
  );
}
