import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextFullHour, pageNonce, pickEncoding, type RenderInput, type WebBundle } from '../src/plugins/web.js';
import { createTestApp, type TestApp } from './helpers.js';

// The real web bundle is exercised end to end by the Playwright specs against `npm start`;
// here a small renderer checks how the server wires any bundle: assets, nonces, redirects.
let t: TestApp;
let dir: string;
const calls: RenderInput[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mijote-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("hi")');
  writeFileSync(path.join(dir, 'index.html'), '<!-- template -->');
  const web: WebBundle = {
    clientDir: dir,
    async render(input) {
      calls.push(input);
      if (input.url === '/') return { status: 302, redirect: '/en/' };
      if (input.url === '/en/data') {
        const res = await input.fetchApi!('/api/health');
        const body = (await res.json()) as { status: string };
        return { status: 200, html: `<p>api said ${res.status} ${body.status}</p>` };
      }
      if (input.url.startsWith('/en/public')) {
        return {
          status: 200,
          shared: true,
          html: `<!doctype html><html><body><h1>${input.host}|${input.origin}</h1>${'<p>Pouding chômeur</p>'.repeat(100)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`,
        };
      }
      if (input.url === '/en/store')
        return {
          status: 200,
          html: `<!doctype html><html><body><h1>store shell</h1><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
        };
      if (input.url.startsWith('/en/menu'))
        return {
          status: 200,
          hourly: true,
          html: `<!doctype html><html><body><h1>menu of the week</h1><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
        };
      if (input.url === '/en/big')
        return { status: 200, html: `<!doctype html><html><body>${'<p>Tourtière du Lac-Saint-Jean</p>'.repeat(200)}</body></html>` };
      return {
        status: input.url.startsWith('/en/') ? 200 : 404,
        html: `<!doctype html><html><body><script>window.x=1</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
      };
    },
  };
  t = await createTestApp({ deps: { web }, config: { bakeryHosts: ['boulangerie.test'] } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('compresses rendered pages (br or gzip, per accept-encoding)', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const res = await t.app.inject({ method: 'GET', url: '/en/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('text/html');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('Tourtière du Lac-Saint-Jean');
    const br = await t.app.inject({ method: 'GET', url: '/en/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('Tourtière du Lac-Saint-Jean');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(brotliDecompressSync(br.rawPayload)) / 5);
    const plain = await t.app.inject({ method: 'GET', url: '/en/big', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Tourtière');
  });

  it('compresses a page kept for every visitor harder than a page sent once (issue 17)', async () => {
    const { brotliCompressSync, brotliDecompressSync, constants, gzipSync, gunzipSync } = await import('node:zlib');
    const br = (body: Buffer, quality: number) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const ask = (url: string, encoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    // a shared public page, kept by the page cache: br quality 5, gzip 6
    const kept = await ask('/en/public-kept', 'br');
    const keptBody = brotliDecompressSync(kept.rawPayload);
    expect(kept.rawPayload.equals(br(keptBody, 5))).toBe(true);
    const keptGzip = await ask('/en/public-kept', 'gzip');
    expect(keptGzip.rawPayload.equals(gzipSync(gunzipSync(keptGzip.rawPayload), { level: 6 }))).toBe(true);
    // a page rendered for one visitor: br 3, gzip 3; the same bytes once decoded as without compression
    const once = await ask('/en/big', 'br');
    const onceBody = brotliDecompressSync(once.rawPayload);
    expect(once.rawPayload.equals(br(onceBody, 3))).toBe(true);
    expect(onceBody.equals((await ask('/en/big', 'identity')).rawPayload)).toBe(true);
    const onceGzip = await ask('/en/big', 'gzip');
    expect(onceGzip.rawPayload.equals(gzipSync(gunzipSync(onceGzip.rawPayload), { level: 3 }))).toBe(true);
  });

  it('sends /favicon.ico to the site’s SVG icon (no 404 where a document names no icon)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers['location']).toBe('/favicon.svg');
    expect(res.headers['cache-control']).toContain('max-age=86400');
  });

  it('negotiates the encoding: br first, gzip next, q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never serves the raw template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.body).not.toContain('<!-- template -->');
  });

  it('renders pages on the server with a CSP nonce on every script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/?a=1', headers: { host: 'Boulangerie.test:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body.match(/<script nonce="([^"]+)"/g)).toHaveLength(2);
    expect(res.body).toContain(`nonce="${nonce}"`);
    const last = calls.at(-1)!;
    expect(last.url).toBe('/en/?a=1');
    expect(last.host).toBe('boulangerie.test');
    expect(last.origin).toBe('http://boulangerie.test:3000');
    expect(last.config.bakeryHosts).toEqual(['boulangerie.test']);
  });

  it('lets the renderer read the API in-process', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/data' });
    expect(res.body).toContain('api said 200 ok');
  });

  it('follows the renderer status and redirects', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/xx/nowhere' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/');
  });

  it('keeps the JSON 404 for unknown API paths and non-GET methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not-found' });
    const post = await t.app.inject({ method: 'POST', url: '/en/' });
    expect(post.statusCode).toBe(404);
    expect(calls.every((c) => !c.url.startsWith('/api'))).toBe(true);
  });
});

describe('reCAPTCHA site key', () => {
  it('opens the CSP to Google only when a site key is configured, and passes the key to the render', async () => {
    expect(String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).not.toContain('google');
    const seen: RenderInput[] = [];
    const web: WebBundle = { clientDir: dir, render: async (input) => (seen.push(input), { status: 200, html: '<p>ok</p>' }) };
    const withKey = await createTestApp({
      deps: { web },
      config: { recaptchaSiteKey: '6LcTestSiteKey_abcdef', recaptchaSecret: 'secret' },
    });
    try {
      const res = await withKey.app.inject({ method: 'GET', url: '/en/contact-us' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
      expect(csp).toContain('frame-src');
      expect(seen[0]?.config.recaptchaSiteKey).toBe('6LcTestSiteKey_abcdef');
    } finally {
      await withKey.close();
    }
  });
});

describe('the shared page cache (ADR 197)', () => {
  const rendersOf = (url: string) => calls.filter((c) => c.url === url).length;

  it('renders a public page once for every visitor, with its ETag, a 304 when unchanged and a short shared lifetime', async () => {
    const url = '/en/public?cache=1';
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.app.inject({ method: 'GET', url, headers: { cookie: `mijote_sid=visitor${i}` } })),
    );
    expect(rendersOf(url)).toBe(1);
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['etag']).toBe(etag);
      // the page's scripts and the answer's CSP carry the same nonce, even from the cache
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(res.body).toContain(`<script nonce="${nonce}"`);
    }
    const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['etag']).toBe(etag);
    expect(rendersOf(url)).toBe(1);
  });

  it('renders a cold page once while many visitors ask for it at the same time', async () => {
    const url = '/en/public?cold=1';
    const all = await Promise.all(Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url })));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(rendersOf(url)).toBe(1);
  });

  it('never serves a per-visitor page (store, account, sign-in) from the cache', async () => {
    const before = rendersOf('/en/store');
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/en/store', headers: { cookie: `mijote_sid=s${i}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect(rendersOf('/en/store') - before).toBe(3);
  });

  it('keeps a store menu for every visitor until the next full hour, private to browsers, revalidated with a 304', async () => {
    const url = '/en/menu?week=1';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.app.inject({ method: 'GET', url, headers: { cookie: `mijote_sid=m${i}` } })),
    );
    expect(rendersOf(url)).toBe(1);
    for (const res of again) expect(res.headers['etag']).toBe(first.headers['etag']);
    const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers['etag']) } });
    expect(notModified.statusCode).toBe(304);
  });

  it('gives a page rendered again the same bytes and ETag (its nonce is a keyed hash of its HTML)', async () => {
    const one = pageNonce('<p>Pâté chinois</p>', 'key-a');
    expect(one).toBe(pageNonce('<p>Pâté chinois</p>', 'key-a'));
    expect(one).not.toBe(pageNonce('<p>Pâté chinois!</p>', 'key-a'));
    expect(one).not.toBe(pageNonce('<p>Pâté chinois</p>', 'key-b'));
    // the store page is rendered for each visitor, yet its ETag holds: a browser's copy gets a 304
    const a = await t.app.inject({ method: 'GET', url: '/en/store' });
    const b = await t.app.inject({ method: 'GET', url: '/en/store' });
    expect(b.headers['etag']).toBe(a.headers['etag']);
    expect(b.body).toBe(a.body);
    const nonce = /'nonce-([^']+)'/.exec(String(b.headers['content-security-policy']))?.[1];
    expect(b.body).toContain(`<script nonce="${nonce}"`);
    const revalidated = await t.app.inject({ method: 'GET', url: '/en/store', headers: { 'if-none-match': String(a.headers['etag']) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never keeps a store menu past the next full hour', () => {
    const at = Date.parse('2026-06-05T15:59:30Z');
    expect(nextFullHour(at)).toBe(Date.parse('2026-06-05T16:00:00Z'));
    expect(nextFullHour(Date.parse('2026-06-05T16:00:00Z'))).toBe(Date.parse('2026-06-05T17:00:00Z'));
  });

  it('keeps one page per configured host; any other host gets the production origin, never its own', async () => {
    const url = '/en/public?hosts=1';
    const bakery = await t.app.inject({ method: 'GET', url, headers: { host: 'boulangerie.test' } });
    const local = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
    const evil = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
    const evil2 = await t.app.inject({ method: 'GET', url, headers: { host: 'other.evil.example' } });
    expect(bakery.body).toContain('<h1>boulangerie.test|http://boulangerie.test</h1>');
    expect(local.body).toContain('<h1>localhost|http://localhost:3000</h1>');
    expect(evil.body).toContain('<h1>|https://www.mijote.ca</h1>');
    expect(evil.body).not.toContain('evil.example');
    expect(evil2.headers['etag']).toBe(evil.headers['etag']);
    expect(rendersOf(url)).toBe(3);
  });
});

