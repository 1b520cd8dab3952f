import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply, ShareOrderReply } from '@mijote/contracts';
import { auditLog, emailOutbox, invoice, promoCode } from '@mijote/db/schema';
import { createPublicTestApp, login, makeAccount, type LoggedIn, type PublicTestApp } from './public-helpers.js';

let t: PublicTestApp;
const NOW = new Date('2026-11-20T15:00:00Z');
let owner: { id: number; email: string };
let other: LoggedIn;
let session: LoggedIn;
let orderId: number;

async function newOrder(accountId: number, status: 'P' | 'U' | 'C' | 'E' | 'D' | 'R' = 'P'): Promise<number> {
  const [row] = await t.db.db
    .insert(invoice)
    .values({ accountId, storeKind: 'mealDelivery', status, languageCd: 'fr' })
    .returning({ id: invoice.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createPublicTestApp({ deps: { now: () => NOW } });
  const a = await makeAccount(t.db.db, { firstName: 'Gabrielle', preferredLanguage: 'fr' });
  owner = { id: a.id, email: a.email };
  session = await login(t, a.email);
  const b = await makeAccount(t.db.db);
  other = await login(t, b.email);
  orderId = await newOrder(a.id);
});
afterAll(async () => {
  await t?.close();
});

function share(id: number, payload: Record<string, unknown>, headers: Record<string, string> = session.headers) {
  return t.app.inject({ method: 'POST', url: `/api/accounts/me/orders/${id}/share?site=21`, payload, headers });
}

describe('POST /api/accounts/me/orders/{id}/share', () => {
  it('requires a session (401) and the CSRF token (403)', async () => {
    const anon = await share(orderId, { language: 'en', store: 'mealDelivery' }, {});
    expect(anon.statusCode).toBe(401);
    expect(ErrorReply.parse(anon.json()).code).toBe('unauthorized');
    const noCsrf = await share(orderId, { language: 'en' }, { cookie: session.cookie });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('someone else’s order or an unknown one → 404, nothing recorded', async () => {
    const res = await share(orderId, { language: 'en', store: 'mealDelivery' }, other.headers);
    expect(res.statusCode).toBe(404);
    expect((await share(987654, { language: 'en' })).statusCode).toBe(404);
    expect(await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'order.facebook-share'))).toEqual([]);
  });

  it('a failed share is recorded and earns nothing', async () => {
    const res = await share(orderId, { language: 'fr', store: 'mealDelivery', error: 'User cancelled the dialog' });
    expect(res.statusCode).toBe(200);
    expect(ShareOrderReply.parse(res.json())).toEqual({ ok: true, rewarded: false });
    const [log] = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'order.facebook-share'));
    expect(log).toMatchObject({ actorAccountId: owner.id, entity: 'invoice', entityId: String(orderId) });
    expect(log!.data).toMatchObject({ ok: false, error: 'User cancelled the dialog', store: 'mealDelivery', site: '21' });
    expect(await t.db.db.select().from(promoCode)).toEqual([]);
  });

  it('a successful share creates a one-use 25 % code valid 30 days and e-mails it in the account language', async () => {
    const res = await share(orderId, { language: 'en', store: 'mealDelivery', error: null });
    expect(ShareOrderReply.parse(res.json())).toEqual({ ok: true, rewarded: true });
    const codes = await t.db.db.select().from(promoCode).where(like(promoCode.note, 'facebook-share:%'));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({
      type: 'percent',
      amount: 25,
      status: 'V',
      maxUses: 1,
      timesUsed: 0,
      startsOn: '2026-11-20',
      expiresOn: '2026-12-20',
      note: `facebook-share:order:${orderId}`,
    });
    expect(codes[0]!.code).toMatch(/^FB[A-Z2-9]{8}$/);
    const [mail] = await t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, owner.email), eq(emailOutbox.template, 'facebook-share-promo')));
    expect(mail).toMatchObject({ languageCd: 'fr', accountId: owner.id, status: 'pending' });
    expect(mail!.subject).toBe('Merci du partage! 25 % de rabais sur votre prochaine commande');
    expect(mail!.text).toContain(codes[0]!.code);
    expect(mail!.text).toContain('20 décembre 2026');
  });

  it('sharing the same order again earns no second code', async () => {
    const res = await share(orderId, { language: 'en', store: 'mealDelivery' });
    expect(ShareOrderReply.parse(res.json())).toEqual({ ok: true, rewarded: false });
    expect(await t.db.db.select().from(promoCode)).toHaveLength(1);
    expect(await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'order.facebook-share'))).toHaveLength(3);
  });

  it('concurrent shares of a new order create exactly one code', async () => {
    const id = await newOrder(owner.id);
    const results = await Promise.all([1, 2, 3].map(() => share(id, { language: 'fr' })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => ShareOrderReply.parse(r.json()).rewarded)).toHaveLength(1);
    expect(
      await t.db.db
        .select()
        .from(promoCode)
        .where(eq(promoCode.note, `facebook-share:order:${id}`)),
    ).toHaveLength(1);
  });

  it.each([
    ['unpaid', 'U'],
    ['declined', 'D'],
    ['canceled', 'C'],
    ['canceled (E)', 'E'],
    ['refunded', 'R'],
  ] as const)('a share of a %s order is recorded and earns nothing: only paid orders are rewarded (issue 9)', async (_label, status) => {
    const id = await newOrder(owner.id, status);
    const res = await share(id, { language: 'fr', store: 'mealDelivery', error: null });
    expect(res.statusCode).toBe(200);
    expect(ShareOrderReply.parse(res.json())).toEqual({ ok: true, rewarded: false });
    expect(
      await t.db.db
        .select()
        .from(promoCode)
        .where(eq(promoCode.note, `facebook-share:order:${id}`)),
    ).toEqual([]);
    const [log] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.facebook-share'), eq(auditLog.entityId, String(id))));
    expect(log!.data).toMatchObject({ ok: true, rewarded: false, reason: 'order-not-paid', status });
  });

  it('an unpaid order shared earns its code once paid and shared again', async () => {
    const id = await newOrder(owner.id, 'U');
    expect(ShareOrderReply.parse((await share(id, { language: 'fr' })).json()).rewarded).toBe(false);
    await t.db.db.update(invoice).set({ status: 'P' }).where(eq(invoice.id, id));
    expect(ShareOrderReply.parse((await share(id, { language: 'fr' })).json()).rewarded).toBe(true);
    expect(
      await t.db.db
        .select()
        .from(promoCode)
        .where(eq(promoCode.note, `facebook-share:order:${id}`)),
    ).toHaveLength(1);
  });

  it('someone else’s paid order: 404, no code', async () => {
    const id = await newOrder(owner.id, 'P');
    expect((await share(id, { language: 'en' }, other.headers)).statusCode).toBe(404);
    expect(
      await t.db.db
        .select()
        .from(promoCode)
        .where(eq(promoCode.note, `facebook-share:order:${id}`)),
    ).toEqual([]);
  });

  it('refuses a malformed id or body with 400', async () => {
    expect((await share(0, {})).statusCode).toBe(400);
    const res = await share(orderId, { error: 'x'.repeat(3000) });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
  });
});
