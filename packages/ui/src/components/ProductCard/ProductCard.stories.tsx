import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { brands, type BrandName } from '../../theme/brands';
import { baseTheme } from '../../theme/theme';
import { dishImage, longestNames, products } from './fixtures';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

/** The toolbar's brand; an app's own brand (Storybook lists those too) sizes type as the base does. */
const themeOfGlobals = (globals: Record<string, unknown>) => brands[globals.brand as BrandName] ?? baseTheme;

const [philadelphia, california, , dragonSet, tomYum] = products;

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    ...philadelphia!,
    href: '/product/philadelphia',
    onAdd: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onFavoriteChange: fn(),
  },
  // One card is shown at 240 px unless a story sets `cardWidth` (null: the story lays out its own).
  decorators: [
    (Story, { parameters }) =>
      parameters.cardWidth === null ? (
        <Story />
      ) : (
        <div style={{ width: parameters.cardWidth ?? 240 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];

/** The element a pointer at the middle of `element` would really hit (not the card's link overlay). */
const hitAt = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
};

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Philadelphia' });
    await expect(canvas.getByRole('link', { name: 'Philadelphia' })).toHaveAttribute('href', '/product/philadelphia');
    await expect(canvas.getByRole('article', { name: 'Philadelphia' })).toContainElement(heading);

    const image = canvas.getByRole('article').querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '600');
    await expect(image.getBoundingClientRect().width).toBeCloseTo(image.getBoundingClientRect().height, 0);
    await expect(canvas.getByText(labels['productCard.grams'].replace('{value}', '260'))).toBeVisible();

    // The name is in the button's accessible name, so twenty "Add to cart" buttons are told apart.
    const add = canvas.getByRole('button', { name: `${labels['productCard.addToCart']}: Philadelphia` });
    await expect(add.contains(hitAt(add))).toBe(true);
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** In the cart: the stepper replaces the add button and reports each change. */
export const InCart: Story = {
  args: { quantity: 2 },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    await expect(canvas.queryByRole('button', { name: new RegExp(labels['productCard.addToCart']) })).toBeNull();
    const stepper = canvas.getByRole('group', { name: `${labels['quantityStepper.value']}: Philadelphia` });
    await expect(stepper).toHaveTextContent('2');
    const increase = canvas.getByRole('button', { name: labels['quantityStepper.increase'] });
    await expect(increase.contains(hitAt(increase))).toBe(true);
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: labels['quantityStepper.decrease'] }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
  },
};

function CartFlow(args: ComponentProps<typeof ProductCard>) {
  const [quantity, setQuantity] = useState(0);
  return (
    <ProductCard
      {...args}
      quantity={quantity}
      onAdd={() => {
        args.onAdd?.();
        setQuantity(1);
      }}
      onQuantityChange={setQuantity}
      onRemove={() => {
        args.onRemove?.();
        setQuantity(0);
      }}
    />
  );
}

/** Add, then remove: focus follows the control that replaces the one pressed. */
export const AddAndRemove: Story = {
  render: CartFlow,
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(labels['productCard.addToCart']) }));
    const increase = await canvas.findByRole('button', { name: labels['quantityStepper.increase'] });
    await waitFor(() => expect(increase).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: labels['quantityStepper.decrease'] }));
    await userEvent.click(canvas.getByRole('button', { name: labels['quantityStepper.remove'] }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    const add = await canvas.findByRole('button', { name: new RegExp(labels['productCard.addToCart']) });
    await waitFor(() => expect(add).toHaveFocus());
  },
};

