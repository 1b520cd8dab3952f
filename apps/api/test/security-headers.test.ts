// Headers every answer carries (issue 9): personal API answers are `Cache-Control: no-store`, errors
// are never cached, public catalogue answers keep their public lifetime, and every answer — API,
// error, page, file — says which browser features the site does not use (Permissions-Policy).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/plugins/security.js';
import type { WebBundle } from '../src/plugins/web.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let customer: Session;
let su: Session;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mijote-headers-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'a-1.js'), 'export {}');
  const web: WebBundle = { clientDir: dir, render: async (input) => ({ status: 200, shared: input.url === '/en/', html: '<p>page</p>' }) };
  t = await createTestApp({ seed: true, deps: { web } });
  customer = await loginAs(t.app, (await makeAccount(t.db)).email);
  su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU' })).email);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Cache-Control of API answers', () => {
  it('personal answers are no-store', async () => {
    const personal: [Session, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      [customer, 'GET', '/api/accounts/me'],
      [customer, 'POST', '/api/accounts/me/status'],
      [customer, 'GET', `/api/accounts/${customer.uuid}/addresses`],
      [customer, 'GET', `/api/accounts/${customer.uuid}/addresses/restaurants`],
      [customer, 'GET', `/api/accounts/${customer.uuid}/orders`],
      [customer, 'GET', `/api/accounts/${customer.uuid}/century-dollars`],
      [customer, 'GET', '/api/cart?store=mealDelivery'],
      [customer, 'POST', '/api/cart/quick', { store: 'mealDelivery' }],
      [customer, 'POST', '/api/accounts/me', { FirstName: 'Alice' }],
      [su, 'GET', '/api/admin/outbox'],
      [su, 'GET', '/api/admin/accounts/count'],
    ];
    for (const [s, method, url, body] of personal) {
      const res = await as(t.app, s, method, url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      payload: { email: 'nobody@example.test', password: 'x' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('errors are no-store, even on a route with a public lifetime', async () => {
    for (const url of ['/api/products?limit=99999', '/api/promo-codes/NOPE?subTotal=abc', '/api/blogs/no-such-article', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('public catalogue answers keep their public lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product-categories?language=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});

describe('Permissions-Policy', () => {
  it('is on every answer: API, error, page, static file', async () => {
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/microphone=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/payment=\(\)/);
    for (const url of ['/api/health', '/api/nowhere', '/en/', '/en/account', '/assets/a-1.js', '/api/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });
});
