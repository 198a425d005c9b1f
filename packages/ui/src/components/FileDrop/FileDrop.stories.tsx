import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileDrop } from './FileDrop';
import { drag, dropFiles, makeFile } from './storyFiles';

const MB = 1024 * 1024;

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  args: {
    label: 'Price list',
    accept: '.pdf,application/pdf',
    maxBytes: 5 * MB,
    onFilesChange: fn(),
    onReject: fn(),
  },
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user-event instance that ignores `accept`, like a person picking "All files" in the system's dialog. */
const anyFile = userEvent.setup({ applyAccept: false });

/**
 * Tab reaches the real file input (Space or Enter opens the system's picker); the zone shows the focus
 * ring; the input is named by the label and described by the limits. A file chosen reaches the app.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price list');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('PDF, up to 5 MB');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input.parentElement!).outlineStyle).toBe('solid');

    const menu = makeFile('menu.pdf', 'application/pdf');
    await userEvent.upload(input, menu);
    await expect(args.onFilesChange).toHaveBeenCalledWith([menu]);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveFocus();
  },
};

/** While a file is dragged over it the zone lights up and says "Drop to add"; a drop hands the file over. */
export const DropAFile: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price list');
    const zone = input.parentElement!;
    const menu = makeFile('menu.pdf', 'application/pdf');
    drag(input, 'dragenter', [menu]);
    drag(input, 'dragover', [menu]);
    await waitFor(() => expect(zone).toHaveAttribute('data-drag-over'));
    await expect(zone).toHaveTextContent('Drop to add');
    drag(input, 'drop', [menu]);
    await waitFor(() => expect(zone).not.toHaveAttribute('data-drag-over'));
    await expect(args.onFilesChange).toHaveBeenCalledWith([menu]);
  },
};

/**
 * Dragging out again puts the zone back as it was. Crossing from the zone's edge onto the input over it
 * (a leave and an enter) keeps the look; only leaving both ends it.
 */
export const DragLeaves: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price list');
    const zone = input.parentElement!;
    drag(zone, 'dragenter');
    drag(input, 'dragenter');
    drag(zone, 'dragleave');
    await waitFor(() => expect(zone).toHaveAttribute('data-drag-over'));
    await expect(zone).toHaveTextContent('Drop to add');
    drag(input, 'dragleave');
    await waitFor(() => expect(zone).not.toHaveAttribute('data-drag-over'));
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** A file of another type: the kit says which types it takes, the field is invalid, the app gets nothing. */
export const WrongType: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price list');
    const photo = makeFile('menu.png', 'image/png');
    await anyFile.upload(input, photo);
    await expect(await canvas.findByText('This type of file can’t be added: choose PDF.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This type of file can’t be added/);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(photo, 'type');

    // A right file clears the message.
    await userEvent.upload(input, makeFile('menu.pdf', 'application/pdf'));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  },
};

/** A file over the limit: "The file is larger than 5 MB", with the limit in the person's language. */
export const TooLarge: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price list');
    const big = makeFile('menu.pdf', 'application/pdf', 5 * MB + 1);
    dropFiles(input, [big]);
    await expect(await canvas.findByText('The file is larger than 5 MB.')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith(big, 'size');
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** The same in Russian: the limit reads "5 МБ". */
export const TooLargeInRussian: Story = {
  args: { label: 'Прайс-лист' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Прайс-лист');
    await expect(input).toHaveAccessibleDescription('PDF, до 5 МБ');
    dropFiles(input, [makeFile('menu.pdf', 'application/pdf', 6 * MB)]);
    await expect(await canvas.findByText('Файл больше 5 МБ.')).toBeVisible();
  },
};

/** Two files dropped on a zone that takes one. */
export const TooManyFiles: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price list');
    dropFiles(input, [makeFile('a.pdf', 'application/pdf'), makeFile('b.pdf', 'application/pdf')]);
    await expect(await canvas.findByText('Choose only one file.')).toBeVisible();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** `multiple`: the files that pass go to the app, and the kit names the problem with the others. */
export const Multiple: Story = {
  args: { label: 'Menu photos', accept: 'image/*', multiple: true, maxBytes: 2 * MB },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Menu photos');
    await expect(input).toHaveAttribute('multiple');
    await expect(canvas.getByText('Choose files')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Images, up to 2 MB');
    const roll = makeFile('roll.png', 'image/png');
    const soup = makeFile('soup.png', 'image/png', 3 * MB);
    dropFiles(input, [roll, soup]);
    await expect(args.onFilesChange).toHaveBeenCalledWith([roll]);
    await expect(await canvas.findByText('The file is larger than 2 MB.')).toBeVisible();
  },
};

/** A hint under the zone, read after the limits. */
export const WithHint: Story = {
  args: { hint: 'The menu the restaurant prints, as it should appear on the site.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Price list');
    await expect(input).toHaveAccessibleDescription(/The menu the restaurant prints.*PDF, up to 5 MB/);
  },
};

/** The app's own error, such as an upload the server refused. */
export const AppError: Story = {
  args: { error: 'The upload failed. Check the connection and try again.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Price list');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/The upload failed/);
    await expect(input.parentElement).toHaveAttribute('data-invalid');
  },
};

/** Disabled: out of the tab order, and a drop does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Price list');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    dropFiles(input, [makeFile('menu.pdf', 'application/pdf')]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(input.parentElement).not.toHaveAttribute('data-drag-over');
  },
};

/** Romanian on a phone: long label, limits and messages wrap inside the zone. */
export const LongTextOnPhone: Story = {
  args: {
    label: 'Lista de prețuri pentru restaurantul din centrul orașului Chișinău',
    hint: 'Documentul tipărit de restaurant, așa cum trebuie să apară pe site.',
    accept: '.pdf,.doc,.docx,image/*',
    fullWidth: true,
  },
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Lista de prețuri/);
    await expect(input).toHaveAccessibleDescription(/PDF, DOC, DOCX sau imagini, până la 5 MB/);
    await expect(canvas.getByText('Alegeți un fișier')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
