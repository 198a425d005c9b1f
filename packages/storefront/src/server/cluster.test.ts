/**
 * The production server as `npm start` and the journeys run it (dist/server/main.js, built here when stale),
 * with two worker processes: both serve pages, a worker that dies is replaced, and SIGTERM to the primary
 * ends every process — none outlives it. And the primary killed outright takes its workers with it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { buildables, isStale, root } from '../../../../scripts/build-if-needed.mjs';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { workerCount } from './cluster';

describe('workerCount', () => {
  it('is WEB_CONCURRENCY when set, else one per core in production and one otherwise', () => {
    expect(workerCount({ WEB_CONCURRENCY: '3' }, 2)).toBe(3);
    expect(workerCount({ NODE_ENV: 'production' }, 2)).toBe(2);
    expect(workerCount({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(workerCount({ NODE_ENV: 'test' }, 8)).toBe(1);
    expect(workerCount({}, 8)).toBe(1);
    expect(() => workerCount({ WEB_CONCURRENCY: 'two' }, 2)).toThrow(/WEB_CONCURRENCY/);
    expect(() => workerCount({ WEB_CONCURRENCY: '0' }, 2)).toThrow(/WEB_CONCURRENCY/);
  });
});

/** The pids of `pid`'s child processes (Linux /proc). */
function childrenOf(pid: number): number[] {
  const result = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((value) => value > 0);
}

/** Running (a zombie no one reaped yet counts as gone: it has exited). */
const isAlive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => T | Promise<T>, ms = 90_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(process.platform !== 'linux')('the production server with WEB_CONCURRENCY=2', () => {
  let api: RealApi;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    const storefront = buildables.find((pkg) => pkg.name === '@nori/storefront')!;
    if (isStale(storefront)) {
      const build = spawnSync('npm', ['run', 'build', '-w', '@nori/storefront'], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      expect(build.status, 'the storefront builds').toBe(0);
    }
    api = await startRealApi();
  }, 300_000);

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await api?.close();
  });

  function start(port: number) {
    const child = spawn(process.execPath, [path.join(root, 'packages/storefront/dist/server/main.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        API_BASE_URL: api.baseUrl,
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      },
    });
    started.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { child, output: () => output };
  }

  it('serves pages from both workers, replaces a dead one, and SIGTERM ends every process', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const { child, output } = start(port);
    const workers = await until('two workers listening', () => {
      const pids = childrenOf(child.pid!);
      return pids.length === 2 && output().split('(worker ').length === 3 ? pids : null;
    });
    const page = await fetch(`http://127.0.0.1:${port}/en/contacts`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html lang="en-/);

    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until('a new worker', () => {
      const pids = childrenOf(child.pid!);
      return pids.length === 2 && !pids.includes(workers[0]!) ? pids : null;
    });
    expect(replaced).toContain(workers[1]);
    await until('the new worker listening', () => output().split('(worker ').length === 4);
    for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('every worker gone', () => replaced.every((pid) => !isAlive(pid)), 10_000);
  }, 240_000);

  it('a primary killed outright takes its workers with it', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const { child, output } = start(port);
    const workers = await until('two workers listening', () => {
      const pids = childrenOf(child.pid!);
      return pids.length === 2 && output().split('(worker ').length === 3 ? pids : null;
    });
    child.kill('SIGKILL');
    await until('every worker gone', () => workers.every((pid) => !isAlive(pid)), 10_000);
  }, 240_000);
});
