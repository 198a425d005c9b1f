import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';

/** The shop's words, as its catalogs have them (the app passes every text). */
const words = {
  en: {
    title: 'Cookies',
    description: 'We use cookies for statistics and advertising only if you allow them.',
    acceptAllLabel: 'Accept all',
    rejectAllLabel: 'Reject all',
    chooseLabel: 'Choose',
    saveLabel: 'Save my choice',
    categories: [
      { id: 'analytics', label: 'Statistics', description: 'How the site is used, so we can improve it.' },
      { id: 'marketing', label: 'Marketing', description: 'Ads that match your interests.' },
    ],
  },
  ro: {
    title: 'Cookie-uri',
    description: 'Folosim cookie-uri pentru statistici și publicitate doar dacă ne permiteți.',
    acceptAllLabel: 'Accept toate',
    rejectAllLabel: 'Refuz toate',
    chooseLabel: 'Aleg',
    saveLabel: 'Salvează alegerea',
    categories: [
      { id: 'analytics', label: 'Statistici', description: 'Cum este folosit site-ul, ca să-l îmbunătățim.' },
      { id: 'marketing', label: 'Marketing', description: 'Reclame potrivite intereselor dvs.' },
    ],
  },
} satisfies Record<string, Omit<ConsentBannerProps, 'onAcceptAll' | 'onRejectAll' | 'onSave'>>;

const meta = {
  title: 'Components/ConsentBanner',
  component: ConsentBanner,
  args: { ...words.en, onAcceptAll: fn(), onRejectAll: fn(), onSave: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <p>The shop’s page stays usable under the banner.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: a landmark named by its heading, fixed to the viewport's bottom, not a modal. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookies' });
    await expect(getComputedStyle(region).position).toBe('fixed');
    await expect(region).toHaveAccessibleDescription(words.en.description);
    // Not a dialog: nothing traps focus or hides the page from assistive technology.
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.activeElement).not.toBe(region);
    // Rejecting is as prominent as accepting: the same variant, the same size.
    const reject = canvas.getByRole('button', { name: 'Reject all' });
    const accept = canvas.getByRole('button', { name: 'Accept all' });
    await expect(reject.className).toBe(accept.className);
    await userEvent.click(accept);
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
    await userEvent.click(reject);
    await expect(args.onRejectAll).toHaveBeenCalledOnce();
  },
};

/** Choosing by keyboard: "Choose" shows a switch per category and moves focus to the first. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Choose' }).focus();
    await userEvent.keyboard('{Enter}');
    const statistics = await canvas.findByRole('switch', { name: 'Statistics' });
    await waitFor(() => expect(statistics).toHaveFocus());
    await expect(statistics).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(statistics).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save my choice' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, marketing: false });
  },
};

/** Reopened from the footer's "Cookie settings": the stored choice is on the switches and focus is on the banner. */
export const ChangingAChoice: Story = {
  args: { defaultView: 'choose', initialChoice: { analytics: true, marketing: false }, focusOnOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Cookies' })).toHaveFocus());
    await expect(canvas.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my choice' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, marketing: true });
  },
};

/** On a 375 px phone, in Romanian (the longest labels): a few lines at the bottom, the page above it free. */
export const Phone: Story = {
  args: words.ro,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cookie-uri' });
    const box = region.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // Small enough never to be the page's largest paint, nor to hide most of the shop.
    await expect(box.height).toBeLessThan(window.innerHeight / 2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
