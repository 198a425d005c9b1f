// @vitest-environment happy-dom
/**
 * A cart line the order's restaurant has on its stop-list: it says where the dish is not available, shows no
 * price (it is not counted) and keeps its link (the dish is sold elsewhere); a dish sold nowhere says so.
 */
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { CartLine, type CartLineProps } from './CartLine';

afterEach(cleanup);

const renderLine = (props: Partial<CartLineProps>) =>
  renderWithProviders(
    <MemoryRouter>
      <ul>
        <CartLine
          name="Philadelphia"
          slug="philadelphia"
          extras={[]}
          quantity={2}
          lineTotal={278}
          onQuantityChange={() => undefined}
          onRemove={() => undefined}
          {...props}
        />
      </ul>
    </MemoryRouter>,
    { stores: createTestStores({ locale: 'en' }).stores, messages: ['cart'] },
  );

describe('CartLine', () => {
  it('names the restaurant that has the dish stopped, and keeps the way to the dish', async () => {
    const { container, text } = await renderLine({
      issue: { kind: 'unavailable', restaurantId: 11 },
      stoppedAt: 'Nori Botanica',
    });
    expect(text()).toContain('Not available at Nori Botanica today: it will not be in your order.');
    expect(text()).not.toContain('278');
    expect(container.querySelector('a[href="/product/philadelphia"]')).not.toBeNull();
  });

  it('says a dish sold nowhere is no longer available', async () => {
    const { text } = await renderLine({ slug: undefined, issue: { kind: 'unavailable' } });
    expect(text()).toContain('No longer available');
    expect(text()).not.toContain('Nori Botanica');
  });
});
