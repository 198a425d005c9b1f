// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { BonusTransaction } from '../../../api/types';
import { createTestStores } from '../../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../../testing/renderWithProviders';
import { BonusLedger } from './BonusLedger';

afterEach(cleanup);

/** The ledger as GET /api/bonuses answers it, newest first. */
const transactions = JSON.parse(
  JSON.stringify([
    { id: 4, amount: 40, kind: 'refund', order_id: 1029, created_at: '2026-01-02T10:00:00Z' },
    { id: 3, amount: -40, kind: 'spend', order_id: 1029, created_at: '2025-12-31T15:30:00Z' },
    { id: 2, amount: 12, kind: 'cashback', order_id: null, created_at: '2025-12-20T10:00:00Z' },
    { id: 1, amount: 54.3, kind: 'earn', order_id: 1024, created_at: '2025-12-24T19:25:00Z' },
  ]),
) as BonusTransaction[];

describe('BonusLedger', () => {
  it.each([
    ['ro', 'Returnate pentru o comandă anulată', 'Folosite la o comandă', 'Primite pentru o comandă'],
    ['en', 'Returned for a cancelled order', 'Spent on an order', 'Earned for an order'],
  ] as const)('names each kind, a refund with its own words (%s)', async (locale, refund, spend, earn) => {
    const { stores } = createTestStores({ locale });
    const { container } = await renderWithProviders(
      <MemoryRouter>
        <BonusLedger transactions={transactions} />
      </MemoryRouter>,
      { stores, messages: ['account'] },
    );
    const operations = [...container.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[1]!.firstChild!.textContent,
    );
    // A kind this shop does not know yet reads as earned or spent by its sign.
    expect(operations).toEqual([refund, spend, earn, earn]);
  });
});
