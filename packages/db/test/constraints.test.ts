import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  address,
  createAccount,
  giftCard,
  invoice,
  invoiceCartDetail,
  payment,
  product,
  productTranslation,
  promoCode,
  savedCard,
  type DbHandle,
} from '../src/index.js';
import { createTestDb } from '../src/testing.js';
import { count, expectPgError } from './helpers.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$ZmFrZWhhc2hmb3J0ZXN0cw'; // not a real password

describe('transactions and constraints', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(async () => h?.close());

  it('a rolled-back transaction leaves nothing behind', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        const a = await createAccount(tx, { email: 'rollback@example.test', passwordHash: HASH, firstName: 'Roll', lastName: 'Back' });
        await tx.insert(address).values({ accountId: a.id, addressType: 'B', line1: '1 rue Test', city: 'Dorval', postalCode: 'H9S 1A1' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count(h, 'account', "email = 'rollback@example.test'")).toBe(0);
    expect(await count(h, 'address')).toBe(0);
  });

  it('a failing statement rolls back the whole transaction', async () => {
    await expectPgError(
      h.db.transaction(async (tx) => {
        await createAccount(tx, { email: 'half@example.test', passwordHash: HASH, firstName: 'Half', lastName: 'Write' });
        await tx.insert(account).values({ email: 'HALF@example.test', firstName: 'x', lastName: 'y' });
      }),
      '23505',
    );
    expect(await count(h, 'account', "lower(email) = 'half@example.test'")).toBe(0);
  });

  it('refuses a second account whose e-mail differs only by case', async () => {
    await createAccount(h.db, { email: 'Marie.Roy@Example.test', passwordHash: HASH, firstName: 'Marie', lastName: 'Roy' });
    await expectPgError(
      createAccount(h.db, { email: 'marie.roy@example.TEST', passwordHash: HASH, firstName: 'M', lastName: 'R' }),
      '23505',
    );
  });

  it('refuses duplicate promo and gift card codes case-insensitively', async () => {
    await h.db.insert(promoCode).values({ code: 'WELCOME10', type: 'percent', amount: 10 });
    await expectPgError(h.db.insert(promoCode).values({ code: 'welcome10', type: 'dollars', amount: 500 }), '23505');
    await expectPgError(h.db.insert(promoCode).values({ code: 'TOOMUCH', type: 'percent', amount: 150 }), '23514');
    await h.db.insert(giftCard).values({ code: 'GC-ABC', amountCents: 5000, balanceCents: 5000 });
    await expectPgError(h.db.insert(giftCard).values({ code: 'gc-abc', amountCents: 5000, balanceCents: 5000 }), '23505');
    await expectPgError(h.db.insert(giftCard).values({ code: 'GC-NEG', amountCents: 5000, balanceCents: 6000 }), '23514');
  });

  it('guards balances, promo code uses, billing addresses and card data with constraints', async () => {
    const a = await createAccount(h.db, { email: 'guards@example.test', passwordHash: HASH, firstName: 'G', lastName: 'D' });
    // Century Dollars cannot go negative: a guarded debit of more than the balance fails.
    await expectPgError(
      h.db
        .update(account)
        .set({ currentCenturyDollarCents: sql`${account.currentCenturyDollarCents} - 100` })
        .where(eq(account.id, a.id)),
      '23514',
    );
    // A maxed-out promo code cannot be used once more.
    const [code] = await h.db
      .insert(promoCode)
      .values({ code: 'ONCE', type: 'dollars', amount: 500, maxUses: 1, timesUsed: 1 })
      .returning();
    await expectPgError(
      h.db
        .update(promoCode)
        .set({ timesUsed: sql`${promoCode.timesUsed} + 1` })
        .where(eq(promoCode.id, code!.id)),
      '23514',
    );
    // One billing address per account.
    const billing = { accountId: a.id, addressType: 'B' as const, line1: '2 rue Test', city: 'Kirkland', postalCode: 'H9H 1A1' };
    await h.db.insert(address).values(billing);
    await expectPgError(h.db.insert(address).values(billing), '23505');
    // Only the last four digits of a card.
    await expectPgError(
      h.db
        .insert(savedCard)
        .values({ accountId: a.id, processorToken: 'tok_1', brand: 'VISA', last4: '4242424242424242', expMonth: 12, expYear: 2030 }),
      '23514',
    );
  });

  it('stores an order once per idempotency key, with lines and payments', async () => {
    const a = await createAccount(h.db, { email: 'orders@example.test', passwordHash: HASH, firstName: 'O', lastName: 'R' });
    const [p] = await h.db.insert(product).values({ categoryCd: 'M', typeCd: 'SU', statusCd: 'A', priceCents: 1495 }).returning();
    await h.db.insert(productTranslation).values([
      { productId: p!.id, languageCd: 'en', title: 'Shepherd’s pie', description: 'Beef, corn, potatoes.' },
      { productId: p!.id, languageCd: 'fr', title: 'Pâté chinois', description: 'Bœuf, maïs, pommes de terre.' },
    ]);
    const values = { accountId: a.id, storeKind: 'mealDelivery' as const, idempotencyKey: 'key-1', subtotalCents: 2990, totalCents: 3438 };
    const [inv] = await h.db.insert(invoice).values(values).returning();
    await expectPgError(h.db.insert(invoice).values(values), '23505');
    await h.db.insert(invoiceCartDetail).values({
      invoiceId: inv!.id,
      productId: p!.id,
      quantity: 2,
      unitPriceCents: 1495,
      amountCents: 2990,
      requiredBy: '2026-03-10',
      deliveryDay: 2,
    });
    await expectPgError(
      h.db
        .insert(invoiceCartDetail)
        .values({ invoiceId: inv!.id, quantity: 1, unitPriceCents: 0, amountCents: 0, requiredBy: '2026-03-10' }),
      '23514', // neither a product nor a custom title
    );
    await h.db.insert(payment).values({ invoiceId: inv!.id, paymentMethodId: 2, amountCents: 500, status: 'approved' });
    await expectPgError(h.db.insert(payment).values({ invoiceId: inv!.id, paymentMethodId: 99, amountCents: 1 }), '23503');

    const loaded = await h.db.query.invoice.findFirst({
      where: (t, { eq: eq_ }) => eq_(t.id, inv!.id),
      with: {
        account: true,
        cartDetails: { with: { product: { with: { translations: true } }, addons: true } },
        payments: { with: { method: true } },
      },
    });
    expect(loaded?.account.email).toBe('orders@example.test');
    expect(loaded?.cartDetails[0]?.product?.translations.map((t) => t.languageCd).sort()).toEqual(['en', 'fr']);
    expect(loaded?.payments[0]?.method.code).toBe('CD');
  });
});
