import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderInput, WebBundle } from '../src/plugins/web.js';
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
