// Issue 14 "Done when": every /api/admin/... route of the OpenAPI document, whatever its method,
// answers 401 to a visitor and 403 to a customer and to staff with a master login — before any
// validation or lookup, so nothing about the admin's data leaks to them. A super user gets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteNow } from '@mijote/db/testing';
import { isStaffPath } from '../src/plugins/auth-guards.js';
import { createTestApp, type TestApp } from './helpers.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: TestApp;
let routes: { method: string; url: string }[];
const who: Record<'customer' | 'staff' | 'su', Session> = {} as never;
const clock = suiteNow();

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => isStaffPath(path))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
  who.customer = await loginAs(t.app, (await makeAccount(t.db)).email);
  who.staff = await loginAs(t.app, (await makeAccount(t.db, { isMasterLogin: true })).email);
  who.su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU' })).email);
});
afterAll(async () => {
  await t?.close();
});

describe('every /api/admin route of the OpenAPI document (and the kitchen’s, issue 16)', () => {
  it('is in the document (the list this test walks is not empty)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/admin/holidays/1' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/orders/route-deliveries/1/import' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/products/1/label.pdf' });
  });

  it('answers 401 to a visitor, 403 to a customer and to staff (master login), whatever the body', async () => {
    const seen: string[] = [];
    for (const r of routes) {
      const anon = await t.app.inject({ method: r.method as 'GET', url: r.url, payload: r.method === 'GET' ? undefined : {} });
      const customer = await as(t.app, who.customer, r.method as 'GET', r.url, r.method === 'GET' ? undefined : {});
      const staff = await as(t.app, who.staff, r.method as 'GET', r.url, r.method === 'GET' ? undefined : {});
      seen.push(`${r.method} ${r.url} ${anon.statusCode} ${customer.statusCode} ${staff.statusCode}`);
      expect([anon.statusCode, customer.statusCode, staff.statusCode], `${r.method} ${r.url}`).toEqual([401, 403, 403]);
    }
    expect(seen).toHaveLength(routes.length);
  });

  it('lets a super user through the guard (what follows is the route’s own answer, never 401/403)', async () => {
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const res = await as(t.app, who.su, 'GET', r.url);
      expect([401, 403], `${r.url} ${res.statusCode}`).not.toContain(res.statusCode);
    }
  });
});
