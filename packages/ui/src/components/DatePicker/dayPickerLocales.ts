import type { DayPickerLocale } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { ro } from 'react-day-picker/locale/ro';
import { ru } from 'react-day-picker/locale/ru';
import { uk } from 'react-day-picker/locale/uk';
import type { KitLocale } from '../../intl/catalog';

/**
 * The calendar's locale per kit locale: month and weekday names, the first day of the week
 * (Monday for ro, ru, uk; Sunday for en-US) and react-day-picker's own translated day labels.
 */
export const dayPickerLocales: Record<KitLocale, DayPickerLocale> = { ro, ru, en: enUS, uk };

/** Month names start with a capital in a caption or a button, also where the locale writes them in lower case. */
export function capitalise(text: string, localeTag: string): string {
  return text.charAt(0).toLocaleUpperCase(localeTag) + text.slice(1);
}
