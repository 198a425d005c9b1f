/**
 * The menu's export and import against the real API (PGlite, in process): the menu exported as CSV and as
 * JSON with the session's cookie, a file with a bad line checked — each problem with its line number, and
 * nothing saved —, the exported file imported back unchanged, a changed price checked then applied, and an
 * operator refused the import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';
import { formatOfFile } from './MenuTransferStore';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function signedIn(role: 'owner' | 'manager' | 'operator') {
  return (await signedInTab(api, role, { restaurants: [1] })).stores;
}

/** A dish's price as the shop shows it. */
async function priceOf(slug: string): Promise<number> {
  const response = await fetch(`${api.baseUrl}/api/products/${slug}`);
  return ((await response.json()) as { data: { price: number } }).data.price;
}

/** The CSV's header and first cells of its rows (enough to count them: no exported dish spans lines). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

describe('the menu’s export and import', () => {
  it('exports, refuses a file with a bad line (line numbers, nothing saved), and round-trips', async () => {
    const { menuTransfer } = await signedIn('manager');
    const csvFile = await menuTransfer.download('csv');
    expect(csvFile?.filename).toMatch(/^nori-menu-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await csvFile!.blob.text();
    const [header, ...rows] = rowsOf(csv);
    const columns = header!.split(',');
    expect(columns).toContain('slug');
    expect(columns).toContain('price');
    expect(rows.length).toBeGreaterThan(5);

    const json = await menuTransfer.download('json');
    expect(json?.filename).toMatch(/\.json$/);
    const menu = JSON.parse(await json!.blob.text()) as { format: string; products: { slug: string; price: number }[] };
    expect(menu.format).toBe('nori-menu');
    expect(menu.products).toHaveLength(rows.length);

    // The exported file back: nothing to change.
    expect(await menuTransfer.check(new File([csv], 'menu.csv', { type: 'text/csv' }))).toBe(true);
    expect(menuTransfer.preview).toMatchObject({ dry_run: true, created: 0, updated: 0, unchanged: rows.length });
    expect(await menuTransfer.check(new File([await json!.blob.text()], 'menu.json'))).toBe(true);
    expect(menuTransfer.preview).toMatchObject({ created: 0, updated: 0 });

    // A file of two columns (the others stay as they are): a new price on line 2, a word for a price on line
    // 4 — the problem named with its line and column, and nothing saved.
    const [first, second, third] = menu.products as { slug: string; price: number }[];
    const before = await priceOf(first!.slug);
    const bad = [
      'slug,price',
      `${first!.slug},${before + 10}`,
      `${second!.slug},${second!.price}`,
      `${third!.slug},cheap`,
    ];
    expect(await menuTransfer.check(new File([bad.join('\n')], 'menu.csv', { type: 'text/csv' }))).toBe(false);
    expect(menuTransfer.preview).toBeNull();
    expect(menuTransfer.problems).toEqual([
      expect.objectContaining({
        place: { kind: 'line', line: 4 },
        field: 'price',
        message: expect.stringMatching(/\S/),
      }),
    ]);
    expect(await menuTransfer.apply()).toBe(false);
    expect(await priceOf(first!.slug)).toBe(before);

    // Fixed: checked (one would change), then applied.
    const good = bad.slice(0, 3).join('\n');
    expect(await menuTransfer.check(new File([good], 'menu.csv', { type: 'text/csv' }))).toBe(true);
    expect(menuTransfer.preview).toMatchObject({ updated: 1, unchanged: 1 });
    expect(menuTransfer.preview?.products[0]).toMatchObject({ line: 2, slug: first!.slug, action: 'update' });
    expect(await priceOf(first!.slug)).toBe(before);
    expect(await menuTransfer.apply()).toBe(true);
    expect(menuTransfer.applied).toMatchObject({ dry_run: false, updated: 1 });
    expect(menuTransfer.file).toBeNull();
    expect(await priceOf(first!.slug)).toBe(before + 10);
  });

  it('refuses an operator’s import (403) but lets them export', async () => {
    const { menuTransfer } = await signedIn('operator');
    const file = await menuTransfer.download('json');
    expect(file?.blob.size).toBeGreaterThan(100);
    expect(await menuTransfer.check(new File([await file!.blob.text()], 'menu.json'))).toBe(false);
    expect(menuTransfer.refusal?.status).toBe(403);
  });

  it('tells the format by the file’s name, else its type', () => {
    expect(formatOfFile({ name: 'Menu.CSV', type: '' })).toBe('csv');
    expect(formatOfFile({ name: 'export', type: 'text/csv' })).toBe('csv');
    expect(formatOfFile({ name: 'menu.json', type: 'application/json' })).toBe('json');
  });
});
