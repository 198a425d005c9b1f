import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: 'bag',
    title: 'Your cart is empty',
    description: 'Add rolls, sets or a soup from the menu and they will appear here.',
    action: (
      <ButtonLink href="#menu" variant="secondary" icon="menu">
        Go to the menu
      </ButtonLink>
    ),
  },
  argTypes: {
    icon: { control: 'text' },
    title: { control: 'text' },
    description: { control: 'text' },
    action: { control: false },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart drawer's empty state: a heading, a line and a link to the menu, reached with Tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByText(/Add rolls/)).toBeVisible();
    // The icon is decoration: nothing but the heading, the line and the link reach assistive technology.
    await expect(canvas.getByRole('heading').parentElement!.querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to the menu' })).toHaveFocus();
  },
};

/** Inside the cart drawer, whose title is the `h2`: the heading is an `h3`. */
export const InDrawer: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your cart is empty' })).toBeVisible();
  },
};

/** The account's favourites page: a dashed area with a heart, and the menu as the way forward. */
export const NoFavourites: Story = {
  args: {
    variant: 'outlined',
    icon: 'heart',
    title: 'No favourites yet',
    description: 'Tap the heart on a dish to keep it here for next time.',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'No favourites yet' });
    const box = heading.parentElement!;
    await expect(box).toHaveAttribute('data-variant', 'outlined');
    await expect(getComputedStyle(box).borderTopStyle).toBe('dashed');
  },
};

const reorder = fn();

/** The account's orders page: an action button instead of a link, pressed with Enter and Space. */
export const NoOrders: Story = {
  args: {
    variant: 'outlined',
    icon: 'bag',
    title: 'No orders yet',
    description: 'Your orders will be listed here with their status and receipt.',
    action: (
      <Button icon="menu" onClick={reorder}>
        Order now
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    reorder.mockClear();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Order now' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(reorder).toHaveBeenCalledTimes(2);
  },
};

const dishes = ['Philadelphia roll', 'Dragon roll', 'California roll', 'Miso soup'];

/**
 * No search results: the app passes `role="status"`, so the change is announced while the person types,
 * and a button clears the query (focus returns to the field).
 */
export const NoSearchResults: Story = {
  args: { icon: 'search', title: '', description: 'Check the spelling or try a shorter word.', action: undefined },
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const found = dishes.filter((dish) => dish.toLowerCase().includes(query.trim().toLowerCase()));
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <label htmlFor="dish-search">Search the menu</label>
        <input id="dish-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <div role="status">
          {found.length > 0 ? (
            <ul>
              {found.map((dish) => (
                <li key={dish}>{dish}</li>
              ))}
            </ul>
          ) : (
            <EmptyState
              {...args}
              title={`Nothing found for “${query}”`}
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setQuery('');
                    document.getElementById('dish-search')?.focus();
                  }}
                >
                  Clear the search
                </Button>
              }
            />
          )}
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search the menu' });
    await userEvent.click(field);
    await userEvent.keyboard('tempura');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Nothing found for “tempura”');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear the search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(dishes.length);
  },
};

/** An empty column of the back office's orders board: small, no action, the column's title above it. */
export const BoardColumn: Story = {
  args: {
    size: 'sm',
    icon: 'clock',
    title: 'No new orders',
    headingLevel: 3,
    description: 'New orders appear here as they come in.',
    action: undefined,
  },
  render: (args) => (
    <section aria-labelledby="column-new" style={{ width: 260, display: 'grid', gap: 8 }}>
      <h2 id="column-new" style={{ margin: 0, fontSize: 16 }}>
        New · 0
      </h2>
      <EmptyState {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByRole('region', { name: 'New · 0' });
    const heading = canvas.getByRole('heading', { level: 3, name: 'No new orders' });
    await expect(column).toContainElement(heading);
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Only a title: no icon, line or action. */
export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'Nothing to show' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Nothing to show' });
    await expect(heading.parentElement!.children).toHaveLength(1);
  },
};

/** Romanian and Russian texts on a phone: long words wrap, two actions wrap under each other. */
export const LongText: Story = {
  args: {
    variant: 'outlined',
    icon: 'heart',
    title: 'Încă nu aveți preparate preferate în contul dumneavoastră',
    description:
      'Нажмите на сердечко у блюда, чтобы сохранить его здесь. Достопримечательности-Кишинёва-круглосуточно.',
    action: (
      <>
        <ButtonLink href="#menu" icon="menu">
          Deschide meniul
        </ButtonLink>
        <ButtonLink href="#promotions" variant="secondary">
          Вернуться к акциям
        </ButtonLink>
      </>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('heading').parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Deschide meniul' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Вернуться к акциям' })).toHaveFocus();
  },
};
