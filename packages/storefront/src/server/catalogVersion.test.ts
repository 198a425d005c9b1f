import { afterEach, describe, expect, it } from 'vitest';
import { followCatalogVersion, sseMessages, type CatalogVersion } from './catalogVersion';

const encoder = new TextEncoder();

/** A stream body the test writes to, chunk by chunk, and may end. */
function body() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    /** What fetch does to a body when its request is aborted. */
    fail: (reason: unknown) => controller.error(reason),
  };
}

const sse = (stream: ReadableStream<Uint8Array>) =>
  new Response(stream, { headers: { 'content-type': 'text/event-stream' } });

describe('sseMessages', () => {
  it('parses events as EventSource does: split anywhere, comments and unknown fields skipped, CRLF', async () => {
    const b = body();
    const read = (async () => {
      const messages = [];
      for await (const m of sseMessages(b.stream)) messages.push(m);
      return messages;
    })();
    b.write('retry: 3000\n\nevent: cata');
    b.write('log\ndata: {"version":"7"}\n');
    b.write('\n: keep-alive\n\nid: 3\r\ndata: a\r\ndata: b\r\n\r\n');
    b.end();
    expect(await read).toEqual([
      { event: 'catalog', data: '{"version":"7"}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });
});

describe('followCatalogVersion', () => {
  let follower: CatalogVersion | undefined;
  afterEach(() => follower?.stop());

  it('follows the version, keeps the last one while the stream is down, and opens it again', async () => {
    const bodies: ReturnType<typeof body>[] = [];
    const warnings: string[] = [];
    let down = false;
    const fetch = (async (url: string) => {
      expect(url).toBe('http://api.test/api/catalog/events');
      if (down) throw new TypeError('fetch failed');
      const b = body();
      bodies.push(b);
      return sse(b.stream);
    }) as unknown as typeof globalThis.fetch;
    follower = followCatalogVersion('http://api.test', {
      fetch,
      retryMs: [5],
      log: { warn: (text: string) => void warnings.push(text) },
    });
    expect(follower.current()).toBeNull();
    await expect.poll(() => bodies.length).toBe(1);
    bodies[0]!.write('retry: 3000\n\nevent: catalog\ndata: {"version":"7"}\n\n');
    await follower.ready;
    expect(follower.current()).toBe('7');
    bodies[0]!.write('event: catalog\ndata: {"version":"8"}\n\n');
    await expect.poll(() => follower!.current()).toBe('8');

    // The API goes away: the version stays, one warning, and the stream comes back when the API does.
    down = true;
    bodies[0]!.end();
    await expect.poll(() => warnings.length).toBe(1);
    expect(follower.current()).toBe('8');
    down = false;
    await expect.poll(() => bodies.length).toBe(2);
    bodies[1]!.write('event: catalog\ndata: {"version":"12"}\n\n');
    await expect.poll(() => follower!.current()).toBe('12');
    expect(warnings).toEqual([
      expect.stringContaining('cannot follow the catalog at http://api.test/api/catalog/events (fetch failed)'),
      '[storefront] following the catalog again',
    ]);
  });

  it('takes a stream that says nothing for too long for lost, and one refused (a backend without it) too', async () => {
    const warnings: string[] = [];
    let calls = 0;
    const fetch = (async (_url: string, init: RequestInit) => {
      calls += 1;
      if (calls === 1) return new Response('{"message":"Not found"}', { status: 404 });
      const b = body();
      init.signal?.addEventListener('abort', () => b.fail(init.signal?.reason));
      return sse(b.stream);
    }) as unknown as typeof globalThis.fetch;
    follower = followCatalogVersion('http://api.test', {
      fetch,
      retryMs: [5],
      silenceMs: 30,
      log: { warn: (text: string) => void warnings.push(text) },
    });
    await follower.ready;
    expect(warnings).toEqual([expect.stringContaining('(answered 404)')]);
    // Silent streams are given up and opened again.
    await expect.poll(() => calls).toBeGreaterThanOrEqual(4);
  });
});
