// The HTTP server around the app: @hono/node-server on Node's http module. main.ts starts it; the tests
// start the same server on a free port. Two things happen here, below the app, because they are about
// the socket rather than a request the app can see:
//
// - Requests Node refuses before there is a request (headers over 16 KiB, a malformed request line or
//   header, a request that never finished arriving) get the API's JSON error shape instead of Node's
//   bare status line.
// - Bodies are read here before the app runs, so that a body over the limit can be answered 413 and
//   still be read to its end: a server that answers and closes while the client is still sending makes
//   the client see a reset connection (ECONNRESET, EPIPE) instead of the answer.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { LARGE_BODY_BYTES, MAX_BODY_BYTES, type App } from './app';
import { localeFromHeader, translate, type MessageKey } from './i18n';

export type ServerOptions = { hostname: string; port: number };

/** Past the body limit the rest of a body is read and thrown away, up to this many bytes… */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** …or until the client has been silent this long; then the connection is closed. */
export const DRAIN_IDLE_MS = 5_000;
/** After a refusal of a malformed request, how long the client may take to read it and hang up. */
const REFUSAL_LINGER_MS = 2_000;

/** Listens on hostname:port (0 = any free port); resolves once the server accepts connections. */
export function startServer(app: Pick<App, 'fetch'>, { hostname, port }: ServerOptions): Promise<Server> {
  // The bodies are read here (below), so node-server has nothing left to clean up after a response.
  const listener = getRequestListener(app.fetch, { hostname, autoCleanupIncoming: false });
  const server = createServer((req, res) => readBodyThen(req, res, listener));
  server.on('clientError', refuse);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Reads the body, then hands the request to the app with the bytes read (node-server takes them from
 * `rawBody`). Within the limit (the path's, as app.ts sets it) that is the whole body. Past it the app gets
 * the first limit + 1 bytes, which is enough for its body limit to answer 413 at once, while the rest is
 * read and dropped so the client can finish sending and read that answer; the connection then stays usable.
 */
function readBodyThen(req: IncomingMessage, res: ServerResponse, listener: Listener) {
  // GET and HEAD carry no body the app reads (Node discards one if sent).
  if (req.method === 'GET' || req.method === 'HEAD') return void listener(req, res);
  // The app's own limit for this path (a photo upload takes more than the 64 KiB of every other call).
  const limit = LARGE_BODY_BYTES[(req.url ?? '').split('?')[0] ?? ''] ?? MAX_BODY_BYTES;
  const chunks: Buffer[] = [];
  let size = 0;
  let handedOver = false;
  let drained = 0;
  let idle: NodeJS.Timeout | undefined;
  const handOver = () => {
    handedOver = true;
    Object.assign(req, { rawBody: Buffer.concat(chunks, size) });
    chunks.length = 0;
    void listener(req, res);
  };
  req.on('data', (chunk: Buffer) => {
    if (!handedOver) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) {
        handOver();
        idle = setTimeout(() => req.socket.destroy(), DRAIN_IDLE_MS);
      }
      return;
    }
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) req.socket.destroy();
    else idle?.refresh();
  });
  req.on('end', () => {
    clearTimeout(idle);
    if (!handedOver) handOver();
  });
  // The client went away mid-body: there is no one to answer.
  req.on('close', () => clearTimeout(idle));
  req.on('error', () => {});
}

const REFUSALS: Record<string, [status: number, key: MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.headersTooLarge'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'error.payloadTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.requestTimeout'],
};
const ACCEPT_LANGUAGE = /^accept-language:[ \t]*([^\r\n]*)/im;
const refused = new WeakSet<Duplex>();

/**
 * Node's 'clientError': there is no request, so the answer is written to the socket by hand, in the
 * API's error shape and in the language of the Accept-Language header when it was among the bytes read.
 */
function refuse(err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) {
  // The parser reports the same error again for every later chunk: answer once.
  if (refused.has(socket)) return;
  refused.add(socket);
  socket.on('error', () => {});
  // Not once a response has started on this connection (as Node's own default): they would interleave.
  const busy = Boolean((socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent);
  if (err.code === 'ECONNRESET' || !socket.writable || busy) {
    socket.destroy();
    return;
  }
  const [status, key] = REFUSALS[err.code ?? ''] ?? [400, 'error.badRequest'];
  const locale = localeFromHeader(ACCEPT_LANGUAGE.exec(err.rawPacket?.toString('latin1') ?? '')?.[1]);
  const body = JSON.stringify({ message: translate(locale, key) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  // Whatever the client still sends is read (and ignored) until it hangs up, so closing is not a reset.
  setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS).unref();
}
