import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../../api/types';
import { intlFor, loadMessageGroup, loadMessages } from '../../i18n/intl';
import { announcement, statusAnnouncement } from './announcement';

beforeAll(async () => {
  await Promise.all([
    loadMessages('en'),
    loadMessageGroup('order', 'en'),
    loadMessages('ro'),
    loadMessageGroup('order', 'ro'),
  ]);
});

const order = (status: OrderStatus, extra: Partial<Order> = {}): Order =>
  ({
    id: 7,
    status,
    order_type: 'delivery',
    created_at: '2026-11-24T10:00:00Z',
    promised_at: null,
    cancel_reason: null,
    timeline: [{ status, at: '2026-11-24T10:05:00Z', promised_at: null, reason: null }],
    ...extra,
  }) as Order;

describe('what the page says when the order moves', () => {
  it('says the new state in one sentence, with the promised time (Chișinău) or the reason', () => {
    const en = intlFor('en', ['order']);
    expect(statusAnnouncement(en, order('preparing'))).toBe('Your order is being prepared.');
    expect(statusAnnouncement(en, order('accepted', { promised_at: '2026-11-24T10:50:00Z' }))).toBe(
      'The restaurant accepted your order. Expected around 12:50 PM.',
    );
    expect(statusAnnouncement(en, order('ready', { order_type: 'pickup' }))).toBe(
      'Your order is ready: you can pick it up.',
    );
    expect(
      statusAnnouncement(intlFor('ro', ['order']), order('cancelled', { cancel_reason: 'Nu mai avem somon.' })),
    ).toBe('Comanda dvs. a fost anulată. Motiv: Nu mai avem somon.');
  });

  it('says nothing for a state this shop does not know', () => {
    const en = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });
    expect(statusAnnouncement(en, order('on_the_moon' as OrderStatus))).toBe('');
  });

  it('says a pause, being offline and being back once each, and nothing for merely connecting', () => {
    const en = intlFor('en', ['order']);
    const placed = order('placed');
    const say = (
      from: Parameters<typeof announcement>[1]['connection'],
      to: Parameters<typeof announcement>[2]['connection'],
    ) => announcement(en, { status: 'placed', connection: from }, { order: placed, connection: to });
    expect(say('connecting', 'live')).toBeNull();
    expect(say('live', 'live')).toBeNull();
    expect(say('live', 'paused')).toBe('Live updates paused. Reconnecting…');
    expect(say('paused', 'offline')).toBe('Offline: updates resume when you are back');
    expect(say('offline', 'live')).toBe('Live updates are back.');
    expect(say('paused', 'live')).toBe('Live updates are back.');
  });

  it('puts the order’s new state before a change of the connection in the same moment', () => {
    const en = intlFor('en', ['order']);
    expect(
      announcement(en, { status: 'placed', connection: 'paused' }, { order: order('preparing'), connection: 'live' }),
    ).toBe('Your order is being prepared.');
  });
});
