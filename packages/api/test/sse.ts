// A small Server-Sent Events client over fetch, for tests against a listening server: it parses the stream
// as a browser's EventSource does (fields, comments, `retry:`, blank line ends a message) and keeps
// everything it read, so a test can wait for a message and then look at all of them.

export type SseMessage = {
  event: string;
  /** As a browser's `lastEventId`: this message's `id:`, or else the last one before it. */
  id: string | undefined;
  /** The `id:` line this message carried itself; undefined when it had none (the heartbeat's ping). */
  ownId: string | undefined;
  data: string;
};
export type SseClient = {
  status: number;
  headers: Headers;
  /** The body of a refused request (JSON error). */
  body: unknown;
  messages: SseMessage[];
  comments: string[];
  retry: number | undefined;
  /** The messages of `event: order`, their data parsed. */
  orders<T = OrderMessage>(): (T & { id: number })[];
  /** Resolves with the first message (already read or to come) that matches, or rejects after `ms`. */
  waitFor(match: (m: SseMessage) => boolean, ms?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};
export type OrderMessage = {
  event: { id: number; type: string; status: string; at: string; promised_at: string | null };
  order: { id: number; status: string; restaurant_id: number; promised_at: string | null } & Record<string, unknown>;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((fn) => fn());
  let endedFlag = false;

  const client: SseClient = {
    status: res.status,
    headers: res.headers,
    body: undefined,
    messages,
    comments,
    retry: undefined,
    orders: <T>() =>
      messages.filter((m) => m.event === 'order').map((m) => ({ ...(JSON.parse(m.data) as T), id: Number(m.id) })),
    waitFor(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (endedFlag) {
            cleanup();
            reject(new Error(`stream ended before the message; got ${JSON.stringify(messages)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such message in ${ms} ms; got ${JSON.stringify(messages)}`));
        }, ms);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };

  if (res.status !== 200 || !res.body) {
    const text = await res.text();
    client.body = text ? (JSON.parse(text) as unknown) : null;
    return client;
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let fields: { event?: string; id?: string; data: string[] } = { data: [] };
  let lastId: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (fields.data.length) {
        messages.push({
          event: fields.event ?? 'message',
          id: fields.id ?? lastId,
          ownId: fields.id,
          data: fields.data.join('\n'),
        });
        lastId = fields.id ?? lastId;
        notify();
      }
      fields = { data: [] };
      return;
    }
    if (text.startsWith(':')) return void comments.push(text.slice(1).trim());
    const colon = text.indexOf(':');
    const name = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (name === 'data') fields.data.push(value);
    else if (name === 'event') fields.event = value;
    else if (name === 'id') fields.id = value;
    else if (name === 'retry') client.retry = Number(value);
  };
  client.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop() ?? '';
        lines.forEach(line);
      }
    } catch {
      // Closed by us (abort) or cut by the server: either way the stream is over.
    } finally {
      endedFlag = true;
      notify();
    }
  })();
  return client;
}
