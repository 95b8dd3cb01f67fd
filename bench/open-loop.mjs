// Shoppers at a given rate, each arriving when they arrive (decision 041).
//
// autocannon's `overallRate` is not that. It gives each of `rate` connections one request a second on a timer
// that all connections start together, so the whole second's requests reach the server at the same instant;
// and it "corrects" each latency for coordinated omission with an expected interval of 1 ms instead of 1 s,
// which records a 500 ms answer 500 times. Both make a p99 that no shopper sees.
//
// Here requests start on a schedule drawn in advance: independent arrivals (exponential gaps, seeded, so two
// runs of the same options send the same schedule) at `rate` a second. A request's latency runs from the time
// it was due, so one that waited for a free connection counts that wait, as a browser would.
import http from 'node:http';
import { seededRandom } from '../apps/server/test/random.ts';

/** The times (ms from the start) at which requests are due: `rate` a second on average, for `seconds`. */
export function arrivals(rate, seconds, seed = 1) {
  const random = seededRandom(seed);
  const due = [];
  for (let t = -Math.log(1 - random()) * (1000 / rate); t < seconds * 1000; ) {
    due.push(t);
    t += -Math.log(1 - random()) * (1000 / rate);
  }
  return due;
}

/** The value below which `share` of the sorted values lie. */
const quantile = (sorted, share) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/**
 * Sends `requests` in turn (autocannon's request shape: method, path, headers, setupRequest, onResponse) at
 * `rate` a second over at most `connections` kept-alive connections. Answers in autocannon's result shape, for
 * the fields the benchmarks read.
 */
export async function openLoop({ url, requests, rate, seconds, connections, timeoutMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(url);
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let redirects = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();

  function send(dueAt) {
    const template = requests[next++ % requests.length];
    const req = template.setupRequest ? template.setupRequest({ ...template }) : template;
    return new Promise((resolve) => {
      const r = http.request(
        { agent, hostname, port, method: req.method ?? 'GET', path: req.path, headers: req.headers },
        (res) => {
          // What came on the wire, as autocannon counts it: the status line and headers as well as the body.
          let length = 13 + res.statusMessage.length + res.rawHeaders.reduce((n, h) => n + h.length + 2, 0);
          res.on('data', (chunk) => (length += chunk.length));
          res.on('end', () => {
            const ms = performance.now() - started - dueAt;
            if (res.statusCode >= 200 && res.statusCode < 300) {
              latencies.push(ms);
              bytes += length;
            } else {
              non2xx++;
              if (res.statusCode >= 300 && res.statusCode < 400) redirects++;
            }
            template.onResponse?.(res.statusCode, null, null, res.headers);
            resolve();
          });
        },
      );
      let timedOut = false;
      r.setTimeout(timeoutMs, () => {
        timedOut = true;
        timeouts++;
        r.destroy();
      });
      r.on('error', () => {
        if (!timedOut) errors++;
        resolve();
      });
      r.end();
    });
  }

  const inFlight = [];
  for (const due of arrivals(rate, seconds)) {
    const wait = due - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const elapsedS = (performance.now() - started) / 1000;
  return {
    requests: { total: latencies.length + non2xx, average: (latencies.length + non2xx) / elapsedS },
    latency: { p50: Math.round(quantile(latencies, 0.5)), p99: Math.round(quantile(latencies, 0.99)) },
    throughput: { average: bytes / elapsedS },
    errors,
    timeouts,
    non2xx,
    '3xx': redirects,
  };
}
