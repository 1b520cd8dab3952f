#!/usr/bin/env node
// CPU of the server render alone: loads the built server entry (apps/web/dist/server/entry-server.js)
// in this process and renders each page N times, with the API reads it makes answered from memory
// (each path read once from a running server first), so the figure is the render's own work —
// React, the router, i18next, the query state — not the API's or the network's.
// Prints per page: CPU ms per render (user + system, this process), wall median, HTML size.
// RENDER_DUMP_DIR=dir writes each page's HTML there (to compare two builds).
// Usage: node bench/render-cpu.mjs [--n N] [baseUrl] [path ...]   (needs a running server for the API reads)
// Run it the way production starts: without NODE_ENV (the build must not depend on it, ADR 236).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
let n = 200;
const nAt = args.indexOf('--n');
if (nAt >= 0) {
  n = Math.max(1, Number(args[nAt + 1]) || n);
  args.splice(nAt, 2);
}
const base = args[0] ?? 'http://127.0.0.1:3000';
const pages = args.slice(1).length
  ? args.slice(1)
  : ['/en/', '/en/contact-us', '/en/login', '/en/meal-delivery', '/fr/livraisons-a-domicile', '/en/catering'];

const entry = process.env.RENDER_ENTRY
  ? path.resolve(process.env.RENDER_ENTRY)
  : path.resolve(import.meta.dirname, '../apps/web/dist/server/entry-server.js');
const { render } = await import(pathToFileURL(entry).href);

const answers = new Map();
async function fetchApi(apiPath) {
  let answer = answers.get(apiPath);
  if (!answer) {
    const res = await fetch(base + apiPath);
    answer = { status: res.status, text: await res.text() };
    answers.set(apiPath, answer);
  }
  return { status: answer.status, json: async () => JSON.parse(answer.text) };
}
const input = (url) => ({
  url,
  origin: base,
  host: '',
  config: { bakeryHosts: [], productionHost: 'mijote.test', revision: 'bench' },
  fetchApi,
});

console.log(`NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}  ${n} renders a page`);
const rows = [];
for (const page of pages) {
  for (let i = 0; i < 20; i++) await render(input(page)); // warm-up (and the API reads)
  const walls = [];
  const cpu0 = process.cpuUsage();
  let html = 0;
  let status = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await render(input(page));
    walls.push(performance.now() - t);
    html = r.html?.length ?? 0;
    status = r.status;
  }
  const cpu = process.cpuUsage(cpu0);
  walls.sort((a, b) => a - b);
  const row = {
    page,
    status,
    cpuMs: Math.round(((cpu.user + cpu.system) / 1000 / n) * 100) / 100,
    wallMedianMs: Math.round(walls[Math.floor(n / 2)] * 100) / 100,
    htmlBytes: Buffer.byteLength(html ? (await render(input(page))).html : ''),
  };
  rows.push(row);
  if (process.env.RENDER_DUMP_DIR) {
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(process.env.RENDER_DUMP_DIR, { recursive: true });
    writeFileSync(path.join(process.env.RENDER_DUMP_DIR, `${page.replace(/[^\w-]+/g, '_')}.html`), (await render(input(page))).html ?? '');
  }
  console.log(
    `${page.padEnd(30)} ${status}  CPU ${row.cpuMs.toFixed(2)} ms/render  wall median ${row.wallMedianMs.toFixed(2)} ms  HTML ${(row.htmlBytes / 1024).toFixed(1)} KB`,
  );
}
console.log(JSON.stringify(rows));
