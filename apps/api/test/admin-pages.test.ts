// Issue 14, back-office §2 and §6: the admin pages (`/en/admin/...`, `/fr/admin/...`) are for super
// users; the SERVER sends anyone else away before rendering anything — a visitor to the login page
// with `?next=` back to the page, a customer or staff member (master login) home. The web bundle
// here is a stand-in renderer that records what it was asked to render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suiteNow } from '@mijote/db/testing';
import type { RenderInput, WebBundle } from '../src/plugins/web.js';
import { createTestApp, type TestApp } from './helpers.js';
import { loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: TestApp;
let dir: string;
const rendered: string[] = [];
const who: Record<'customer' | 'staff' | 'su', Session> = {} as never;
const clock = suiteNow();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mijote-admin-pages-'));
  writeFileSync(path.join(dir, 'index.html'), '<!-- template -->');
  const web: WebBundle = {
    clientDir: dir,
    async render(input: RenderInput) {
      rendered.push(input.url);
      return { status: 200, html: `<!doctype html><html><body><h1>page ${input.url}</h1></body></html>` };
    },
  };
  t = await createTestApp({ deps: { web, now: () => clock } });
  who.customer = await loginAs(t.app, (await makeAccount(t.db)).email);
  who.staff = await loginAs(t.app, (await makeAccount(t.db, { isMasterLogin: true })).email);
  who.su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU' })).email);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, headers: session ? { cookie: session.cookie } : {} });

describe('admin pages: super users only, decided by the server', () => {
  it('sends a visitor to the login page of the URL language, with ?next= back to the page, without rendering it', async () => {
    rendered.length = 0;
    const en = await get('/en/admin/holidays');
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe('/en/login?next=%2Fen%2Fadmin%2Fholidays');
    expect(en.headers['cache-control']).toBe('private, no-cache');
    const fr = await get('/fr/admin/bistro-locations?page=2');
    expect(fr.statusCode).toBe(302);
    expect(fr.headers.location).toBe('/fr/connecter?next=%2Ffr%2Fadmin%2Fbistro-locations%3Fpage%3D2');
    // a cookie that is no session is a visitor too
    const stale = await t.app.inject({ method: 'GET', url: '/fr/admin', headers: { cookie: 'mijote_sid=not-a-session' } });
    expect(stale.headers.location).toBe('/fr/connecter?next=%2Ffr%2Fadmin');
    expect(rendered).toEqual([]);
  });

  it('sends a customer and a staff member (master login) home, in the URL language', async () => {
    rendered.length = 0;
    for (const session of [who.customer, who.staff]) {
      const en = await get('/en/admin', session);
      expect([en.statusCode, en.headers.location]).toEqual([302, '/en/']);
      const fr = await get('/fr/admin/postal-code/mealDelivery', session);
      expect([fr.statusCode, fr.headers.location]).toEqual([302, '/fr/']);
    }
    expect(rendered).toEqual([]);
  });

  it('renders the admin pages for a super user, in both languages', async () => {
    rendered.length = 0;
    for (const url of ['/en/admin', '/fr/admin/holidays', '/en/admin/postal-code/mealDelivery', '/fr/admin/bistro-locations']) {
      const res = await get(url, who.su);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`page ${url}`);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect(rendered).toHaveLength(4);
  });

  it('leaves every other page alone (public and store pages render for anyone)', async () => {
    rendered.length = 0;
    for (const url of ['/en/', '/en/meal-delivery', '/en/administration', '/fr/admins']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
    }
    expect(rendered).toEqual(['/en/', '/en/meal-delivery', '/en/administration', '/fr/admins']);
  });
});
