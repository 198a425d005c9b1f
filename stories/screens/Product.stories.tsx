/*
 * A product: photo, description, weight, price, the modifiers with their prices, quantity, add to cart,
 * the favourite toggle, its allergens and nutrition per 100 g, and related dishes from its category.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { kilojoules } from '../../packages/core/src/catalog';
import {
  factsMessages,
  nutritionTitle,
  productMessages,
} from '../../packages/storefront/src/features/product/messages';
import { allergenMessages } from '../../packages/storefront/src/shared/allergens';
import { screenMeta } from './ScreenHarness';
import { fixtureProduct, say, SCREEN_TIMEOUT, storyLocale } from './screenTesting';

const LOCALE_TAGS = { ro: 'ro-MD', ru: 'ru-RU', en: 'en-US', uk: 'uk-UA' } as const;

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Product',
  ...screenMeta({ path: '/product/philadelphia-clasic' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectProduct(context: StoryContext) {
  const canvas = within(context.canvasElement);
  const product = fixtureProduct(context, 1);
  await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(product.name);
  await expect(canvas.getByText(product.description)).toBeVisible();
  await expect(canvas.getByRole('img', { name: product.name })).toBeVisible();
  // Every modifier is offered, with its name.
  for (const modifier of product.modifiers) {
    await expect(canvas.getAllByText(modifier.name, { exact: false }).length).toBeGreaterThan(0);
  }
  await expect(canvas.getByRole('heading', { level: 2, name: say(context, productMessages.related) })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 3, name: fixtureProduct(context, 3).name })).toBeVisible();
  await expectFacts(context, 1);
}

/**
 * The dish's allergens as a list named by its heading, each name written out (in the Regulation's order),
 * and its nutrition per 100 g (100 ml) as a table: energy in kJ and kcal, then fat, carbohydrates, protein,
 * the numbers in the locale's format.
 */
async function expectFacts(context: StoryContext, id: number) {
  const canvas = within(context.canvasElement);
  const product = fixtureProduct(context, id);
  const list = canvas.getByRole('list', { name: say(context, factsMessages.allergens) });
  await expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(product.allergens.map((code) => say(context, allergenMessages[code])));
  const nutrition = product.nutrition!;
  const title = say(context, nutritionTitle, { unit: product.weight_unit === 'ml' ? 'ml' : 'g' });
  await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const table = canvas.getByRole('table', { name: title });
  const cells = within(table)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  const number = new Intl.NumberFormat(LOCALE_TAGS[storyLocale(context)], { maximumFractionDigits: 1 });
  await expect(cells[0]).toContain(number.format(kilojoules(nutrition.energy_kcal)));
  await expect(cells[0]).toContain(number.format(nutrition.energy_kcal));
  await expect(cells.slice(1).map((cell) => cell?.replace(/\s*\D+$/, ''))).toEqual(
    [nutrition.fat, nutrition.carbohydrates, nutrition.protein].map((value) => number.format(value)),
  );
  await expect(
    within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent),
  ).toEqual(
    [factsMessages.energy, factsMessages.fat, factsMessages.carbohydrates, factsMessages.protein].map((m) =>
      say(context, m),
    ),
  );
}

export const Desktop: Story = {
  play: async (context) => {
    await expectProduct(context);
  },
};

/** A sold-out dish: the purchase panel gives way to a note. */
export const SoldOut: Story = {
  parameters: { screen: { path: '/product/ramen-cu-porc' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
      fixtureProduct(context, 59).name,
    );
    await expect(canvas.getByText(say(context, productMessages.unavailable))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await expectProduct(context);
  },
};

export const Ukrainian: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    await expectProduct(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Філадельфія класик',
    );
  },
};

/**
 * A soup: its nutrition is per 100 ml. Russian, whose long words ("Энергетическая ценность") wrap in the
 * table's first column on a phone while the amounts stay whole.
 */
export const SoupPerMillilitre: Story = {
  parameters: { screen: { path: '/product/supa-miso' } },
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
      fixtureProduct(context, 55).name,
    );
    await expectFacts(context, 55);
    await expect(canvas.getByRole('table')).toHaveAccessibleName(/100 мл/);
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
  },
};

/**
 * A dish whose restaurant listed no allergens and gave no nutrition: the page says exactly that (never
 * "allergen-free"), and shows no table rather than an empty one.
 */
export const NothingDeclared: Story = {
  parameters: { screen: { path: '/product/tom-yum-cu-crevete' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
      fixtureProduct(context, 57).name,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: say(context, factsMessages.allergens) })).toBeVisible();
    await expect(canvas.getByText(say(context, factsMessages.noAllergens))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: say(context, factsMessages.allergens) })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
