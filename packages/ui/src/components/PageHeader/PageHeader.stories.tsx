import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
import { PageHeader } from './PageHeader';

const onDelete = fn();
const onDuplicate = fn();

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Philadelphia roll',
    description: 'In “Rolls” · changed today at 14:05 by Ana',
    back: (
      <ButtonLink href="#menu" variant="ghost" size="sm" icon="arrow-left" onClick={(event) => event.preventDefault()}>
        Back to the menu
      </ButtonLink>
    ),
    titleMetadata: <Badge tone="success">Published</Badge>,
    actions: (
      <>
        <Button variant="secondary" icon="copy" onClick={onDuplicate}>
          Duplicate
        </Button>
        <Button variant="danger" icon="trash" onClick={onDelete}>
          Delete
        </Button>
      </>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    back: { control: false },
    titleMetadata: { control: false },
    actions: { control: false },
  },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    onDelete.mockClear();
    onDuplicate.mockClear();
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edges of an element, rounded to whole pixels. */
const box = (element: Element) => {
  const { top, left, right, bottom } = element.getBoundingClientRect();
  return { top: Math.round(top), left: Math.round(left), right: Math.round(right), bottom: Math.round(bottom) };
};

/**
 * A dish's page: the way back, the title (the page's `h1`) with its state, a line about it, and the page's
 * actions at the end of the title's line. Tab goes back link → actions, in reading order.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Philadelphia roll' });
    const duplicate = canvas.getByRole('button', { name: 'Duplicate' });
    const remove = canvas.getByRole('button', { name: 'Delete' });
    // Side by side on a wide screen: the actions share the title's line, at its far end.
    await expect(box(duplicate).top).toBeLessThan(box(heading).bottom);
    await expect(box(remove).left).toBeGreaterThan(box(heading).right);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to the menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(duplicate).toHaveFocus();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await expect(onDuplicate).not.toHaveBeenCalled();
  },
};

/** Just a title: no back link, no actions, nothing drawn for the empty slots. */
export const TitleOnly: Story = {
  args: { back: undefined, titleMetadata: undefined, description: undefined, actions: undefined, title: 'Orders' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

/** Inside `AppShell`, whose top bar holds the page's `h1`: the header's title is an `h2`. */
export const InsideAppShell: Story = {
  args: { headingLevel: 2, title: 'Categories', titleMetadata: undefined, back: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/**
 * Romanian on a phone: the long title wraps (the badge under it), and the actions take a row of their own
 * under the title and share its width; nothing makes the page scroll sideways.
 */
export const LongContentOnPhone: Story = {
  args: {
    title: 'Rulou Philadelphia cu somon afumat, cremă de brânză și castravete proaspăt',
    description: 'În „Rulouri” · modificat astăzi la 14:05 de Ana-Maria Ciobanu',
    back: (
      <ButtonLink href="#menu" variant="ghost" size="sm" icon="arrow-left" onClick={(event) => event.preventDefault()}>
        Înapoi la meniu
      </ButtonLink>
    ),
    titleMetadata: <Badge tone="neutral">Ciornă</Badge>,
    actions: (
      <>
        <Button variant="secondary" icon="copy" onClick={onDuplicate}>
          Duplică
        </Button>
        <Button variant="danger" icon="trash" onClick={onDelete}>
          Șterge
        </Button>
      </>
    ),
  },
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const duplicate = canvas.getByRole('button', { name: 'Duplică' });
    const remove = canvas.getByRole('button', { name: 'Șterge' });
    await expect(box(duplicate).top).toBeGreaterThanOrEqual(box(heading).bottom);
    // One row of two buttons that shares the header's width.
    await expect(box(remove).top).toBe(box(duplicate).top);
    // The title's line spans the header on a phone: the two buttons span it as well.
    const line = box(heading.parentElement!);
    await expect(box(remove).right - box(duplicate).left).toBeGreaterThan(line.right - line.left - 2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(duplicate);
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
  },
};
