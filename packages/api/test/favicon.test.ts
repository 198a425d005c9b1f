// The API's own icon: browsers ask every origin for /favicon.ico, and the simulated card page (served by
// the API) must not log a 404 for it.
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { catalogIds, describeBackends, placeOrder } from './helpers';

describeBackends(
  'favicon',
  (t) => {
    it('answers /favicon.ico with a cacheable icon', async () => {
      const res = await t().app.request('/favicon.ico');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/x-icon');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      const ico = Buffer.from(await res.arrayBuffer());
      // ICONDIR: reserved 0, type 1 (icon), one image; its entry points at a PNG a decoder reads as 32×32.
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
      const size = ico.readUInt32LE(14);
      const offset = ico.readUInt32LE(18);
      expect(offset + size).toBe(ico.length);
      const png = await sharp(ico.subarray(offset, offset + size)).metadata();
      expect(png).toMatchObject({ format: 'png', width: 32, height: 32 });
    });

    it('links an icon that answers 200 from the simulated card page', async () => {
      const ids = await catalogIds(t());
      const order = await placeOrder(t(), {
        items: [{ product_id: ids.product('set-familial').id, quantity: 1 }],
        order_type: 'delivery',
        region_id: 1,
        address: { street: 'bd. Dacia', house: '1' },
        payment_type: 'card_online',
        contact: { name: 'Ion', phone: '37369123456' },
      });
      const page = await t().app.request(
        new URL((order.json.payment as { redirect_url: string }).redirect_url).pathname,
      );
      expect(page.status).toBe(200);
      const html = await page.text();
      const icons = [...html.matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(icons.length).toBeGreaterThan(0);
      for (const href of icons) {
        const icon = await t().app.request(href);
        expect(icon.status, href).toBe(200);
        expect(icon.headers.get('content-type'), href).toMatch(/^image\//);
      }
    });
  },
  { only: ['pglite'] },
);
