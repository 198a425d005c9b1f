import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTheme, withThemeProbe } from '../Modal/overlayTesting';
import { Panel } from '../Surface/Panel';
import { Text } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: '12 dishes' },
  argTypes: { children: { control: 'text' } },
  parameters: { layout: 'padded' },
  decorators: [withThemeProbe],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the browser makes of a theme value: a hex colour → `rgb(…)`, `0.875rem` → `14px`. */
function computed(property: 'color' | 'font-size', value: string) {
  const probe = document.createElement('span');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const result = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return result;
}
const computedColour = (value: string) => computed('color', value);
const computedSize = (value: string) => computed('font-size', value);

/** With nothing set, a `span` in its parent's colour, size and weight. */
export const Default: Story = {
  render: (args) => (
    <p style={{ fontSize: 20, fontWeight: 700 }} data-testid="parent">
      Rolls · <Text {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText('12 dishes');
    const parent = getComputedStyle(canvas.getByTestId('parent'));
    await expect(text.tagName).toBe('SPAN');
    await expect(getComputedStyle(text).color).toBe(parent.color);
    await expect(getComputedStyle(text).fontSize).toBe('20px');
    await expect(getComputedStyle(text).fontWeight).toBe('700');
  },
};

/**
 * Muted small text beside a category's name: the brand's `fg.muted` (4.5:1 on the canvas and on panels) at
 * the theme's `sm` size.
 */
export const Muted: Story = {
  args: { tone: 'muted', size: 'sm' },
  play: async ({ canvas }) => {
    const theme = storyTheme();
    const style = getComputedStyle(canvas.getByText('12 dishes'));
    await expect(style.color).toBe(computedColour(theme.color.fg.muted));
    await expect(style.fontSize).toBe(computedSize(theme.font.size.sm));
  },
};

/**
 * Every tone, as a paragraph inside a panel, where `danger` and `success` keep their contrast: a field's
 * problem in `danger` is announced with `role="alert"`.
 */
export const Tones: Story = {
  render: () => (
    <Panel heading="Dishes">
      <Text as="p">Philadelphia roll</Text>
      <Text as="p" tone="muted">
        Shown in the shop from Monday
      </Text>
      <Text as="p" tone="success">
        Saved
      </Text>
      <Text as="p" tone="danger" role="alert">
        Choose at least one dish
      </Text>
    </Panel>
  ),
  play: async ({ canvas }) => {
    const theme = storyTheme();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Choose at least one dish');
    await expect(alert.tagName).toBe('P');
    await expect(getComputedStyle(alert).color).toBe(computedColour(theme.color.danger.text));
    await expect(getComputedStyle(alert).marginTop).toBe('0px');
    await expect(getComputedStyle(canvas.getByText('Saved')).color).toBe(computedColour(theme.color.success.text));
    await expect(getComputedStyle(canvas.getByText(/from Monday/)).color).toBe(computedColour(theme.color.fg.muted));
    await expect(getComputedStyle(canvas.getByText('Philadelphia roll')).color).toBe(
      computedColour(theme.color.fg.default),
    );
  },
};

/**
 * `as` keeps the element: a caption under a preview is the figure's `figcaption` (it names the figure), a
 * total's label is `bold`, a day's name an `h3` at the `md` size.
 */
export const Elements: Story = {
  render: () => (
    <div>
      <figure style={{ margin: 0 }}>
        <Text as="figcaption" tone="muted" size="sm">
          The strip in Romanian
        </Text>
        <div>Livrare gratuită de la 300 lei</div>
      </figure>
      <Text as="h3" size="md">
        Monday
      </Text>
      <Text weight="bold">Total</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const caption = canvas.getByText('The strip in Romanian');
    await expect(caption.tagName).toBe('FIGCAPTION');
    await expect(canvas.getByRole('figure')).toContainElement(caption);
    const day = canvas.getByRole('heading', { level: 3, name: 'Monday' });
    await expect(getComputedStyle(day).fontSize).toBe(computedSize(storyTheme().font.size.md));
    await expect(getComputedStyle(day).marginTop).toBe('0px');
    await expect(getComputedStyle(canvas.getByText('Total')).fontWeight).toBe(String(storyTheme().font.weight.bold));
  },
};
