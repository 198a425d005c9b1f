import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeTags, type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import {
  computedColor,
  describedByIds,
  expectFocusRing,
  expectTouchTarget,
  pressArrow,
  themeOf,
} from '../Checkbox/choiceStories';
import { Rating } from './Rating';
import { RatingDisplay } from './RatingDisplay';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  subcomponents: { RatingDisplay },
  args: { label: 'Your rating', onValueChange: fn() },
  argTypes: { label: { control: 'text' }, description: { control: 'text' }, error: { control: 'text' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];
/** The kit's name of star `value` of `max` in the story's locale. */
const starName = (globals: Record<string, unknown>, value: number | string, max = 5) =>
  labelsOf(globals)['rating.star'].replace('{value}', String(value)).replace('{max}', String(max));

/**
 * Nothing chosen: five grey outlines. Tab enters at the first star without choosing it; Space chooses
 * it; the arrow keys move and choose; the pointer over a star lights the stars up to it until it
 * leaves; a tap chooses. Each star is a radio named in the kit's words ("4 of 5").
 */
export const Default: Story = {
  render: (args) => (
    <div>
      <Rating {...args} />
      <button type="button">Send</button>
    </div>
  ),
  play: async ({ canvas, args, globals }) => {
    const theme = themeOf(globals);
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    const star = (n: number) => within(group).getByRole('radio', { name: starName(globals, n) });
    const lit = () =>
      within(group)
        .getAllByRole('radio')
        .filter((radio) => getComputedStyle(radio).color === computedColor(theme.color.warning.solid)).length;
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(lit()).toBe(0);
    for (let n = 1; n <= 5; n += 1) await expectTouchTarget(star(n));

    await userEvent.tab();
    await expect(star(1)).toHaveFocus();
    await expectFocusRing(star(1), theme);
    await expect(star(1)).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(star(1)).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await pressArrow('ArrowRight');
    await pressArrow('ArrowRight');
    await expect(star(3)).toHaveFocus();
    await expect(star(3)).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(lit()).toBe(3);
    await pressArrow('ArrowLeft');
    await expect(star(2)).toBeChecked();
    // One tab stop: Tab leaves the stars.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();

    // Hover previews, leaving restores the chosen value, a click chooses.
    await userEvent.hover(star(5));
    await expect(lit()).toBe(5);
    await userEvent.unhover(group);
    await expect(lit()).toBe(2);
    await userEvent.click(star(4));
    await expect(star(4)).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(lit()).toBe(4);
  },
};

/** Controlled by the app, which shows the number beside the stars. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(0);
    return (
      <div>
        <Rating {...args} value={value} onValueChange={setValue} />
        <output>{value}</output>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('radio', { name: starName(globals, 5) }));
    await expect(canvas.getByRole('status')).toHaveTextContent('5');
    await expect(canvas.getByRole('radio', { name: starName(globals, 5) })).toBeChecked();
  },
};

/** Sent with none chosen: red outlines and the app's message, linked to the group and announced. */
export const WithError: Story = {
  args: { error: 'Choose from one to five stars', required: true },
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Choose from one to five stars');
    const error = canvas.getByText('Choose from one to five stars');
    await expect(describedByIds(group)).toContain(error.closest('[id]')!.id);
    await expect(getComputedStyle(within(group).getAllByRole('radio')[0]!).color).toBe(
      computedColor(themeOf(globals).color.danger.solid),
    );
  },
};

/** Ten stars and a chosen value (`defaultValue`): Tab enters at the chosen star. */
export const TenStars: Story = {
  args: { max: 10, defaultValue: 7, label: 'How spicy was it?' },
  play: async ({ canvas, globals }) => {
    const chosen = canvas.getByRole('radio', { name: starName(globals, 7, 10) });
    await expect(chosen).toBeChecked();
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
  },
};

/** Nothing can be chosen; Tab passes it by. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radiogroup').contains(document.activeElement)).toBe(false);
  },
};

/**
 * `RatingDisplay`: a rating to read (a review, a dish's average). One image named in words, the number
 * in the locale ("4,3" in Romanian); a fraction fills the last star in part.
 */
export const Display: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <RatingDisplay value={4} data-testid="four" />
      <RatingDisplay value={4.3} data-testid="average" />
      <RatingDisplay value={0} data-testid="none" size={16} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const number = (value: number) =>
      new Intl.NumberFormat(localeTags[globals.locale as KitLocale], { maximumFractionDigits: 1 }).format(value);
    const words = (value: number) =>
      labelsOf(globals)['rating.value'].replace('{value}', number(value)).replace('{max}', '5');
    await expect(canvas.getByRole('img', { name: words(4) })).toBe(canvas.getByTestId('four'));
    await expect(canvas.getByRole('img', { name: words(4.3) })).toBe(canvas.getByTestId('average'));
    const cells = (id: string) => [...canvas.getByTestId(id).children].map((cell) => cell.getAttribute('data-fill'));
    await expect(cells('four')).toEqual(['1', '1', '1', '1', '0']);
    await expect(Number(cells('average')[4])).toBeCloseTo(0.3);
    await expect(cells('none')).toEqual(['0', '0', '0', '0', '0']);
    // Every star keeps its size, filled or not.
    for (const cell of canvas.getByTestId('none').children) await expect(cell.getBoundingClientRect().width).toBe(16);
    await expect(canvas.getByTestId('average').querySelectorAll('svg')).toHaveLength(10);
  },
};
