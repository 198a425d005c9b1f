import type { StaffReport } from '@nori/core/contract';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportFileName, type ReportCsvLabels } from './reportCsv';

const report: StaffReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: [
    { date: '2026-11-01', orders: 3, revenue: 1234.5, average_basket: 411.5, cancelled: 1 },
    { date: '2026-11-02', orders: 0, revenue: 0, average_basket: 0, cancelled: 0 },
  ],
  totals: { orders: 3, revenue: 1234.5, average_basket: 411.5, cancelled: 1 },
  top_dishes: [
    { product_id: 7, name: 'Ruladă „Philadelphia”; clasică', quantity: 4, revenue: 996 },
    { product_id: 9, name: 'Суп "Мисо"', quantity: 2, revenue: 238.5 },
    { product_id: 11, name: '=HYPERLINK("http://x")', quantity: 1, revenue: 10 },
  ],
};

const ro: ReportCsvLabels = {
  date: 'Ziua',
  orders: 'Comenzi',
  revenue: 'Încasări (MDL)',
  averageBasket: 'Coș mediu (MDL)',
  cancelled: 'Anulate',
  total: 'Total',
  dish: 'Preparat',
  quantity: 'Cantitate',
};

describe('reportCsv', () => {
  it('writes UTF-8 with a byte-order mark, `;` between fields and CRLF lines', () => {
    const csv = reportCsv(report, ro, 'ro');
    expect(csv.startsWith('\uFEFFZiua;Comenzi;Încasări (MDL);Coș mediu (MDL);Anulate\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).not.toMatch(/[^\r]\n/);
  });

  it('lists every day, a total row, then the top dishes, with the decimal mark of the language', () => {
    const lines = reportCsv(report, ro, 'ro').slice(1).split('\r\n');
    expect(lines.slice(1, 4)).toEqual([
      '2026-11-01;3;1234,50;411,50;1',
      '2026-11-02;0;0;0;0',
      'Total;3;1234,50;411,50;1',
    ]);
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe('Preparat;Cantitate;Încasări (MDL)');
    expect(reportCsv(report, { ...ro, total: 'Total' }, 'en').split('\r\n')[1]).toBe('2026-11-01;3;1234.50;411.50;1');
  });

  it('quotes a name with the separator or quotes, and defuses one that starts like a formula', () => {
    const lines = reportCsv(report, ro, 'ro').split('\r\n');
    expect(lines[6]).toBe('"Ruladă „Philadelphia”; clasică";4;996');
    expect(lines[7]).toBe('"Суп ""Мисо""";2;238,50');
    expect(lines[8]).toBe(`"'=HYPERLINK(""http://x"")";1;10`);
  });
});

describe('reportFileName', () => {
  it('names the range, and the restaurant when one was chosen', () => {
    expect(reportFileName(report, null)).toBe('nori-report-2026-11-01_2026-11-02.csv');
    expect(reportFileName(report, 2)).toBe('nori-report-2026-11-01_2026-11-02-restaurant-2.csv');
  });
});
