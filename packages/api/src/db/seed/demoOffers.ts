// Demo offers, for trying promo codes and automatic offers on a development machine (`npm start`): a code
// (NORI10: 10 % off an order of 300 MDL or more, once per shopper) and an automatic offer (free delivery from
// 400 MDL, which the shop's cart and checkout nudge towards). Created only when NODE_ENV is development and no
// offer exists yet — never in test or production, where the business makes its own in the back office.
import { count } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Clock } from '../../services/clock';
import type { Db } from '../client';
import { offers } from '../schema';

export const DEMO_CODE = 'NORI10';

/** Creates the demo offers on a development database that has none; returns whether it did. */
export async function ensureDemoOffers(db: Db, clock: Clock, config: Config): Promise<boolean> {
  if (config.env !== 'development') return false;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(offers);
  if (n > 0) return false;
  const now = clock.now();
  await db.insert(offers).values([
    {
      code: DEMO_CODE,
      title: { ro: '10 % reducere', ru: 'Скидка 10 %', en: '10 % off', uk: 'Знижка 10 %' },
      kind: 'percent',
      percent: 10,
      targetScope: 'order',
      minSubtotal: 30_000,
      usesPerShopper: 1,
      createdAt: now,
      updatedAt: now,
    },
    {
      code: null,
      title: { ro: 'Livrare gratuită', ru: 'Бесплатная доставка', en: 'Free delivery', uk: 'Безкоштовна доставка' },
      kind: 'free_delivery',
      minSubtotal: 40_000,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  return true;
}
