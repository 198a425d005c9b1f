// Throughput and latency with autocannon on loopback: a short warm-up, then 10 s at 50 connections.
// Bounded in time (autocannon stops itself) and in target (127.0.0.1 only).
import autocannon from 'autocannon';

export const DURATION_S = 10;
export const CONNECTIONS = 50;
const WARM_UP_S = 2;

function run(url, seconds, headers, uniqueQuery) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`Load tests stay on loopback: ${url}`);
  const { pathname } = new URL(url);
  let counter = 0;
  // A query parameter the page ignores, new on every request: no cache in front of the renderer can answer.
  const requests = uniqueQuery
    ? [{ setupRequest: (request) => ({ ...request, path: `${pathname}?${uniqueQuery}=${++counter}` }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers, timeout: 10, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // A hard stop should autocannon ever outlive its duration.
    const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
    instance.on('done', () => clearTimeout(guard));
  });
}

/**
 * Requests per second (mean over the run) and latency percentiles of GET `url`; with `uniqueQuery`, every
 * request adds that parameter with a new value.
 */
export async function measure(url, { headers = {}, uniqueQuery } = {}) {
  await run(url, WARM_UP_S, headers, uniqueQuery);
  const result = await run(url, DURATION_S, headers, uniqueQuery);
  return {
    url: new URL(url).pathname + (uniqueQuery ? `?${uniqueQuery}=<n>` : ''),
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    duration_s: DURATION_S,
    connections: CONNECTIONS,
  };
}
