import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mediaQueries } from '../../theme/media';
import { CLOSE_DELAY } from './CalendarOverlay';
import { DatePicker } from './DatePicker';
import {
  dayButton,
  expectClosed,
  openCalendar,
  selectedDays,
  typeInto,
  wait,
  weekdayHeaders,
} from './datePickerTesting';

const march7 = new Date(2025, 2, 7);
const march = (day: number, hours = 0, minutes = 0) => new Date(2025, 2, day, hours, minutes);

/** The latest birthday of an adult today (spec §5: 18 years before today). */
const today = new Date();
const adultBirthday = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: {
    label: 'Delivery date',
    defaultMonth: new Date(2025, 2, 1),
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['single', 'multiple', 'range'] },
    format: { control: 'inline-radio', options: ['dd.mm.yy', 'dd.mm.yyyy'] },
    hourCycle: { control: 'inline-radio', options: [24, 12] },
    locale: { control: 'inline-radio', options: ['ro', 'ru', 'en', 'uk'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One day: the overlay closes 150 ms after the pick and focus returns to the field's button. */
export const Single: Story = {
  // Checks the ripple: see `motion` in .storybook/vitest.setup.ts.
  tags: ['motion'],
  args: { defaultValue: march7 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Delivery date' });
    await expect(input).toHaveValue('07.03.25');
    const { trigger, dialog } = await openCalendar(canvasElement);
    await expect(dialog).toHaveAccessibleName('Calendar');
    await expect(selectedDays(dialog)).toEqual([7]);
    // The chosen day has focus, ready for the arrow keys.
    await waitFor(() => expect(dayButton(dialog, 7)).toHaveFocus());

    const beforePick = performance.now();
    // What the calendar shows right after the pick, read in the task after the click itself — before the
    // close delay's timer, however long a loaded browser takes to report the click back to the test.
    const atPick = new Promise<{ open: boolean; selected: number[]; said: boolean; ripple: boolean }>((resolve) => {
      dialog.addEventListener(
        'click',
        () =>
          setTimeout(() =>
            resolve({
              open: dialog.isConnected,
              selected: selectedDays(dialog),
              said: within(dialog).queryByText(/^Selected: March 12, 2025$/) !== null,
              ripple: dayButton(dialog, 12).querySelector('[data-ripple]') !== null,
            }),
          ),
        { once: true },
      );
    });
    await userEvent.click(dayButton(dialog, 12));
    // Still open right after the pick, showing it and saying it; the pressed day ripples (about 0.4 s) unless
    // the person asked for less motion …
    const reduced = matchMedia(mediaQueries.reducedMotion).matches;
    await expect(await atPick).toEqual({ open: true, selected: [12], said: true, ripple: !reduced });
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2025, 2, 12));
    await expect(input).toHaveValue('12.03.25');
    // … and gone once the delay has passed.
    await expectClosed(dialog);
    await expect(performance.now() - beforePick).toBeGreaterThanOrEqual(CLOSE_DELAY);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Controlled by the app, as the storefront's profile form does: the value lives in the form, the
 * field follows it (here a reset from outside), and a form post carries `YYYY-MM-DD`.
 */
export const Controlled: Story = {
  args: { label: 'Birthday', name: 'birthday' },
  render: function Render(args) {
    const [value, setValue] = useState<Date | null>(march7);
    return (
      <form aria-label="Profile" onSubmit={(event) => event.preventDefault()}>
        <DatePicker
          label={args.label}
          name={args.name}
          value={value}
          onValueChange={(next) => {
            (args.onValueChange as ((value: Date | null) => void) | undefined)?.(next);
            setValue(next);
          }}
        />
        <button type="button" onClick={() => setValue(new Date(1990, 4, 15))}>
          Reset
        </button>
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Birthday' });
    const posted = () => new FormData(canvas.getByRole('form', { name: 'Profile' })).get('birthday');
    await expect(posted()).toBe('2025-03-07');
    await typeInto(input, '1.4.2001{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2001, 3, 1));
    await expect(input).toHaveValue('01.04.01');
    await expect(posted()).toBe('2001-04-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(input).toHaveValue('15.05.90');
    await expect(posted()).toBe('1990-05-15');
  },
};

/** Esc closes the calendar and gives focus back to the field's button. */
export const EscapeCloses: Story = {
  args: { defaultValue: march7 },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openCalendar(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Arrows move by day and week, Page Up/Down by month, Home/End to the week's ends, Enter picks. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: march7 },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openCalendar(canvasElement);
    await waitFor(() => expect(dayButton(dialog, 7)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(dayButton(dialog, 8)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dayButton(dialog, 15)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('button', { name: 'Choose a month: April' })).toBeInTheDocument();
    await expect(dayButton(dialog, 15)).toHaveFocus();
    await userEvent.keyboard('{Home}'); // en-US weeks start on Sunday: 13 April 2025
    await expect(dayButton(dialog, 13)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(dayButton(dialog, 19)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2025, 3, 19));
    await expectClosed(dialog);
  },
};

/**
 * The profile's birthday (spec §5): the latest day is 18 years before today, typed as dd.mm.yy.
 * The calendar opens on that month; the year and month views get to 1990 in a few clicks.
 */
export const Birthday: Story = {
  args: { label: 'Birthday', max: adultBirthday, format: 'dd.mm.yy', defaultMonth: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birthday' });
    await expect(within(canvasElement).getByText('Format: dd.mm.yy')).toBeInTheDocument();

    // Too young: refused with the latest allowed day in the message; nothing changes.
    const tooYoung = new Date(today.getFullYear() - 10, 0, 15);
    await typeInto(input, `15.01.${String(tooYoung.getFullYear() % 100).padStart(2, '0')}{Enter}`);
    const latest = [adultBirthday.getDate(), adultBirthday.getMonth() + 1, adultBirthday.getFullYear() % 100]
      .map((n) => String(n).padStart(2, '0'))
      .join('.');
    await expect(input).toHaveAccessibleDescription(`Choose ${latest} or earlier Format: dd.mm.yy`);
    await expect(args.onValueChange).not.toHaveBeenCalled();

    const { dialog } = await openCalendar(canvasElement);
    // The last allowed day is free, the next one is not.
    await expect(dayButton(dialog, adultBirthday.getDate())).toBeEnabled();
    const nextDay = new Date(adultBirthday.getFullYear(), adultBirthday.getMonth(), adultBirthday.getDate() + 1);
    if (nextDay.getMonth() === adultBirthday.getMonth())
      await expect(dayButton(dialog, nextDay.getDate())).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');

    // Year view: ten years per page, then the months of the year, then the days.
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Choose a year: ${adultBirthday.getFullYear()}` }),
    );
    const page = Math.floor(adultBirthday.getFullYear() / 10) * 10;
    await expect(within(dialog).getByText(`${page} – ${page + 9}`)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Next years' })).toBeDisabled();
    while (!within(dialog).queryByText('1990 – 1999')) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Previous years' }));
    }
    await expect(
      within(within(dialog).getByRole('group', { name: 'Choose a year' })).getAllByRole('button'),
    ).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('button', { name: '1990' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'May' }));
    await expect(within(dialog).getByRole('button', { name: 'Choose a year: 1990' })).toBeInTheDocument();
    await userEvent.click(dayButton(dialog, 15));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(1990, 4, 15));
    await expect(input).toHaveValue('15.05.90');
    await expectClosed(dialog);
  },
};

/** A birthday is already on the profile: the field shows it and cannot be changed (spec §5). */
export const BirthdaySet: Story = {
  args: { label: 'Birthday', max: adultBirthday, defaultValue: new Date(1990, 4, 15), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Birthday' })).toHaveValue('15.05.90');
    await expect(canvas.getByRole('textbox', { name: 'Birthday' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose a date' })).toBeDisabled();
  },
};

/** Several days, at most three: a fourth pick is refused and said so; a chosen day can still go. */
export const Multiple: Story = {
  args: { mode: 'multiple', maxCount: 3, label: 'Catering days' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openCalendar(canvasElement);
    for (const day of [3, 5, 7]) await userEvent.click(dayButton(dialog, day));
    await expect(selectedDays(dialog)).toEqual([3, 5, 7]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([march(3), march(5), march(7)]);

    await userEvent.click(dayButton(dialog, 9));
    await expect(selectedDays(dialog)).toEqual([3, 5, 7]);
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    await expect(within(dialog).getByText('You can choose up to 3 dates', { selector: 'p' })).toBeVisible();

    await userEvent.click(dayButton(dialog, 5));
    await userEvent.click(dayButton(dialog, 9));
    await expect(selectedDays(dialog)).toEqual([3, 7, 9]);
    // Several days: no closing on a pick; Done closes.
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectClosed(dialog);
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('03.03.25, 07.03.25, 09.03.25');
  },
};

/** A range over two months: start, a click before the start restarts, then the end closes it. */
export const Range: Story = {
  args: { mode: 'range', numberOfMonths: 2, label: 'Stay' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openCalendar(canvasElement);
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);

    await userEvent.click(dayButton(dialog, 10));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: march(10) });
    await expect(screen.getByText('Start: March 10, 2025. Now choose the end date.')).toBeInTheDocument();

    // Before the start: the range starts again from that day rather than ending before it starts.
    await userEvent.click(dayButton(dialog, 4));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: march(4) });
    await expect(selectedDays(dialog)).toEqual([4]);
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(dayButton(dialog, 14));
    await expect(selectedDays(dialog)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: march(4), to: march(14) });
    await expectClosed(dialog);
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('04.03.25 – 14.03.25');
  },
};

/** A delivery slot: 24-hour time in 5-minute steps; the steppers repeat while held. */
export const WithTime24: Story = {
  args: { withTime: true, minuteStep: 5, defaultValue: march(7, 18, 0), label: 'Delivery time' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Delivery time' });
    await expect(input).toHaveValue('07.03.25 18:00');
    const { dialog } = await openCalendar(canvasElement);
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes' });
    await expect(minutes).toHaveAttribute('aria-valuenow', '0');

    // Held for ~760 ms: one step on press, one at 500 ms, then one every 100 ms (600, 700).
    // One user-event session, so the release belongs to the press.
    const user = userEvent.setup();
    const later = within(dialog).getByRole('button', { name: 'Later minutes' });
    const pressedAt = performance.now();
    await user.pointer({ keys: '[MouseLeft>]', target: later });
    await wait(760);
    await user.pointer({ keys: '[/MouseLeft]', target: later });
    const held = performance.now() - pressedAt;
    // 4 on time. A busy machine fires steps late or releases late, so the bounds follow the time the
    // button was really held: at least the press and the 500 ms repeat, at most what that time allows.
    // The exact timing is proven on fake timers in hooks/pressRepeat.test.ts.
    const steps = Number(minutes.getAttribute('aria-valuenow')) / 5;
    const allowed = 2 + Math.floor((held - 500) / 100);
    await expect(steps).toBeGreaterThanOrEqual(2);
    await expect(steps).toBeLessThanOrEqual(allowed + 1);
    // Released: no more steps.
    await wait(300);
    await expect(Number(minutes.getAttribute('aria-valuenow')) / 5).toBe(steps);

    // Arrow keys step the focused spin button.
    const hours = within(dialog).getByRole('spinbutton', { name: 'Hours' });
    hours.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(hours).toHaveAttribute('aria-valuenow', '19');
    const time = `19:${String(steps * 5).padStart(2, '0')}`;
    await expect(input).toHaveValue(`07.03.25 ${time}`);

    // Another day keeps the time, and the calendar stays open for the time.
    await userEvent.click(dayButton(dialog, 8));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(march(8, 19, steps * 5));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectClosed(dialog);
    await expect(input).toHaveValue(`08.03.25 ${time}`);

    // Typed minutes off the step are refused with their own message.
    await typeInto(input, '08.03.25 19:07{Enter}');
    await expect(input).toHaveAccessibleDescription('Choose minutes in steps of 5 Format: dd.mm.yy HH:mm');
  },
};

/** A 12-hour clock with AM/PM. */
export const WithTime12: Story = {
  args: { withTime: true, hourCycle: 12, defaultValue: march(7, 11, 30), label: 'Delivery time' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Delivery time' });
    await expect(input).toHaveValue('07.03.25 11:30 AM');
    const { dialog } = await openCalendar(canvasElement);
    const hours = within(dialog).getByRole('spinbutton', { name: 'Hours' });
    await expect(hours).toHaveAttribute('aria-valuetext', '11');
    await expect(within(dialog).getByRole('button', { name: 'AM or PM: AM' })).toBeInTheDocument();

    // A later hour than 11 AM is noon, not midnight.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later hour' }));
    await expect(hours).toHaveAttribute('aria-valuetext', '12');
    await expect(input).toHaveValue('07.03.25 12:30 PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'AM or PM: PM' }));
    await expect(input).toHaveValue('07.03.25 12:30 AM');
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);

    await typeInto(input, '07.03.25 13:00 PM{Enter}');
    await expect(input).toHaveAccessibleDescription(
      'Enter a real time in the format dd.mm.yy hh:mm a Format: dd.mm.yy hh:mm a',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Days outside min and max cannot be clicked, reached by the arrows or typed. */
export const MinMax: Story = {
  args: { min: march(10), max: march(20), disabledWeekdays: [0], label: 'Pickup day' },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openCalendar(canvasElement);
    await expect(dayButton(dialog, 9)).toBeDisabled();
    await expect(dayButton(dialog, 10)).toBeEnabled();
    await expect(dayButton(dialog, 16)).toBeDisabled(); // a Sunday
    await expect(dayButton(dialog, 20)).toBeEnabled();
    await expect(dayButton(dialog, 21)).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await waitFor(() => expect(trigger).toHaveFocus());

    const input = within(canvasElement).getByRole('textbox', { name: 'Pickup day' });
    await typeInto(input, '25.03.25{Enter}');
    await expect(input).toHaveAccessibleDescription('Choose 20.03.25 or earlier Format: dd.mm.yy');
    await typeInto(input, '16.03.25{Enter}');
    await expect(input).toHaveAccessibleDescription('This date can’t be chosen Format: dd.mm.yy');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await typeInto(input, '17.03.25{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(march(17));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Typing a day that does not exist keeps the old value and shows the error. */
export const Invalid: Story = {
  args: { defaultValue: march7 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Delivery date' });
    await typeInto(input, '31.02.25');
    await userEvent.tab(); // leaving the field reads it, as Enter does
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a real date in the format dd.mm.yy Format: dd.mm.yy');
    await expect(within(canvasElement).getByText('Enter a real date in the format dd.mm.yy')).toBeVisible();
    await expect(input).toHaveValue('31.02.25'); // kept, to be corrected
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const { dialog } = await openCalendar(canvasElement);
    await expect(selectedDays(dialog)).toEqual([7]);
    await userEvent.click(dayButton(dialog, 9));
    await expect(input).toHaveValue('09.03.25');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { defaultValue: march7, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose a date' })).toBeDisabled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** At 768 px the calendar opens in a bottom sheet named after the field. */
export const Mobile: Story = {
  args: { defaultValue: march7 },
  globals: { viewport: { value: 'below', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(768);
    const { trigger, dialog } = await openCalendar(canvasElement);
    await expect(dialog).toHaveAccessibleName('Delivery date');
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0));
    await expect(weekdayHeaders(dialog)).toHaveLength(7);
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await waitFor(() => expect(trigger).toHaveFocus());

    const again = await openCalendar(canvasElement);
    await userEvent.click(dayButton(again.dialog, 12));
    await expectClosed(again.dialog);
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('12.03.25');
  },
};

/** At 769 px the calendar opens in a popover under the field. */
export const Desktop: Story = {
  args: { defaultValue: march7 },
  globals: { viewport: { value: 'above', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(769);
    const { trigger, dialog } = await openCalendar(canvasElement);
    await expect(dialog).toHaveAccessibleName('Calendar');
    const input = within(canvasElement).getByRole('textbox');
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().top).toBeGreaterThan(input.getBoundingClientRect().bottom),
    );
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The calendar in each kit locale: first weekday, month names and the kit's labels. */
function localeStory(
  locale: 'ro' | 'ru' | 'en' | 'uk',
  openLabel: string,
  firstWeekday: string,
  monthButton: string,
): Story {
  return {
    args: { defaultValue: march7 },
    globals: { locale },
    play: async ({ canvasElement }) => {
      const { dialog } = await openCalendar(canvasElement, openLabel);
      const headers = weekdayHeaders(dialog);
      await expect(headers).toHaveLength(7);
      await expect(headers[0]).toHaveAttribute('aria-label', firstWeekday);
      await expect(within(dialog).getByRole('button', { name: monthButton })).toBeInTheDocument();
    },
  };
}

export const Ro = localeStory('ro', 'Alege data', 'luni', 'Alege luna: Martie');
export const Ru = localeStory('ru', 'Выбрать дату', 'понедельник', 'Выбрать месяц: Март');
export const En = localeStory('en', 'Choose a date', 'Sunday', 'Choose a month: March');
export const Uk = localeStory('uk', 'Обрати дату', 'понеділок', 'Обрати місяць: Березень');
