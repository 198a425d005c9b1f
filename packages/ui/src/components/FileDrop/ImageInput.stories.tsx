import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { ImageInput } from './ImageInput';
import { dropFiles, makeFile, savedImage } from './storyFiles';

const MB = 1024 * 1024;

const meta = {
  title: 'Components/ImageInput',
  component: ImageInput,
  args: { label: 'Dish photo', maxBytes: 5 * MB, onValueChange: fn(), onRemove: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    value: { control: false },
    defaultValue: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const anyFile = userEvent.setup({ applyAccept: false });

/** Waits for the preview to decode, so its size is real. */
async function loaded(image: HTMLImageElement) {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
}

/** Nothing chosen yet: the drop zone, reached with Tab; a picture chosen shows at once from a `blob:` URL. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Dish photo');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG, or WEBP, up to 5 MB');
    await userEvent.tab();
    await expect(input).toHaveFocus();

    const roll = makeFile('philadelphia.png', 'image/png');
    await userEvent.upload(input, roll);
    await expect(args.onValueChange).toHaveBeenCalledWith(roll);
    const preview = await canvas.findByRole('img', { name: 'Preview of philadelphia.png' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await loaded(preview as HTMLImageElement);
  },
};

/** Editing: the saved image (`src`) until another is chosen, with a remove button. */
export const Existing: Story = {
  args: { src: savedImage },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Current image' });
    await expect(image).toHaveAttribute('src', savedImage);
    await expect(canvas.getByText('Choose another image or drag it here')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the image' })).toBeVisible();
  },
};

/**
 * The upload's progress, from the app: an accessible progress bar (value, text "45%") over the preview of
 * the file being sent.
 */
export const Uploading: Story = {
  args: { defaultValue: makeFile('philadelphia.png', 'image/png'), progress: 0.45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill.getBoundingClientRect().width / bar.clientWidth).toBeCloseTo(0.45, 1);
  },
};

/**
 * Keyboard: Tab reaches the input, then the remove button; Enter removes the image, its `blob:` URL is
 * revoked, and focus moves to the input, where the next picture is chosen.
 */
export const Remove: Story = {
  args: { defaultValue: makeFile('philadelphia.png', 'image/png') },
  play: async ({ canvas, args }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const preview = canvas.getByRole('img', { name: 'Preview of philadelphia.png' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    const url = preview.getAttribute('src');
    const input = canvas.getByLabelText('Dish photo');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove the image' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(revoke).toHaveBeenCalledWith(url);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
    await expect(canvas.getByText('Choose a file')).toBeVisible();
    revoke.mockRestore();
  },
};

/** The app forgets the saved image in `onRemove`; a new picture dropped on the preview replaces it. */
export const ReplaceSaved: Story = {
  args: { src: savedImage },
  render: function Render(args) {
    const [src, setSrc] = useState(args.src);
    return (
      <ImageInput
        {...args}
        src={src}
        onRemove={() => {
          args.onRemove?.();
          setSrc(undefined);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Dish photo');
    const soup = makeFile('miso.png', 'image/png');
    dropFiles(input, [soup]);
    await expect(args.onValueChange).toHaveBeenCalledWith(soup);
    await expect(await canvas.findByRole('img', { name: 'Preview of miso.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the image' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/**
 * A picture chosen over the saved one, then removed while the app keeps `src` (it has not saved the new
 * one): the saved image shows again.
 */
export const RemoveChosenKeepsSaved: Story = {
  args: { src: savedImage, defaultValue: makeFile('philadelphia.png', 'image/png') },
  play: async ({ canvas, args }) => {
    const preview = canvas.getByRole('img', { name: 'Preview of philadelphia.png' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the image' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    const saved = canvas.getByRole('img', { name: 'Current image' });
    await expect(saved).toHaveAttribute('src', savedImage);
    await loaded(saved as HTMLImageElement);
  },
};

/** A file that is not an image: the kit's message; the image shown stays. */
export const WrongType: Story = {
  args: { src: savedImage },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Dish photo');
    await anyFile.upload(input, makeFile('menu.pdf', 'application/pdf'));
    await expect(await canvas.findByText('This type of file can’t be added: choose JPEG, PNG, or WEBP.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Current image' })).toBeVisible();
  },
};

/** Over the limit: "The file is larger than 5 MB". */
export const TooLarge: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Dish photo');
    await userEvent.upload(input, makeFile('huge.png', 'image/png', 12 * MB));
    await expect(await canvas.findByText('The file is larger than 5 MB.')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Disabled: the image shows, but it cannot be replaced or removed. */
export const Disabled: Story = {
  args: { src: savedImage, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Dish photo')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove the image' })).not.toBeInTheDocument();
  },
};

/** Ukrainian on a phone, square preview. */
export const SquareInUkrainian: Story = {
  args: { label: 'Фото страви', src: savedImage, aspectRatio: '1 / 1', fullWidth: true },
  globals: { locale: 'uk', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Поточне зображення' });
    await loaded(image as HTMLImageElement);
    const box = image.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    await expect(canvas.getByRole('button', { name: 'Видалити зображення' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
