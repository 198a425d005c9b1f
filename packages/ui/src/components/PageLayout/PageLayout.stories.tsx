import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { storyTheme, withThemeProbe } from '../Modal/overlayTesting';
import { PageHeader } from '../PageHeader/PageHeader';
import { Panel } from '../Surface/Panel';
import { Table } from '../Table/Table';
import { PageLayout } from './PageLayout';

const onAdd = fn();

const staff = [
  { id: 1, name: 'Elena Ceban', role: 'Owner' },
  { id: 2, name: 'Andrei Lungu', role: 'Manager' },
  { id: 3, name: 'Olga Moraru', role: 'Operator' },
];

const meta = {
  title: 'Components/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <PageHeader
        headingLevel={2}
        title="Staff"
        description="Who uses the back office"
        actions={
          <Button icon="plus" onClick={onAdd}>
            Add a member
          </Button>
        }
      />
    ),
    children: (
      <>
        <Banner tone="danger" role="alert" title="Not saved">
          The last owner cannot be disabled.
        </Banner>
        <Table
          caption="Staff"
          captionHidden
          columns={[
            { key: 'name', header: 'Name', cell: (m) => m.name, rowHeader: true },
            { key: 'role', header: 'Role', cell: (m) => m.role },
          ]}
          rows={staff}
          rowKey={(m) => m.id}
        />
      </>
    ),
  },
  argTypes: { header: { control: false }, children: { control: false } },
  decorators: [withThemeProbe],
  beforeEach: () => {
    onAdd.mockClear();
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => {
  const { top, left, right, bottom, width } = element.getBoundingClientRect();
  return {
    top: Math.round(top),
    left: Math.round(left),
    right: Math.round(right),
    bottom: Math.round(bottom),
    width: Math.round(width),
  };
};
/** A theme's `space` step in pixels. */
const px = (length: string) => Math.round(parseFloat(length));
/** The layout a heading is in: the PageLayout is the element with `data-width`. */
const layoutOf = (element: Element) => element.closest<HTMLElement>('[data-width]')!;

/**
 * A list screen: its `PageHeader` first, then a banner and the table, the theme's `md` between them and
 * around them; `full` takes the whole width. The header's action is the first Tab stop.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Staff' });
    const page = layoutOf(heading);
    const space = storyTheme().space.md;
    await expect(getComputedStyle(page).paddingTop).toBe(space);
    await expect(getComputedStyle(page).paddingLeft).toBe(space);
    const [header, banner, table] = [...page.children];
    await expect(header).toContainElement(heading);
    await expect(banner).toHaveRole('alert');
    await expect(box(banner!).top - box(header!).bottom).toBe(px(space));
    await expect(box(table!).top - box(banner!).bottom).toBe(px(space));
    await expect(box(page).width).toBe(document.documentElement.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add a member' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

/**
 * The widths on a 1280 px screen: `narrow` stops at 960 px and `medium` at 1100 px, padding included, both
 * at the screen's start; `wide` (1280 px) and `full` fill what the screen has.
 */
export const Widths: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <>
      {(['narrow', 'medium', 'wide', 'full'] as const).map((width) => (
        <PageLayout key={width} width={width} header={<PageHeader headingLevel={2} title={`A ${width} page`} />}>
          <Panel>Strada Ismail 88, Chișinău</Panel>
        </PageLayout>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const page = (width: string) => layoutOf(canvas.getByRole('heading', { name: `A ${width} page` }));
    const screen = document.documentElement.clientWidth;
    await expect(box(page('narrow')).width).toBe(960);
    await expect(box(page('medium')).width).toBe(1100);
    await expect(box(page('wide')).width).toBe(Math.min(1280, screen));
    await expect(box(page('full')).width).toBe(screen);
    for (const width of ['narrow', 'medium']) await expect(box(page(width)).left).toBe(0);
  },
};

/** `compact`: the live board's page, `sm` above and below and between its parts, `md` at the sides. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvas }) => {
    const page = layoutOf(canvas.getByRole('heading', { name: 'Staff' }));
    const { space } = storyTheme();
    const style = getComputedStyle(page);
    await expect(style.paddingTop).toBe(space.sm);
    await expect(style.paddingLeft).toBe(space.md);
    await expect(style.rowGap).toBe(space.sm);
    const [header, banner] = [...page.children];
    await expect(box(banner!).top - box(header!).bottom).toBe(px(space.sm));
  },
};

/**
 * A `narrow` page on a phone is as wide as the phone: the header's long Romanian title wraps, its action takes
 * a row of its own, and nothing scrolls sideways.
 */
export const OnPhone: Story = {
  args: {
    width: 'narrow',
    header: (
      <PageHeader
        headingLevel={2}
        title="Personalul restaurantului Nori Botanica și al bucătăriei"
        actions={
          <Button icon="plus" onClick={onAdd}>
            Adaugă un membru
          </Button>
        }
      />
    ),
  },
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    const page = layoutOf(heading);
    await expect(box(page).width).toBe(document.documentElement.clientWidth);
    const add = within(page).getByRole('button', { name: 'Adaugă un membru' });
    await expect(box(add).top).toBeGreaterThanOrEqual(box(heading).bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
