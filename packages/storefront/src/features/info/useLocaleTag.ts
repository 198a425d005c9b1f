import { useLocale } from '../../shared/LocaleContext';
import { LOCALE_INFO } from '../../i18n/locales';

/** The page's BCP 47 tag (ro-MD, ru-RU, en-US, uk-UA) for Intl formatting. */
export const useLocaleTag = () => LOCALE_INFO[useLocale()].tag;
