#!/usr/bin/env node
// Smoke test of the built server entry, without the API:
//   node apps/web/scripts/smoke-ssr.mjs            checks /en/, /fr/, redirects and a 404
//   node apps/web/scripts/smoke-ssr.mjs --serve 4173   also serves dist/ (assets + render) on a port
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { render } = await import(pathToFileURL(path.join(dist, 'server/entry-server.js')).href);
const config = { bakeryHosts: ['boulangerie.localhost'], productionHost: 'www.mijote.ca', revision: 'smoke' };
const origin = 'http://localhost:4173';

let failed = 0;
function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `  ${detail}`}`);
  if (!ok) failed++;
}

// The API stands in with one answer: the home page's "from" prices (money formatting check).
const fetchApi = async (path) =>
  path === '/api/catalogue/from-prices'
    ? { status: 200, json: async () => ({ M: 1250, C: 1395, R: 1195, S: 695 }) }
    : { status: 503, json: async () => ({}) };

async function page(url, host = 'localhost') {
  return render({ url, origin, host, config, fetchApi });
}

for (const [url, lang, htmlLang, h1] of [
  ['/en/', 'en', 'en', 'Dinner is simmering'],
  ['/fr/?x=1', 'fr', 'fr-CA', 'Le souper mijote'],
]) {
  const r = await page(url);
  const html = r.html ?? '';
  check(`${url} status 200`, r.status === 200, String(r.status));
  check(`${url} <html lang="${htmlLang}">`, html.includes(`<html lang="${htmlLang}"`));
  check(`${url} title`, /<title>Mijote \| [^<]+<\/title>/.test(html), html.match(/<title>.*<\/title>/)?.[0]);
  check(`${url} meta description`, /<meta name="description" content="[^"]{40,}">/.test(html));
  check(`${url} canonical`, html.includes(`<link rel="canonical" href="${origin}/${lang}/">`));
  check(
    `${url} hreflang en/fr/x-default`,
    html.includes(`hreflang="en" href="${origin}/en/"`) &&
      html.includes(`hreflang="fr" href="${origin}/fr/"`) &&
      html.includes(`hreflang="x-default" href="${origin}/en/"`),
  );
  check(`${url} brand via data-brand (no inline style)`, html.includes('data-brand="main"') && !html.includes('<style'));
  check(`${url} h1`, html.includes(h1));
  // public pages: the islands entry, its island chunks preloaded, no router state (ADR 140)
  check(
    `${url} islands entry + modulepreload`,
    /<script type="module" crossorigin src="\/assets\/islands-[\w-]+\.js">/.test(html) &&
      /<link rel="modulepreload" crossorigin href="\/assets\/header-nav-/.test(html),
  );
  check(`${url} no router state`, !html.includes('id="router-state"'));
  check(`${url} no missing keys`, !/>~[\w.:]+/.test(html) && !/"~[\w.:]+"/.test(html), html.match(/~[\w.:]+/)?.[0]);
  check(`${url} money`, lang === 'en' ? html.includes('$12.50') : html.includes('12,50\u00a0$'));
}

const bakery = await page('/en/', 'boulangerie.localhost:4173');
check('bakery host swaps brand', bakery.html?.includes('La Mie Mijote') && bakery.html.includes('data-brand="bakery"'));
const prod = await page('/en/', 'www.mijote.ca');
check('production host is PRODUCTION', prod.html?.includes('data-env="PRODUCTION"'));
check('other host is DEV', bakery.html?.includes('data-env="DEV"'));

for (const [url, to] of [
  ['/', '/en/'],
  ['/our-story', '/en/our-story'],
  ['/EN/our-story', '/en/our-story'],
  ['/en', '/en/'],
  ['/fr/notre-histoire/', '/fr/notre-histoire'],
  ['/fr/quebecor', '/fr/mobile'],
]) {
  const r = await page(url);
  check(`${url} → ${to}`, r.redirect === to && r.status >= 300 && r.status < 400, `${r.status} ${r.redirect}`);
}
for (const url of ['/en/our-story', '/fr/nos-services/succursales']) {
  const r = await page(url);
  check(`${url} public page`, r.status === 200 && (r.html ?? '').includes('data-island='), String(r.status));
}
const store = await page('/en/account');
check(
  '/en/account: full client entry + router state',
  /src="\/assets\/index-[\w-]+\.js"/.test(store.html ?? '') && (store.html ?? '').includes('id="router-state"'),
);
for (const url of ['/fr/meal-delivery/review-order', '/en/connecter', '/fr/login']) {
  const r = await page(url);
  check(
    `${url} full client page`,
    url === '/fr/meal-delivery/review-order' ? r.status === 200 && (r.html ?? '').includes('id="router-state"') : r.status === 404,
    String(r.status),
  );
}
for (const url of ['/en/admin/products', '/en/connecter', '/en/nope']) {
  const r = await page(url);
  check(`${url} 404 page`, r.status === 404 && (r.html ?? '').includes('404') && (r.html ?? '').includes('noindex'), String(r.status));
}

console.log(failed ? `\n${failed} check(s) failed` : '\nall SSR smoke checks passed');

const serveIdx = process.argv.indexOf('--serve');
if (serveIdx > 0) {
  const port = Number(process.argv[serveIdx + 1] ?? 4173);
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
  };
  createServer(async (req, res) => {
    const url = req.url ?? '/';
    const file = path.join(dist, 'client', decodeURIComponent(url.split('?')[0]));
    if (file.startsWith(path.join(dist, 'client')) && /\.\w+$/.test(file) && !file.endsWith('index.html')) {
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
        return res.end(body);
      } catch {
        /* fall through to render */
      }
    }
    const r = await render({ url, origin: `http://localhost:${port}`, host: req.headers.host ?? 'localhost', config });
    if (r.redirect) {
      res.writeHead(r.status, { location: r.redirect });
      return res.end();
    }
    res.writeHead(r.status, { 'content-type': 'text/html; charset=utf-8', ...r.headers });
    res.end(r.html);
  }).listen(port, () => console.log(`serving on http://localhost:${port}`));
} else {
  process.exit(failed ? 1 : 0);
}
