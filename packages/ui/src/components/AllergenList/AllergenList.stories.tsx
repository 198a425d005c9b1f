import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { KitLocale } from '../../intl/catalog';
import { computedColor, expectNoOverflow, themeOf } from '../Checkbox/choiceStories';
import { iconSymbolId } from '../Icon/symbol';
import { AllergenList, type AllergenListItem } from './AllergenList';
import { allergenCodes, allergenIcons, type AllergenCode } from './allergens';

/** The names are the app's words; these are the storefront's, so each locale's story reads as the shop does. */
const names: Record<KitLocale, Record<AllergenCode, string>> = {
  en: {
    gluten: 'Gluten',
    crustaceans: 'Crustaceans',
    eggs: 'Eggs',
    fish: 'Fish',
    peanuts: 'Peanuts',
    soybeans: 'Soybeans',
    milk: 'Milk',
    nuts: 'Tree nuts',
    celery: 'Celery',
    mustard: 'Mustard',
    sesame: 'Sesame',
    sulphites: 'Sulphites',
    lupin: 'Lupin',
    molluscs: 'Molluscs',
  },
  ro: {
    gluten: 'Gluten',
    crustaceans: 'Crustacee',
    eggs: 'Ouă',
    fish: 'Pește',
    peanuts: 'Arahide',
    soybeans: 'Soia',
    milk: 'Lapte',
    nuts: 'Fructe cu coajă lemnoasă',
    celery: 'Țelină',
    mustard: 'Muștar',
    sesame: 'Susan',
    sulphites: 'Sulfiți',
    lupin: 'Lupin',
    molluscs: 'Moluște',
  },
  ru: {
    gluten: 'Глютен',
    crustaceans: 'Ракообразные',
    eggs: 'Яйца',
    fish: 'Рыба',
    peanuts: 'Арахис',
    soybeans: 'Соя',
    milk: 'Молоко',
    nuts: 'Орехи',
    celery: 'Сельдерей',
    mustard: 'Горчица',
    sesame: 'Кунжут',
    sulphites: 'Сульфиты',
    lupin: 'Люпин',
    molluscs: 'Моллюски',
  },
  uk: {
    gluten: 'Глютен',
    crustaceans: 'Ракоподібні',
    eggs: 'Яйця',
    fish: 'Риба',
    peanuts: 'Арахіс',
    soybeans: 'Соя',
    milk: 'Молоко',
    nuts: 'Горіхи',
    celery: 'Селера',
    mustard: 'Гірчиця',
    sesame: 'Кунжут',
    sulphites: 'Сульфіти',
    lupin: 'Люпин',
    molluscs: 'Молюски',
  },
};

const localeOf = (globals: Record<string, unknown>) => (globals.locale as KitLocale | undefined) ?? 'en';
const named = (locale: KitLocale, codes: readonly AllergenCode[]): AllergenListItem[] =>
  codes.map((code) => ({ code, label: names[locale][code] }));

/** California with crab: a crab stick (fish, wheat, egg, crab) and Japanese mayo (egg, mustard). */
const california: AllergenCode[] = ['gluten', 'crustaceans', 'eggs', 'fish', 'mustard'];

const meta = {
  title: 'Components/AllergenList',
  component: AllergenList,
  args: { allergens: [], label: 'Allergens' },
  argTypes: { allergens: { control: 'object' }, empty: { control: 'text' } },
  parameters: { layout: 'padded' },
  render: (args, { globals }) => (
    <AllergenList {...args} allergens={args.allergens.length ? args.allergens : named(localeOf(globals), california)} />
  ),
} satisfies Meta<typeof AllergenList>;

export default meta;
type Story = StoryObj<typeof meta>;

const iconOf = (item: HTMLElement) => item.querySelector('svg');

/**
 * A dish's five allergens as chips: a list named "Allergens" (a screen reader says "list, 5 items"), each
 * item the allergen's name written out beside its icon; the icons are decoration and hidden from
 * assistive technology. In the Regulation's order, as given. Nothing to focus.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Allergens' });
    await expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      california.map((code) => names[localeOf(globals)][code]),
    );
    for (const [index, item] of items.entries()) {
      await expect(within(item).getByText(names[localeOf(globals)][california[index]!])).toBeVisible();
      const icon = iconOf(item)!;
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon.querySelector('use')?.getAttribute('href')).toMatch(
        new RegExp(`#${iconSymbolId(allergenIcons[california[index]!])}$`),
      );
    }
    // Quiet chips in the text colour, not alarms: the same neutral tone for each.
    const theme = themeOf(globals);
    const chip = within(items[0]!).getByText(names[localeOf(globals)].gluten).parentElement!;
    await expect(getComputedStyle(chip).color).toBe(computedColor(theme.color.fg.default));
    await userEvent.tab();
    await expect(list.contains(document.activeElement)).toBe(false);
  },
};

/**
 * All fourteen in a 320 px column (the narrowest phone): the chips wrap onto several rows, every name
 * whole and nothing scrolling sideways; each allergen has an icon of its own.
 */
export const LongContent: Story = {
  args: { allergens: [] },
  render: (args, { globals }) => (
    <div style={{ width: 320, boxSizing: 'border-box', padding: 16 }}>
      <AllergenList {...args} allergens={named(localeOf(globals), allergenCodes)} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Allergens' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(14);
    await expectNoOverflow(list);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    const rows = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(2);
    for (const [index, item] of items.entries()) {
      // Never cut short: the name fits its chip.
      const text = within(item).getByText(names[localeOf(globals)][allergenCodes[index]!]);
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    }
    const icons = new Set(items.map((item) => iconOf(item)?.querySelector('use')?.getAttribute('href')));
    await expect(icons.size).toBe(14);
  },
};

/**
 * Named by the heading above it (`aria-labelledby`) rather than a label of its own, as the product page
 * does: the heading is what a screen reader announces on entering the list.
 */
export const WithHeading: Story = {
  args: { label: undefined },
  render: function Render(args, { globals }) {
    const id = useId();
    return (
      <section>
        <h2 id={id} style={{ margin: '0 0 8px', fontSize: 18 }}>
          Allergens
        </h2>
        <AllergenList {...args} aria-labelledby={id} allergens={named(localeOf(globals), ['fish', 'milk'])} />
      </section>
    );
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Allergens' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).not.toHaveAttribute('aria-label');
  },
};

/**
 * None listed: the app's honest line instead of an empty list (it says nothing is listed, not that the
 * dish is free of allergens). Without `empty`, nothing renders at all.
 */
export const Empty: Story = {
  args: { allergens: [], empty: 'No allergens listed. If you have an allergy, ask us before ordering.' },
  render: (args) => <AllergenList {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    const line = canvas.getByText(/^No allergens listed/);
    await expect(line).toBeVisible();
    await expect(getComputedStyle(line).color).toBe(computedColor(themeOf(globals).color.fg.muted));
  },
};

/** No `empty` and no allergens: nothing at all, so a page can leave the section out. */
export const Nothing: Story = {
  args: { allergens: [] },
  render: (args) => (
    <div data-testid="host">
      <AllergenList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('host')).toBeEmptyDOMElement();
  },
};
