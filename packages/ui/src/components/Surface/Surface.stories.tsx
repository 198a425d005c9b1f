import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTheme, ThemeProbe } from '../Modal/overlayTesting';
import { Surface } from './Surface';
import type { SurfaceElevation, SurfacePadding } from './Surface.styles';

const meta = {
  title: 'Components/Surface',
  component: Surface,
  args: { children: 'Strada Ismail 88, Chișinău. Open every day from 10:00 to 23:00.' },
  argTypes: { children: { control: 'text' } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <ThemeProbe />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the browser makes of a CSS value: `0` → `0px`, a hex colour → `rgb(…)`. */
function computed(
  property: 'background-color' | 'border-top-color' | 'box-shadow' | 'border-top-left-radius' | 'padding-top',
  value: string,
) {
  const probe = document.createElement('div');
  probe.style.setProperty('border-style', 'solid');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const result = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return result;
}

/** The box's look, read back from the browser, against the theme's `surface` role. */
async function expectSurfaceRole(box: HTMLElement, elevation: SurfaceElevation, padding: SurfacePadding) {
  const theme = storyTheme();
  const { surface } = theme;
  const style = getComputedStyle(box);
  await expect(style.backgroundColor).toBe(computed('background-color', theme.color.bg[surface.background]));
  const border = surface.border === 'none' ? 'transparent' : theme.color.border[surface.border];
  await expect(style.borderTopColor).toBe(computed('border-top-color', border));
  const shadow = surface.elevation[elevation];
  await expect(style.boxShadow).toBe(computed('box-shadow', shadow === 'none' ? 'none' : theme.shadow[shadow]));
  await expect(style.borderTopLeftRadius).toBe(computed('border-top-left-radius', theme.radius[surface.radius]));
  const space = padding === 'none' ? '0' : theme.space[surface.padding[padding]];
  await expect(style.paddingTop).toBe(computed('padding-top', space));
}

/** A flat box on the page: the brand's outline, radius and fill, the `md` padding. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Strada Ismail/);
    await expect(box.tagName).toBe('DIV');
    await expectSurfaceRole(box, 'flat', 'md');
  },
};

/** Lifted a little: the brand's `surface.elevation.raised` (Wasabi, a flat brand, draws no shadow). */
export const Raised: Story = {
  args: { elevation: 'raised' },
  play: async ({ canvas }) => {
    await expectSurfaceRole(canvas.getByText(/Strada Ismail/), 'raised', 'md');
  },
};

/** Over other content, such as a sticky summary: `surface.elevation.floating`. */
export const Floating: Story = {
  args: { elevation: 'floating' },
  play: async ({ canvas }) => {
    await expectSurfaceRole(canvas.getByText(/Strada Ismail/), 'floating', 'md');
  },
};

/** Every padding step, and `none` for content that runs to the edges. */
export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Surface key={padding} {...args} padding={padding}>
          Padding {padding}
        </Surface>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const padding of ['none', 'sm', 'md', 'lg'] as const) {
      await expectSurfaceRole(canvas.getByText(`Padding ${padding}`), 'flat', padding);
    }
  },
};

/** `as` picks the element: a list of restaurants is a `ul` of `li` surfaces, each an item to screen readers. */
export const AsListItems: Story = {
  render: (args) => (
    <ul aria-label="Restaurants" style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
      <Surface {...args} as="li">
        Strada Ismail 88, Chișinău
      </Surface>
      <Surface {...args} as="li">
        Bulevardul Dacia 47, Chișinău
      </Surface>
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Restaurants' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.firstElementChild?.tagName).toBe('LI');
  },
};

/** Long Romanian and Russian words wrap inside the box on a phone; nothing scrolls sideways. */
export const LongText: Story = {
  args: {
    children:
      'Comenzile plasate după ora 22:30 se livrează a doua zi dimineață. ' +
      'Достопримечательности-Кишинёва-и-окрестностей-с-доставкой-суши-круглосуточно.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <Surface {...args} style={{ overflowWrap: 'anywhere' }} />,
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Comenzile/);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
