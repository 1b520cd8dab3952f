// The meal-delivery and catering served areas in the back-office (issue 14; ADR 246): staff type a
// code as they like ('#h9z 1a': the leading # and spaces go), the list pages and searches, a
// duplicate is 409, a code that is no postal-code prefix is 400 — and the store's served-area check
// follows each create, save and delete at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPostalCode, AdminPostalCodeListReply, AuditHistoryReply, ErrorReply, PostalCodeReply } from '@mijote/contracts';
import { postalCode } from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { createTestApp, type TestApp } from './helpers.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: TestApp;
let su: Session;
const clock = suiteNow();

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU' })).email);
  await t.db.db.insert(postalCode).values([
    { code: 'H9R', city: 'Pointe-Claire', homeDeliveryFeeCents: 595, cateringDeliveryFeeCents: 1495 },
    { code: 'H9S', city: 'Dorval', homeDeliveryFeeCents: 595, cateringDeliveryFeeCents: 1495 },
    { code: 'H9J', city: 'Kirkland', homeDeliveryFeeCents: 595, cateringDeliveryFeeCents: 1495 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const check = async (code: string) =>
  PostalCodeReply.parse((await t.app.inject({ method: 'GET', url: `/api/postal-codes?code=${code}` })).json());

describe('/api/admin/postal-codes', () => {
  it('lists by code with the page meta, and searches the code (as typed) or the city', async () => {
    const all = AdminPostalCodeListReply.parse((await as(t.app, su, 'GET', '/api/admin/postal-codes')).json());
    expect(all.data.map((p) => p.Code)).toEqual(['H9J', 'H9R', 'H9S']);
    expect(all.meta).toMatchObject({ total: 3, total_pages: 1, limit: 50 });
    const byCity = AdminPostalCodeListReply.parse((await as(t.app, su, 'GET', '/api/admin/postal-codes?search=dorv')).json());
    expect(byCity.data.map((p) => p.City)).toEqual(['Dorval']);
    const byCode = AdminPostalCodeListReply.parse((await as(t.app, su, 'GET', '/api/admin/postal-codes?search=%23h9r')).json());
    expect(byCode.data.map((p) => p.Code)).toEqual(['H9R']);
  });

  it('a new area is served at once with its fee; a new fee applies at once; a deleted area is no longer served', async () => {
    expect((await check('H9Z1A1')).served).toBe(false);
    const res = await as(t.app, su, 'POST', '/api/admin/postal-codes', {
      Code: '#h9z 1a',
      City: 'Île-Bizard',
      HomeDeliveryFeeCents: 895,
      CateringDeliveryFeeCents: 2295,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminPostalCode.parse(res.json());
    expect(made).toMatchObject({ Code: 'H9Z1A', City: 'Île-Bizard', Enabled: true });
    expect(await check('H9Z 1A1')).toMatchObject({ served: true, match: { Code: 'H9Z1A', HomeDeliveryFeeCents: 895 } });
    const saved = await as(t.app, su, 'POST', `/api/admin/postal-codes/${made.Id}`, { ...made, HomeDeliveryFeeCents: 995 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await check('H9Z1A1')).match?.HomeDeliveryFeeCents).toBe(995);
    const [entry] = AuditHistoryReply.parse((await as(t.app, su, 'GET', `/api/admin/postal-codes/${made.Id}/history`)).json());
    expect(entry).toMatchObject({ action: 'update', before: { HomeDeliveryFeeCents: 895 }, after: { HomeDeliveryFeeCents: 995 } });
    expect((await as(t.app, su, 'DELETE', `/api/admin/postal-codes/${made.Id}`)).statusCode).toBe(200);
    expect((await check('H9Z1A1')).served).toBe(false);
  });

  it('refuses a code that is no postal-code prefix (400), a duplicate (409), a negative fee (400)', async () => {
    const post = (body: Record<string, unknown>) =>
      as(t.app, su, 'POST', '/api/admin/postal-codes', { City: null, HomeDeliveryFeeCents: 500, CateringDeliveryFeeCents: 1500, ...body });
    for (const Code of ['H9', 'D9B', 'H9B1A1X', '', 'H9BB'])
      expect(ErrorReply.parse((await post({ Code })).json()).code, Code).toBe('validation-failed');
    expect((await post({ Code: 'H9A', HomeDeliveryFeeCents: -1 })).statusCode).toBe(400);
    const dup = await post({ Code: ' h9r ' });
    expect(dup.statusCode).toBe(409);
    expect(ErrorReply.parse(dup.json()).code).toBe('postal-code-taken');
  });
});
