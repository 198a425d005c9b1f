import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  computedColor,
  describedByIds,
  expectFocusRing,
  expectNoOverflow,
  pressArrow,
  themeOf,
} from '../Checkbox/choiceStories';
import { Icon } from '../Icon/Icon';
import { iconSymbolId } from '../Icon/symbol';
import { formatPrice } from '../Price/formatPrice';
import { RadioCard, type RadioCardOption } from './RadioCard';

const orderTypes: RadioCardOption[] = [
  { value: 'delivery', title: 'Delivery', icon: 'delivery' },
  { value: 'pickup', title: 'Pickup', icon: 'store' },
];

const meta = {
  title: 'Components/RadioCard',
  component: RadioCard,
  args: { label: 'How would you like to get your order?', options: orderTypes, onValueChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    options: { control: false },
  },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof RadioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The checkout's delivery or pickup, side by side on a desktop. Tab enters at the first card with the
 * focus ring, Space chooses it, arrows move and choose; the whole card is the target.
 */
export const Default: Story = {
  args: { orientation: 'horizontal' },
  render: (args) => (
    <div>
      <RadioCard {...args} />
      <button type="button">Continue</button>
    </div>
  ),
  play: async ({ canvas, args, globals }) => {
    const theme = themeOf(globals);
    const group = canvas.getByRole('radiogroup', { name: 'How would you like to get your order?' });
    const delivery = within(group).getByRole('radio', { name: 'Delivery' });
    const pickup = within(group).getByRole('radio', { name: 'Pickup' });
    // Side by side, equally wide.
    await expect(delivery.getBoundingClientRect().top).toBe(pickup.getBoundingClientRect().top);
    await expect(delivery.getBoundingClientRect().width).toBeCloseTo(pickup.getBoundingClientRect().width, 0);
    await expect(delivery.querySelector(`use[href$="#${iconSymbolId('delivery')}"]`)).not.toBeNull();

    await userEvent.tab();
    await expectFocusRing(delivery, theme);
    await userEvent.keyboard(' ');
    await expect(delivery).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('delivery');
    // Once the short transition is over: the accent border and the pale accent fill.
    await waitFor(async () => {
      await expect(getComputedStyle(delivery).borderTopColor).toBe(computedColor(theme.color.accent.solid));
      await expect(getComputedStyle(delivery).backgroundColor).toBe(computedColor(theme.color.accent.subtle));
    });

    await pressArrow('ArrowRight');
    await expect(pickup).toHaveFocus();
    await expect(pickup).toBeChecked();
    await expect(delivery).not.toBeChecked();
    await pressArrow('ArrowDown');
    await expect(delivery).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(delivery).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();

    // A click anywhere on a card chooses it.
    await userEvent.click(within(pickup).getByText('Pickup'));
    await expect(pickup).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pickup');
  },
};

/** Chosen at first (`defaultValue`); Tab enters at the chosen card. */
export const Selected: Story = {
  args: { orientation: 'horizontal', defaultValue: 'pickup' },
  play: async ({ canvas }) => {
    const pickup = canvas.getByRole('radio', { name: 'Pickup' });
    await expect(pickup).toBeChecked();
    await userEvent.tab();
    await expect(pickup).toHaveFocus();
  },
};

const restaurants: RadioCardOption<number>[] = [
  {
    value: 1,
    title: 'Nori Centru',
    description: 'Str. Ștefan cel Mare 126, Chișinău',
    icon: 'map-pin',
    trailing: '15 min',
  },
  { value: 2, title: 'Nori Botanica', description: 'Bd. Dacia 47, Chișinău', icon: 'map-pin', trailing: '25 min' },
  { value: 3, title: 'Nori Ciocana', description: 'Closed today', icon: 'map-pin', disabled: true },
];

/**
 * The pickup restaurant: numeric ids (a number comes back a number), an address as each card's
 * description and the waiting time at its end, both read after the name. A closed restaurant cannot be
 * chosen and the arrows step over it. `getElementById(id).focus()` (what the checkout does to show a
 * problem) lands on the chosen card.
 */
export const Restaurants: StoryObj<typeof RadioCard<number>> = {
  render: function Render() {
    const [id, setId] = useState<number | null>(null);
    return (
      <div>
        <RadioCard<number>
          id="checkout-restaurantId"
          label="Restaurant"
          options={restaurants}
          value={id}
          onValueChange={setId}
        />
        <output aria-label="Chosen">{`${typeof id}:${id}`}</output>
        <button type="button" onClick={() => document.getElementById('checkout-restaurantId')?.focus()}>
          Show the problem
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const centre = canvas.getByRole('radio', { name: 'Nori Centru' });
    await expect(centre).toHaveAccessibleDescription('Str. Ștefan cel Mare 126, Chișinău 15 min');
    const closed = canvas.getByRole('radio', { name: 'Nori Ciocana' });
    await expect(closed).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Show the problem' }));
    await expect(centre).toHaveFocus();
    await expect(centre).not.toBeChecked();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('number:2');
    // Down from the last open one wraps past the closed one to the first.
    await pressArrow('ArrowDown');
    await expect(centre).toBeChecked();
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('number:1');
    await userEvent.click(closed, { pointerEventsCheck: 0 });
    await expect(closed).not.toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Nori Botanica' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the problem' }));
    await expect(canvas.getByRole('radio', { name: 'Nori Botanica' })).toHaveFocus();
  },
};

/**
 * Payment types with an icon before and a price or a note after: the shop's payment choice. Trailing
 * content sits at the card's end on the title's line.
 */
