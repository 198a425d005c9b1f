/**
 * Chromium driven over the DevTools protocol with a session on one page and nothing else: unlike Playwright, which
 * attaches a DevTools session to every service worker of its browsers. A worker with DevTools attached is not the
 * worker a shopper's browser runs: told to skip waiting, its successor sometimes waited more than 25 s (and a
 * navigation with it) under load, where the same steps here took over in 2.0–2.4 s in 12 runs of 12 (issue 18's
 * note). For what depends on a service worker's life cycle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';

export interface BarePage {
  goto(url: string): Promise<void>;
  /** Evaluates an expression in the page (promises awaited), its value returned as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls an expression until it is truthy (or a promise of a truthy value); throws with `what` after `timeout` ms. */
  waitFor(expression: string, what: string, timeout?: number): Promise<void>;
  close(): Promise<void>;
}

export async function openBarePage(): Promise<BarePage> {
  const binary = findChromium();
  if (!binary) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
  const profile = mkdtempSync(path.join(tmpdir(), 'nori-bare-'));
  const chrome = spawn(
    binary,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      // Less motion, as the journeys' other pages have (browser.ts).
      '--force-prefers-reduced-motion',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let said = '';
    chrome.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(said);
      if (found?.[1]) resolve(found[1]);
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened: ${said}`)));
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let lastId = 0;
  const answers = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) answers.get(message.id)?.(message);
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, (message) => {
        answers.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result as T);
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await send<{
      result: { value?: T };
      exceptionDetails?: { exception?: { description?: string }; text: string };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  };
  return {
    goto: async (url) => void (await send('Page.navigate', { url }, sessionId)),
    evaluate,
    async waitFor(expression, what, timeout = 20_000) {
      const until = Date.now() + timeout;
      for (;;) {
        // A navigation in progress destroys the context an evaluation ran in: that is "not yet".
        if (await evaluate<boolean>(`Promise.resolve(${expression}).then(Boolean)`).catch(() => false)) return;
        if (Date.now() > until) throw new Error(`Waited ${timeout} ms for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      // A Chromium that already crashed fires no second 'exit'.
      if (chrome.exitCode === null && chrome.signalCode === null) {
        const exited = new Promise((resolve) => chrome.once('exit', resolve));
        // Asked over the protocol, Chromium ends its helper processes and stops writing to its profile before it
        // exits; a signal left them writing there while the folder was being removed (ENOTEMPTY, 2 runs of 2 on
        // a quiet machine, 2026-11-29). The signal stays for a browser that does not answer within 5 s.
        const stopping = setTimeout(() => chrome.kill(), 5_000);
        // It may exit before it answers.
        await Promise.race([send('Browser.close').catch(() => chrome.kill()), exited]);
        await exited;
        clearTimeout(stopping);
      }
      socket.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}
