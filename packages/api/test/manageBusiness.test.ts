// The back office's business settings (issue 15): restaurants, their pause and busy switches, delivery areas,
// contacts and socials, order rules — who may change what, the 422s, the audit, and the public calls and
// orders following each change at once.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { auditLog, regions, restaurants, settings, socials, users } from '../src/db/schema';
import { catalogIds, describeBackends, placeOrder, type TestContext } from './helpers';

type Snapshot = {
  restaurants: (typeof restaurants.$inferSelect)[];
  regions: (typeof regions.$inferSelect)[];
  settings: (typeof settings.$inferSelect)[];
  socials: (typeof socials.$inferSelect)[];
};

/** The seeded business as it was, put back after each test (the harness only truncates what shoppers write). */
async function snapshot(t: TestContext): Promise<Snapshot> {
  const [r, g, s, so] = await Promise.all([
    t.db.select().from(restaurants),
    t.db.select().from(regions),
    t.db.select().from(settings),
    t.db.select().from(socials),
  ]);
  return { restaurants: r, regions: g, settings: s, socials: so };
}

async function restore(t: TestContext, s: Snapshot) {
  await t.db.transaction(async (tx) => {
    for (const { id, ...row } of s.restaurants) await tx.update(restaurants).set(row).where(eq(restaurants.id, id));
    await tx.delete(regions);
    await tx.insert(regions).values(s.regions);
    await tx.delete(settings);
    await tx.insert(settings).values(s.settings);
    await tx.delete(socials);
    await tx.insert(socials).values(s.socials);
  });
  t.deps.services.catalog.drop();
}

const contact = { name: 'Ana', phone: '37369123456' };

