// Requests refused before or while they are read — headers too large, a malformed request, a body over
// the limit — still get the API's JSON error shape, over a real socket, every time: never a bare status
// line, and never a connection reset while the client is still sending.
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app';
import { DRAIN_MAX_BYTES, startServer } from '../src/server';
import { createTestContext, type TestContext } from './helpers';

type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client managed to send. */
  sent: number;
  /** The socket error the client saw, if any (ECONNRESET, EPIPE). */
  error?: string;
};

/**
 * Sends one HTTP/1.1 request over a plain socket, writing the body with back-pressure while reading the
 * answer, as a browser or curl does; resolves with what came back once both directions are done.
 */
function rawRequest(port: number, head: string, body?: { size: number; chunked: boolean }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const size = body?.size ?? 0;
    let sent = 0;
    let doneSending = !body;
    let error: string | undefined;
    let received = Buffer.alloc(0);
    let response: Omit<RawResponse, 'sent' | 'error'> | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer after 30 s (sent ${sent} of ${size})`));
    }, 30_000);

    const parse = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? NaN);
      if (!Number.isFinite(length) || received.length < end + 4 + length) return;
      response = {
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
      };
    };
    const finishIfDone = () => {
      if (response && doneSending) socket.end();
    };

    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      if (!response) parse();
      finishIfDone();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (!response) parse();
      if (response) resolve({ ...response, sent, error });
      else reject(new Error(`connection closed without a complete answer: ${error ?? 'no error'}, sent ${sent}`));
    });

    socket.write(head);
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        const n = Math.min(chunk.length, size - sent);
        const data = body?.chunked
          ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), chunk.subarray(0, n), Buffer.from('\r\n')])
          : chunk.subarray(0, n);
        sent += n;
        if (!socket.write(data)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (body?.chunked && !socket.destroyed) socket.write('0\r\n\r\n');
      doneSending = true;
      finishIfDone();
    };
    pump();
  });
}

const MB = 1024 * 1024;

describe('refusals over a real socket', () => {
  let ctx: TestContext;
  let server: Server;
  let port: number;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    server = await startServer(ctx.app, { hostname: '127.0.0.1', port: 0 });
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  describe('headers over Node’s 16 KiB limit', () => {
    it('answer 431 with a JSON message in the request’s language', async () => {
      const res = await rawRequest(
        port,
        `GET /api/menu HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(res.status).toBe(431);
      expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(res.headers.connection).toBe('close');
      expect(JSON.parse(res.body)).toEqual({ message: 'The request headers are too large.' });
      expect(res.error).toBeUndefined();
    });

    it('answer 431 in Romanian by default, to fetch, every time, however large', async () => {
      for (const size of [20_000, 100_000, 1_000_000]) {
        for (let i = 0; i < 5; i++) {
          const res = await fetch(`${base}/api/menu`, { headers: { 'x-big': 'a'.repeat(size) } });
          expect(res.status, `${size} #${i}`).toBe(431);
          expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
          expect(await res.json()).toEqual({ message: 'Antetele cererii sunt prea mari.' });
        }
      }
    });
  });

  it('answers a malformed request with 400 and a JSON message', async () => {
    const res = await rawRequest(
      port,
      'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\nAccept-Language: ru\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(JSON.parse(res.body)).toEqual({ message: 'Некорректный HTTP-запрос.' });
  });

  describe(`bodies over ${MAX_BODY_BYTES / 1024} KiB`, () => {
    const head = (framing: string) =>
      `POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: en\r\n${framing}\r\n\r\n`;

    for (const size of [1 * MB, 10 * MB]) {
      for (const chunked of [false, true]) {
        it(`answer 413 once the client has sent all of ${size / MB} MB (${chunked ? 'chunked' : 'Content-Length'}), 5 times out of 5`, async () => {
          for (let i = 0; i < 5; i++) {
            const res = await rawRequest(
              port,
              head(chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`),
              {
                size,
                chunked,
              },
            );
            expect(res.status, `#${i}`).toBe(413);
            expect(JSON.parse(res.body)).toEqual({ message: 'The request is too large.' });
            expect(res.error, `#${i}: the connection broke while sending`).toBeUndefined();
            expect(res.sent).toBe(size);
          }
        });
      }
    }

    it('answer 413 to fetch, with a buffer or a stream, every time', async () => {
      for (const size of [1 * MB, 10 * MB]) {
        for (let i = 0; i < 5; i++) {
          const fromBuffer = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.alloc(size, 'x'),
          });
          expect(fromBuffer.status, `buffer ${size} #${i}`).toBe(413);
          expect(await fromBuffer.json()).toEqual({ message: 'Cererea este prea mare.' });

          const chunks = Math.ceil(size / (64 * 1024));
          let n = 0;
          const stream = new ReadableStream<Uint8Array>({
            pull(controller) {
              if (n++ < chunks) controller.enqueue(new Uint8Array(64 * 1024).fill(120));
              else controller.close();
            },
          });
          const fromStream = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: stream,
            duplex: 'half',
          } as RequestInit);
          expect(fromStream.status, `stream ${size} #${i}`).toBe(413);
          expect(await fromStream.json()).toEqual({ message: 'Cererea este prea mare.' });
        }
      }
    });

    it(`are read no further than ${DRAIN_MAX_BYTES / MB} MB: past that the 413 is followed by a closed connection`, async () => {
      const size = DRAIN_MAX_BYTES + 16 * MB;
      const res = await rawRequest(port, head(`Content-Length: ${size}`), { size, chunked: false });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ message: 'The request is too large.' });
      expect(res.error).toMatch(/^(EPIPE|ECONNRESET)$/);
    });

    it('keep the connection usable once the body is read', async () => {
      const socket = net.connect(port, '127.0.0.1');
      const answers: string[] = [];
      socket.on('data', (data) => answers.push(data.toString()));
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`${head(`Content-Length: ${MB}`)}${'x'.repeat(MB)}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
      await expect.poll(() => answers.join(''), { timeout: 10_000 }).toContain('{"status":"ok"}');
      expect(answers.join('')).toMatch(/^HTTP\/1\.1 413 /);
      socket.destroy();
    });
  });
});
