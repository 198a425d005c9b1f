import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { TextArea, TextField } from '../TextField';
import { FormLayout } from './FormLayout';
import { FormRow } from './FormRow';
import { FormSection } from './FormSection';

const languages = [
  { code: 'ro', name: 'Romanian', value: 'Rulou Philadelphia' },
  { code: 'ru', name: 'Russian', value: 'Ролл Филадельфия' },
  { code: 'en', name: 'English', value: 'Philadelphia roll' },
  { code: 'uk', name: 'Ukrainian', value: 'Рол Філадельфія' },
];

const drawings = [
  { value: 'rolls', label: 'Rolls' },
  { value: 'soups', label: 'Soups' },
  { value: 'drinks', label: 'Drinks' },
];

const onAddNote = fn();
const onSave = fn();

/** A category's editor, as the back office draws it: names in four languages, then the address and drawing. */
function CategoryEditor({ annotated = false }: { annotated?: boolean }) {
  const layout = annotated ? 'annotated' : 'stacked';
  return (
    <FormLayout>
      <FormSection heading="Names" description="The shop shows the name in the shopper's language." layout={layout}>
        <FormRow columns={4}>
          {languages.map(({ code, name, value }) => (
            <TextField key={code} label={name} lang={code} defaultValue={value} required fullWidth />
          ))}
        </FormRow>
      </FormSection>
      <FormSection
        heading="Address and picture"
        layout={layout}
        action={
          <Button variant="secondary" size="sm" icon="plus" onClick={onAddNote}>
            Add a note
          </Button>
        }
      >
        <FormRow>
          <TextField
            label="Address"
            hint="Letters, digits and hyphens: rolls-and-sets"
            defaultValue="rolls"
            fullWidth
          />
          <Select
            label="Drawing"
            hint="Shown until a dish has a photo"
            options={drawings}
            defaultValue="rolls"
            fullWidth
          />
        </FormRow>
        <TextArea label="Note for the kitchen" fullWidth />
      </FormSection>
    </FormLayout>
  );
}

const meta = {
  title: 'Components/FormLayout',
  component: FormLayout,
  subcomponents: { FormSection, FormRow },
  parameters: { layout: 'padded' },
  render: () => <CategoryEditor />,
  beforeEach: () => {
    onAddNote.mockClear();
    onSave.mockClear();
  },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const topOf = (element: Element) => Math.round(element.getBoundingClientRect().top);

/**
 * Two panels, each a region named by its heading and described by its line. The four names sit side by
 * side from 769 px; Tab walks them in reading order, then on to the next section's action and fields.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const names = canvas.getByRole('region', { name: 'Names' });
    await expect(names).toHaveAccessibleDescription("The shop shows the name in the shopper's language.");
    await expect(within(names).getByRole('heading', { level: 2, name: 'Names' })).toBeVisible();
    const fields = languages.map(({ name }) => within(names).getByRole('textbox', { name: new RegExp(name) }));
    for (const field of fields) await expect(topOf(field)).toBe(topOf(fields[0]!));

    await userEvent.click(fields[2]!);
    await userEvent.clear(fields[2]!);
    await userEvent.type(fields[2]!, 'Philadelphia classic');
    await expect(fields[2]).toHaveValue('Philadelphia classic');
    await userEvent.tab();
    await expect(fields[3]).toHaveFocus();
    await userEvent.tab();
    const address = canvas.getByRole('region', { name: 'Address and picture' });
    await expect(within(address).getByRole('button', { name: 'Add a note' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAddNote).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(within(address).getByRole('textbox', { name: 'Address' })).toHaveFocus();
    // The address and the drawing share a line; the note takes the whole width under them.
    const drawing = within(address).getByRole('combobox', { name: 'Drawing' });
    await expect(topOf(drawing)).toBe(topOf(within(address).getByRole('textbox', { name: 'Address' })));
  },
};

/** On a phone every row is one column, in the same order; nothing makes the page scroll sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const names = canvas.getByRole('region', { name: 'Names' });
    const fields = languages.map(({ name }) => within(names).getByRole('textbox', { name: new RegExp(name) }));
    for (let i = 1; i < fields.length; i++) await expect(topOf(fields[i]!)).toBeGreaterThan(topOf(fields[i - 1]!));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(fields[0]!);
    await userEvent.tab();
    await expect(fields[1]).toHaveFocus();
  },
};

/** `annotated`: from 769 px the heading and its line stand in a column beside the fields. */
export const Annotated: Story = {
  render: () => <CategoryEditor annotated />,
  play: async ({ canvas }) => {
    const names = canvas.getByRole('region', { name: 'Names' });
    const heading = within(names).getByRole('heading', { name: 'Names' });
    const first = within(names).getByRole('textbox', { name: /Romanian/ });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await expect(topOf(first)).toBeLessThan(heading.getBoundingClientRect().bottom + 40);
  },
};

/** `plain`: no panel around the section, for a form inside a dialog or an existing panel. */
export const Plain: Story = {
  render: () => (
    <FormSection heading="Contacts" headingLevel={3} variant="plain" description="Where the shop writes from.">
      <FormRow minColumnWidth="12rem">
        <TextField label="Phone" type="tel" defaultValue="+373 22 000 000" fullWidth />
        <TextField label="Email" type="email" defaultValue="admin@nori.md" fullWidth />
      </FormRow>
    </FormSection>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Contacts' });
    await expect(section).toHaveAttribute('data-variant', 'plain');
    await expect(getComputedStyle(section).borderTopStyle).toBe('none');
    await expect(within(section).getByRole('heading', { level: 3 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Backspace}{Backspace}ro');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@nori.ro');
  },
};

/** Rows in proportions: `[3, 2]` gives the first field three fifths from 769 px. */
export const Proportions: Story = {
  render: () => (
    <FormRow columns={[3, 2]}>
      <TextField label="Dish name" defaultValue="Philadelphia roll" fullWidth />
      <TextField label="Weight, g" inputMode="numeric" defaultValue="240" fullWidth />
    </FormRow>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Dish name' }).getBoundingClientRect();
    const weight = canvas.getByRole('textbox', { name: 'Weight, g' }).getBoundingClientRect();
    await expect(name.width / weight.width).toBeGreaterThan(1.3);
    await expect(Math.round(name.top)).toBe(Math.round(weight.top));
  },
};

/**
 * `as="form"`: the layout is the `<form>` itself, with a form's props (`onSubmit`, `noValidate`): Enter in a
 * field saves, the browser's own bubbles stay off (the app shows its messages beside the fields), and no
 * wrapper of the app's own stands between the form and its sections.
 */
export const AsForm: Story = {
  render: () => (
    <FormLayout
      as="form"
      aria-label="Category"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <FormSection heading="Address">
        <TextField label="Address" name="slug" defaultValue="rolls" required fullWidth />
      </FormSection>
      <div>
        <Button type="submit">Save</Button>
      </div>
    </FormLayout>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Category' });
    await expect(form.tagName).toBe('FORM');
    await expect(form).toHaveAttribute('novalidate');
    await expect(form.firstElementChild).toBe(canvas.getByRole('region', { name: 'Address' }));
    const address = canvas.getByRole('textbox', { name: /Address/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'rolls-and-sets{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expect(onSave).toHaveBeenCalledWith({ slug: 'rolls-and-sets' });
    // noValidate: an empty required field still reaches the app's submit, which says what is missing.
    await userEvent.clear(address);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledTimes(2);
  },
};
