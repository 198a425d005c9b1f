/**
 * The orders board comes back by itself (issue 30), in Chromium against the built servers. With the board open
 * on a kitchen tablet, the API restarts (a deploy: the API process is shut down with SIGTERM, which ends its
 * streams, and started again on the same database; the site's proxy answers 502 meanwhile), and then the
 * tablet's network goes for a minute (the router restarts: the connections open before it
 * are dead afterwards, and nothing tells either end), and last the connection dies while the tablet still says
 * it is online (only the API's pings stopping tell). The board must say it is reconnecting throughout, come
 * back by itself each time, and show the orders placed meanwhile — without a reload, each once.
 *
 * The tablet's network is an HTTP proxy the board's browser goes through (`tabletNetwork` below): Chromium's
 * offline mode (`context.setOffline`) says `offline` and `online` to the page and refuses new requests, but
 * leaves a connection already open alone. The minute passes on the page's clock (`page.clock`): the board's
 * timers (its retries) run through it, in a moment of the suite's time.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogs } from '@nori/admin/messages';
import { STREAM_SILENCE_MS } from '@nori/core/liveStream';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { apiUrl, placePaidOrder, productAction, signInByApi, uniquePhone, viewports } from '@nori/storefront/e2e';

const admin = (id: string) => catalogs.en[id]!;
/** What a poll waits: the journeys share two cores with the other test projects. */
const TIMEOUT = { timeout: 10_000 };

/** HTTP/1.1 headers that belong to one hop, not passed on by a proxy. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'upgrade'];
const passed = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

interface Exchange {
  url: URL;
  upstream: http.ClientRequest;
  response: http.ServerResponse;
  /** Lost in the network: nothing more reaches the browser, and nothing says so. */
  cut: boolean;
}

/**
 * The tablet's network and the site's proxy in front of the API, as one forward proxy the browser goes through.
 * While the API is down, its calls are answered 502, as the site's proxy does. `cut()`: no new connection, and nothing more arrives on the open ones,
 * either way, without an end or a reset; `restore()` lets new connections through again, while the ones cut stay
 * silent (a half-open connection, until TCP's keep-alive notices, a minute or more later).
 */
