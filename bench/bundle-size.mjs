#!/usr/bin/env node
// Measures the JavaScript a page loads: every <script src> and <link rel="modulepreload"> of the
// server-rendered HTML and the files its `client-scripts` list names (a full-client page's scripts,
// loaded after the first paint: ADR 344), gzipped. Usage: node bench/bundle-size.mjs [baseUrl] [path ...]
// --budget: measures the budget pages below (or the paths given) and exits 1 when one is over its
// budget (ARCHITECTURE.md: public pages 50 KB, sign-in, store and account pages 130 KB); CI runs it.
// Needs a running server (npm start). Prints one line per page and a JSON summary.
// SIGNED_IN=1: measures as a new customer (signed up through the API first), so the account
// pages render their own content instead of the sign-in prompt.
// Admin code (ADR 260): with --budget, also measures the admin pages signed in as the demo super
// user (ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_TOTP_SECRET, default the seed's admin@mijote.test), within the full
// client's budget, and fails when any other page loads a chunk of the admin area (the build names
// every chunk holding admin code `assets/admin-…`, apps/web/vite.config.ts).
import { gzipSync } from 'node:zlib';
import { adminSession } from './admin-session.mjs';

const args = process.argv.slice(2);
const checkBudget = args.includes('--budget');
const positional = args.filter((a) => a !== '--budget');
const base = positional[0] ?? 'http://localhost:3000';
const PUBLIC_KB = 50;
const FULL_CLIENT_KB = 130;
const BUDGET_PAGES = {
  '/en/': PUBLIC_KB,
  '/fr/': PUBLIC_KB,
  '/en/contact-us': PUBLIC_KB,
  '/fr/la-betterave-doree': PUBLIC_KB,
  '/en/login': FULL_CLIENT_KB,
  '/fr/connecter': FULL_CLIENT_KB,
  '/en/sign-up': FULL_CLIENT_KB,
  '/en/meal-delivery': FULL_CLIENT_KB,
  '/fr/livraisons-a-domicile': FULL_CLIENT_KB,
  '/en/meal-delivery/review-order': FULL_CLIENT_KB,
  '/fr/livraisons-a-domicile/review-order': FULL_CLIENT_KB,
  '/en/meal-delivery/confirm-order': FULL_CLIENT_KB,
  '/fr/livraisons-a-domicile/confirm-order': FULL_CLIENT_KB,
  '/en/store': FULL_CLIENT_KB,
  '/fr/store/confirm-order': FULL_CLIENT_KB,
  // the corporate cafeterias (issue 13, ADR 300): their own menu, and the heaviest Confirm
  '/fr/corporatif': FULL_CLIENT_KB,
  '/fr/mobile/confirm-order': FULL_CLIENT_KB,
  '/en/account': FULL_CLIENT_KB,
  '/fr/account': FULL_CLIENT_KB,
  '/en/account/orders': FULL_CLIENT_KB,
};
/** A page's budget: the table's, else by its area (the full client's areas, else public). */
const budgetOf = (page) =>
  BUDGET_PAGES[page] ??
  (isAdminPage(page) ? FULL_CLIENT_KB : undefined) ??
  (/^\/(en|fr)\/(login|connecter|sign-up|account|meal-delivery|livraisons-a-domicile|store|catering|traiteur|restaurant|corporate|corporatif|mobile)\b/.test(
    page,
  )
    ? FULL_CLIENT_KB
    : PUBLIC_KB);
/** The admin pages measured with --budget (as the super user): the full client's budget. */
const ADMIN_PAGES = [
  '/en/admin',
  '/fr/admin',
  '/en/admin/holidays',
  '/fr/admin/holidays',
  '/en/admin/postal-code',
  '/fr/admin/bistro-locations',
];
const isAdminPage = (page) => /^\/(en|fr)\/admin(\/|\?|$)/.test(page);
/** A chunk of the admin area, by the name the build gives it. */
const isAdminChunk = (src) => /(^|\/)assets\/admin-[^/]*\.js$/.test(src);
const pages = positional.slice(1).length
  ? positional.slice(1)
  : checkBudget
    ? [...Object.keys(BUDGET_PAGES), ...ADMIN_PAGES]
    : ['/en/', '/fr/'];

let cookie = '';
let adminCookie = '';
async function text(url, withCookie = cookie) {
  const res = await fetch(url, withCookie ? { headers: { cookie: withCookie }, redirect: 'manual' } : { redirect: 'manual' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}
const cookiesOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

if (pages.some(isAdminPage)) adminCookie = await adminSession(base);

if (process.env.SIGNED_IN) {
  const email = `bench-${Date.now()}@mijote.test`;
  const password = 'Carrot-Soup-Tuesday-42';
  const res = await fetch(`${base}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      FirstName: 'Bench',
      LastName: 'Mark',
      Email: email,
      Password: password,
      ConfirmPassword: password,
      PreferredLanguage: 'en',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: HTTP ${res.status} ${await res.text()}`);
  cookie = cookiesOf(res);
}

const results = [];
const leaks = [];
for (const page of pages) {
  const html = await text(base + page, isAdminPage(page) ? adminCookie : cookie);
  const srcs = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]);
  // a full-client page lists its entry and modules for the boot script that loads them after the first paint
  const listed = /<script[^>]*id="client-scripts"[^>]*>([^<]*)<\/script>/.exec(html);
  if (listed) {
    const { entry, modules } = JSON.parse(listed[1]);
    for (const src of [entry, ...modules]) srcs.add(src);
  }
  if (!isAdminPage(page)) for (const src of srcs) if (isAdminChunk(src)) leaks.push(`${page} loads ${src}`);
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await text(new URL(src, base + page).href));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*id="client-scripts")[^>]*>([\s\S]*?)<\/script>/g)].reduce(
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

for (const leak of leaks) console.error(`admin code on a page outside the admin area: ${leak}`);
if (leaks.length) process.exit(1);

if (checkBudget) {
  const over = results.filter((r) => r.gzipKB > budgetOf(r.page));
  for (const r of over) console.error(`over budget: ${r.page} ${r.gzipKB} KB > ${budgetOf(r.page)} KB`);
  if (over.length) process.exit(1);
  console.log(`every page within its budget (${results.length} pages)`);
}
