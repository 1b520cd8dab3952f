#!/usr/bin/env node
// Measures the JavaScript a page loads: every <script src> and <link rel="modulepreload"> of the
// server-rendered HTML, gzipped. Usage: node bench/bundle-size.mjs [baseUrl] [path ...]
// Needs a running server (npm start). Prints one line per page and a JSON summary.
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = process.argv.slice(3).length ? process.argv.slice(3) : ['/en/', '/fr/'];

async function text(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

const results = [];
for (const page of pages) {
  const html = await text(base + page);
  const srcs = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await text(new URL(src, base + page).href));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (n, m) => n + gzipSync(Buffer.from(m[1])).length,
    0,
  );
  results.push({
    page,
    files: srcs.size,
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gz / 1024).toFixed(1),
    inlineGzipKB: +(inline / 1024).toFixed(1),
  });
  console.log(
    `${page.padEnd(40)} ${String(srcs.size).padStart(3)} files  ${(raw / 1024).toFixed(1).padStart(7)} KB raw  ${(gz / 1024).toFixed(1).padStart(6)} KB gzip  (+${(inline / 1024).toFixed(1)} KB inline)`,
  );
}
console.log(JSON.stringify(results));
