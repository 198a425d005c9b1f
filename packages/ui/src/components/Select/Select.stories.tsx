import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, type SelectOption } from './Select';

/** Chișinău's sectors as the shop's delivery areas (ids as the API sends them). */
const areas: SelectOption[] = [
  { value: 1, label: 'Botanica' },
  { value: 2, label: 'Buiucani' },
  { value: 3, label: 'Centru' },
  { value: 4, label: 'Ciocana' },
  { value: 5, label: 'Rîșcani' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Delivery area',
    placeholder: 'Choose an area',
    options: areas,
    onChange: fn(),
    onValueChange: fn(),
  },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder shows in a quieter colour. Tab reaches the select, which shows the focus ring. */
export const Default: Story = {
  args: { hint: 'We deliver to every sector of Chișinău' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Delivery area' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAccessibleDescription('We deliver to every sector of Chișinău');
    await expect(canvas.getByRole('option', { name: 'Choose an area' })).toBeEnabled(); // optional: can go back
    const placeholderColour = getComputedStyle(select).color;
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select.parentElement!).outlineStyle).toBe('solid');
    await userEvent.selectOptions(select, 'Centru');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(getComputedStyle(select).color).not.toBe(placeholderColour);
  },
};

export const Selected: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Delivery area' });
    await expect(select).toHaveValue('5');
    await expect(canvas.getByRole<HTMLOptionElement>('option', { name: 'Rîșcani' }).selected).toBe(true);
  },
};

/**
 * Required, like the checkout's delivery area: the browser's validation sees the placeholder as
 * nothing chosen, and once an area is chosen the placeholder cannot be chosen back.
 */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Delivery area' });
    await expect(select).toBeRequired();
    await expect(select.checkValidity()).toBe(false);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('option', { name: 'Choose an area' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Botanica');
    await expect(select.checkValidity()).toBe(true);
  },
};

/** The error comes first in the description, then the hint; the message is in a polite live region. */
export const Invalid: Story = {
  args: { required: true, hint: 'Pickup is on the next step', error: 'Choose where we deliver' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Delivery area' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose where we deliver Pickup is on the next step');
    await expect(canvas.getByText('Choose where we deliver').closest('[aria-live="polite"]')).not.toBeNull();
  },
};

/** A disabled select is skipped by Tab; a disabled option is listed but cannot be chosen. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} label="Restaurant" placeholder={undefined} disabled defaultValue="centru" options={undefined}>
        <option value="centru">Nori Centru</option>
      </Select>
      <Select
        {...args}
        label="Pickup from"
        placeholder="Choose a restaurant"
        options={[
          { value: 'centru', label: 'Nori Centru' },
          { value: 'botanica', label: 'Nori Botanica (closed today)', disabled: true },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const restaurant = canvas.getByRole('combobox', { name: 'Restaurant' });
    const pickup = canvas.getByRole('combobox', { name: 'Pickup from' });
    await expect(restaurant).toBeDisabled();
    await userEvent.tab();
    await expect(pickup).toHaveFocus();
    await expect(canvas.getByRole('option', { name: 'Nori Botanica (closed today)' })).toBeDisabled();
  },
};

/** Children instead of `options`: groups of restaurants by city. */
export const WithGroups: Story = {
  args: { label: 'Restaurant', placeholder: 'Choose a restaurant', options: undefined },
  render: (args) => (
    <Select {...args}>
      <optgroup label="Chișinău">
        <option value="centru">Nori Centru</option>
        <option value="botanica">Nori Botanica</option>
      </optgroup>
      <optgroup label="Bălți">
        <option value="balti">Nori Bălți</option>
      </optgroup>
    </Select>
  ),
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Restaurant' });
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await userEvent.selectOptions(select, 'Nori Bălți');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('balti');
  },
};

/** Long Romanian and Russian labels and choices in a 300 px column: the label wraps, the choice ends in an ellipsis. */
export const LongContent: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 300 }}>
      <Select
        {...args}
        lang="ro"
        label="Motivul pentru care doriți să anulați comanda plasată astăzi"
        placeholder="Alegeți un motiv"
        defaultValue="late"
        options={[{ value: 'late', label: 'Livrarea durează mai mult decât ora promisă la plasarea comenzii' }]}
      />
      <Select
        {...args}
        lang="ru"
        label="Причина, по которой вы хотите отменить сегодняшний заказ"
        placeholder="Выберите причину"
        defaultValue="late"
        options={[{ value: 'late', label: 'Доставка занимает больше времени, чем было обещано при оформлении' }]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const select of canvas.getAllByRole<HTMLSelectElement>('combobox')) {
      await expect(select).toHaveValue('late');
      await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(300);
      await expect(getComputedStyle(select).textOverflow).toBe('ellipsis');
    }
    const column = canvasElement.firstElementChild!.firstElementChild as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

/**
 * The storefront's checkout area picker on this API: number ids in, `Number(value)` out, `null` for
 * nothing chosen. On a 375 px phone it takes the width, is 44 px tall and uses a 16 px font (iOS does
 * not zoom), and opens the phone's own picker.
 */
export const OnPhone: Story = {
  args: { required: true, fullWidth: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
  render: function Render(args) {
    const [area, setArea] = useState<number | null>(null);
    return (
      <div>
        <Select
          {...args}
          id="checkout-area"
          value={area ?? ''}
          onValueChange={(value) => setArea(value ? Number(value) : null)}
        />
        <output>Area id: {String(area)}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Delivery area' });
    await expect(select).toHaveAttribute('id', 'checkout-area');
    await expect(canvas.getByText('Area id: null')).toBeVisible();
    const box = select.parentElement!.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(getComputedStyle(select).fontSize).toBe('16px');
    await userEvent.selectOptions(select, 'Ciocana');
    await expect(canvas.getByText('Area id: 4')).toBeVisible();
  },
};
