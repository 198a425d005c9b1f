/*
 * The settings (`/settings/…`): the announcements the shop shows (strip and popup per language, previewed
 * with the kit's parts the shop draws them with), contacts and socials; restaurants (pause and busy for
 * every role; hours, closed days, auto-accept for owners and managers); delivery zones; order rules.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminLocale, adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { apiMessage } from './fixtures/apiMessages';
import { RESTAURANT_IDS } from './fixtures/menu';
import { resetSettings, settingsApi, settingsHandlers } from './fixtures/settings';

const admin = adminMeta({ path: '/settings/announcements', role: 'manager' }, settingsHandlers);
const meta = {
  title: 'Back office/Settings',
  tags: ['!autodocs'],
  ...admin,
  loaders: [resetSettings, ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const language = (context: StoryContext, locale: string) => say(context, `admin.settings.language.${locale}`);

/** Waits for the announcements' form and returns the canvas and its Romanian strip field. */
async function openAnnouncements(context: StoryContext) {
  const canvas = within(context.canvasElement);
  const strip = await canvas.findByLabelText(
    say(context, 'admin.settings.alert_message.label', { language: language(context, 'ro') }),
    {},
    ADMIN_TIMEOUT,
  );
  return { canvas, strip };
}

/** A manager changes the Romanian strip: the preview follows as it is typed, and Save publishes it. */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const { canvas, strip } = await openAnnouncements(context);
    await expect(canvas.getByRole('tab', { name: say(context, 'admin.settings.tab.announcements') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.clear(strip);
    await userEvent.type(strip, 'Azi livrăm până la 22:00.');
    await expect(canvas.getAllByText('Azi livrăm până la 22:00.').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.settings.save') }));
    await waitFor(() => expect(settingsApi.options.alert_message.ro).toBe('Azi livrăm până la 22:00.'));
    await expect(await canvas.findByText(say(context, 'admin.settings.saved'))).toBeVisible();
  },
};

/** A popup typed in Russian opens as the shop's dialog, with the shop's own title and OK in Russian. */
export const PopupPreview: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const popup = await canvas.findByLabelText(
      say(context, 'admin.settings.alert_popup_message.label', { language: language(context, 'ru') }),
      {},
      ADMIN_TIMEOUT,
    );
    await userEvent.type(popup, '31 декабря не работаем.');
    await userEvent.click(
      canvas.getByRole('button', {
        name: say(context, 'admin.settings.preview.popup', { language: language(context, 'ru') }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Важно' });
    await expect(dialog).toHaveTextContent('31 декабря не работаем.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A phone the API refuses: its words beside the field, what was typed kept, nothing published. */
export const Refused: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    const { canvas, strip } = await openAnnouncements(context);
    await userEvent.type(strip, ' Нове.');
    const phone = canvas.getByLabelText(say(context, 'admin.settings.contacts.phone'));
    await userEvent.clear(phone);
    await userEvent.type(phone, 'дзвоніть');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.settings.save') }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'), ADMIN_TIMEOUT);
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(apiMessage('settings.phone.format', adminLocale(context))),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(say(context, 'admin.settings.notSaved'));
    await expect((strip as HTMLTextAreaElement).value).toContain('Нове.');
    await expect(settingsApi.options.phone).toBe('+37322211126');
  },
};

/** An operator: pause and busy at their restaurant, the rest said to be for owners and managers. */
export const Operator: Story = {
  globals: { locale: 'ro' },
  parameters: { admin: { path: '/settings', role: 'operator' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const pause = await canvas.findByRole(
      'button',
      { name: say(context, 'admin.settings.pause.for', { minutes: 30 }) },
      ADMIN_TIMEOUT,
    );
    await expect(canvas.getByText(say(context, 'admin.settings.managersOnly.title'))).toBeVisible();
    await userEvent.click(pause);
    await waitFor(() => expect(settingsApi.restaurant(RESTAURANT_IDS.centru)?.paused_until).not.toBeNull());
    const resume = await canvas.findByRole('button', { name: say(context, 'admin.settings.pause.resume') });
    await userEvent.click(resume);
    await waitFor(() => expect(settingsApi.restaurant(RESTAURANT_IDS.centru)?.paused_until).toBeNull());
    await userEvent.click(
      canvas.getByRole('radio', { name: say(context, 'admin.settings.busy.plus', { minutes: 15 }) }),
    );
    await waitFor(() => expect(settingsApi.restaurant(RESTAURANT_IDS.centru)?.busy_minutes).toBe(15));
  },
};

/** A zone with orders cannot be deleted: after the confirmation, the API's reason, and the zone stays. */
export const ZoneWithOrders: Story = {
  globals: { locale: 'ro' },
  parameters: { admin: { path: '/settings/zones', role: 'manager' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const remove = await canvas.findByRole(
      'button',
      { name: say(context, 'admin.settings.zones.delete', { name: 'Centru' }) },
      ADMIN_TIMEOUT,
    );
    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', {
      name: say(context, 'admin.settings.zones.confirmTitle', { name: 'Centru' }),
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: say(context, 'admin.settings.zones.deleteShort') }),
    );
    const alert = await canvas.findByRole('alert', {}, ADMIN_TIMEOUT);
    await expect(alert).toHaveTextContent(apiMessage('region.hasOrders', 'ro', { count: 12 }));
    await expect(settingsApi.zone(1)).toBeDefined();
  },
};

/** On a phone: the languages one under another. */
export const Phone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { strip } = await openAnnouncements(context);
    await expect(strip).toBeVisible();
  },
};