export const Favorite: Story = {
  render: function Render(args) {
    const [favorite, setFavorite] = useState(false);
    return (
      <ProductCard
        {...args}
        favorite={favorite}
        onFavoriteChange={(next) => {
          args.onFavoriteChange?.(next);
          setFavorite(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const toggle = canvas.getByRole('button', { name: `${labels['productCard.favorite']}: Philadelphia` });
    const heart = toggle.querySelector('svg')!;
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(getComputedStyle(heart).fill).toBe('none');
    await expect(toggle.contains(hitAt(toggle))).toBe(true);
    await userEvent.click(toggle);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Pressed fills the heart with its own colour.
    await expect(getComputedStyle(heart).fill).toBe(getComputedStyle(toggle).color);
    await userEvent.click(toggle);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithOldPrice: Story = {
  args: { ...california!, href: '/product/california' },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = labelsOf(globals);
    await expect(canvasElement.querySelector('s')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent(labels['price.old']);
    await expect(canvas.getByText(labels['badge.discount'])).toBeVisible();
  },
};

export const Badges: Story = {
  args: { tags: ['vegetarian', 'new', 'spicy', 'hit'] },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    // Shown in the kit's fixed order, whatever order the data gives.
    const badges = ['new', 'hit', 'spicy', 'vegetarian'].map((tag) =>
      canvas.getByText(labels[`badge.${tag}` as 'badge.new']),
    );
    for (const badge of badges) await expect(badge).toBeVisible();
    const tops = badges.map((badge) => badge.getBoundingClientRect());
    await expect(tops[0]!.top <= tops[1]!.top).toBe(true);
  },
};

/** A long name at the narrowest width (two columns on a 375 px phone): it wraps and nothing spills out. */
export const LongName: Story = {
  args: { ...dragonSet!, name: 'Dragon set for a family evening with friends and extra ginger-wasabi' },
  parameters: { cardWidth: 160 },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const add = canvas.getByRole('button', { name: new RegExp(labels['productCard.addToCart']) });
    const cardBox = card.getBoundingClientRect();
    await expect(add.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox.right);
    await expect(canvas.getByRole('heading', { level: 3 }).getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const Unavailable: Story = {
  args: { ...tomYum!, href: '/product/tom-yum', availability: 'unavailable' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    await expect(canvas.getByText(labels['productCard.unavailable'])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(labels['productCard.addToCart']) })).toBeNull();
  },
};

/** The app's router link renders the name's link and receives `to`. */
export const WithRouterLink: Story = {
  args: {
    linkAs: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
      <a {...rest} href={`#router${to}`} data-router-link="">
        {children}
      </a>
    ),
    headingLevel: 2,
    priority: true,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Philadelphia' });
    await expect(link).toHaveAttribute('href', '#router/product/philadelphia');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('heading', { level: 2 })).toContainElement(link);
    await expect(canvas.getByRole('article').querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

/** At 320 px with a 4:3 photo, price and action share a row. */
export const Wide: Story = {
  args: { imageRatio: '4:3', image: dishImage('roll', 20, '4:3'), oldPrice: 169 },
  parameters: { cardWidth: 320 },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = labelsOf(globals);
    const photo = canvas.getByRole('article').querySelector('img')!.getBoundingClientRect();
    await expect(photo.width / photo.height).toBeCloseTo(4 / 3, 1);
    const add = canvas
      .getByRole('button', { name: new RegExp(labels['productCard.addToCart']) })
      .getBoundingClientRect();
    const price = canvasElement.querySelector('s')!.parentElement!.getBoundingClientRect();
    await expect(add.left).toBeGreaterThanOrEqual(price.right);
    await expect(add.top).toBeLessThan(price.bottom);
  },
};

/** While the menu loads: the skeleton takes the card's frame, so nothing moves when data arrives. */
export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 240px)', gap: 16 }} aria-busy="true">
      <ProductCardSkeleton />
      <ProductCard {...args} />
    </div>
  ),
  parameters: { cardWidth: null },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-skeleton-card]')!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const card = canvasElement.querySelector('article')!;
    const photo = (root: Element) => root.children[1]!.getBoundingClientRect();
    await expect(photo(skeleton).height).toBe(photo(card).height);
    await expect(photo(skeleton).top).toBeCloseTo(photo(card).top, -1);
  },
};

/** Eight cards in a responsive grid: at least 160 px each, two columns on a 375 px phone. */
export const Grid: Story = {
  parameters: { layout: 'fullscreen', cardWidth: null },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 12,
        maxWidth: 1040,
        margin: 0,
        padding: 16,
        listStyle: 'none',
      }}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            {...product}
            onAdd={args.onAdd}
            onQuantityChange={args.onQuantityChange}
            onRemove={args.onRemove}
            onFavoriteChange={args.onFavoriteChange}
            href={`/product/${product.id}`}
            priority={index < 2}
            quantity={index === 1 ? 2 : 0}
            favorite={index === 2}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(8);
    const boxes = cards.map((card) => card.getBoundingClientRect());
    for (const [index, box] of boxes.entries()) {
      await expect(box.width).toBeGreaterThanOrEqual(160);
      await expect(cards[index]!.scrollWidth).toBeLessThanOrEqual(cards[index]!.clientWidth);
    }
    // Cards in a row share one height, so their prices line up.
    const firstRow = boxes.filter((box) => box.top === boxes[0]!.top);
    await expect(firstRow.length).toBeGreaterThanOrEqual(canvasElement.clientWidth >= 375 ? 2 : 1);
    for (const box of firstRow) await expect(box.height).toBe(firstRow[0]!.height);
  },
};

/** A 375 px phone: two columns. */
export const GridOnPhone: Story = {
  ...Grid,
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    const firstRow = boxes.filter((box) => box.top === boxes[0]!.top);
    await expect(firstRow).toHaveLength(2);
    for (const box of boxes) await expect(box.width).toBeLessThanOrEqual(320);
  },
};