async function tabletNetwork(api: string) {
  let up = true;
  const exchanges = new Set<Exchange>();
  const sockets = new Set<Socket>();
  const isApi = (url: URL) => url.origin === new URL(api).origin;
  /** The stream's requests answered 502 while the API restarted (the browser's own retry, then the board's). */
  let refusedStreams = 0;
  const server = http.createServer((request, response) => {
    if (!up) return void request.socket.destroy();
    const url = new URL(request.url!);
    const upstream = http.request(url, { method: request.method, headers: passed(request.headers) }, (answer) => {
      const exchange: Exchange = { url, upstream, response, cut: false };
      exchanges.add(exchange);
      response.writeHead(answer.statusCode ?? 502, passed(answer.headers));
      response.flushHeaders();
      answer.on('data', (chunk: Buffer) => void (exchange.cut || response.write(chunk)));
      answer.on('end', () => void (exchange.cut || response.end()));
      answer.on('error', () => void (exchange.cut || response.destroy()));
      response.on('close', () => {
        exchanges.delete(exchange);
        upstream.destroy();
      });
    });
    upstream.on('error', () => {
      if (response.headersSent) return void response.destroy();
      // Nothing listens there (the API is restarting): a proxy's 502.
      if (isApi(url) && url.pathname === '/api/staff/events') refusedStreams += 1;
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
    });
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get refusedStreams() {
      return refusedStreams;
    },
    cut() {
      up = false;
      for (const exchange of exchanges) exchange.cut = true;
    },
    restore() {
      up = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

/** The top bar's connection status (the kit's ConnectionStatus: a live region with its state on it). */
const connection = (page: Page) => page.getByRole('status').and(page.locator('[data-state]'));
const said = (page: Page) => connection(page).textContent();
/** An order's tickets on the board (articles named by its number). */
const tickets = (page: Page, orderId: number) => page.getByRole('article', { name: new RegExp(`^#${orderId}\\b`) });

describe('the orders board', () => {
  it('says it is reconnecting through an API restart, a minute without network and a connection dead in silence, and comes back by itself with the orders placed meanwhile', async () => {
    const network = await tabletNetwork(apiUrl());
    const context = await browser.newContext({
      viewport: viewports.desktop,
      locale: 'en-US',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      // Everything through the tablet's network, loopback included (Chromium goes to loopback directly unless told).
      proxy: { server: network.url, bypass: '<-loopback>' },
    });
    try {
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.addInitScript(() => localStorage.setItem('nori-admin-locale', 'en'));
      await page.goto(inject('adminUrl'));
      const { email, password } = inject('operator');
      await page.getByLabel(admin('admin.signIn.email')).fill(email);
      await page.getByLabel(admin('admin.signIn.password')).fill(password);
      await page.getByRole('button', { name: admin('admin.signIn.submit') }).click();
      await expect.poll(() => said(page), TIMEOUT).toBe(admin('admin.connection.live'));
      // The page's timers and clock are the test's from here: waits of the board's take no time of the suite's.
      await page.clock.install();
      const token = await signInByApi(uniquePhone(), 'Ana');
      const placed = [await placePaidOrder(token)];
      await tickets(page, placed[0]!.id).waitFor(TIMEOUT);

      // The API restarts. Shutting down, it ends its streams; the browser retries by itself (3 s, the API's
      // `retry:`), is answered 502 and gives up; the board then tries itself, on its clock, until the API answers.
      await productAction('api/stop');
      await expect.poll(() => said(page), TIMEOUT).toBe(admin('admin.connection.reconnecting'));
      await expect.poll(() => network.refusedStreams, TIMEOUT).toBeGreaterThanOrEqual(1);
      await expect
        .poll(async () => (await page.clock.runFor(1_000), network.refusedStreams), TIMEOUT)
        .toBeGreaterThanOrEqual(2);
      expect(await said(page)).toBe(admin('admin.connection.reconnecting'));
      await productAction('api/start');
      // An order placed on the new process before the board is back: the board's reconnection replays it.
      placed.push(await placePaidOrder(token));
      await expect
        .poll(async () => (await page.clock.runFor(1_000), said(page)), TIMEOUT)
        .toBe(admin('admin.connection.live'));
      await tickets(page, placed[1]!.id).waitFor(TIMEOUT);

      // A minute without network. The board's stream dies with it, silently.
      await context.setOffline(true);
      network.cut();
      await expect.poll(() => said(page), TIMEOUT).toBe(admin('admin.connection.reconnecting'));
      // Orders placed meanwhile, by shoppers whose network is fine.
      placed.push(await placePaidOrder(token), await placePaidOrder(token));
      const cutAt = await page.evaluate(() => Date.now());
      await page.clock.runFor(60_000);
      expect((await page.evaluate(() => Date.now())) - cutAt).toBeGreaterThanOrEqual(60_000);
      expect(await said(page)).toBe(admin('admin.connection.reconnecting'));
      for (const order of placed.slice(2)) expect(await tickets(page, order.id).count()).toBe(0);

      // The network is back; the stream open before the cut still looks open and will never deliver again.
      network.restore();
      await context.setOffline(false);
      await expect.poll(() => said(page), TIMEOUT).toBe(admin('admin.connection.live'));
      for (const order of placed) await expect.poll(() => tickets(page, order.id).count(), TIMEOUT).toBe(1);

      // The connection dies while the tablet still says it is online (Wi-Fi roams, a router on the way restarts):
      // no `offline`, no end, nothing. The board still looks live; the API's pings stop coming, and after a
      // minute of silence (core's STREAM_SILENCE_MS) the board counts the stream dead and opens another.
      network.cut();
      placed.push(await placePaidOrder(token));
      expect(await said(page)).toBe(admin('admin.connection.live'));
      expect(await tickets(page, placed.at(-1)!.id).count()).toBe(0);
      await page.clock.runFor(STREAM_SILENCE_MS + 1_000);
      await expect.poll(() => said(page), TIMEOUT).toBe(admin('admin.connection.reconnecting'));
      network.restore();
      await expect.poll(() => said(page), TIMEOUT).toBe(admin('admin.connection.live'));
      for (const order of placed) await expect.poll(() => tickets(page, order.id).count(), TIMEOUT).toBe(1);
      // Not a reload: the page loaded once, at the start.
      expect(loads).toBe(1);
    } finally {
      await context.close();
      await network.close();
    }
  });
});
