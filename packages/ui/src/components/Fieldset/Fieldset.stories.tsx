import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { NumberField } from '../NumberField/NumberField';
import { Fieldset } from './Fieldset';

const allergens = ['Gluten', 'Crustaceans', 'Eggs', 'Fish', 'Peanuts', 'Soybeans', 'Milk', 'Tree nuts', 'Celery'];

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  args: { label: 'Allergens', children: null },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

function Allergens(props: Partial<ComponentProps<typeof Fieldset>>) {
  const [checked, setChecked] = useState<string[]>(['Fish']);
  return (
    <Fieldset label="Allergens" layout="grid" {...props}>
      {allergens.map((name) => (
        <Checkbox
          key={name}
          label={name}
          checked={checked.includes(name)}
          onCheckedChange={(on) => setChecked((list) => (on ? [...list, name] : list.filter((n) => n !== name)))}
        />
      ))}
    </Fieldset>
  );
}

/** Checkboxes in as many columns as fit: the group's name is said on entering each one. */
export const Default: Story = {
  render: () => <Allergens />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Allergens' });
    await expect(within(group).getByRole('checkbox', { name: 'Fish' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Milk' }));
    await expect(within(group).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    const boxes = within(group).getAllByRole('checkbox');
    // Side by side on a wide screen.
    await expect(boxes[1]!.getBoundingClientRect().top).toBe(boxes[0]!.getBoundingClientRect().top);
  },
};

/** Help under the name and an error about the group as a whole, both read with the group. */
export const Invalid: Story = {
  render: () => (
    <Fieldset
      label="Per 100 g"
      description="All four empty: the shop shows no table."
      error="Fill in all four values, or none."
      layout="grid"
      minColumnWidth="10rem"
    >
      <NumberField label="Energy" suffix="kcal" defaultValue={180} />
      <NumberField label="Protein" suffix="g" defaultValue={8.5} step={0.1} />
      <NumberField label="Fat" suffix="g" step={0.1} />
      <NumberField label="Carbohydrates" suffix="g" step={0.1} />
    </Fieldset>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Per 100 g' });
    await expect(group).toHaveAccessibleDescription(
      'Fill in all four values, or none. All four empty: the shop shows no table.',
    );
    await expect(within(group).getAllByRole('textbox')).toHaveLength(4);
  },
};

/** Disabled: every field inside is off at once. */
export const Disabled: Story = {
  render: () => <Allergens disabled />,
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** On a phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Allergens label="Alergeni (UE 1169/2011) — un nume de grup lung care se rupe pe rânduri" />,
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes[1]!.getBoundingClientRect().top).toBeGreaterThan(boxes[0]!.getBoundingClientRect().top);
    const group = canvas.getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth + 1);
  },
};