/**
 * A page section as the shop writes one: heading rules that reach every heading inside it, as the
 * category page's `section h2 { font-size: … }` reached its cards' names. The cards must not follow them.
 */
const PageSection = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }

  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  h4 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A theme length (`1rem`, `16px`) as the browser computes it (`16px`). */
const computedLength = (length: string) =>
  `${parseFloat(length) * (length.endsWith('rem') ? parseFloat(getComputedStyle(document.documentElement).fontSize) : 1)}px`;

const typographyOf = (element: Element) => {
  const style = getComputedStyle(element);
  const { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, textTransform, marginBottom } = style;
  return { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, textTransform, marginBottom };
};

const levels = [2, 3, 4, 5, 6] as const;

/**
 * The name looks the same at every heading level a page's outline gives it (h2 on a category page, h3
 * under a section's h2), inside a page whose own rules style its h2, h3 and h4.
 */
export const HeadingLevels: Story = {
  parameters: { cardWidth: null },
  render: (args) => (
    <PageSection style={{ display: 'grid', gap: 16, width: 240 }}>
      {levels.map((level, index) => {
        const product = products[index]!;
        return <ProductCard key={level} {...args} {...product} href={`/product/${product.id}`} headingLevel={level} />;
      })}
    </PageSection>
  ),
  play: async ({ canvas, globals }) => {
    const theme = themeOfGlobals(globals);
    const looks = levels.map((level) => typographyOf(canvas.getByRole('heading', { level })));
    // The theme's size for a card's name, at every level (a page's `h2` rule made it 24 px).
    await expect(looks.map((look) => look.fontSize)).toEqual(levels.map(() => computedLength(theme.font.size.md)));
    await expect(looks.map((look) => look.fontWeight)).toEqual(levels.map(() => String(theme.font.weight.bold)));
    for (const look of looks) await expect(look).toEqual(looks[1]);
  },
};

const PhoneGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
`;

/** The first text node inside `element`: the name, inside the heading's link. */
const textIn = (element: Element) => document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text;

/**
 * The longest real names of the four languages on a phone `width` px wide, two columns with the shop's
 * padding and gap, at h2 inside a page's heading rules as on a category page.
 */
const longNamesOn = (width: number): Story => ({
  parameters: { layout: 'fullscreen', cardWidth: null },
  args: { imageRatio: '4:3', image: dishImage('roll', 20, '4:3') },
  render: (args) => (
    <PageSection>
      <PhoneGrid style={{ width }}>
        {Object.entries(longestNames).flatMap(([locale, names]) =>
          names.map((name) => (
            <li key={name} lang={locale}>
              <ProductCard {...args} name={name} headingLevel={2} />
            </li>
          )),
        )}
      </PhoneGrid>
    </PageSection>
  ),
  play: async ({ canvas, globals }) => {
    const theme = themeOfGlobals(globals);
    const titles = canvas.getAllByRole('heading', { level: 2 });
    await expect(titles).toHaveLength(Object.values(longestNames).flat().length);
    // Measured in the brand's web font (the first of the stack), not in the fallback shown while it loads.
    const style = getComputedStyle(titles[0]!);
    const webFont = style.fontFamily.split(',')[0]!;
    await document.fonts.load(
      `${style.fontWeight} ${style.fontSize} ${webFont}`,
      titles.map((title) => title.textContent).join(' '),
    );
    // Readable: never below the theme's smallest text, never above a card name's size.
    await expect(parseFloat(style.fontSize)).toBeGreaterThanOrEqual(parseFloat(computedLength(theme.font.size.xs)));
    await expect(parseFloat(style.fontSize)).toBeLessThanOrEqual(parseFloat(computedLength(theme.font.size.md)));

    // Each word (a hard hyphen may end a line: "Alcohol-" / "free") lies on one line, inside its card.
    const cut: string[] = [];
    const spilled: string[] = [];
    for (const title of titles) {
      const card = title.closest('article')!;
      await expect(card.getBoundingClientRect().width).toBeLessThan(width / 2);
      const text = textIn(title);
      const right = title.getBoundingClientRect().right;
      for (const { 0: word, index } of text.data.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + word.length);
        const rects = [...range.getClientRects()];
        if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) cut.push(word);
        if (Math.max(...rects.map((rect) => rect.right)) > right + 0.5) spilled.push(word);
      }
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
    await expect(cut).toEqual([]);
    await expect(spilled).toEqual([]);
  },
});

/**
 * A 375 px phone: the longest names wrap between words, none is cut in two ("Філадельфі / я") and none
 * spills out of its card.
 */
export const LongNamesOnPhone: Story = longNamesOn(375);

/** The narrowest phone (320 px, WCAG's reflow width): the name shrinks with the card so its words still fit. */
export const LongNamesOnSmallPhone: Story = longNamesOn(320);
