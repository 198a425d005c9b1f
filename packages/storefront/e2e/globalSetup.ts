/**
 * End-to-end set-up: builds what is stale, then starts the product through `npm start`'s own start logic
 * (scripts/start.mjs) on free loopback ports, never 3000 and 4000, with a fresh temporary PGlite folder.
 * The test sets no CORS_ORIGINS, PUBLIC_SITE_URL or API_BASE_URL: start.mjs wires the API and the shop to
 * each other, so the journeys prove the browser can call the API cross-origin on any ports.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { buildIfNeeded, root } from '../../../scripts/build-if-needed.mjs';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { freePort } from '../../../scripts/ports.mjs';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { startProduct } from '../../../scripts/start.mjs';

export const SIGNATURE_SUFFIX = 'nori-e2e';

/** A restaurant's staff member the journeys act as: the API runs with NODE_ENV=test, which has no demo operator. */
export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * Creates one of the journeys' staff members in the fresh database the way staff are made in production: the
 * API's own `staff:create` command (the built `dist/staff-create.js`, which migrates first), the password on
 * standard input. Run before the API starts: PGlite's folder is one process's at a time.
 */
function createStaff(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  member: { email: string; name: string; role: 'owner' | 'manager' | 'operator'; restaurants?: number[] },
): StaffLogin {
  const staff = { email: member.email, password: randomBytes(18).toString('base64url') };
  const restaurants = member.restaurants ? ['--restaurants', member.restaurants.join(',')] : [];
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'packages/api/dist/staff-create.js'),
      '--email',
      staff.email,
      '--role',
      member.role,
      '--name',
      member.name,
      ...restaurants,
    ],
    {
      cwd: root,
      input: `${staff.password}\n`,
      encoding: 'utf8',
      env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', STAFF_PASSWORD_COST: '12' },
    },
  );
  if (result.status !== 0) throw new Error(`staff:create failed: ${result.stderr || result.stdout}`);
  return staff;
}

/**
 * What a journey may do to the running product from its own process (Vitest's set-up runs in another): a
 * loopback server where `POST /{action}` runs the action and answers 204 once it is done (500 with the error
 * otherwise). `productAction` below is the journeys' side of it.
 */
async function controlServer(actions: Record<string, () => Promise<void>>) {
  const server = http.createServer((request, response) => {
    const action = actions[request.url!.slice(1)];
    if (request.method !== 'POST' || !action) return void response.writeHead(404).end();
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The developer's own wiring of the two services, which the journeys must not inherit. */
const WIRING = [
  'PORT',
  'HOST',
  'API_PORT',
  'API_HOST',
  'API_BASE_URL',
  'PUBLIC_API_BASE_URL',
  'PUBLIC_API_URL',
  'PUBLIC_SITE_URL',
  'CORS_ORIGINS',
];

export default async function setup(project: TestProject) {
  buildIfNeeded((line) => console.log(line));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-e2e-'));
  // The journeys run a snapshot of the built shop, so a rebuild during the run (another terminal, a
  // watcher) cannot swap the hashed assets under the pages being tested. It sits inside the package so
  // its imports still resolve from the repository's node_modules.
  const snapshot = mkdtempSync(path.join(root, 'packages/storefront/.e2e-'));
  cpSync(path.join(root, 'packages/storefront/dist'), path.join(snapshot, 'dist'), { recursive: true });
  const cleanUp = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };

  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !WIRING.includes(name)));
  let staff: StaffLogin;
  let operator: StaffLogin;
  let manager: StaffLogin;
  try {
    staff = createStaff(dataDir, env, { email: 'kitchen@e2e.nori.test', name: 'Kitchen', role: 'owner' });
    operator = createStaff(dataDir, env, {
      email: 'operator1@e2e.nori.test',
      name: 'Operator',
      role: 'operator',
      restaurants: [1],
    });
    manager = createStaff(dataDir, env, {
      email: 'manager1@e2e.nori.test',
      name: 'Manager',
      role: 'manager',
      restaurants: [1],
    });
  } catch (error) {
    cleanUp();
    throw error;
  }
  const product = startProduct({
    port: await freePort(),
    apiPort: await freePort(),
    adminPort: await freePort(),
    env: { ...env, SIGNATURE_SUFFIX, LOG_LEVEL: 'warn' },
    apiEnv: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      // Every journey signs in from 127.0.0.1: lift the per-IP code limit the journeys would share.
      CODE_PER_IP_PER_HOUR: '10000',
      // A returning customer signs in again within the same run: 1 s between codes instead of 60 s.
      CODE_RESEND_SECONDS: '1',
    },
    storefrontEnv: { NODE_ENV: 'production' },
    storefrontScript: path.join(snapshot, 'dist/server/main.js'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await product.ready;
  } catch (error) {
    await product.stop();
    cleanUp();
    throw error;
  }

  const control = await controlServer({ 'api/stop': product.stopApi, 'api/start': product.startApi });

  project.provide('siteUrl', product.siteUrl);
  project.provide('productControl', control.url);
  project.provide('apiUrl', product.apiUrl);
  project.provide('adminUrl', product.adminUrl!);
  project.provide('storefrontClientDir', path.join(snapshot, 'dist/client'));
  project.provide('staff', staff);
  project.provide('operator', operator);
  project.provide('manager', manager);

  return async () => {
    await control.close();
    await product.stop();
    cleanUp();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    /** The back office (packages/admin), wired to the same API. */
    adminUrl: string;
    /** The built client the journeys' shop serves (its snapshot): the offline journey deploys a new worker there. */
    storefrontClientDir: string;
    /** Where a journey restarts the API (`productAction` in browser.ts). */
    productControl: string;
    /** The owner: every restaurant. */
    staff: StaffLogin;
    /** An operator of restaurant 1 only. */
    operator: StaffLogin;
    /** A manager of restaurant 1: the business's settings and that restaurant's. */
    manager: StaffLogin;
  }
}
