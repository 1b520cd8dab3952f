// Gift cards, promo codes and the bistros' postal codes in the back-office (issue 14; ADR 246, 270):
// a gift card made by staff has a generated code, its amount as its balance and a credit in the
// gift-card ledger naming the staff member, and a customer can apply it; its value changes only
// through the ledger and never once used. A promo code made here works at once in the store's
// check, its code is unique whatever the case, its rules are checked with a 400 that writes
// nothing. A bistro's postal code is served by that bistro at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminGiftCard,
  AdminGiftCardListReply,
  AdminPostalCodeListReply,
  AdminPromoCode,
  AdminPromoCodeListReply,
  AdminRetailPostalCode,
  AdminRetailPostalCodeListReply,
  AuditHistoryReply,
  ErrorReply,
  PostalCodeReply,
  PromoCodeReply,
} from '@mijote/contracts';
import { account, franchise, giftCardTransaction, promoCode } from '@mijote/db/schema';
import { as, loginAs, makeAccount } from './fixtures/accounts.js';
import { createAdminApp, type AdminApp } from './admin-helpers.js';

let t: AdminApp;
let adminId: number;
beforeAll(async () => {
  t = await createAdminApp();
  adminId = (await t.db.db.select().from(account).where(eq(account.email, 'admin@mijote.test')))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('/api/admin/gift-cards', () => {
  it('makes a card with a generated code and the amount as its balance; a customer applies it; then it no longer changes', async () => {
    const res = await t.call('POST', '/api/admin/gift-cards', { AmountCents: 5000, RecipientName: 'Léa', Note: 'contest prize' });
    expect(res.statusCode, res.body).toBe(201);
    const card = AdminGiftCard.parse(res.json());
    expect(card).toMatchObject({ AmountCents: 5000, BalanceCents: 5000, Status: 'a', InvoiceId: null, RecipientName: 'Léa' });
    expect(card.Code).toMatch(/^MIJ-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card.Transactions).toMatchObject([{ Type: 'C', AmountCents: 5000, StaffUserId: adminId, Note: 'contest prize' }]);

    // staff raise it to $75: the ledger records the $25 credit
    const raised = AdminGiftCard.parse(
      (await t.call('POST', `/api/admin/gift-cards/${card.Id}`, { ...card, AmountCents: 7500, Note: 'sorry' })).json(),
    );
    expect(raised).toMatchObject({ AmountCents: 7500, BalanceCents: 7500, Status: 'a' });
    expect(raised.Transactions.map((x) => [x.Type, x.AmountCents, x.StaffUserId])).toEqual([
      ['C', 5000, adminId],
      ['C', 2500, adminId],
    ]);

    // found by its code as typed, without dashes and in lower case
    const bare = card.Code.replace(/-/g, '').toLowerCase();
    const found = AdminGiftCardListReply.parse((await t.call('GET', `/api/admin/gift-cards?search=${bare}`)).json());
    expect(found.data.map((c) => c.Id)).toEqual([card.Id]);

    const customer = await makeAccount(t.db);
    const session = await loginAs(t.app, customer.email);
    const applied = await as(t.app, session, 'POST', `/api/accounts/${customer.uuid}/gift-cards/${card.Code}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ credited: 7500 });

    const used = AdminGiftCard.parse((await t.call('GET', `/api/admin/gift-cards/${card.Id}`)).json());
    expect(used).toMatchObject({ Status: 'u', BalanceCents: 0, AccountId: customer.id });
    const change = await t.call('POST', `/api/admin/gift-cards/${card.Id}`, { ...used, AmountCents: 100 });
    expect(change.statusCode).toBe(409);
    expect(ErrorReply.parse(change.json()).code).toBe('gift-card-used');
    const revive = await t.call('POST', `/api/admin/gift-cards/${card.Id}`, { ...used, Status: 'a' });
    expect(revive.statusCode).toBe(409);
    const refused = await t.call('DELETE', `/api/admin/gift-cards/${card.Id}`);
    // the reason, not "changed elsewhere" (issue 30)
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'gift-card-not-deletable']);
    const history = AuditHistoryReply.parse((await t.call('GET', `/api/admin/gift-cards/${card.Id}/history`)).json());
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
  });

  it('marks an unused card used through the ledger, deletes an unused staff card, refuses bad amounts', async () => {
    const card = AdminGiftCard.parse((await t.call('POST', '/api/admin/gift-cards', { AmountCents: 2000 })).json());
    const voided = AdminGiftCard.parse(
      (await t.call('POST', `/api/admin/gift-cards/${card.Id}`, { ...card, Status: 'u', Note: 'lost' })).json(),
    );
    expect(voided).toMatchObject({ Status: 'u', BalanceCents: 0, AmountCents: 2000 });
    expect(voided.Transactions.at(-1)).toMatchObject({ Type: 'D', AmountCents: 2000, StaffUserId: adminId, Note: 'lost' });

    const other = AdminGiftCard.parse((await t.call('POST', '/api/admin/gift-cards', { AmountCents: 1000 })).json());
    expect((await t.call('DELETE', `/api/admin/gift-cards/${other.Id}`)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/gift-cards/${other.Id}`)).statusCode).toBe(404);
    expect(await t.db.db.select().from(giftCardTransaction).where(eq(giftCardTransaction.giftCardId, other.Id))).toEqual([]);

    for (const AmountCents of [0, -100, 100_001, 12.5]) {
      const res = await t.call('POST', '/api/admin/gift-cards', { AmountCents });
      expect(res.statusCode, String(AmountCents)).toBe(400);
    }
    expect((await t.call('POST', '/api/admin/gift-cards', { AmountCents: 100, Balance: 5 })).statusCode).toBe(400);
    const unused = AdminGiftCardListReply.parse((await t.call('GET', '/api/admin/gift-cards?status=a&limit=500')).json());
    expect(unused.data.length).toBeGreaterThan(0);
    expect(unused.data.every((c) => c.Status === 'a')).toBe(true);
    expect(unused.data.map((c) => c.Id)).not.toContain(voided.Id);
  });
});

