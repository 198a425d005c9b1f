#!/usr/bin/env node
// Serves the built back office (dist/) on 127.0.0.1:$ADMIN_PORT (3001): the files as they are, every other
// path the app's page (the router draws it in the browser), with the API's address written into that page
// (ADMIN_API_URL, else PUBLIC_API_BASE_URL, else http://127.0.0.1:$API_PORT) and a Content-Security-Policy
// that lets the page reach that API and nothing else. The API's STAFF_ORIGINS must list this origin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const here = path.dirname(fileURLToPath(import.meta.url));

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The back office's HTTP surface: hashed assets cached for a year, the page never cached, every answer with
 * the security headers. Pure of the process: `distDir` and `apiUrl` come in.
 *
 * @param {{ distDir?: string, apiUrl: string }} options
 */
export function createAdminServer({ distDir = path.join(here, 'dist'), apiUrl }) {
  const api = new URL(apiUrl).origin;
  const page = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
    /<meta name="nori-api" content="[^"]*"/,
    `<meta name="nori-api" content="${escapeAttribute(api)}"`,
  );
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components writes its rules into a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${api}`,
    `connect-src 'self' ${api}`,
    "font-src 'self' data:",
    "media-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), distDir) || '.',
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.get('/favicon.svg', serveStatic({ root: path.relative(process.cwd(), distDir) || '.' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page);
  });
  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.ADMIN_PORT || 3001);
  const host = process.env.ADMIN_HOST || '127.0.0.1';
  const apiUrl =
    process.env.ADMIN_API_URL || process.env.PUBLIC_API_BASE_URL || `http://127.0.0.1:${process.env.API_PORT || 4000}`;
  const server = serve({ fetch: createAdminServer({ apiUrl }).fetch, port, hostname: host });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`[nori] Back office: http://${host}:${port}`);
}
