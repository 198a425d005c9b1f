/**
 * The settings screen's stores against the real API (PGlite, in process): a manager changes the announcement
 * and the public announcements follow; a bad phone and an over-long text come back as field messages with the
 * draft kept; a restaurant's hours and closed days are saved (a past closed day refused by field); an
 * operator pauses and resumes ordering and sets the kitchen busy but cannot open the other tabs; a delivery
 * zone is added, changed and deleted, and one with an order is refused (409); the order rules go back to the
 * environment's with null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi({ ORDER_LEAD_MINUTES: '45' });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function signedIn(role: 'owner' | 'manager' | 'operator', restaurants = [1, 2, 3]) {
  return (await signedInTab(api, role, { restaurants })).stores;
}

const publicJson = async <T>(path: string, locale = 'ro') =>
  (await (await fetch(`${api.baseUrl}${path}`, { headers: { 'accept-language': locale } })).json()) as T;

describe('the settings screen', () => {
  it('saves the announcements a manager types, and the shop’s call serves them in each language', async () => {
    const { settings } = await signedIn('manager');
    const page = settings.announcements;
    await page.load();
    expect(page.draft?.phone).toMatch(/\d/);
    // The seeded Viber button is an app link (viber://…): saved back as it is.
    expect(page.draft!.socials.some((s) => s.url.startsWith('viber://'))).toBe(true);
    page.setText('alert_message', 'ro', 'Livrăm azi până la 22:00');
    page.setText('alert_message', 'ru', 'Сегодня доставляем до 22:00');
    page.setText('alert_popup_message', 'en', 'Closed on the 31st.\nSee you next year!');
    expect(await page.save(), JSON.stringify([page.status.problem, page.status.errors])).toBe(true);
    expect(page.status.saved).toBe(true);
    expect((await publicJson<{ alert_message: string }>('/api/important-update-date', 'ru')).alert_message).toBe(
      'Сегодня доставляем до 22:00',
    );

    // Refused by field: the bad phone and the over-long text are named, what was typed stays.
    page.setContact('phone', 'call us');
    page.setText('alert_message', 'uk', 'x'.repeat(501));
    expect(await page.save()).toBe(false);
    expect(page.status.error('phone')).toMatch(/\S/);
    expect(page.status.error('alert_message.uk')).toMatch(/\S/);
    expect(page.draft?.phone).toBe('call us');
    expect(page.draft?.alert_message.ro).toBe('Livrăm azi până la 22:00');
    // Leaving the tab and coming back loads again, and keeps what was typed.
    await page.load();
    expect(page.draft?.phone).toBe('call us');
    expect(page.draft?.alert_message.uk).toHaveLength(501);

    // A social without https is refused at its own row.
    page.setContact('phone', '+37322000000');
    page.setText('alert_message', 'uk', '');
    page.addSocial();
    const last = page.draft!.socials.length - 1;
    page.setSocial(last, { code: 'youtube', name: 'YouTube', url: 'http://youtube.com/@nori' });
    expect(await page.save()).toBe(false);
    expect(page.status.error(`socials.${last}`)).toMatch(/\S/);
    page.setSocial(last, { url: 'https://youtube.com/@nori' });
    expect(await page.save()).toBe(true);
    expect(page.draft?.socials.at(-1)?.code).toBe('youtube');
  });

  it('saves a restaurant’s hours past midnight and closed days, and names a refused interval by its row', async () => {
    const { settings } = await signedIn('manager', [2]);
    const page = settings.restaurants;
    await page.load();
    expect(page.restaurants.map((r) => r.id)).toEqual([2]);
    page.edit((d) => {
      d.opening_hours = [
        { day: 5, open: '11:00', close: '15:00' },
        { day: 5, open: '18:00', close: '02:00' },
      ];
      d.closed_dates = ['2099-12-31'];
    });
    page.setText('name', 'en', 'Nori Botanica (Dacia)');
    expect(Object.keys(page.patch).sort()).toEqual(['closed_dates', 'name', 'opening_hours']);
    expect(await page.save()).toBe(true);
    expect(page.restaurant?.opening_hours).toHaveLength(2);
    expect(page.restaurant?.closed_dates).toEqual(['2099-12-31']);
    expect(page.patch).toEqual({});
    // Saving with nothing changed sends nothing (the API refuses an empty change).
    expect(await page.save()).toBe(true);

    // Auto-accept: on with 45 minutes, then off again.
    page.edit((d) => (d.auto_accept_minutes = 45));
    expect(page.patch).toEqual({ auto_accept_minutes: 45 });
    expect(await page.save()).toBe(true);
    expect(page.restaurant?.auto_accept_minutes).toBe(45);
    page.edit((d) => (d.auto_accept_minutes = null));
    expect(await page.save()).toBe(true);
    expect(page.restaurant?.auto_accept_minutes).toBeNull();

    page.addInterval(5);
    page.setInterval(2, { open: '14:00', close: '16:00' });
    page.edit((d) => (d.closed_dates = ['2000-01-01']));
    expect(await page.save()).toBe(false);
    expect(page.status.error('opening_hours.2')).toMatch(/\S/);
    expect(page.status.error('closed_dates.0')).toMatch(/\S/);
    expect(page.draft?.opening_hours).toHaveLength(3);
    await page.load();
    expect(page.draft?.opening_hours).toHaveLength(3);
    expect(page.draft?.closed_dates).toEqual(['2000-01-01']);
  });

  it('lets an operator pause, resume and set busy, and nothing else', async () => {
    const { settings } = await signedIn('operator', [1]);
    const page = settings.restaurants;
    await page.load();
    expect(await page.pause({ minutes: 30 })).toBe(true);
    const until = Date.parse(page.restaurant!.paused_until!);
    expect(until - Date.now()).toBeGreaterThan(28 * 60_000);
    expect(
      (await publicJson<{ data: { id: number; paused_until: string | null }[] }>('/api/get-restaurants')).data.find(
        (r) => r.id === 1,
      )?.paused_until,
    ).toBe(page.restaurant!.paused_until);
    expect(await page.resume()).toBe(true);
    expect(page.restaurant?.paused_until).toBeNull();

    // Until a time: today's, or tomorrow's once it has passed — never in the past.
    expect(await page.pause({ until: '00:00' })).toBe(true);
    expect(Date.parse(page.restaurant!.paused_until!)).toBeGreaterThan(Date.now());
    expect(await page.resume()).toBe(true);

    expect(await page.setBusy(20)).toBe(true);
    expect(page.restaurant?.busy_minutes).toBe(20);
    expect(await page.setBusy(0)).toBe(true);

    page.setText('name', 'ro', 'Altceva');
    expect(await page.save()).toBe(false);
    expect(page.status.problem).toMatch(/\S/);

    await settings.announcements.load();
    expect(settings.announcements.loadProblem?.status).toBe(403);
    await settings.zones.load();
    expect(settings.zones.loadProblem?.status).toBe(403);
    await settings.rules.load();
    expect(settings.rules.loadProblem?.status).toBe(403);
  });

  it('adds, changes and deletes a delivery zone, and keeps one that has an order (409)', async () => {
    const { settings } = await signedIn('owner', []);
    const zones = settings.zones;
    await zones.load();
    const before = zones.zones.length;
    expect(before).toBeGreaterThan(0);

    zones.open('new');
    zones.edit((d) => {
      d.name = { ro: 'Zona test', ru: 'Тестовая зона', en: 'Test zone', uk: 'Тестова зона' };
      d.delivery_fee = -5;
    });
    expect(await zones.save()).toBe(false);
    expect(zones.status.error('delivery_fee')).toMatch(/\S/);
    expect(zones.draft?.name.en).toBe('Test zone');
    zones.edit((d) => (d.delivery_fee = 25));
    expect(await zones.save()).toBe(true);
    expect(zones.editing).toBeNull();
    const zone = zones.zones.at(-1)!;
    expect(zone.name.uk).toBe('Тестова зона');

    zones.open(zone.id);
    zones.edit((d) => (d.min_order = 150));
    expect(await zones.save()).toBe(true);
    expect(zones.zones.find((z) => z.id === zone.id)?.min_order).toBe(150);

    // An order delivered there: the zone now has history and stays.
    const { data: products } = await publicJson<{ data: { id: number; price: number }[] }>('/api/products');
    const at = new Date();
    at.setUTCDate(at.getUTCDate() + 1);
    at.setUTCHours(10, 0, 0, 0);
    const placed = await fetch(`${api.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `zone-${Date.now()}` },
      body: JSON.stringify({
        items: [{ product_id: products[0]!.id, quantity: 5, modifiers: [] }],
        order_type: 'delivery',
        region_id: zone.id,
        address: { street: 'Ștefan cel Mare', house: '1' },
        scheduled_at: at.toISOString(),
        payment_type: 'cash',
        contact: { name: 'Ana', phone: '37369000000' },
      }),
    });
    expect(placed.status, await placed.clone().text()).toBeLessThan(300);
    expect(await zones.remove(zone.id)).toBe(false);
    expect(zones.deleteProblem).toEqual({ id: zone.id, message: expect.stringMatching(/\S/) });
    expect(zones.zones.some((z) => z.id === zone.id)).toBe(true);

    zones.open('new');
    zones.edit((d) => (d.name = { ro: 'Zona goală', ru: 'Пустая', en: 'Empty', uk: 'Порожня' }));
    expect(await zones.save()).toBe(true);
    const empty = zones.zones.at(-1)!;
    expect(await zones.remove(empty.id)).toBe(true);
    expect(zones.zones.some((z) => z.id === empty.id)).toBe(false);
  });

  it('overrides the order rules and goes back to the environment’s with “use the default”', async () => {
    const { settings } = await signedIn('manager');
    const rules = settings.rules;
    await rules.load();
    expect(rules.current?.environment.lead_minutes).toBe(45);
    rules.useDefault('lead_minutes', false);
    expect(rules.draft?.lead_minutes).toBe(45);
    rules.set('lead_minutes', 90);
    rules.set('bonus_earn_percent', 101);
    expect(await rules.save()).toBe(false);
    expect(rules.status.error('bonus_earn_percent')).toMatch(/\S/);
    expect(rules.draft?.lead_minutes).toBe(90);
    rules.set('bonus_earn_percent', 7);
    expect(await rules.save()).toBe(true);
    expect((await publicJson<{ lead_minutes: number }>('/api/order-rules')).lead_minutes).toBe(90);
    rules.useDefault('lead_minutes', true);
    rules.useDefault('bonus_earn_percent', true);
    expect(await rules.save()).toBe(true);
    expect(rules.current?.rules.lead_minutes).toBe(45);
  });
});
