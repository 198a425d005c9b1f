/**
 * The API's catalog version as this server follows it: one stream per process (GET /api/catalog/events,
 * Server-Sent Events) that says the version at once and again after every change of the catalog, its
 * dictionaries or the rules. The page cache and the cache of the API's answers key what they keep on it, so a
 * price changed in the back office (or by SQL) shows on the next page rendered, not after their max-age.
 *
 * Without the stream (the API is down, or a backend that has none) the last version heard stays in use and
 * both caches fall back to their own time limits; the stream is opened again after a growing delay, and its
 * first message then says whether anything changed meanwhile.
 */
import { STREAM_SILENCE_MS } from '@nori/core/liveStream';

export interface CatalogVersion {
  /** The version last heard; null before the first. What the caches' copies must belong to. */
  current(): string | null;
  /** Settles once the first version came, or the first attempt failed (a shop may start before its API). */
  ready: Promise<void>;
  stop(): void;
}

export interface CatalogVersionOptions {
  fetch?: typeof fetch;
  /** Delays before opening the stream again after a failure, one per attempt in a row, the last repeated. */
  retryMs?: readonly number[];
  /**
   * A stream that says nothing this long (the API pings every STREAM_HEARTBEAT_MS) is taken for dead: a
   * connection lost without a close, which would otherwise keep the caches on a version that moved on.
   * @default core's STREAM_SILENCE_MS, the browsers' followers' limit
   */
  silenceMs?: number;
  log?: Pick<Console, 'warn'>;
}

const RETRY_MS = [1_000, 3_000, 10_000, 30_000, 60_000] as const;

/** The messages of a `text/event-stream` body, parsed as EventSource does (fields, comments, blank lines). */
export async function* sseMessages(
  body: ReadableStream<Uint8Array>,
  onBytes: () => void = () => {},
): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onBytes();
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (name === 'event') event = value;
        else if (name === 'data') data.push(value);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

export function followCatalogVersion(apiBaseUrl: string, options: CatalogVersionOptions = {}): CatalogVersion {
  const request = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryMs = options.retryMs ?? RETRY_MS;
  const silenceMs = options.silenceMs ?? STREAM_SILENCE_MS;
  const log = options.log ?? console;
  const url = `${apiBaseUrl}/api/catalog/events`;
  let version: string | null = null;
  let stopped = false;
  let failures = 0;
  let warned = false;
  let connection: AbortController | undefined;
  let wake = () => {};
  let settle = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve));

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One stream, read until it ends or fails. */
  async function follow() {
    const abort = (connection = new AbortController());
    let silence: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(new Error(`silent for ${silenceMs / 1000} s`)), silenceMs);
      silence.unref();
    };
    try {
      heard();
      const response = await request(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`answered ${response.status}`);
      }
      for await (const message of sseMessages(response.body, heard)) {
        if (message.event !== 'catalog') continue;
        const next = (JSON.parse(message.data) as { version?: unknown }).version;
        if (typeof next !== 'string') continue;
        version = next;
        failures = 0;
        if (warned) log.warn('[storefront] following the catalog again');
        warned = false;
        settle();
      }
    } finally {
      clearTimeout(silence);
    }
  }

  void (async () => {
    while (!stopped) {
      try {
        await follow();
        // The API ended the stream (it is shutting down): another node, or this one restarted, answers soon.
      } catch (error) {
        if (stopped) break;
        failures += 1;
        if (!warned) {
          log.warn(
            `[storefront] cannot follow the catalog at ${url} (${(error as Error).message}): ` +
              'kept pages and API answers expire by their time limits until it answers again',
          );
          warned = true;
        }
      }
      settle();
      if (!stopped) await pause(retryMs[Math.min(Math.max(failures - 1, 0), retryMs.length - 1)] ?? 1_000);
    }
  })();

  return {
    current: () => version,
    ready,
    stop() {
      stopped = true;
      connection?.abort(new Error('stopped'));
      wake();
      settle();
    },
  };
}