export const WithTrailing: Story = {
  args: {
    label: 'Payment',
    defaultValue: 'card_online',
    options: [
      { value: 'card_online', title: 'Card online', icon: 'card', trailing: <Icon name="check" size={20} /> },
      { value: 'cash', title: 'Cash to the courier', icon: 'wallet', description: 'Tell us if you need change.' },
      {
        value: 'card_courier',
        title: 'Card to the courier',
        icon: 'card',
        trailing: `+${formatPrice(10, 'en-US')}`,
      },
    ],
  },
  play: async ({ canvas }) => {
    const courier = canvas.getByRole('radio', { name: 'Card to the courier' });
    const price = document.getElementById(`${courier.id}-trailing`)!;
    await expect(courier).toHaveAccessibleDescription(price.textContent!);
    // The price is at the card's end, on the title's line.
    const title = within(courier).getByText('Card to the courier');
    await expect(price.getBoundingClientRect().right).toBeCloseTo(
      courier.getBoundingClientRect().right - parseFloat(getComputedStyle(courier).paddingRight) - 1,
      0,
    );
    await expect(Math.abs(price.getBoundingClientRect().top - title.getBoundingClientRect().top)).toBeLessThanOrEqual(
      1,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Card online' })).toHaveFocus();
    await pressArrow('ArrowUp');
    await expect(courier).toBeChecked();
  },
};

/** Every card disabled: dimmed, skipped by Tab. */
export const Disabled: Story = {
  args: { orientation: 'horizontal', disabled: true, defaultValue: 'delivery', description: 'Orders open at 10:00.' },
  render: (args) => (
    <div>
      <RadioCard {...args} />
      <button type="button">Continue</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    for (const card of canvas.getAllByRole('radio')) await expect(card).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pickup' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Nothing chosen when the order was sent: red card borders, `aria-invalid` on the group, the message
 * first in its `aria-describedby` and announced. Choosing clears it, as the checkout does.
 */
export const Invalid: Story = {
  args: { label: 'Payment', required: true },
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <RadioCard
        {...args}
        options={[
          { value: 'card_online', title: 'Card online', icon: 'card' },
          { value: 'cash', title: 'Cash at the restaurant', icon: 'wallet' },
        ]}
        value={value}
        onValueChange={(next) => setValue(String(next))}
        error={value ? undefined : 'Choose how you will pay.'}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payment' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('Choose how you will pay.');
    await expect(describedByIds(group)[0]).toBe(error.parentElement!.id);
    await expect(group).toHaveAccessibleDescription('Choose how you will pay.');
    const card = canvas.getByRole('radio', { name: 'Card online' });
    await expect(getComputedStyle(card).borderTopColor).toBe(computedColor(themeOf(globals).color.danger.solid));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(card).toBeChecked();
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Choose how you will pay.')).toBeNull();
  },
};

/** Inside a form, a named group posts the chosen value like native radios. */
export const InForm: Story = {
  args: { name: 'orderType', defaultValue: 'delivery', orientation: 'horizontal' },
  render: (args) => (
    <form aria-label="Checkout" onSubmit={(event) => event.preventDefault()}>
      <RadioCard {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Checkout' }) as HTMLFormElement;
    await expect(new FormData(form).get('orderType')).toBe('delivery');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pickup' }));
    await expect(new FormData(form).get('orderType')).toBe('pickup');
  },
};

/** The group's name for screen readers only (`hideLabel`), when a heading above already says it. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'How would you like to get your order?' });
    const label = document.getElementById(group.getAttribute('aria-labelledby')!)!;
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/**
 * On a 375 px phone, in Romanian and Russian: horizontal cards stack, each the full width and at
 * least 44 px tall; long titles and addresses wrap inside the card, the trailing price stays whole.
 */
export const OnPhone: Story = {
  args: { options: [] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioCard
        lang="ro"
        label="Cum doriți să primiți comanda?"
        orientation="horizontal"
        defaultValue="delivery"
        options={[
          { value: 'delivery', title: 'Livrare la domiciliu', icon: 'delivery', trailing: formatPrice(30, 'ro-MD') },
          { value: 'pickup', title: 'Ridicare din restaurant', icon: 'store', description: 'Str. Ștefan cel Mare 126' },
        ]}
      />
      <RadioCard
        lang="ru"
        label="Способ оплаты"
        error="Выберите способ оплаты."
        options={[
          { value: 'card_online', title: 'Картой онлайн на сайте', icon: 'card' },
          {
            value: 'cash',
            title: 'Наличными курьеру при получении заказа',
            icon: 'wallet',
            description: 'Курьер привезёт сдачу с любой купюры до 1000 леев.',
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const delivery = canvas.getByRole('radio', { name: 'Livrare la domiciliu' });
    const pickup = canvas.getByRole('radio', { name: 'Ridicare din restaurant' });
    await expect(pickup.getBoundingClientRect().top).toBeGreaterThanOrEqual(delivery.getBoundingClientRect().bottom);
    for (const card of canvas.getAllByRole('radio')) {
      const box = card.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeCloseTo(canvas.getAllByRole('radiogroup')[0]!.getBoundingClientRect().width, 0);
    }
    const price = within(delivery).getByText(/30/);
    await expect(price.getBoundingClientRect().height).toBeLessThan(30);
    await expectNoOverflow(canvasElement);
    await userEvent.click(pickup);
    await expect(pickup).toBeChecked();
  },
};
