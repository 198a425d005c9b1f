import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import { localeTags, type KitLocale } from '../../intl/catalog';
import { computedColor, expectNoOverflow, themeOf } from '../Checkbox/choiceStories';
import { NutritionTable, type NutritionRow } from './NutritionTable';

/** The nutrients' names and the units are the app's words; these are the storefront's. */
const words: Record<
  KitLocale,
  {
    caption: string;
    energy: string;
    fat: string;
    saturates: string;
    carbs: string;
    protein: string;
    g: string;
    kj: string;
    kcal: string;
  }
> = {
  en: {
    caption: 'Nutrition per 100 g',
    energy: 'Energy',
    fat: 'Fat',
    saturates: 'of which saturates',
    carbs: 'Carbohydrates',
    protein: 'Protein',
    g: 'g',
    kj: 'kJ',
    kcal: 'kcal',
  },
  ro: {
    caption: 'Valori nutriționale la 100 g',
    energy: 'Valoare energetică',
    fat: 'Grăsimi',
    saturates: 'din care acizi grași saturați',
    carbs: 'Glucide',
    protein: 'Proteine',
    g: 'g',
    kj: 'kJ',
    kcal: 'kcal',
  },
  ru: {
    caption: 'Пищевая ценность на 100 г',
    energy: 'Энергетическая ценность',
    fat: 'Жиры',
    saturates: 'в том числе насыщенные',
    carbs: 'Углеводы',
    protein: 'Белки',
    g: 'г',
    kj: 'кДж',
    kcal: 'ккал',
  },
  uk: {
    caption: 'Поживна цінність на 100 г',
    energy: 'Енергетична цінність',
    fat: 'Жири',
    saturates: 'з них насичені',
    carbs: 'Вуглеводи',
    protein: 'Білки',
    g: 'г',
    kj: 'кДж',
    kcal: 'ккал',
  },
};

const localeOf = (globals: Record<string, unknown>) => (globals.locale as KitLocale | undefined) ?? 'en';

/** Classic Philadelphia, per 100 g, formatted in the story's locale as the shop formats it. */
function rowsFor(locale: KitLocale, withSaturates = false): NutritionRow[] {
  const w = words[locale];
  const number = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 1 });
  const grams = (value: number) => `${number.format(value)} ${w.g}`;
  return [
    { id: 'energy', label: w.energy, value: `${number.format(690)} ${w.kj} / ${number.format(165)} ${w.kcal}` },
    { id: 'fat', label: w.fat, value: grams(6.8) },
    ...(withSaturates ? [{ id: 'saturates', label: w.saturates, value: grams(3.1), sub: true }] : []),
    { id: 'carbohydrates', label: w.carbs, value: grams(19.7) },
    { id: 'protein', label: w.protein, value: grams(5.4) },
  ];
}

const meta = {
  title: 'Components/NutritionTable',
  component: NutritionTable,
  args: { caption: '', rows: [] },
  argTypes: { caption: { control: 'text' }, rows: { control: 'object' } },
  parameters: { layout: 'padded' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 360 }}>
      <NutritionTable
        {...args}
        caption={args.caption || words[localeOf(globals)].caption}
        rows={args.rows.length ? args.rows : rowsFor(localeOf(globals))}
      />
    </div>
  ),
} satisfies Meta<typeof NutritionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A food label: the table named by its caption, one row per nutrient whose name is the row's header, so a
 * screen reader reads "Fat, 6.8 g". Amounts in the locale's digits and decimal mark (6,8 in Romanian),
 * right-aligned in tabular figures, so the units line up.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const w = words[locale];
    const table = within(canvasElement).getByRole('table', { name: w.caption });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const headers = within(table).getAllByRole('rowheader');
    await expect(headers.map((h) => h.textContent)).toEqual([w.energy, w.fat, w.carbs, w.protein]);
    await expect(within(rows[1]!).getByRole('cell')).toHaveTextContent(
      `${new Intl.NumberFormat(localeTags[locale]).format(6.8)} ${w.g}`,
    );
    await expect(within(rows[0]!).getByRole('cell')).toHaveTextContent(`${w.kj} / 165 ${w.kcal}`);
    const cell = within(rows[2]!).getByRole('cell');
    await expect(getComputedStyle(cell).textAlign).toBe('end');
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
    // The figures' right edges line up.
    const rights = within(table)
      .getAllByRole('cell')
      .map((c) => Math.round(c.getBoundingClientRect().right));
    await expect(new Set(rights).size).toBe(1);
    const theme = themeOf(globals);
    await expect(getComputedStyle(rows[1]!).borderTopColor).toBe(computedColor(theme.color.border.default));
  },
};

/** A part of the row above ("of which saturates"): indented and in the muted colour, still its own row. */
export const WithSubRows: Story = {
  render: (args, { globals }) => (
    <div style={{ maxWidth: 360 }}>
      <NutritionTable {...args} caption={words[localeOf(globals)].caption} rows={rowsFor(localeOf(globals), true)} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const w = words[localeOf(globals)];
    const table = within(canvasElement).getByRole('table', { name: w.caption });
    const fat = within(table).getByRole('rowheader', { name: w.fat });
    const saturates = within(table).getByRole('rowheader', { name: w.saturates });
    // The words start further in (the cells themselves share the column's edge).
    const textLeft = (cell: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().left;
    };
    await expect(textLeft(saturates) - textLeft(fat)).toBeGreaterThan(8);
    await expect(getComputedStyle(saturates).color).toBe(computedColor(themeOf(globals).color.fg.muted));
  },
};

/**
 * Under a heading that already says what it is: the caption is hidden from sight and still names the
 * table for screen readers.
 */
export const CaptionHidden: Story = {
  render: function Render(args, { globals }) {
    const id = useId();
    const w = words[localeOf(globals)];
    return (
      <section aria-labelledby={id} style={{ maxWidth: 360 }}>
        <h2 id={id} style={{ margin: '0 0 8px', fontSize: 18 }}>
          {w.caption}
        </h2>
        <NutritionTable {...args} caption={w.caption} captionHidden rows={rowsFor(localeOf(globals))} />
      </section>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const w = words[localeOf(globals)];
    const table = within(canvasElement).getByRole('table', { name: w.caption });
    const caption = table.querySelector('caption')!;
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // The first row sits right under the heading.
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    const firstRow = within(table).getAllByRole('row')[0]!;
    await expect(firstRow.getBoundingClientRect().top - heading.getBoundingClientRect().bottom).toBeLessThan(16);
  },
};

/**
 * A 320 px column with the longest words (Russian "Энергетическая ценность", Romanian "din care acizi grași
 * saturați"): names wrap, amounts stay whole on one line, nothing scrolls sideways.
 */
export const LongContent: Story = {
  render: (args, { globals }) => (
    <div style={{ width: 320, boxSizing: 'border-box', padding: 16 }}>
      <NutritionTable {...args} caption={words[localeOf(globals)].caption} rows={rowsFor(localeOf(globals), true)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expectNoOverflow(table);
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    for (const cell of within(table).getAllByRole('cell')) {
      const range = document.createRange();
      range.selectNodeContents(cell);
      // One line each.
      await expect(range.getClientRects().length).toBe(1);
    }
  },
};
