// The HTTP server around the app: @hono/node-server on Node's http module. main.ts starts it; the tests
// start the same server on a free port. Requests Node refuses before there is a request (headers over
// 16 KiB, a malformed request line or header, a request that never finished arriving) get the API's JSON
// error shape here instead of Node's bare status line.
import { createServer, STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type { App } from './app';
import { localeFromHeader, translate, type MessageKey } from './i18n';

export type ServerOptions = { hostname: string; port: number };

/** After a refusal of a malformed request, how long the client may take to read it and hang up. */
const REFUSAL_LINGER_MS = 2_000;

/** Listens on hostname:port (0 = any free port); resolves once the server accepts connections. */
export function startServer(app: Pick<App, 'fetch'>, { hostname, port }: ServerOptions): Promise<Server> {
  const server = createServer(getRequestListener(app.fetch, { hostname }));
  server.on('clientError', refuse);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
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
