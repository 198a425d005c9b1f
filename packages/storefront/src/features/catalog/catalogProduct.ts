/**
 * What a product card needs, cut from the API's product: the menu page hands ~90 of these to the browser
 * in its hydration data, so modifiers and image variants (the product page's business) stay behind.
 */
import type { ProductCardImage, ProductTag as KitProductTag } from '@nori/ui';
import type { Allergen, CategoryWithProducts, Product, ProductTag } from '../../api';
import { kitImage, type ImageFiles } from '../../shared/images';

export interface CatalogProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: number;
  old_price: number | null;
  weight: number;
  weight_unit: Product['weight_unit'];
  tags: ProductTag[];
  is_available: boolean;
  category_slug: string;
  /** Codes only (the menu's filter hides by them); their names come with the pages that show them. */
  allergens: Allergen[];
  /** `sources` only when there are some (an uploaded photo's AVIF): a drawn picture has none. */
  image: ImageFiles;
}

export interface CatalogCategory {
  id: number;
  slug: string;
  name: string;
  products: CatalogProduct[];
}

export const PRODUCT_TAGS: readonly ProductTag[] = ['spicy', 'vegetarian', 'new', 'hit'];

const isTag = (tag: string): tag is ProductTag => (PRODUCT_TAGS as readonly string[]).includes(tag);

/** What a card shows of an image: the files, not the variants list or the alt (the card's name says it). */
export function toImageFiles({ url, srcset, width, height, sources }: Product['image']): ImageFiles {
  return { url, srcset, width, height, ...(sources.length > 0 ? { sources } : {}) };
}

export function toCatalogProduct(product: Product): CatalogProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    price: product.price,
    old_price: product.old_price,
    weight: product.weight,
    weight_unit: product.weight_unit,
    tags: product.tags.filter(isTag),
    is_available: product.is_available,
    category_slug: product.category_slug,
    allergens: product.allergens,
    image: toImageFiles(product.image),
  };
}

export function toCatalogCategory(category: CategoryWithProducts): CatalogCategory {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    products: category.products.map(toCatalogProduct),
  };
}

/** The grid's columns: 2 on a phone, 3 from 769 px, 4 from 1100 px (see ProductGrid). */
export const GRID_IMAGE_SIZES = '(min-width: 1100px) 280px, (min-width: 769px) 33vw, 50vw';

/** The card's photo: the API's file with its size, and its variants for the grid's column width. */
export function cardImage(product: CatalogProduct, sizes = GRID_IMAGE_SIZES): ProductCardImage {
  return kitImage(product.image, sizes);
}

/** The card's badges: the product's tags, and "discount" when it has an old price above the price. */
export function cardTags(product: CatalogProduct): KitProductTag[] {
  const tags: KitProductTag[] = [...product.tags];
  if (product.old_price !== null && product.old_price > product.price) tags.push('discount');
  return tags;
}
