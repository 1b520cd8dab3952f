// The bistro locations in the back-office (issue 14; ADR 246): created with the spec's defaults
// (Enabled n, PackageType P, CA, QC; saved, not "new"), edited with their hours, never deleted; a
// disabled bistro leaves the public list at once; incoherent hours are 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRestaurant, AdminRestaurantListReply, ErrorReply, FranchiseListReply } from '@mijote/contracts';
import { DEMO_PASSWORD } from '@mijote/db';
import { franchise } from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: TestApp;
let su: Session;
const clock = suiteNow();

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU' })).email);
});
afterAll(async () => {
  await t?.close();
});

const beaconsfield = {
  NameEn: 'Beaconsfield bistro',
  NameFr: 'Bistro de Beaconsfield',
  Line1: '50, boulevard Saint-Charles',
  City: 'Beaconsfield',
  PostalCode: 'h9w2x3',
  Phone: '514 555-0199',
  Email: 'beaconsfield@mijote.test',
  OpeningTime: '07:00',
  ClosingTime: '19:00',
  FirstDelivery: '11:00',
  LastDelivery: '18:30',
};
const publicList = async () => FranchiseListReply.parse((await t.app.inject({ method: 'GET', url: '/api/franchises?language=fr' })).json());

describe('/api/admin/restaurants', () => {
  it('creates a location with the spec’s defaults, disabled and so not yet public; enabling it publishes it', async () => {
    const res = await as(t.app, su, 'POST', '/api/admin/restaurants', beaconsfield);
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminRestaurant.parse(res.json());
    expect(made).toMatchObject({
      Enabled: false,
      PackageType: 'P',
      Country: 'CA',
      Province: 'QC',
      IsNew: false,
      CorporateOnly: false,
      PostalCode: 'H9W 2X3',
      OpeningTime: '07:00',
    });
    expect((await publicList()).map((f) => f.Id)).not.toContain(made.Id);
    const on = await as(t.app, su, 'POST', `/api/admin/restaurants/${made.Id}`, { ...made, Enabled: true, ClosingTime: '20:00' });
    expect(on.statusCode, on.body).toBe(200);
    expect((await publicList()).find((f) => f.Id === made.Id)).toMatchObject({ Name: 'Bistro de Beaconsfield', ClosingTime: '20:00' });
    const off = await as(t.app, su, 'POST', `/api/admin/restaurants/${made.Id}`, { ...made, Enabled: false });
    expect(off.statusCode).toBe(200);
    expect((await publicList()).map((f) => f.Id)).not.toContain(made.Id);
    const list = AdminRestaurantListReply.parse((await as(t.app, su, 'GET', '/api/admin/restaurants?enabled=n&search=beacons')).json());
    expect(list.data.map((r) => r.Id)).toEqual([made.Id]);
  });

  it('refuses incoherent hours and bad fields with 400; a location is never deleted', async () => {
    const post = (body: Record<string, unknown>) => as(t.app, su, 'POST', '/api/admin/restaurants', { ...beaconsfield, ...body });
    for (const bad of [
      { OpeningTime: '19:00', ClosingTime: '07:00' },
      { FirstDelivery: '18:00', LastDelivery: '11:00' },
      { OpeningTime: '7h' },
      { PostalCode: 'H9W' },
      { Email: 'not-an-email' },
      { Country: 'US' },
      { NameFr: '' },
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
    }
    expect((await as(t.app, su, 'DELETE', '/api/admin/restaurants/1')).statusCode).toBe(404);
  });
});

describe('a bistro saved in the back-office reaches every cached reply at once', () => {
  let cached: TestApp;
  afterAll(async () => {
    await cached?.close();
  });

  it('with the catalogue cache on (a minute), disabling a bistro takes its menu off at once (ADR 240/246)', async () => {
    cached = await createTestApp({ seed: true, config: { catalogueCacheMs: 60_000 }, deps: { now: () => clock } });
    const admin = await loginAs(cached.app, 'admin@mijote.test', DEMO_PASSWORD);
    const [kirkland] = await cached.db.db.select().from(franchise).where(eq(franchise.slug, 'bistro-kirkland'));
    const menu = `/api/restaurant/menus/products/current?franchiseId=${kirkland!.id}&language=en`;
    expect((await cached.app.inject({ method: 'GET', url: menu })).statusCode).toBe(200);
    expect((await cached.app.inject({ method: 'GET', url: menu })).statusCode).toBe(200); // now from the cache
    const record = AdminRestaurant.parse((await as(cached.app, admin, 'GET', `/api/admin/restaurants/${kirkland!.id}`)).json());
    const off = await as(cached.app, admin, 'POST', `/api/admin/restaurants/${kirkland!.id}`, { ...record, Enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    let status = 0;
    for (let i = 0; i < 50 && status !== 404; i++) {
      status = (await cached.app.inject({ method: 'GET', url: menu })).statusCode;
      if (status !== 404) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(404);
  });
});
