// The floor of issue 18: the same server-rendered pages with every script removed, served by a small
// node:http proxy in front of the built shop, so the product carries no bench-only switch. Same URLs (on
// another port), same cookies (a cookie belongs to the host, not to the port), same compression; only the
// documents change: every <script> element (classic, module, the state) and every modulepreload link go,
// JSON-LD stays (it is data, not code). Whatever Lighthouse measures on the page beyond its floor is the
// cost of the page's JavaScript.
import { request as httpRequest, createServer } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const decoders = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};
const encoders = {
  // Brotli at quality 5: about what a server compresses a dynamic page with (11 is for static files).
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
};

/** The document without code: scripts (but JSON-LD) and modulepreload links removed. */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>\s*/gi, (whole, attributes) =>
      /\btype\s*=\s*["']?application\/ld\+json/i.test(attributes) ? whole : '',
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>\s*/gi, '');
}

/**
 * Starts the proxy on a free loopback port in front of `siteUrl`; returns its address and `close()`.
 * Redirects to the shop's own address are rewritten to the proxy's, so the floor never leaves it.
 */
export async function startFloorProxy(siteUrl) {
  const target = new URL(siteUrl);
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      async (response) => {
        const headers = { ...response.headers };
        if (typeof headers.location === 'string' && headers.location.startsWith(target.origin)) {
          headers.location = floorUrl + headers.location.slice(target.origin.length);
        }
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        try {
          const chunks = [];
          for await (const chunk of response) chunks.push(chunk);
          const encoding = String(headers['content-encoding'] ?? '').trim();
          const decode = decoders[encoding];
          const raw = decode ? await decode(Buffer.concat(chunks)) : Buffer.concat(chunks);
          const stripped = Buffer.from(stripScripts(raw.toString('utf8')));
          const body = decode ? await encoders[encoding](stripped) : stripped;
          delete headers['transfer-encoding'];
          headers['content-length'] = String(body.length);
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.end(body);
        } catch (error) {
          outgoing.writeHead(502, { 'content-type': 'text/plain' });
          outgoing.end(`floor proxy: ${error?.message ?? error}`);
        }
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`floor proxy: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const floorUrl = `http://127.0.0.1:${server.address().port}`;
  return {
    url: floorUrl,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
