// The bistro locations in the back-office (issue 14; ADR 246): created with the spec's defaults
// (Enabled n, PackageType P, CA, QC; saved, not "new"), edited with their hours, never deleted; a
// disabled bistro leaves the public list at once; incoherent hours are 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRestaurant, AdminRestaurantListReply, ErrorReply, FranchiseListReply } from '@mijote/contracts';
import { suiteNow } from '@mijote/db/testing';
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
