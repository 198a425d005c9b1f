import type { Product } from '../../api/types';
import type { CartItem } from '../../stores/cartLines';

/** The smallest picture of the product that still looks sharp at 64 px on a 2× screen. */
export function lineImage(line: CartItem, product: Product | undefined) {
  const variants = [...(product?.image.variants ?? [])].sort((a, b) => a.width - b.width);
  const small = variants.find((v) => v.width >= 128) ?? variants.at(-1);
  if (small) return small;
  return line.image ? { url: line.image, width: 64, height: 64 } : undefined;
}

/** The line's extras with their names from the catalog (the cart keeps only ids and prices). */
export function lineExtras(line: CartItem, product: Product | undefined) {
  return line.modifiers.map((m) => ({
    id: m.id,
    name: product?.modifiers.find((pm) => pm.id === m.id)?.name ?? `#${m.id}`,
    quantity: m.quantity,
  }));
}
