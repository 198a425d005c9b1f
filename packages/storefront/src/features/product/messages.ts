import { defineMessage, defineMessages } from 'react-intl';

export const productMessages = defineMessages({
  modifiers: {
    id: 'product.modifiers.title',
    defaultMessage: 'Add to your order',
    description: 'Product page: heading over the modifiers (extra sauces, ginger, chopsticks)',
  },
  quantity: {
    id: 'product.quantity.label',
    defaultMessage: 'Quantity',
    description: 'Product page: quantity stepper name',
  },
  unavailable: {
    id: 'product.unavailable',
    defaultMessage: 'Not available right now',
    description: 'Product page: instead of the add button when the product is not sold today',
  },
  addFavorite: {
    id: 'product.favorite.add',
    defaultMessage: 'Add to favourites',
    description: 'Product page: favourite button',
  },
  removeFavorite: {
    id: 'product.favorite.remove',
    defaultMessage: 'Remove from favourites',
    description: 'Product page: favourite button when the product is a favourite',
  },
  related: {
    id: 'product.related.title',
    defaultMessage: 'You may also like',
    description: 'Product page: related products heading',
  },
  breadcrumb: {
    id: 'product.breadcrumb.label',
    defaultMessage: 'Breadcrumb',
    description: 'aria-label of the breadcrumb nav',
  },
  menu: { id: 'product.breadcrumb.menu', defaultMessage: 'Menu', description: 'Breadcrumb: the menu page' },
});

export const modifierQuantity = defineMessage<{ name: string }>({
  id: 'product.modifiers.quantity',
  defaultMessage: 'Quantity: {name}',
  description: 'Accessible name of a modifier’s quantity stepper',
});

export const addedToCart = defineMessage<{ count: number }>({
  id: 'product.added',
  defaultMessage: 'Added to cart. {count, plural, one {# portion} other {# portions}} of this dish in the cart.',
  description: 'Product page: status after adding; count = all portions of this product in the cart',
});

export const addWithTotal = defineMessage<{ total: string }>({
  id: 'product.addToCartTotal',
  defaultMessage: 'Add to cart · {total}',
  description: 'Product page: add button with the portion total, e.g. "Add to cart · 298 MDL"',
});

export const weightMessages = {
  g: defineMessage<{ value: string }>({
    id: 'product.weight.grams',
    defaultMessage: '{value} g',
    description: 'Portion weight in grams',
  }),
  pcs: defineMessage<{ value: string }>({
    id: 'product.weight.pieces',
    defaultMessage: '{value} pcs',
    description: 'Portion in pieces',
  }),
  ml: defineMessage<{ value: string }>({
    id: 'product.weight.milliliters',
    defaultMessage: '{value} ml',
    description: 'Portion volume in millilitres',
  }),
};

export const factsMessages = defineMessages({
  allergens: {
    id: 'product.allergens.title',
    defaultMessage: 'Allergens',
    description: 'Product page: heading over the list of the dish’s allergens (EU 1169/2011)',
  },
  noAllergens: {
    id: 'product.allergens.none',
    defaultMessage: 'The restaurant lists no allergens for this dish. If you have an allergy, ask us before ordering.',
    description:
      'Product page, under Allergens when none are listed: says only what is known (not "allergen-free": traces are possible)',
  },
  energy: { id: 'product.nutrition.energy', defaultMessage: 'Energy', description: 'Nutrition table: energy row' },
  fat: { id: 'product.nutrition.fat', defaultMessage: 'Fat', description: 'Nutrition table: fat row' },
  carbohydrates: {
    id: 'product.nutrition.carbohydrates',
    defaultMessage: 'Carbohydrates',
    description: 'Nutrition table: carbohydrate row',
  },
  protein: { id: 'product.nutrition.protein', defaultMessage: 'Protein', description: 'Nutrition table: protein row' },
});

export const nutritionTitle = defineMessage<{ unit: string }>({
  id: 'product.nutrition.title',
  defaultMessage: '{unit, select, ml {Nutrition per 100 ml} other {Nutrition per 100 g}}',
  description: 'Product page: heading over the nutrition table; unit = ml for drinks and soups, else g',
});

export const energyValue = defineMessage<{ kj: string; kcal: string }>({
  id: 'product.nutrition.energyValue',
  defaultMessage: '{kj} kJ / {kcal} kcal',
  description: 'Nutrition table: energy in kilojoules and kilocalories, numbers already formatted',
});

export const gramsValue = defineMessage<{ value: string }>({
  id: 'product.nutrition.grams',
  defaultMessage: '{value} g',
  description: 'Nutrition table: an amount in grams (per 100 g), the number already formatted',
});
