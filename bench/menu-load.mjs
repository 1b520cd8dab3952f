#!/usr/bin/env node
// autocannon against the meal-delivery menu (GET /api/meal-delivery/menus/products/current: the week
// planning with each day's products and their relations). 50 connections, 10 s. Loopback only.
// Start the server with a rate limit above the load, e.g.
//   PORT=3300 RATE_LIMIT_MAX=10000000 DATA_DIR=$(mktemp -d) node --import tsx apps/api/src/server.ts
// Usage: node bench/menu-load.mjs [base] [query]   (query e.g. 'language=fr')
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://localhost:3300';
const query = process.argv[3] ? `?${process.argv[3]}` : '';
const url = `${base}/api/meal-delivery/menus/products/current${query}`;

const probe = await fetch(url);
if (!probe.ok) {
  console.error(`${url} answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
  process.exit(1);
}
const bytes = (await probe.arrayBuffer()).byteLength;

const result = await autocannon({ url, connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip' } });
const summary = {
  url,
  responseBytes: bytes,
  requestsPerSecond: result.requests.average,
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
console.log(JSON.stringify(summary, null, 2));
console.log(`requests/s ${summary.requestsPerSecond.toFixed(1)}  p99 ${summary.latencyMs.p99} ms`);
if (summary.non2xx > 0) console.warn(`${summary.non2xx} responses were not 2xx (rate limit? start the server with RATE_LIMIT_MAX high)`);
