// The charts' own words, apart from the kit's catalogs (packages/ui/src/intl): those load whole with every
// page of the shop, and no shop page draws a chart. They come with @nori/ui/charts, in the kit's locale.
import type { KitLocale } from '../intl/catalog';

export interface ChartMessages {
  /** After the chart's description: how to read it by keyboard (recharts' accessibility layer). */
  keyboardHint: string;
}

export const chartMessages: Record<KitLocale, ChartMessages> = {
  ro: {
    keyboardHint: 'Focalizați graficul și folosiți săgețile stânga și dreapta pentru a citi cifrele fiecărei perioade.',
  },
  ru: {
    keyboardHint:
      'Переведите фокус на график и используйте стрелки влево и вправо, чтобы прочитать данные за каждый период.',
  },
  en: {
    keyboardHint: "Focus the chart and use the left and right arrow keys to read each period's figures.",
  },
  uk: {
    keyboardHint:
      'Наведіть фокус на графік і використовуйте стрілки вліво та вправо, щоб прочитати дані за кожен період.',
  },
};
