import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { makeFile, savedImage } from '../FileDrop/storyFiles';
import { ImageField, type ImageFieldProps } from './ImageField';

const MB = 1024 * 1024;

const meta = {
  title: 'Components/ImageField',
  component: ImageField,
  args: {
    label: 'Photo',
    hint: 'At least 800 × 600 px. The shop shows the category’s drawing while there is none.',
    accept: 'image/jpeg,image/png,image/webp,image/avif',
    maxBytes: 10 * MB,
    onFileChange: fn(),
    onRemove: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    uploadingText: { control: 'text' },
    src: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app around the field: a chosen picture uploads for a moment, then becomes the record's `src`. */
function Editor(args: ImageFieldProps & { failWith?: string }) {
  const [src, setSrc] = useState(args.src);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <ImageField
      {...args}
      src={src}
      uploading={uploading}
      error={error}
      onFileChange={(file) => {
        args.onFileChange(file);
        setUploading(true);
        setError(undefined);
        setTimeout(() => {
          setUploading(false);
          if (args.failWith) setError(args.failWith);
          else setSrc(savedImage);
        }, 400);
      }}
      onRemove={() => {
        args.onRemove();
        setSrc(null);
      }}
    />
  );
}

/**
 * No picture yet. Tab reaches the picker; the picture chosen shows as a preview while it uploads (the field
 * waits and says "Uploading" politely), then the server's copy shows and focus is back on the picker.
 */
export const Default: Story = {
  render: (args) => <Editor {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Photo');
    await expect(input).toHaveAccessibleDescription(/At least 800 × 600 px.*JPEG, PNG, WEBP, or AVIF, up to 10 MB/);
    await userEvent.tab();
    await expect(input).toHaveFocus();

    const roll = makeFile('philadelphia.png', 'image/png');
    await userEvent.upload(input, roll);
    await expect(args.onFileChange).toHaveBeenCalledWith(roll);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Uploading');
    await expect(input).toBeDisabled();
    await expect(input.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('img', { name: 'Preview of philadelphia.png' })).toBeVisible();

    await waitFor(() => expect(status).toHaveTextContent(''));
    await expect(canvas.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', savedImage);
    await expect(input).toBeEnabled();
    await expect(input).toHaveFocus();
  },
};

/** The record's picture; Tab to the remove button and Enter: the app forgets it, focus goes to the picker. */
export const Existing: Story = {
  args: { src: savedImage },
  render: (args) => <Editor {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', savedImage);
    await userEvent.tab();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove the image' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Photo')).toHaveFocus();
  },
};

/** Uploading with the progress the app knows: a progress bar over the picture, the app's words below. */
export const Uploading: Story = {
  args: { src: savedImage, uploading: true, progress: 0.6, uploadingText: 'Uploading the photo…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading the photo…');
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByLabelText('Photo')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove the image' })).not.toBeInTheDocument();
  },
};

/** The server refused the file: its words under the field, announced and tied to the picker; the old picture stays. */
export const Invalid: Story = {
  args: { src: savedImage },
  render: (args) => <Editor {...args} failWith="The photo is too small: at least 800 × 600 px." />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Photo');
    await userEvent.upload(input, makeFile('tiny.png', 'image/png'));
    await expect(await canvas.findByText('The photo is too small: at least 800 × 600 px.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/The photo is too small/);
    await expect(canvas.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', savedImage);
  },
};

/** Someone who may not change the menu: the picture shows, nothing else. */
export const Disabled: Story = {
  args: { src: savedImage, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Photo')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove the image' })).not.toBeInTheDocument();
  },
};

/** Romanian on a phone, the width of the column: the long hint and the kit's words wrap. */
export const OnPhone: Story = {
  args: {
    label: 'Fotografia preparatului',
    hint: 'Cel puțin 800 × 600 px. Magazinul arată desenul categoriei cât timp nu există fotografie.',
    src: savedImage,
    fullWidth: true,
    uploading: true,
    uploadingText: 'Se încarcă fotografia…',
  },
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Se încarcă fotografia…');
    await expect(canvas.getByRole('img', { name: 'Imaginea actuală' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
