/*
 * Checkout in its own calm layout: contact, delivery or pickup (areas and restaurants from the
 * dictionaries), as soon as possible or a chosen time, payment method, bonuses for a signed-in shopper,
 * comment, and the order summary with the submit button. Rendered at Thursday noon, restaurants open.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkoutMessages } from '../../packages/storefront/src/features/checkout/messages';
import { paymentTypes } from './fixtures/api';
import { screenMeta } from './ScreenHarness';
import { fixtureProduct, say, SCREEN_TIMEOUT, storyLocale } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Checkout',
  ...screenMeta({
    path: '/checkout',
    cart: [{ id: 1, quantity: 2, modifiers: [8] }, { id: 29 }, { id: 82, quantity: 2 }],
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectCheckout(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
    say(context, checkoutMessages.title),
  );
  const form = await canvas.findByRole('form', { name: say(context, checkoutMessages.title) }, SCREEN_TIMEOUT);
  for (const section of [
    checkoutMessages.contact,
    checkoutMessages.delivery,
    checkoutMessages.time,
    checkoutMessages.payment,
    checkoutMessages.summary,
  ]) {
    await expect(within(form).getByRole('heading', { level: 2, name: say(context, section) })).toBeVisible();
  }
  await expect(within(form).getByRole('textbox', { name: say(context, checkoutMessages.name) })).toBeVisible();
  // The payment methods come from the API's dictionary, in the story's language.
  for (const type of paymentTypes(storyLocale(context))) {
    await expect(within(form).getByRole('radio', { name: type.name })).toBeInTheDocument();
  }
  const philadelphia = say(context, checkoutMessages.lineQuantity, {
    name: fixtureProduct(context, 1).name,
    quantity: 2,
  });
  await expect(within(form).getByText(philadelphia)).toBeVisible();
  return within(form);
}

/** A guest: the bonuses wait for a sign-in. */
export const Guest: Story = {
  play: async (context) => {
    const form = await expectCheckout(context);
    await expect(form.getByRole('textbox', { name: say(context, checkoutMessages.name) })).toHaveValue('');
    await expect(form.getByText(say(context, checkoutMessages.bonusesSignIn))).toBeVisible();
  },
};

/** Signed in: contact filled in from the profile, bonuses to spend. */
export const SignedIn: Story = {
  parameters: { screen: { signedIn: true } },
  play: async (context) => {
    const form = await expectCheckout(context);
    await expect(form.getByRole('textbox', { name: say(context, checkoutMessages.name) })).toHaveValue('Ana Rusu');
    await expect(
      await form.findByRole('textbox', { name: say(context, checkoutMessages.bonuses) }, SCREEN_TIMEOUT),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await expectCheckout(context);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    await expectCheckout(context);
    await expect(within(context.canvasElement).getByRole('radio', { name: 'Наличными курьеру' })).toBeInTheDocument();
  },
};
