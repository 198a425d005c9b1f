/*
 * Reports (`/reports`, owners and managers): the chosen days' totals, orders and revenue per day as a chart
 * and a table, the dishes sold most, and the same figures as a CSV file for Excel. The story's clock stands
 * on Thursday 15 January 2026, so "the last 7 days" are 9–15 January.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { adminLocale, adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { apiMessage } from './fixtures/apiMessages';
import { RESTAURANT_IDS, RESTAURANTS } from './fixtures/menu';
import { reportHandlers, reportOf } from './fixtures/reports';

const meta = {
  title: 'Back office/Reports',
  tags: ['!autodocs'],
  ...adminMeta({ path: '/reports', role: 'manager' }, { reports: reportHandlers }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const MANAGER_RESTAURANTS = [RESTAURANT_IDS.centru, RESTAURANT_IDS.botanica];
/** Testing Library compares text with runs of white space (the locales' no-break spaces too) as one space. */
const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Waits for the screen and its report. */
async function openReports(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.reports.title') }, ADMIN_TIMEOUT),
  ).toBeVisible();
  await canvas.findByRole('table', { name: say(context, 'admin.reports.days.caption') }, ADMIN_TIMEOUT);
  return canvas;
}

const stat = (context: StoryContext, id: string) =>
  within(context.canvasElement).getByRole('group', { name: say(context, id) });

/**
 * A manager of two restaurants opens the week: the totals, the chart (reached by Tab, read day by day with
 * the arrow keys), every day in the table with the total, the dishes sold most; then the last 30 days.
 */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openReports(context);
    const week = reportOf('2026-01-09', '2026-01-15', MANAGER_RESTAURANTS, 'ro');
    await waitFor(() => expect(stat(context, 'admin.reports.orders')).toHaveTextContent(String(week.totals.orders)));
    await expect(canvas.getByRole('button', { name: say(context, 'admin.reports.preset.last7') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const chart = canvas.getByRole('application', { name: say(context, 'admin.reports.chart.title') });
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    const tooltip = context.canvasElement.querySelector('[data-chart] [role="status"]')!;
    await waitFor(() => expect(norm(tooltip.textContent ?? '')).toMatch(/ian/));

    const days = canvas.getByRole('table', { name: say(context, 'admin.reports.days.caption') });
    // A header row, the seven days and the total.
    await expect(within(days).getAllByRole('row')).toHaveLength(9);
    await expect(within(days).getByRole('rowheader', { name: say(context, 'admin.reports.total') })).toBeVisible();
    const top = canvas.getByRole('table', { name: say(context, 'admin.reports.top.caption') });
    await expect(within(top).getByRole('rowheader', { name: week.top_dishes[0]!.name })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.reports.preset.last30') }));
    await waitFor(() => expect(within(days).getAllByRole('row')).toHaveLength(32));
    const month = reportOf('2025-12-17', '2026-01-15', MANAGER_RESTAURANTS, 'ro');
    await expect(stat(context, 'admin.reports.orders')).toHaveTextContent(
      norm(new Intl.NumberFormat('ro').format(month.totals.orders)),
    );
  },
};

/**
 * One restaurant, then "Download CSV": a UTF-8 file with a byte-order mark (Excel then shows ă, ș and
 * Cyrillic letters rightly), `;` between fields, named after the days and the restaurant.
 */
export const DownloadCsv: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = await openReports(context);
    const locale = adminLocale(context);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: say(context, 'admin.reports.restaurant') }),
      RESTAURANTS[1]!.name[locale],
    );
    const one = reportOf('2026-01-09', '2026-01-15', [RESTAURANT_IDS.botanica], 'ru');
    await waitFor(() => expect(stat(context, 'admin.reports.orders')).toHaveTextContent(String(one.totals.orders)));

    const created = spyOn(URL, 'createObjectURL');
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.reports.download') }));
      await expect(saved).toEqual([`nori-report-2026-01-09_2026-01-15-restaurant-${RESTAURANT_IDS.botanica}.csv`]);
      const bytes = new Uint8Array(await (created.mock.calls[0]![0] as Blob).arrayBuffer());
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes).split('\r\n');
      await expect(lines[0]).toBe(
        ['day', 'orders', 'revenueMdl', 'averageBasketMdl', 'cancelled']
          .map((key) => say(context, `admin.reports.${key}`))
          .join(';'),
      );
      const n = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2).replace('.', ','));
      const { orders, revenue, average_basket: average, cancelled } = one.totals;
      await expect(lines).toContain(
        [say(context, 'admin.reports.total'), n(orders), n(revenue), n(average), n(cancelled)].join(';'),
      );
      await expect(lines.some((line) => line.startsWith(one.top_dishes[0]!.name))).toBe(true);
    } finally {
      click.mockRestore();
      created.mockRestore();
    }
  },
};

/** A range over a year: the API's words beside the range field, and no report of other dates. */
export const RangeTooLong: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    const canvas = await openReports(context);
    const field = canvas.getByRole('textbox', { name: say(context, 'admin.reports.range') });
    await userEvent.clear(field);
    await userEvent.type(field, '01.01.24 - 15.01.26');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText(apiMessage('staff.reports.range', 'uk'))).toBeVisible(), ADMIN_TIMEOUT);
    await expect(canvas.queryByRole('table', { name: say(context, 'admin.reports.days.caption') })).toBeNull();
    // No figures of the week before stand under the refused dates.
    await expect(canvas.queryByRole('group', { name: say(context, 'admin.reports.orders') })).toBeNull();
  },
};

/** An operator reaching the address: reports are for owners and managers, said in words. */
export const Operator: Story = {
  globals: { locale: 'ro' },
  parameters: { admin: { path: '/reports', role: 'operator' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: say(context, 'admin.reports.forbidden') }, ADMIN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: say(context, 'admin.reports.nav') })).toBeNull();
  },
};

/** On a phone: the figures in one column, the chart as wide as the screen, nothing wider than the page. */
export const Phone: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = await openReports(context);
    await expect(canvas.getByRole('application', { name: say(context, 'admin.reports.chart.title') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