describeBackends('business settings', (t) => {
  let seeded: Snapshot;
  beforeAll(async () => {
    seeded = await snapshot(t());
  });
  afterEach(async () => {
    await t().reset(); // orders first: they refer to the areas put back
    await restore(t(), seeded);
  });

  const en = { 'accept-language': 'en' };
  const publicRestaurant = async (id: number) =>
    ((await t().request('GET', '/api/get-restaurants')).json.data as { id: number }[]).find((r) => r.id === id) as
      Record<string, unknown> | undefined;
  /** An order from Centru (restaurant 1, open 10:00–23:00; the clock says Friday 12:00 in Chișinău). */
  const order = async (scheduledAt: string | null = null, extra: Record<string, unknown> = {}, token?: string) => {
    const ids = await catalogIds(t());
    return placeOrder(
      t(),
      {
        items: [{ product_id: ids.product('set-philadelphia').id, quantity: 1 }],
        order_type: 'pickup',
        restaurant_id: 1,
        scheduled_at: scheduledAt,
        payment_type: 'cash',
        contact,
        ...extra,
      },
      { lang: 'en', token },
    );
  };

  it('lets a manager set several intervals a day and a night past midnight, shown by the public call at once', async () => {
    const manager = await t().staff('manager', [1]);
    const hours = [
      { day: 5, open: '11:00', close: '15:00' },
      { day: 5, open: '17:00', close: '02:00' },
      { day: 6, open: '12:00', close: '23:00' },
    ];
    const res = await manager.request('PATCH', '/api/staff/restaurants/1', {
      opening_hours: hours,
      closed_dates: ['2026-12-31', '2026-11-25', '2026-12-31'],
      name: { ro: 'Nori Centru', ru: 'Nori Центр', en: 'Nori Downtown', uk: 'Nori Центр' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ opening_hours: hours, closed_dates: ['2026-11-25', '2026-12-31'] });
    expect(await publicRestaurant(1)).toMatchObject({
      opening_hours: hours,
      closed_dates: ['2026-11-25', '2026-12-31'],
    });
    const english = (await t().request('GET', '/api/get-restaurants', { headers: en })).json.data as { name: string }[];
    expect(english[0]?.name).toBe('Nori Downtown');

    // Friday 16:00 in Chișinău: in the gap; 17:30 is taken, and so is Saturday 01:30 (Friday's night).
    t().clock.set('2026-11-20T14:00:00Z');
    expect((await order()).json.errors).toEqual({
      scheduled_at: ['The restaurant is closed now. Choose a delivery time.'],
    });
    expect((await order('2026-11-20T15:30:00Z')).status).toBe(201);
    expect((await order('2026-11-20T23:30:00Z')).status).toBe(201);
    expect((await order('2026-11-21T01:00:00Z')).json.errors).toEqual({
      scheduled_at: ['The restaurant is closed at the chosen time.'],
    });

    const [audit] = await t().db.select().from(auditLog).where(eq(auditLog.action, 'restaurant.update'));
    expect(audit).toMatchObject({ staffId: manager.id, targetType: 'restaurant', targetId: '1' });
    expect(Object.keys(audit?.details ?? {}).sort()).toEqual(['closedDates', 'name', 'openingHours']);
  });

  it('refuses hours that overlap, a close equal to the open, times not HH:MM and closed days in the past, saying which', async () => {
    const owner = await t().staff('owner', []);
    const res = await owner.request(
      'PATCH',
      '/api/staff/restaurants/1',
      {
        opening_hours: [
          { day: 1, open: '11:00', close: '15:00' },
          { day: 1, open: '14:00', close: '20:00' },
          { day: 2, open: '10:00', close: '10:00' },
          { day: 3, open: '9:00', close: '24:00' },
          { day: 4, open: '20:00', close: '03:00' },
          { day: 5, open: '02:00', close: '10:00' },
        ],
        closed_dates: ['2026-11-19', '2026-02-30', '2026-11-20'],
      },
      en,
    );
    expect(res.status).toBe(422);
    const time = 'Enter a time as HH:MM, from 00:00 to 23:59.';
    expect(res.json.errors).toEqual({ 'opening_hours.3.open': [time], 'opening_hours.3.close': [time] });
    const semantic = await owner.request(
      'PATCH',
      '/api/staff/restaurants/1',
      {
        opening_hours: [
          { day: 1, open: '11:00', close: '15:00' },
          { day: 1, open: '14:00', close: '20:00' },
          { day: 2, open: '10:00', close: '10:00' },
          { day: 4, open: '20:00', close: '03:00' },
          { day: 5, open: '02:00', close: '10:00' },
        ],
        closed_dates: ['2026-11-19', '2026-02-30', '2026-11-20'],
      },
      en,
    );
    expect(semantic.status).toBe(422);
    expect(semantic.json.errors).toEqual({
      'opening_hours.1.open': ['Overlaps 11:00–15:00 on the same day: intervals of one day must not overlap.'],
      'opening_hours.2.close': [
        'The closing time is the same as the opening time. For hours past midnight enter a close before the open (18:00–02:00).',
      ],
      'opening_hours.4.open': ['Overlaps the night before (20:00–03:00), which runs past midnight into this day.'],
      'closed_dates.0': ['This day has passed: only 2026-11-20 and later days can be closed.'],
      'closed_dates.1': ['Enter a date as YYYY-MM-DD.'],
    });
    const unknown = await owner.request('PATCH', '/api/staff/restaurants/1', { busy_minutes: 5 }, en);
    expect(unknown.json.errors).toEqual({ busy_minutes: ['Unknown field.'] });
    const nul = await owner.request(
      'PATCH',
      '/api/staff/restaurants/1',
      { address: { ro: 'a\u0000', ru: 'a', en: 'a', uk: 'a' } },
      en,
    );
    expect(nul.json.errors).toEqual({ 'address.ro': ['Contains characters that are not allowed.'] });
    expect((await t().db.select().from(auditLog).where(eq(auditLog.action, 'restaurant.update'))).length).toBe(0);
    expect((await owner.request('PATCH', '/api/staff/restaurants/99', { lat: 47 })).status).toBe(404);
  });

  it('keeps each role to its rights: operators only pause and busy their restaurants, managers only theirs', async () => {
    const operator = await t().staff('operator', [1]);
    const manager = await t().staff('manager', [1]);
    expect((await operator.request('GET', '/api/staff/restaurants/1')).status).toBe(200);
    expect((await operator.request('GET', '/api/staff/restaurants')).json.data).toHaveLength(1);
    expect((await operator.request('PATCH', '/api/staff/restaurants/1', { lat: 47 })).status).toBe(403);
    expect((await operator.request('POST', '/api/staff/restaurants/1/busy', { minutes: 15 })).status).toBe(200);
    expect((await operator.request('POST', '/api/staff/restaurants/2/busy', { minutes: 15 })).status).toBe(403);
    expect((await operator.request('GET', '/api/staff/regions')).status).toBe(403);
    expect((await operator.request('GET', '/api/staff/settings/options')).status).toBe(403);
    expect((await operator.request('PUT', '/api/staff/settings/order-rules', {})).status).toBe(403);
    expect((await manager.request('PATCH', '/api/staff/restaurants/2', { lat: 47 })).status).toBe(403);
    expect((await manager.request('GET', '/api/staff/restaurants/2')).status).toBe(403);
    expect((await manager.request('PUT', '/api/staff/settings/order-rules', { lead_minutes: 60 })).status).toBe(200);
    // Writes need the CSRF token like every staff write.
    const forged = await t().request('POST', '/api/staff/restaurants/1/busy', {
      body: { minutes: 10 },
      headers: { cookie: operator.cookie },
    });
    expect(forged.status).toBe(403);
  });

  it('pauses ordering: nothing due before the end, with the time said; later times are taken; resuming opens it', async () => {
    const operator = await t().staff('operator', [1]);
    const paused = await operator.request('POST', '/api/staff/restaurants/1/pause', { minutes: 90 });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.json.data).toMatchObject({ paused_until: '2026-11-20T11:30:00.000Z' });
    expect(await publicRestaurant(1)).toMatchObject({ paused_until: '2026-11-20T11:30:00.000Z' });

    const now = await order();
    expect(now.status).toBe(422);
    expect(now.json.errors).toEqual({
      scheduled_at: ['The restaurant has paused ordering until 13:30. Choose a later time or order then.'],
    });
    expect((await order('2026-11-20T11:15:00Z')).json.errors).toEqual(now.json.errors);
    expect((await order('2026-11-20T11:30:00Z')).status).toBe(201);
    // Another restaurant is not paused.
    expect((await order(null, { restaurant_id: 2 })).status).toBe(201);

    const until = await operator.request('POST', '/api/staff/restaurants/1/pause', { until: '2026-11-21T08:00:00Z' });
    expect(until.json.data).toMatchObject({ paused_until: '2026-11-21T08:00:00.000Z' });
    expect((await order()).json.errors).toEqual({
      scheduled_at: ['The restaurant has paused ordering until 21.11 10:00. Choose a later time or order then.'],
    });

    const resumed = await operator.request('POST', '/api/staff/restaurants/1/pause', { until: null });
    expect(resumed.json.data).toMatchObject({ paused_until: null });
    expect(await publicRestaurant(1)).toMatchObject({ paused_until: null });
    expect((await order()).status).toBe(201);

    const bad = await operator.request('POST', '/api/staff/restaurants/1/pause', { minutes: 5, until: null }, en);
    expect(bad.json.errors).toEqual({ body: ['Send either minutes or until.'] });
    const past = await operator.request(
      'POST',
      '/api/staff/restaurants/1/pause',
      { until: '2026-11-20T09:00:00Z' },
      en,
    );
    expect(past.json.errors).toEqual({ until: ['The pause must end in the future.'] });
    const actions = (await t().db.select().from(auditLog))
      .map((a) => a.action)
      .filter((a) => a.startsWith('restaurant'));
    expect(actions).toEqual(['restaurant.pause', 'restaurant.pause', 'restaurant.resume']);
    // A pause ends by itself, and the public view (rendered while it ran) says so.
    await operator.request('POST', '/api/staff/restaurants/1/pause', { minutes: 10 });
    expect(await publicRestaurant(1)).toMatchObject({ paused_until: '2026-11-20T10:10:00.000Z' });
    t().clock.advance(10 * 60_000);
    expect(await publicRestaurant(1)).toMatchObject({ paused_until: null });
    expect((await order()).status).toBe(201);
  });

  it('refuses orders for a closed day, as soon as possible and scheduled, and takes the next day', async () => {
    const manager = await t().staff('manager', [1]);
    await manager.request('PATCH', '/api/staff/restaurants/1', { closed_dates: ['2026-11-20', '2026-11-22'] });
    expect(await publicRestaurant(1)).toMatchObject({ closed_dates: ['2026-11-20', '2026-11-22'] });
    const closedToday = { scheduled_at: ['The restaurant is closed on 20.11.2026. Choose another day.'] };
    expect((await order()).json.errors).toEqual(closedToday);
    expect((await order('2026-11-20T15:00:00Z')).json.errors).toEqual(closedToday);
    expect((await order('2026-11-22T10:00:00Z')).json.errors).toEqual({
      scheduled_at: ['The restaurant is closed on 22.11.2026. Choose another day.'],
    });
    expect((await order('2026-11-21T10:00:00Z')).status).toBe(201);
    // The next day the passed closed day is no longer listed.
    t().clock.set('2026-11-21T10:00:00Z');
    expect(await publicRestaurant(1)).toMatchObject({ closed_dates: ['2026-11-22'] });
  });

  it('adds the busy minutes to the lead time of a scheduled order', async () => {
    const operator = await t().staff('operator', [1]);
    await operator.request('POST', '/api/staff/restaurants/1/busy', { minutes: 30 });
    expect(await publicRestaurant(1)).toMatchObject({ busy_minutes: 30 });
    expect((await order('2026-11-20T11:00:00Z')).json.errors).toEqual({
      scheduled_at: ['Choose a time at least 75 min from now.'],
    });
    expect((await order('2026-11-20T11:15:00Z')).status).toBe(201);
    await operator.request('POST', '/api/staff/restaurants/1/busy', { minutes: 0 });
    expect((await order('2026-11-20T11:00:00Z')).status).toBe(201);
  });

  it('adds, changes and deletes delivery areas; one with orders is kept with a 409 that says why', async () => {
    const manager = await t().staff('manager', [1]);
    const created = await manager.request('POST', '/api/staff/regions', {
      name: { ro: 'Durlești', ru: 'Дурлешты', en: 'Durlești', uk: 'Дурлешти' },
      restaurant_id: 1,
      delivery_fee: 45.5,
      min_order: 200,
      free_delivery_from: 600,
      delivery_minutes: 70,
    });
    expect(created.status, created.text).toBe(201);
    const area = created.json.data as { id: number; code: string };
    expect(area).toMatchObject({ code: 'durlesti', delivery_fee: 45.5, orders_count: 0 });
    const listed = (await t().request('GET', '/api/get-regions')).json.data as { id: number }[];
    expect(listed.find((r) => r.id === area.id)).toMatchObject({
      name: 'Durlești',
      delivery_fee: 45.5,
      min_order: 200,
    });

    const changed = await manager.request('PATCH', `/api/staff/regions/${area.id}`, { delivery_fee: 40 });
    expect(changed.json.data).toMatchObject({ delivery_fee: 40, min_order: 200 });
    expect(
      ((await t().request('GET', '/api/get-regions')).json.data as { id: number }[]).find((r) => r.id === area.id),
    ).toMatchObject({ delivery_fee: 40 });

    // Not the manager's restaurant, money with three decimals, an unknown restaurant, a code taken.
    const body = { name: { ro: 'X', ru: 'X', en: 'X', uk: 'X' }, delivery_fee: 1, min_order: 1, free_delivery_from: 1 };
    expect(
      (await manager.request('POST', '/api/staff/regions', { ...body, restaurant_id: 2, delivery_minutes: 30 })).status,
    ).toBe(403);
    const invalid = await manager.request(
      'POST',
      '/api/staff/regions',
      { ...body, delivery_fee: 1.005, restaurant_id: 1, delivery_minutes: 0 },
      en,
    );
    expect(invalid.json.errors).toEqual({
      delivery_fee: ['Invalid value.'],
      delivery_minutes: ['The smallest allowed value is 1.'],
    });
    const owner = await t().staff('owner', []);
    const unknown = await owner.request('POST', '/api/staff/regions', {
      ...body,
      restaurant_id: 99,
      delivery_minutes: 30,
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.json.errors as object)).toEqual(['restaurant_id']);
    const taken = await owner.request('PATCH', `/api/staff/regions/${area.id}`, { code: 'centru' }, en);
    expect(taken.json.errors).toEqual({ code: ['There is already a delivery area with this code.'] });

    // The seeded Centru area gets an order: it stays.
    const ids = await catalogIds(t());
    await placeOrder(t(), {
      items: [{ product_id: ids.product('set-philadelphia').id, quantity: 1 }],
      order_type: 'delivery',
      region_id: 1,
      address: { street: 'str. București', house: '7' },
      payment_type: 'cash',
      contact,
    });
    const kept = await manager.request('DELETE', '/api/staff/regions/1', undefined, en);
    expect(kept.status).toBe(409);
    expect(kept.json.message).toBe(
      'This delivery area has 1 orders, so it cannot be deleted: the orders keep it in their history. Change its terms instead.',
    );
    expect((await manager.request('DELETE', `/api/staff/regions/${area.id}`)).status).toBe(200);
    expect(
      ((await t().request('GET', '/api/get-regions')).json.data as { id: number }[]).map((r) => r.id),
    ).not.toContain(area.id);
    const actions = (await t().db.select().from(auditLog)).map((a) => a.action).filter((a) => a.startsWith('region'));
    expect(actions).toEqual(['region.create', 'region.update', 'region.delete']);
  });

  it('replaces contacts, announcements and socials, shown by the public calls at once', async () => {
    const manager = await t().staff('manager', [1]);
    const current = (await manager.request('GET', '/api/staff/settings/options')).json.data as Record<string, unknown>;
    expect(current).toMatchObject({
      phone: '+37322211126',
      alert_message: { en: 'We deliver every day from 10:00 to 23:00.' },
    });
    const options = {
      phone: '+37322000000',
      email_admin: 'office@nori.example',
      alert_message: { ro: 'Închis pe 1 ianuarie.', ru: 'Закрыто 1 января.', en: 'Closed on 1 January.', uk: '' },
      alert_popup_message: { ro: '', ru: '', en: '', uk: '' },
      socials: [
        { code: 'telegram', name: 'Telegram', url: 'https://t.me/nori', kind: 'messenger' },
        { code: 'instagram', name: 'Instagram', url: 'https://instagram.com/nori', kind: 'social' },
      ],
    };
    const res = await manager.request('PUT', '/api/staff/settings/options', options);
    expect(res.status, res.text).toBe(200);
    expect((await t().request('GET', '/api/get-options')).json).toEqual({
      phone: '+37322000000',
      email_admin: 'office@nori.example',
    });
    const alerts = (lang: string) =>
      t().request('GET', '/api/important-update-date', { headers: { 'accept-language': lang } });
    expect((await alerts('en')).json).toEqual({ alert_message: 'Closed on 1 January.', alert_popup_message: null });
    expect((await alerts('uk')).json).toEqual({ alert_message: null, alert_popup_message: null });
    const list = (await t().request('GET', '/api/dictionaries/social-and-messenger')).json.data as { code: string }[];
    expect(list.map((s) => [s.code, (s as { type?: string }).type])).toEqual([
      ['telegram', 'messenger'],
      ['instagram', 'social'],
    ]);
    expect((await manager.request('GET', '/api/staff/settings/options')).json.data).toEqual(options);

    const refused = await manager.request(
      'PUT',
      '/api/staff/settings/options',
      {
        ...options,
        phone: 'call us',
        alert_message: { ...options.alert_message, ro: 'x'.repeat(501) },
        socials: [
          { code: 'telegram', name: 'Telegram', url: 'http://t.me/nori', kind: 'messenger' },
          { code: 'vk', name: 'VK', url: 'https://vk.com/nori', kind: 'forum' },
          { code: 'site', name: 'Site', url: 'viber://chat?number=%2B37369000126', kind: 'social' },
        ],
      },
      en,
    );
    expect(refused.json.errors).toEqual({
      phone: ['Enter the phone with its country code, digits only, such as +37322211126.'],
      'alert_message.ro': ['At most 500 characters.'],
      'socials.0.url': [
        'Enter a full address starting with https://, or the app’s link (viber://, tg://, whatsapp://).',
      ],
      'socials.1.kind': ['Choose one of the allowed options.'],
      'socials.2.url': ['Enter a full address starting with https://.'],
    });

    // The seeded contacts, Viber's app link included, save back as they are: editing the announcement alone works.
    await restore(t(), seeded);
    const seededOptions = (await manager.request('GET', '/api/staff/settings/options')).json.data as {
      socials: { url: string }[];
    };
    expect(seededOptions.socials.map((s) => s.url)).toContain('viber://chat?number=%2B37369000126');
    const again = await manager.request('PUT', '/api/staff/settings/options', seededOptions);
    expect(again.status, again.text).toBe(200);
    const twice = await manager.request(
      'PUT',
      '/api/staff/settings/options',
      { ...options, socials: [options.socials[0], options.socials[0]] },
      en,
    );
    expect(twice.json.errors).toEqual({ 'socials.1.code': ['This code is already in the list.'] });
  });

  it('sets order rules over the environment’s: served at once, and orders and bonuses follow them', async () => {
    const manager = await t().staff('manager', [1]);
    const set = await manager.request('PUT', '/api/staff/settings/order-rules', {
      lead_minutes: 90,
      bonus_spend_max_percent: 10,
      bonus_earn_percent: 20,
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.data).toMatchObject({
      rules: { lead_minutes: 90, max_days_ahead: 7, bonus_spend_max_percent: 10, bonus_earn_percent: 20 },
      overrides: { lead_minutes: 90, max_days_ahead: null, bonus_spend_max_percent: 10, bonus_earn_percent: 20 },
      environment: { lead_minutes: 45 },
    });
    expect((await t().request('GET', '/api/order-rules')).json).toMatchObject({
      lead_minutes: 90,
      bonus_spend_max_percent: 10,
      bonus_earn_percent: 20,
      slot_step_minutes: 15,
      phone_country_codes: ['373'],
    });
    expect((await order('2026-11-20T11:00:00Z')).json.errors).toEqual({
      scheduled_at: ['Choose a time at least 90 min from now.'],
    });

    // A shopper with bonuses: at most 10 % of the goods, and 20 % of the total earned on completion.
    const token = await t().signIn();
    const [user] = await t().db.select().from(users);
    await t().db.update(users).set({ bonusBalance: 100_00 }).where(eq(users.id, user!.id));
    const tooMany = await order(null, { bonuses: 50 }, token);
    expect(tooMany.json.errors).toMatchObject({ bonuses: [expect.stringContaining('39.9')] });
    const placed = await order(null, { bonuses: 30 }, token);
    expect(placed.status, placed.text).toBe(201);
    const id = (placed.json.order as { id: number; total: number }).id;
    const total = (placed.json.order as { total: number }).total;
    const staff = await t().staff('operator', [1]);
    expect((await staff.move(id, 'accepted', { promised_minutes: 30 })).status).toBe(200);
    for (const to of ['preparing', 'ready', 'picked_up']) expect((await staff.move(id, to)).status).toBe(200);
    const [after] = await t().db.select().from(users).where(eq(users.id, user!.id));
    expect(after?.bonusBalance).toBe(100_00 - 30_00 + Math.floor((Math.round(total * 100) * 20) / 100));

    const refused = await manager.request(
      'PUT',
      '/api/staff/settings/order-rules',
      { bonus_earn_percent: 101, slot_step_minutes: 5 },
      en,
    );
    expect(refused.json.errors).toEqual({
      bonus_earn_percent: ['The largest allowed value is 100.'],
      slot_step_minutes: ['Unknown field.'],
    });
    // Null or left out: the environment's again.
    const reset = await manager.request('PUT', '/api/staff/settings/order-rules', { lead_minutes: null });
    expect(reset.json.data).toMatchObject({ rules: t().config.orderRules });
    expect((await t().request('GET', '/api/order-rules')).json).toEqual(t().config.orderRules);
    expect((await order('2026-11-20T11:00:00Z')).status).toBe(201);
    const actions = (await t().db.select().from(auditLog)).map((a) => a.action).filter((a) => a.startsWith('settings'));
    expect(actions).toEqual(['settings.orderRules.update', 'settings.orderRules.update']);
  });
});
