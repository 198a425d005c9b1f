// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { TimeSection } from './TimeSection';

afterEach(cleanup);

describe('TimeSection', () => {
  it('asks for the delivery time or the pickup time, as the order goes', async () => {
    const { stores, checkout } = createTestStores({ locale: 'ro' });
    const { container } = await renderWithProviders(<TimeSection />, { stores, messages: ['checkout'] });
    /** The time group's name, as its radiogroup is read. */
    const legend = () => {
      const group = container.querySelector('[role="radiogroup"]');
      return document.getElementById(group?.getAttribute('aria-labelledby') ?? '')?.textContent;
    };
    expect(legend()).toBe('Ora livrării');
    act(() => checkout.form.setField('orderType', 'pickup'));
    expect(legend()).toBe('Ora ridicării');
  });
});
