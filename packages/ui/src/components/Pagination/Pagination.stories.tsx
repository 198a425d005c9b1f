import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { kitLocales, type KitLocale } from '../../intl/catalog';
import { KitIntlProvider } from '../../intl/KitIntl';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { Pagination, type PaginationProps } from './Pagination';

const href = (page: number) => (page > 1 ? `?page=${page}` : '?');

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, getHref: href },
  argTypes: { getHref: { control: false }, onPageChange: { control: false }, linkAs: { control: false } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];
const pageName = (globals: Record<string, unknown>, page: number) =>
  labelsOf(globals)['pagination.page'].replace('{page}', String(page));

/** The pages as links (`getHref`): the server-rendered shop pages without JavaScript. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = labelsOf(globals);
    const nav = canvas.getByRole('navigation', { name: t['pagination.label'] });
    const links = within(nav).getAllByRole('link');
    // Previous, 1, …, 4, 5, 6, …, 10, next: the gaps are hidden from screen readers.
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '?page=4',
      '?',
      '?page=4',
      '?page=5',
      '?page=6',
      '?page=10',
      '?page=6',
    ]);
    await expect(nav.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(2);
    const current = canvas.getByRole('link', { name: pageName(globals, 5) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: t['pagination.previous'] })).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: t['pagination.next'] })).toHaveAttribute('rel', 'next');
    await expect(nav).toHaveTextContent(t['pagination.pageOf'].replace('{page}', '5').replace('{count}', '10'));
    // Tab walks the links in reading order, each with a visible focus ring and a 44 px target.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await expect(getComputedStyle(links[1]!).outlineStyle).toBe('solid');
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** On the first page there is no page before: the link is left out, not shown dead. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, globals }) => {
    const t = labelsOf(globals);
    await expect(canvas.queryByRole('link', { name: t['pagination.previous'] })).toBeNull();
    await expect(canvas.getByRole('link', { name: pageName(globals, 1) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t['pagination.next'] })).toHaveAttribute('href', '?page=2');
  },
};

/** On the last page there is no page after. */
export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas, globals }) => {
    const t = labelsOf(globals);
    await expect(canvas.queryByRole('link', { name: t['pagination.next'] })).toBeNull();
    await expect(canvas.getByRole('link', { name: pageName(globals, 10) })).toHaveAttribute('aria-current', 'page');
  },
};

/** One page: nothing to page, nothing rendered. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

function ButtonsDemo(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

/**
 * Without `getHref` the pages are buttons calling `onPageChange` (a back-office list loaded in the
 * browser). The buttons before and after stay at the edges, `aria-disabled`, so focus is never lost.
 */
export const Buttons: Story = {
  args: { page: 2, pageCount: 4, getHref: undefined, onPageChange: fn() },
  render: (args) => <ButtonsDemo {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = labelsOf(globals);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    const previous = canvas.getByRole('button', { name: t['pagination.previous'] });
    const next = canvas.getByRole('button', { name: t['pagination.next'] });
    // Keyboard: Tab to "next", Enter and Space turn the page; focus stays on the button.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: pageName(globals, 3) })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // At the last page "next" does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await expect(previous).not.toHaveAttribute('aria-disabled');
    // A numbered page by the keyboard.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: pageName(globals, 3) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // The current page's button does not call again.
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** The app's own words for the links ("Newer orders", "Older orders") and the landmark's name. */
export const CustomLabels: Story = {
  args: {
    page: 2,
    pageCount: 3,
    'aria-label': 'Pages of the order history',
    previousLabel: 'Newer orders',
    nextLabel: 'Older orders',
    showSummary: false,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages of the order history' });
    await expect(within(nav).getByRole('link', { name: 'Newer orders' })).toHaveAttribute('href', '?');
    await expect(within(nav).getByRole('link', { name: 'Older orders' })).toHaveAttribute('href', '?page=3');
    await expect(nav.querySelector('p')).toBeNull();
  },
};

/** The kit's labels in every language, on a 375 px phone: the row wraps, the page never scrolls sideways. */
export const Languages: Story = {
  args: { page: 48, pageCount: 120, siblings: 1 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {kitLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <div lang={locale}>
            <Pagination {...args} aria-label={`${kitCatalogs[locale]['pagination.label']} (${locale})`} />
          </div>
        </KitIntlProvider>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    for (const locale of kitLocales) {
      const t = kitCatalogs[locale];
      const nav = canvas.getByRole('navigation', { name: `${t['pagination.label']} (${locale})` });
      await expect(within(nav).getByRole('link', { name: t['pagination.previous'] })).toBeVisible();
      await expect(within(nav).getByRole('link', { name: t['pagination.next'] })).toBeVisible();
      await expect(nav).toHaveTextContent(t['pagination.pageOf'].replace('{page}', '48').replace('{count}', '120'));
      await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
