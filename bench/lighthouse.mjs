#!/usr/bin/env node
// Lighthouse 12.8, mobile (the default form factor and throttling). Default pages: the public
// pages of issue 5 (home, catering and contact) and the store menus of issue 11 (meal delivery and
// the generic store), in English and French. Prints performance, accessibility, SEO,
// best-practices, LCP, TBT and CLS per page (the median of the runs), then a JSON summary.
// Usage: node bench/lighthouse.mjs [--runs N] [baseUrl] [path ...]   (needs a running server)
// Chromium: CHROME_PATH (default /usr/bin/chromium). LH_SAVE_DIR=dir keeps each run's full report (JSON).
// Bars: public pages performance 95, accessibility 100, SEO 100; store menus (issue 11)
// performance 90 with LCP ≤ 2.5 s and CLS < 0.1, accessibility 100 (a store page is `noindex`:
// its SEO score is printed, not barred — Lighthouse counts the noindex as a failure). Admin pages
// (/en/admin…, named on the command line) are measured signed in as the demo super user
// (bench/admin-session.mjs): performance 90, accessibility 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { adminSession } from './admin-session.mjs';

const args = process.argv.slice(2);
let runs = 1;
const runsAt = args.indexOf('--runs');
if (runsAt >= 0) {
  runs = Math.max(1, Number(args[runsAt + 1]) || 1);
  args.splice(runsAt, 2);
}
const base = args[0] ?? 'http://localhost:3000';
const pages = args.slice(1).length
  ? args.slice(1)
  : [
      '/en/',
      '/fr/',
      '/en/catering-montreal-west-island',
      '/fr/traiteur-montreal-west-island',
      '/en/contact-us',
      '/fr/nous-joindre',
      '/en/meal-delivery',
      '/fr/livraisons-a-domicile',
      '/en/store',
      '/fr/store',
    ];
const isStorePage = (page) => /^\/(en|fr)\/(meal-delivery|livraisons-a-domicile|store|catering|traiteur)(\/|$|\?)/.test(page);
const PUBLIC_BARS = { performance: 95, accessibility: 100, seo: 100 };
const STORE_BARS = { performance: 90, accessibility: 100 };
const STORE_LCP_MS = 2500;
const STORE_CLS = 0.1;
// the back-office (issue 30): measured signed in as the demo super user; `noindex`, so no SEO bar
const isAdminPage = (page) => /^\/(en|fr)\/admin(\/|$|\?)/.test(page);
const ADMIN_BARS = { performance: 90, accessibility: 100 };
const adminCookie = pages.some(isAdminPage) ? await adminSession(base) : null;
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * Runs `audit` in a tab holding the super user's cookies, as a browser that signed in does (the
 * client reads its signed-in marker cookie, so a header alone would not do); Lighthouse keeps them
 * (disableStorageReset). puppeteer-core is Lighthouse's own driver.
 */
async function signedIn(audit) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  try {
    await tab.setCookie(
      ...adminCookie.split('; ').map((c) => {
        const at = c.indexOf('=');
        return { name: c.slice(0, at), value: c.slice(at + 1), url: base };
      }),
    );
    return await audit(tab);
  } finally {
    await tab.close();
    await browser.disconnect();
  }
}

/** One Lighthouse run; a trace-recording hiccup of headless Chromium (NO_NAVSTART…) is retried, twice at most. */
async function audit(page) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const run = isAdminPage(page)
      ? await signedIn((tab) => lighthouse(base + page, { ...flags, disableStorageReset: true }, undefined, tab))
      : await lighthouse(base + page, flags);
    lhr = run?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
    if (!lhr.runtimeError) break;
    console.log(`${page}: Lighthouse runtime error ${lhr.runtimeError.code} (attempt ${attempt})`);
  }
  if (lhr.runtimeError)
    throw new Error(
      `${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''} (a server on 127.0.0.1 only: use http://127.0.0.1:PORT)`,
    );
  if (process.env.LH_SAVE_DIR) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${process.env.LH_SAVE_DIR}/${page.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`, JSON.stringify(lhr));
  }
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // what cost points, to fix
  const misses = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    misses,
  };
}

const results = [];
let failed = false;
try {
  for (const page of pages) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await audit(page));
    const pick = (k) => median(all.map((r) => r[k]));
    const row = {
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      seo: pick('seo'),
      bestPractices: pick('bestPractices'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      ...(runs > 1 ? { performanceRuns: all.map((r) => r.performance) } : {}),
    };
    const store = isStorePage(page);
    const bars = isAdminPage(page) ? ADMIN_BARS : store ? STORE_BARS : PUBLIC_BARS;
    const below = Object.entries(bars)
      .filter(([k, bar]) => row[k] < bar)
      .map(([k]) => k);
    if (store && !(row.lcpMs <= STORE_LCP_MS)) below.push('LCP');
    if (store && !(row.cls < STORE_CLS)) below.push('CLS');
    if (below.length) failed = true;
    const misses = [...new Set(all.flatMap((r) => r.misses))];
    results.push(row);
    console.log(
      `${page.padEnd(38)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  seo ${String(row.seo).padStart(3)}  best ${String(row.bestPractices).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(1)} s  TBT ${row.tbtMs} ms  CLS ${row.cls}${runs > 1 ? `  (median of ${runs}: perf ${row.performanceRuns.join('/')})` : ''}${below.length ? `  BELOW BAR: ${below.join(', ')}` : ''}`,
    );
    if (misses.length) console.log(`${''.padEnd(38)} to look at: ${misses.join(', ')}`);
  }
} finally {
  await chrome.kill();
}
console.log(JSON.stringify(results));
process.exitCode = failed ? 1 : 0;
