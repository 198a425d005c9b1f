/**
 * One order's page against the real API (PGlite, in process): a manager sees a shopper's order with its
 * history (placed by the shopper), accepts it from the page — the timeline names them and the promised time —,
 * a second page's late move is refused in words and that page shows the order as it is; a cancel without a
 * reason is refused next to the field; an operator of another restaurant does not find the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function signedIn(role: 'owner' | 'manager' | 'operator', restaurants?: number[]) {
  return (await signedInTab(api, role, { restaurants })).stores;
}

describe('the order page', () => {
  it('shows the order and who did what, moves it on, and says why a late move was refused', async () => {
    const token = await api.signIn('37360000401');
    const placed = await api.placeOrder(token, { payment: 'cash' });
    const manager = await signedIn('manager', [placed.restaurant_id]);
    const page = manager.newOrderPage();
    await page.load(placed.id);
    expect(page.state).toBe('ready');
    expect(page.order?.id).toBe(placed.id);
    expect(page.order?.items).toHaveLength(2);
    expect(page.restaurantName('en')).not.toMatch(/^#/);
    expect(page.order?.history[0]).toMatchObject({ status: 'placed', actor: 'shopper' });
    expect(page.next).toBe('accepted');
    expect(page.cancellable).toBe(true);

    // A second tab opened on the same order before the move.
    const stale = manager.newOrderPage();
    await stale.load(placed.id);

    expect(await page.move('accepted', { promised_minutes: 30 })).toBe(true);
    expect(page.order?.status).toBe('accepted');
    const accepted = page.order!.history.at(-1)!;
    expect(accepted).toMatchObject({ status: 'accepted', actor: 'staff', staff: { name: 'Test manager' } });
    expect(accepted.promised_at).not.toBeNull();
    expect(page.next).toBe('preparing');

    // The other tab still offers accepting: the API refuses, the page says why and shows the order as it is.
    expect(stale.next).toBe('accepted');
    expect(await stale.move('accepted', { promised_minutes: 20 })).toBe(false);
    expect(stale.problem).toBe('Test manager has already accepted this order.');
    expect(stale.order?.status).toBe('accepted');
    expect(stale.next).toBe('preparing');

    // Cancelling needs a reason: said next to the field, the order unchanged.
    expect(await page.move('cancelled')).toBe(false);
    expect(page.reasonError).toMatch(/\S/);
    expect(page.order?.status).toBe('accepted');
    expect(await page.move('cancelled', { reason: 'Out of salmon' })).toBe(true);
    expect(page.order?.status).toBe('cancelled');
    expect(page.order?.history.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Out of salmon' });
    expect(page.next).toBeNull();
    expect(page.cancellable).toBe(false);
  });

  it('does not show an order of a restaurant that is not the person’s', async () => {
    const token = await api.signIn('37360000402');
    const placed = await api.placeOrder(token, { payment: 'cash' });
    const other = await signedIn('operator', [placed.restaurant_id === 1 ? 2 : 1]);
    const page = other.newOrderPage();
    await page.load(placed.id);
    expect(page.state).toBe('notFound');
    expect(page.order).toBeNull();
  });
});
