import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Panel } from './Panel';

const lines = (
  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
    <li>Philadelphia roll × 2 — 318 MDL</li>
    <li>Miso soup × 1 — 49 MDL</li>
  </ul>
);

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: { heading: 'Your order', children: lines },
  argTypes: {
    heading: { control: 'text' },
    description: { control: 'text' },
    action: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `section` named by its `h2`: a region screen-reader users can jump to, like the checkout's blocks. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your order' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
    await expect(region).toContainElement(canvas.getByText(/Philadelphia roll/));
  },
};

/** A line under the heading. */
export const WithDescription: Story = {
  args: { heading: 'Delivery address', description: 'We deliver within Chișinău from 10:00 to 23:00.' },
  play: async ({ canvas }) => {
    const description = canvas.getByText(/We deliver within/);
    const heading = canvas.getByRole('heading', { name: 'Delivery address' });
    await expect(description.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};

const edit = fn();

/** An action in the header: reached with Tab after the content before it, pressed with Enter or Space. */
export const WithAction: Story = {
  args: {
    heading: 'Contact details',
    description: 'Ana Popescu, +373 60 123 456',
    action: (
      <Button size="sm" variant="secondary" icon="user" onClick={edit}>
        Edit
      </Button>
    ),
    children: undefined,
  },
  play: async ({ canvas }) => {
    edit.mockClear();
    const button = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(edit).toHaveBeenCalledTimes(2);
    // On the same row as the heading, at the end.
    const heading = canvas.getByRole('heading', { name: 'Contact details' }).getBoundingClientRect();
    const box = button.getBoundingClientRect();
    await expect(box.top).toBeLessThan(heading.bottom);
    await expect(box.left).toBeGreaterThan(heading.right);
  },
};

/** Under a part of the page titled with an `h2` (a drawer's title, a page section), a panel's heading is an `h3`. */
export const HeadingLevel: Story = {
  args: {
    heading: 'Philadelphia roll',
    headingLevel: 3,
    as: 'article',
    children: <p style={{ margin: 0 }}>8 pcs, 240 g</p>,
  },
  render: (args) => (
    <>
      <h2>Cart</h2>
      <Panel {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Philadelphia roll' });
    const article = canvas.getByRole('article', { name: 'Philadelphia roll' });
    await expect(article).toContainElement(heading);
  },
};

/** Without a heading it is a plain `div` with no name: a grouped box such as a note. */
export const NoHeading: Story = {
  args: { heading: undefined, as: 'div', description: 'Cutlery and soy sauce are included with every order.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    const box = canvas.getByText(/Cutlery/).closest('[data-elevation]');
    await expect(box).not.toHaveAttribute('aria-labelledby');
  },
};

/** Raised and floating panels, from the brand's `surface.elevation`. */
export const Elevations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Panel {...args} heading="Flat" />
      <Panel {...args} heading="Raised" elevation="raised" />
      <Panel {...args} heading="Floating" elevation="floating" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Flat', 'Raised', 'Floating']) {
      const region = canvas.getByRole('region', { name });
      await expect(region).toHaveAttribute('data-elevation', name.toLowerCase());
    }
  },
};

/** Long Romanian and Russian headings and descriptions wrap on a phone; the action keeps its place inside the panel. */
export const LongText: Story = {
  args: {
    heading: 'Detaliile comenzii și adresa de livrare pentru ziua de mâine',
    description: 'Заказы, оформленные после 22:30, доставляются на следующий день с 10:00.',
    action: (
      <Button size="sm" variant="secondary">
        Modifică
      </Button>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: /Detaliile comenzii/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const heading = canvas.getByRole('heading', { name: /Detaliile comenzii/ });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    const button = canvas.getByRole('button', { name: 'Modifică' }).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    await expect(button.left).toBeGreaterThanOrEqual(heading.getBoundingClientRect().left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The checkout's form block: fields straight after the header, spaced by `surface.gap`. */
export const FormSection: Story = {
  args: {
    heading: 'Contact',
    children: (
      <>
        <label style={{ display: 'grid', gap: 4 }}>
          Name
          <input defaultValue="Ana" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Phone
          <input type="tel" defaultValue="+37360123456" />
        </label>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    const name = canvas.getByRole('textbox', { name: 'Name' }).closest('label')!.getBoundingClientRect();
    const phone = canvas.getByRole('textbox', { name: 'Phone' }).closest('label')!.getBoundingClientRect();
    await expect(phone.top - name.bottom).toBeGreaterThan(0);
  },
};
