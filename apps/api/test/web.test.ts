import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pickEncoding, type RenderInput, type WebBundle } from '../src/plugins/web.js';
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
      if (input.url === '/en/big') return { status: 200, html: `<!doctype html><html><body>${'<p>Tourtière du Lac-Saint-Jean</p>'.repeat(200)}</body></html>` };
      return { status: input.url.startsWith('/en/') ? 200 : 404, html: `<!doctype html><html><body><script>window.x=1</script><script type="module" src="/assets/app-abc123.js"></script></body></html>` };
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
    const withKey = await createTestApp({ deps: { web }, config: { recaptchaSiteKey: '6LcTestSiteKey_abcdef', recaptchaSecret: 'secret' } });
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
