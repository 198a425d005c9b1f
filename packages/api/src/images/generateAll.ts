// Renders every product image variant ahead of time (run by `npm run build`): the server would render
// each on first request otherwise.
import { CATEGORIES, PRODUCTS } from '../db/seed/catalog';
import { generatedImagesDir } from '../paths';
import { productImage } from './render';
import { IMAGE_WIDTHS } from './sizes';

const started = Date.now();
let count = 0;
for (const product of PRODUCTS) {
  const category = CATEGORIES.find((c) => c.slug === product.category);
  if (!category) throw new Error(`unknown category ${product.category}`);
  for (const width of IMAGE_WIDTHS) {
    await productImage(generatedImagesDir, product.slug, category.illustration, width);
    count += 1;
  }
}
console.log(`rendered ${count} product images into ${generatedImagesDir} in ${Date.now() - started} ms`);
