import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../Banner/Banner';
import { TextField } from '../TextField/TextField';
import { SaveBar, type SaveBarProps, type SaveBarStatus } from './SaveBar';

const words = {
  saveLabel: 'Save',
  savedText: 'Saved',
  unsavedText: 'Unsaved changes',
};

const meta = {
  title: 'Components/SaveBar',
  component: SaveBar,
  args: { ...words, onSave: fn(), position: 'static' },
  argTypes: {
    saveLabel: { control: 'text' },
    savedText: { control: 'text' },
    unsavedText: { control: 'text' },
    children: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dish's name and the bar, as an editor holds them: typing makes it unsaved, a save takes a moment. */
function Editor(args: SaveBarProps) {
  const [name, setName] = useState('Philadelphia roll');
  const [status, setStatus] = useState<SaveBarStatus>('none');
  const [saving, setSaving] = useState(false);
  const save = () => {
    args.onSave?.();
    setSaving(true);
    setTimeout(() => {
      setSaving(false);
      setStatus('saved');
    }, 300);
  };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setStatus('unsaved');
        }}
        fullWidth
      />
      <SaveBar {...args} status={status} saving={saving} onSave={save} />
    </div>
  );
}

/**
 * The whole round: typing says "Unsaved changes" politely; Save shows the spinner, says the button is busy
 * and ignores a second press (focus stays on it); then "Saved".
 */
export const Default: Story = {
  render: (args) => <Editor {...args} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ' classic');
    await expect(status).toHaveTextContent('Unsaved changes');

    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(save).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent('Saved'));
    await expect(save).not.toHaveAttribute('aria-busy');
  },
};

/** Without `onSave` the button submits the form around the bar: Enter in a field saves too. */
export const InsideAForm: Story = {
  args: { onSave: undefined, status: 'unsaved' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState(0);
    return (
      <form
        aria-label="Contacts"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted((count) => count + 1);
        }}
      >
        <TextField label="Phone" defaultValue="+373 22 000 000" fullWidth />
        <SaveBar {...args} />
        <output aria-label="Submitted">{submitted}</output>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '{Enter}');
    await expect(canvas.getByLabelText('Submitted')).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Submitted')).toHaveTextContent('2');
  },
};

/** While a save is on its way the button is busy: presses and submits are ignored. */
export const Saving: Story = {
  args: { saving: true, status: 'unsaved' },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Refused for three fields: an alert with the app's words, counted by the app's own plural rules. */
export const Invalid: Story = {
  args: {
    status: 'unsaved',
    invalid: {
      count: 3,
      title: 'Check the 3 marked fields.',
      message: 'Nothing you typed is lost: fix them and save again.',
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Check the 3 marked fields. Nothing you typed is lost');
    await expect(canvas.getByRole('status')).toHaveTextContent('Unsaved changes');
  },
};

/** No fields left to fix: the refusal's alert goes, though the app still passes it. */
export const InvalidFixed: Story = {
  args: { invalid: { count: 0, title: 'Check the marked fields.' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Someone else saved first: a warning with its reload action, Save unusable until then. Reloading removes
 * the alert, and focus, which was on the reload button, moves to Save.
 */
export const Conflict: Story = {
  args: { status: 'unsaved' },
  render: function Render(args) {
    const [conflict, setConflict] = useState(true);
    return (
      <SaveBar
        {...args}
        saveDisabled={conflict}
        conflict={
          conflict
            ? {
                title: 'Someone else saved this dish meanwhile.',
                message: 'Load their version: what you changed stays yours, the rest becomes theirs.',
                reloadLabel: 'Load their version',
                onReload: () => setConflict(false),
              }
            : null
        }
      />
    );
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Someone else saved this dish meanwhile.');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();

    // Save keeps focus though it cannot save; the reload action is the step before it.
    await expect(save).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(alert).getByRole('button', { name: 'Load their version' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(save).toHaveFocus();
    await expect(save).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Any other refusal, in the server's words or the app's for a server that does not answer. */
export const Problem: Story = {
  args: {
    status: 'unsaved',
    problem: { title: 'The change was not saved.', message: 'The server does not answer: try again.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The change was not saved. The server does not answer');
  },
};

/** The app's own notice above the alerts (both people changed the same fields), with a new dish's label. */
export const WithNotice: Story = {
  args: {
    saveLabel: 'Create the dish',
    children: (
      <Banner tone="info" role="status" title="You both changed the same fields.">
        Your version was kept for: name, price. Check them before saving.
      </Banner>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create the dish' })).toBeVisible();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('You both changed the same fields.');
  },
};

const dishFields = ['Name in Romanian', 'Name in Russian', 'Name in English', 'Name in Ukrainian', 'Price', 'Weight'];

/**
 * Sticky in a scrolling page (here a 480 px high area, as the back office's `main` scrolls): the bar stays at
 * the bottom, and a field reached by Tab is scrolled above it, never under it (WCAG 2.4.11).
 */
export const Sticky: Story = {
  args: {
    position: 'sticky',
    status: 'unsaved',
    problem: { title: 'The change was not saved.', message: 'The server does not answer: try again.' },
  },
  render: (args) => (
    <div data-testid="scroller" style={{ height: 480, overflowY: 'auto' }}>
      <div style={{ display: 'grid', gap: 96, paddingBottom: 16 }}>
        {dishFields.map((label) => (
          <TextField key={label} label={label} fullWidth />
        ))}
      </div>
      <SaveBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    const bar = canvas.getByRole('button', { name: 'Save' }).closest('[data-status]')!;
    await waitFor(() => expect(scroller.style.scrollPaddingBottom).toBe(`${(bar as HTMLElement).offsetHeight}px`));
    await userEvent.click(canvas.getByRole('textbox', { name: dishFields[0] }));
    for (const label of dishFields.slice(1)) {
      await userEvent.tab();
      const field = canvas.getByRole('textbox', { name: label });
      await expect(field).toHaveFocus();
      await waitFor(() =>
        expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 1),
      );
    }
    // The bar stays at the bottom of the scrolling area.
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(
      Math.round(scroller.getBoundingClientRect().bottom),
    );
  },
};

/** Romanian on a phone: the button takes the width under the status; the alert's long words wrap. */
export const OnPhone: Story = {
  args: {
    saveLabel: 'Salvează modificările',
    savedText: 'Salvat. Magazinul îl arată la următoarea pagină.',
    unsavedText: 'Modificări nesalvate',
    status: 'saved',
    invalid: {
      count: 2,
      title: 'Verificați cele 2 câmpuri marcate.',
      message: 'Nimic din ce ați scris nu s-a pierdut.',
    },
  },
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Salvează modificările' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Salvat.');
    await expect(save.getBoundingClientRect().top).toBeGreaterThanOrEqual(status.getBoundingClientRect().bottom);
    await expect(save.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