describe('pages under a limiter of their own, and a cache lifetime', () => {
  it('answers 429 in the API error format past PAGE_RATE_LIMIT_MAX pages a minute from one address; other addresses and the API are not affected', async () => {
    const limited = await createTestApp({
      deps: { web: { clientDir: dir, render: async () => ({ status: 200, shared: true, html: '<p>page</p>' }) } },
      config: { pageRateLimitMax: 5 },
    });
    try {
      const ip = '10.9.9.9';
      for (let i = 0; i < 5; i++)
        expect((await limited.app.inject({ method: 'GET', url: '/en/', remoteAddress: ip })).statusCode).toBe(200);
      const over = await limited.app.inject({ method: 'GET', url: '/en/', remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'rate-limited', params: { retryAfterSeconds: expect.any(Number) } });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.app.inject({ method: 'GET', url: '/en/', remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
      expect((await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      // static files are not pages: never limited
      expect((await limited.app.inject({ method: 'GET', url: '/assets/app-abc123.js', remoteAddress: ip })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('renders a public page again once its lifetime has passed', async () => {
    let renders = 0;
    const short = await createTestApp({
      deps: { web: { clientDir: dir, render: async () => ({ status: 200, shared: true, html: `<p>render ${++renders}</p>` }) } },
      config: { pageCacheSeconds: 1 },
    });
    try {
      expect((await short.app.inject({ method: 'GET', url: '/en/' })).body).toBe('<p>render 1</p>');
      expect((await short.app.inject({ method: 'GET', url: '/en/' })).body).toBe('<p>render 1</p>');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await short.app.inject({ method: 'GET', url: '/en/' })).body).toBe('<p>render 2</p>');
    } finally {
      await short.close();
    }
  });
});
