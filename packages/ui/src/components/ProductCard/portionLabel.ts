import type { KitMessageId } from '../../intl/catalog';
import type { ProductWeight } from './ProductCard.types';

const labels: Record<ProductWeight['unit'], KitMessageId> = {
  g: 'productCard.grams',
  pcs: 'productCard.pieces',
  ml: 'productCard.milliliters',
};

// One formatter per locale: a menu page renders dozens of cards, also on the server.
const formats = new Map<string, Intl.NumberFormat>();

/** "1,240 g", "8 buc.", "400 мл": the portion in the kit's locale. */
export function portionLabel(
  weight: ProductWeight,
  localeTag: string,
  t: (id: KitMessageId, values: Record<string, string>) => string,
): string {
  let format = formats.get(localeTag);
  if (!format) {
    format = new Intl.NumberFormat(localeTag);
    formats.set(localeTag, format);
  }
  return t(labels[weight.unit], { value: format.format(weight.value) });
}
