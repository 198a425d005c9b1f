/*
 * The menu as a file (`/menu/transfer`): an import with a bad line is checked first and refused — each problem
 * with its line number in a table, nothing saved —; a good one shows what it would change, then is applied.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { resetMenuExtra, transferHandlers } from './fixtures/menuExtra';

const admin = adminMeta({ path: '/menu/transfer', role: 'manager' }, { transfer: transferHandlers });
const meta = {
  title: 'Back office/Menu import and export',
  tags: ['!autodocs'],
  ...admin,
  loaders: [() => resetMenuExtra(), ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(context: StoryContext, text: string) {
  const canvas = within(context.canvasElement);
  const input = await canvas.findByLabelText(say(context, 'admin.transfer.file'), {}, ADMIN_TIMEOUT);
  await userEvent.upload(input, new File([text], 'menu.csv', { type: 'text/csv' }));
  return canvas;
}

/** A file whose third line has a word for a price: refused with that line in the table, nothing applied. */
export const ImportProblems: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await choose(context, 'slug,price\nphiladelphia-clasic,150\ncalifornia-crab,cheap\n');
    const table = await canvas.findByRole('table', {
      name: say(context, 'admin.transfer.problemsCaption', { count: 1 }),
    });
    await expect(
      within(table).getByRole('rowheader', { name: say(context, 'admin.transfer.line', { line: 3 }) }),
    ).toBeVisible();
    await expect(within(table).getByText('price')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(say(context, 'admin.transfer.problemsTitle'));
    await expect(canvas.queryByRole('button', { name: say(context, 'admin.transfer.apply') })).toBeNull();
  },
};

/** A good file (in English): what it would change, then applied all at once and confirmed. */
export const ImportApplied: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = await choose(context, 'slug,price\nphiladelphia-clasic,150\n');
    await expect(
      await canvas.findByText(say(context, 'admin.transfer.summary', { created: 0, updated: 1, unchanged: 0 })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.transfer.apply') }));
    await expect(
      await canvas.findByText(say(context, 'admin.transfer.applied', { created: 0, updated: 1 })),
    ).toBeVisible();
  },
};

/** An operator may download the menu but not import: said plainly, no file field. */
export const Operator: Story = {
  globals: { locale: 'ru' },
  parameters: { admin: { role: 'operator' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: say(context, 'admin.transfer.download.csv') }, ADMIN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText(say(context, 'admin.menuArea.forbidden'))).toBeVisible();
    await expect(canvas.queryByLabelText(say(context, 'admin.transfer.file'))).toBeNull();
  },
};