describe('/api/admin/promo-codes', () => {
  const check = async (code: string, subTotal: number, store = 'mealDelivery') =>
    PromoCodeReply.parse(
      (await t.app.inject({ method: 'GET', url: `/api/promo-codes/${code}?subTotal=${subTotal}&store=${store}` })).json(),
    );

  it('a new code works in the store at once, within its minimum, store and status', async () => {
    const res = await t.call('POST', '/api/admin/promo-codes', {
      Code: 'welcome-15',
      Type: 'percent',
      Amount: 15,
      MinimumAmountRequiredCents: 3000,
      StoreSource: 'mealDelivery',
      MultiCodeAddress: { Name: 'Salon de l’habitation', Line1: '1000, rue Sherbrooke Ouest' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminPromoCode.parse(res.json());
    expect(made).toMatchObject({
      Code: 'WELCOME-15',
      Status: 'V',
      TimesUsed: 0,
      MaxUses: null,
      MultiCodeAddress: { Province: 'QC', Country: 'CA', Name: 'Salon de l’habitation' },
    });
    expect(await check('welcome-15', 4000)).toMatchObject({ key: 'promo-added', discountCents: 600 });
    expect((await check('WELCOME-15', 2000)).key).toBe('sorry-amount');
    expect((await check('WELCOME-15', 4000, 'catering')).key).toBe('promo-invalid-store');

    const byCode = AdminPromoCode.parse((await t.call('GET', '/api/admin/promo-codes/code/Welcome-15')).json());
    expect(byCode.Id).toBe(made.Id);
    expect((await t.call('GET', '/api/admin/promo-codes/code/NOPE-NOPE')).statusCode).toBe(404);

    const off = await t.call('POST', `/api/admin/promo-codes/${made.Id}`, { ...made, Status: 'I' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await check('WELCOME-15', 4000)).key).toBe('sorry-expired');
    const [entry] = AuditHistoryReply.parse((await t.call('GET', `/api/admin/promo-codes/${made.Id}/history`)).json());
    expect(entry).toMatchObject({ action: 'update', before: { Status: 'V' }, after: { Status: 'I' } });
    const listed = AdminPromoCodeListReply.parse((await t.call('GET', '/api/admin/promo-codes?status=I&search=welcome')).json());
    expect(listed.data.map((p) => p.Id)).toEqual([made.Id]);
  });

  it('refuses a taken code whatever its case (409), a percent over 100, dates backwards, bad codes (400)', async () => {
    const base = { Code: 'SPRING-10', Type: 'dollars', Amount: 1000 };
    expect((await t.call('POST', '/api/admin/promo-codes', base)).statusCode).toBe(201);
    const taken = await t.call('POST', '/api/admin/promo-codes', { ...base, Code: 'spring-10' });
    expect(taken.statusCode).toBe(409);
    expect(ErrorReply.parse(taken.json()).code).toBe('promo-code-taken');
    for (const bad of [
      { Type: 'percent', Amount: 101 },
      { StartsOn: '2026-12-10', ExpiresOn: '2026-12-01' },
      { Code: 'a b' },
      { Code: 'X' },
      { Amount: 0 },
      { StoreSource: 'moon' },
      { StartsOn: '2026-02-30' },
      { MultiCodeAddress: { Country: 'Canada' } },
    ]) {
      const res = await t.call('POST', '/api/admin/promo-codes', { ...base, Code: 'OTHER-1', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
    }
    expect((await t.call('GET', '/api/admin/promo-codes/code/OTHER-1')).statusCode).toBe(404);
  });

  it('keeps the use limit at or above the uses made, and deletes only a code no order used', async () => {
    const made = AdminPromoCode.parse(
      (await t.call('POST', '/api/admin/promo-codes', { Code: 'LIMIT-2', Type: 'dollars', Amount: 500, MaxUses: 2 })).json(),
    );
    await t.db.db.update(promoCode).set({ timesUsed: 2 }).where(eq(promoCode.id, made.Id));
    const lower = await t.call('POST', `/api/admin/promo-codes/${made.Id}`, { ...made, MaxUses: 1 });
    expect(lower.statusCode).toBe(400);
    expect(ErrorReply.parse(lower.json()).params).toMatchObject({ issues: [{ path: 'MaxUses' }] });
    const used = await t.call('DELETE', `/api/admin/promo-codes/${made.Id}`);
    expect([used.statusCode, used.json().code]).toEqual([409, 'promo-code-used']);
    const unused = AdminPromoCode.parse(
      (await t.call('POST', '/api/admin/promo-codes', { Code: 'GONE-1', Type: 'dollars', Amount: 500 })).json(),
    );
    expect((await t.call('DELETE', `/api/admin/promo-codes/${unused.Id}`)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/promo-codes/${unused.Id}`)).statusCode).toBe(404);
  });
});

describe('/api/admin/postal-codes/retail', () => {
  it('a restaurant’s new code is served by that restaurant at once; saved and deleted likewise; duplicates 409', async () => {
    const [restaurant] = await t.db.db.select().from(franchise).where(eq(franchise.slug, 'bistro-kirkland'));
    const served = async () =>
      PostalCodeReply.parse((await t.app.inject({ method: 'GET', url: '/api/postal-codes?code=J7V9Z9' })).json()).restaurants.filter(
        (r) => r.FranchiseId === restaurant!.id,
      );
    expect(await served()).toEqual([]);
    const res = await t.call('POST', '/api/admin/postal-codes/retail', {
      FranchiseId: restaurant!.id,
      Code: '#j7v 9z',
      DeliveryFeeCents: 499,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminRetailPostalCode.parse(res.json());
    expect(made).toMatchObject({ Code: 'J7V9Z', FranchiseId: restaurant!.id, DeliveryFeeCents: 499 });
    expect(await served()).toMatchObject([{ Code: 'J7V9Z', DeliveryFeeCents: 499 }]);
    const saved = await t.call('POST', `/api/admin/postal-codes/retail/${made.Id}`, { ...made, DeliveryFeeCents: 599 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await served()).toMatchObject([{ DeliveryFeeCents: 599 }]);
    const list = AdminRetailPostalCodeListReply.parse(
      (await t.call('GET', `/api/admin/postal-codes/retail?franchiseId=${restaurant!.id}`)).json(),
    );
    expect(list.data.every((p) => p.FranchiseId === restaurant!.id)).toBe(true);
    expect(list.data.map((p) => p.Id)).toContain(made.Id);
    const dup = await t.call('POST', '/api/admin/postal-codes/retail', { FranchiseId: restaurant!.id, Code: 'J7V 9Z' });
    expect(dup.statusCode).toBe(409);
    expect((await t.call('POST', '/api/admin/postal-codes/retail', { FranchiseId: 999_999, Code: 'J7V' })).statusCode).toBe(400);
    expect((await t.call('DELETE', `/api/admin/postal-codes/retail/${made.Id}`)).statusCode).toBe(200);
    expect(await served()).toEqual([]);
    // the meal-delivery list is its own
    const mealDelivery = AdminPostalCodeListReply.parse((await t.call('GET', '/api/admin/postal-codes?search=J7V&limit=500')).json());
    expect(mealDelivery.data).toEqual([]);
  });
});
