#!/usr/bin/env node
// autocannon against /api/health (a database round trip per request). Loopback only.
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://localhost:3000';
const result = await autocannon({ url: `${base}/api/health`, connections: 50, duration: 10 });
const summary = {
  url: `${base}/api/health`,
  requestsPerSecond: result.requests.average,
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
  non2xx: result.non2xx,
  errors: result.errors,
};
console.log(JSON.stringify(summary, null, 2));
