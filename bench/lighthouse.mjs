#!/usr/bin/env node
// Lighthouse 12.8, mobile (the default form factor and throttling), on the public pages of
// issue 5: home, catering and contact, in English and French. Prints performance,
// accessibility, SEO and best-practices per page, then a JSON summary.
// Usage: node bench/lighthouse.mjs [baseUrl] [path ...]   (needs a running server)
// Chromium: CHROME_PATH (default /usr/bin/chromium).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['/en/', '/fr/', '/en/catering-montreal-west-island', '/fr/traiteur-montreal-west-island', '/en/contact-us', '/fr/nous-joindre'];
const BARS = { performance: 95, accessibility: 100, seo: 100 };
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

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

const results = [];
let failed = false;
try {
  for (const page of pages) {
    // a trace-recording hiccup of headless Chromium (NO_NAVSTART…) is retried, twice at most
    let lhr;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const run = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      lhr = run?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      if (!lhr.runtimeError) break;
      console.log(`${page}: Lighthouse runtime error ${lhr.runtimeError.code} (attempt ${attempt})`);
    }
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const row = {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
    };
    const below = Object.entries(BARS)
      .filter(([k, bar]) => row[k] < bar)
      .map(([k]) => k);
    if (below.length) failed = true;
    // what cost points, to fix
    const misses = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const lcp = lhr.audits['largest-contentful-paint']?.displayValue;
    results.push({ ...row, lcp, misses });
    console.log(
      `${page.padEnd(38)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  seo ${String(row.seo).padStart(3)}  best ${String(row.bestPractices).padStart(3)}  LCP ${lcp ?? '-'}${below.length ? `  BELOW BAR: ${below.join(', ')}` : ''}`,
    );
    if (misses.length) console.log(`${''.padEnd(38)} to look at: ${misses.join(', ')}`);
  }
} finally {
  await chrome.kill();
}
console.log(JSON.stringify(results.map(({ misses: _m, ...r }) => r)));
process.exitCode = failed ? 1 : 0;
