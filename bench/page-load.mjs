#!/usr/bin/env node
// A page under load and the API beside it (issue 9): autocannon sends 50 connections to a public
// page (default /en/) for 10 s while a probe asks /api/health 20 times a second; prints the page's
// requests/s, latency, status codes and timeouts, and the health probe's latency percentiles.
// Loopback only. Exits 1 when a page request timed out or the health p99 is 100 ms or more.
//   node bench/page-load.mjs [base] [path] [--accept-encoding=br]
// Start the server with PAGE_RATE_LIMIT_MAX (and RATE_LIMIT_MAX) high to measure the page cache
// itself; with the defaults most of the 50 connections get the page limiter's cheap 429.
import autocannon from 'autocannon';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flags = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('=')),
);
const base = args[0] ?? 'http://localhost:3000';
const path = args[1] ?? '/en/';
const { hostname } = new URL(base);
if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
  console.error('page-load: loopback addresses only');
  process.exit(2);
}
const DURATION_S = 10;
const CONNECTIONS = 50;
const PROBE_EVERY_MS = 50;
const PROBE_TIMEOUT_MS = 10_000;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

async function probeHealth(until) {
  const samples = [];
  let failures = 0;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await res.arrayBuffer();
      if (res.status !== 200) failures++;
    } catch {
      failures++;
    }
    const ms = performance.now() - started;
    samples.push(ms);
    await new Promise((r) => setTimeout(r, Math.max(0, PROBE_EVERY_MS - ms)));
  }
  samples.sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    samples: samples.length,
    failures,
    p50: round(percentile(samples, 50)),
    p99: round(percentile(samples, 99)),
    max: round(samples.at(-1) ?? null),
  };
}

// warm the page once (the first render fills the cache)
await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
const until = Date.now() + DURATION_S * 1000;
const headers = flags.has('accept-encoding') ? { 'accept-encoding': flags.get('accept-encoding') } : {};
const [load, health] = await Promise.all([
  // in a worker thread: the probe's timings must not wait behind autocannon's own work
  autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, headers, workers: 1 }),
  probeHealth(until),
]);
const statusCodes = Object.fromEntries(Object.entries(load.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
const summary = {
  page: `${base}${path}`,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  pageRequestsPerSecond: load.requests.average,
  pageLatencyMs: { p50: load.latency.p50, p99: load.latency.p99, max: load.latency.max },
  statusCodes,
  timeouts: load.timeouts,
  errors: load.errors,
  healthWhileLoaded: health,
};
console.log(JSON.stringify(summary, null, 2));
const ok = load.timeouts === 0 && health.failures === 0 && health.p99 !== null && health.p99 < 100;
console.log(ok ? 'OK: no page timeout, /api/health p99 < 100 ms' : 'FAILED: a page timed out or /api/health p99 >= 100 ms');
process.exit(ok ? 0 : 1);
