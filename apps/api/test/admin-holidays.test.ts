// The back-office collection convention (issue 14; ADR 246) on its first collection, holidays: only a
// super user reaches it (401 anonymous, 403 a customer); the list pages, sorts, searches and filters
// with `{ data, meta: { total, total_pages } }`; create, get, save and delete answer the record; bad
// input is 400, a duplicate date 409, a missing record 404 — and every write leaves its audit entry
// (who, when, before and after), which the record's history shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminHoliday, AdminHolidayListReply, AuditHistoryReply, ErrorReply } from '@mijote/contracts';
import { auditLog, franchise, holiday } from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { createTestApp, type TestApp } from './helpers.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: TestApp;
let su: Session;
let customer: Session;
let kirkland: number;
const clock = suiteNow();

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU', firstName: 'Régine', lastName: 'Admin' })).email);
  customer = await loginAs(t.app, (await makeAccount(t.db)).email);
  const [f] = await t.db.db
    .insert(franchise)
    .values({
      nameEn: 'Kirkland kirkland',
      nameFr: 'Bistro de Kirkland',
      line1: '3690, boulevard Saint-Charles',
      city: 'Kirkland',
      postalCode: 'H9H 3C4',
      openingTime: '07:30',
      closingTime: '19:30',
      firstDelivery: '11:30',
      lastDelivery: '19:00',
      enabled: true,
    })
    .returning();
  kirkland = f!.id;
  const days: [number, number, string, string][] = [
    [1, 1, 'New Year’s Day', 'Jour de l’An'],
    [24, 6, 'Fête nationale', 'Fête nationale du Québec'],
    [1, 7, 'Canada Day', 'Fête du Canada'],
    [25, 12, 'Christmas Day', 'Noël'],
    [26, 12, 'Boxing Day', 'Lendemain de Noël'],
  ];
  await t.db.db.insert(holiday).values(days.map(([day, month, nameEn, nameFr]) => ({ day, month, nameEn, nameFr })));
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '') => {
  const res = await as(t.app, su, 'GET', `/api/admin/holidays${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminHolidayListReply.parse(res.json());
};

describe('who reaches /api/admin/holidays', () => {
  it('a super user only: 401 anonymous, 403 a customer, for reads and writes alike', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/holidays' })).statusCode).toBe(401);
    expect((await as(t.app, customer, 'GET', '/api/admin/holidays')).statusCode).toBe(403);
    const write = await as(t.app, customer, 'POST', '/api/admin/holidays', { Day: 2, Month: 1, NameEn: 'x', NameFr: 'x' });
    expect(write.statusCode).toBe(403);
    expect((await as(t.app, customer, 'DELETE', '/api/admin/holidays/1')).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('is sorted by date, paged with its meta, searched by name in either language', async () => {
    const first = await list('?limit=2');
    expect(first.meta).toEqual({ total: 5, total_pages: 3, page: 1, limit: 2 });
    expect(first.data.map((h) => [h.Month, h.Day])).toEqual([
      [1, 1],
      [6, 24],
    ]);
    expect((await list('?limit=2&page=3')).data.map((h) => h.NameEn)).toEqual(['Boxing Day']);
    expect((await list('?sort=month&sortDirection=desc&limit=1')).data[0]?.NameEn).toBe('Boxing Day');
    expect((await list('?sort=nameEn')).data[0]?.NameEn).toBe('Boxing Day');
    expect((await list('?search=no%C3%ABl')).data.map((h) => h.NameEn)).toEqual(['Christmas Day', 'Boxing Day']);
    expect((await list('?search=%25')).meta.total).toBe(0); // a % is a character, not a wildcard
    expect((await list('?page=9')).data).toEqual([]);
  });

  it('filters the holidays of every store (franchiseId=0) or of one kirkland', async () => {
    await t.db.db
      .insert(holiday)
      .values({ day: 15, month: 8, nameEn: 'Kirkland inventory', nameFr: 'Inventaire Kirkland', franchiseId: kirkland });
    expect((await list(`?franchiseId=${kirkland}`)).data.map((h) => h.NameEn)).toEqual(['Kirkland inventory']);
    expect((await list('?franchiseId=0')).meta.total).toBe(5);
    expect((await list()).meta.total).toBe(6);
  });

  it('refuses a bad query with 400, not a 500', async () => {
    for (const q of ['?page=0', '?limit=501', '?sort=password', '?sortDirection=up'])
      expect((await as(t.app, su, 'GET', `/api/admin/holidays${q}`)).statusCode, q).toBe(400);
  });
});

describe('create, get, save, delete — each with its audit entry', () => {
  it('creates a record and answers it as GET does; its history names the staff member', async () => {
    const res = await as(t.app, su, 'POST', '/api/admin/holidays', {
      Id: 0,
      Day: 29,
      Month: 2,
      NameEn: 'Leap day',
      NameFr: 'Jour bissextile',
      FranchiseId: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminHoliday.parse(res.json());
    expect(made).toMatchObject({ Day: 29, Month: 2, NameEn: 'Leap day', FranchiseId: null });
    expect(AdminHoliday.parse((await as(t.app, su, 'GET', `/api/admin/holidays/${made.Id}`)).json())).toEqual(made);
    const history = AuditHistoryReply.parse((await as(t.app, su, 'GET', `/api/admin/holidays/${made.Id}/history`)).json());
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'create',
      at: clock.toISOString(),
      before: null,
      after: made,
      actor: { name: 'Régine Admin', id: su.id },
    });
  });

  it('saves the record as GET returned it, and the history holds the values before and after', async () => {
    const [made] = await t.db.db.insert(holiday).values({ day: 1, month: 9, nameEn: 'Labour Day', nameFr: 'Fête du Travail' }).returning();
    const before = AdminHoliday.parse((await as(t.app, su, 'GET', `/api/admin/holidays/${made!.id}`)).json());
    const res = await as(t.app, su, 'POST', `/api/admin/holidays/${made!.id}`, { ...before, Day: 7, FranchiseId: kirkland });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Id: made!.id, Day: 7, Month: 9, FranchiseId: kirkland });
    const [entry] = AuditHistoryReply.parse((await as(t.app, su, 'GET', `/api/admin/holidays/${made!.id}/history`)).json());
    expect(entry).toMatchObject({ action: 'update', before: { Day: 1, FranchiseId: null }, after: { Day: 7, FranchiseId: kirkland } });
  });

  it('deletes, then the record is 404 and its history keeps the last values', async () => {
    const [made] = await t.db.db
      .insert(holiday)
      .values({ day: 11, month: 11, nameEn: 'Remembrance Day', nameFr: 'Jour du Souvenir' })
      .returning();
    const res = await as(t.app, su, 'DELETE', `/api/admin/holidays/${made!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await as(t.app, su, 'GET', `/api/admin/holidays/${made!.id}`)).statusCode).toBe(404);
    const [entry] = AuditHistoryReply.parse((await as(t.app, su, 'GET', `/api/admin/holidays/${made!.id}/history`)).json());
    expect(entry).toMatchObject({ action: 'delete', before: { NameEn: 'Remembrance Day' }, after: null });
  });

  it('bad input, duplicates and missing records are 400, 409 and 404, and write nothing', async () => {
    const audits = async () => (await t.db.db.select().from(auditLog)).length;
    const count = async () => (await list()).meta.total;
    const [a, n] = [await audits(), await count()];
    const post = (body: unknown, path = '/api/admin/holidays') => as(t.app, su, 'POST', path, body);
    for (const body of [
      { Day: 30, Month: 2, NameEn: 'x', NameFr: 'x' },
      { Day: 31, Month: 4, NameEn: 'x', NameFr: 'x' },
      { Day: 1, Month: 13, NameEn: 'x', NameFr: 'x' },
      { Day: 1, Month: 3, NameEn: '', NameFr: 'x' },
      { Day: 1, Month: 3, NameEn: 'x' },
      { Day: '1', Month: 3, NameEn: 'x', NameFr: 'x' },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
    }
    const unknownFranchise = await post({ Day: 2, Month: 3, NameEn: 'x', NameFr: 'x', FranchiseId: 999_999 });
    expect(unknownFranchise.statusCode).toBe(400);
    const dup = await post({ Day: 25, Month: 12, NameEn: 'Again', NameFr: 'Encore' });
    expect(dup.statusCode).toBe(409);
    expect(ErrorReply.parse(dup.json()).code).toBe('holiday-taken');
    // the same date for one bistro is another holiday
    expect(
      (await post({ Day: 25, Month: 12, NameEn: 'Kirkland Christmas', NameFr: 'Noël à Kirkland', FranchiseId: kirkland })).statusCode,
    ).toBe(201);
    expect((await post({ Day: 2, Month: 3, NameEn: 'x', NameFr: 'x' }, '/api/admin/holidays/999999')).statusCode).toBe(404);
    expect((await as(t.app, su, 'DELETE', '/api/admin/holidays/999999')).statusCode).toBe(404);
    expect((await as(t.app, su, 'GET', '/api/admin/holidays/abc')).statusCode).toBe(400);
    expect([await audits(), await count()]).toEqual([a + 1, n + 1]);
  });
});
