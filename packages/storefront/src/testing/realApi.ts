/**
 * The real reference API for the storefront's server tests: in this process, on an ephemeral loopback
 * port, with an in-memory PGlite database migrated and seeded with the demo catalog. Tests talk to it
 * over HTTP exactly as the storefront server does.
 */
import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { openDatabase } from '../../../api/src/db/client';
import { seed } from '../../../api/src/db/seed/seed';
import { createLogger } from '../../../api/src/logger';
import { createDeps } from '../../../api/src/services';
import { systemClock } from '../../../api/src/services/clock';
import { signPhone } from '../../../api/src/services/signature';

export interface RealApi {
  baseUrl: string;
  signatureSuffix: string;
  /** Signs in a phone through the real flow (code from the SMS outbox) and returns the token. */
  signIn(phone: string): Promise<string>;
  close(): Promise<void>;
}

export async function startRealApi(): Promise<RealApi> {
  const signatureSuffix = 'nori-test';
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGNATURE_SUFFIX: signatureSuffix });
  const database = openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seed(database.db);
  const app = createApp(createDeps({ config, db: database.db, clock: systemClock, log: createLogger('silent') }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  return {
    baseUrl,
    signatureSuffix,
    async signIn(phone) {
      await post('/api/via-phone-number', { phone }, { 'x-request-signature': signPhone(phone, signatureSuffix, new Date()) });
      const outbox = (await (await fetch(`${baseUrl}/dev/sms-outbox?phone=${phone}`)).json()) as {
        data: { code: string }[];
      };
      const code = outbox.data[0]?.code;
      if (!code) throw new Error(`No code in the outbox for ${phone}`);
      const { token } = await post('/api/sms-code-check', { phone, code });
      return String(token);
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
