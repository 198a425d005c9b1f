import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { localeTags, type KitLocale } from '../intl/catalog';
import { chartMessages } from './chartMessages';
import { TrendChart } from './TrendChart';

type Day = { date: string; orders: number; revenue: number };

/** `count` days up to 20 November 2026, with figures that rise at the weekend. */
function daysOf(count: number): Day[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 20 - (count - 1) + index));
    const weekend = [0, 5, 6].includes(date.getUTCDay());
    const orders = (weekend ? 30 : 18) + ((index * 7) % 9);
    return { date: date.toISOString().slice(0, 10), orders, revenue: orders * (260 + ((index * 13) % 40)) };
  });
}

const tagOf = (globals: Record<string, unknown>) => localeTags[globals.locale as KitLocale];
const shortDate = (tag: string) => (iso: string) =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
/** Testing Library compares text with runs of white space (the locales' no-break spaces too) as one space. */
const norm = (text: string) => text.replace(/\s+/g, ' ');

const meta = {
  title: 'Charts/TrendChart',
  component: TrendChart<Day>,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'Bars and lines over time, for the back office’s reports.',
          '',
          '**Why recharts.** It draws SVG (sharp at any zoom, printable, styled from the theme’s roles like',
          'the rest of the kit); its accessibility layer makes the plot one Tab stop whose tooltip the arrow keys',
          'move from period to period; and it is the most used React chart library, so its behaviour and its',
          'fixes are well trodden.',
          '',
          '**Loaded only where used.** The chart lives behind its own entry, `@nori/ui/charts`, never the',
          'main `@nori/ui`: recharts (with its d3 parts) cannot reach the shop’s bundles, and the back office',
          'imports it only from its reports screen, a lazily loaded route, so its main chunk does not carry it.',
          '',
          'A chart is never the only way to the figures: put a table of the same numbers beside it.',
        ].join('\n'),
      },
    },
  },
  args: {
    data: daysOf(14),
    xKey: 'date',
    xLabel: 'Day',
    title: 'Orders and revenue per day',
    description: '7 to 20 November 2026',
    series: [
      { key: 'orders', label: 'Orders' },
      { key: 'revenue', label: 'Revenue', kind: 'line', axis: 'end', format: { style: 'currency', currency: 'MDL' } },
    ],
  },
  render: (args, { globals }) => (
    <div style={{ width: 'min(720px, 100%)' }}>
      <TrendChart {...args} formatX={shortDate(tagOf(globals))} />
    </div>
  ),
} satisfies Meta<typeof TrendChart<Day>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Orders as bars on the left axis, revenue as a line on the right; the keyboard reads each day. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const tag = tagOf(globals);
    const chart = canvas.getByRole('application', { name: 'Orders and revenue per day' });
    await expect(chart.querySelector('desc')).toHaveTextContent(
      chartMessages[globals.locale as KitLocale].keyboardHint,
    );
    // The axes say what they measure.
    for (const name of ['Day', 'Orders', 'Revenue']) {
      await expect([...chart.querySelectorAll('text')].some((t) => t.textContent === name)).toBe(true);
    }
    // One Tab reaches the plot and shows the first day; the arrow keys move the tooltip, which says the figures.
    const status = canvasElement.querySelector('[role="status"]')!;
    const [first, second] = daysOf(14) as [Day, Day];
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent(`Orders: ${first.orders}`));
    await userEvent.keyboard('{ArrowRight}');
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'MDL' }).format(second.revenue);
    await waitFor(() => expect(norm(status.textContent ?? '')).toContain(norm(`Revenue: ${money}`)));
    await expect(status).toHaveTextContent(shortDate(tag)(second.date));
    await expect(status).toHaveTextContent(`Orders: ${second.orders}`);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(status).toHaveTextContent(shortDate(tag)(first.date)));
  },
};

/** One series: bars only, one value axis. */
export const SingleSeries: Story = {
  args: { title: 'Orders per day', series: [{ key: 'orders', label: 'Orders' }] },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('application', { name: 'Orders per day' });
    await expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBe(14);
    await expect(chart.querySelector('.recharts-line')).toBeNull();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Orders']);
  },
};

/** A month on a 375 px phone: the ticks thin out, nothing overflows the page. */
export const MonthOnPhone: Story = {
  args: { data: daysOf(31), description: '21 October to 20 November 2026' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('application', { name: 'Orders and revenue per day' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBe(31));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
