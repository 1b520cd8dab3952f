import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/index.js';
import { createTestDb } from '../src/testing.js';

// Loads what the main screens load together, on the seeded data: any ambiguous or missing
// relation fails here rather than in the API.
describe('relations used by the screens', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb({ seed: true });
  });
  afterAll(async () => h?.close());

  it('product editor: every tab', async () => {
    const products = await h.db.query.product.findMany({
      with: {
        category: true,
        type: true,
        container: true,
        translations: true,
        nutrition: true,
        inventory: true,
        productTags: { with: { tag: true } },
        cookingInstructions: { with: { type: true } },
        videos: true,
        weekNumbers: true,
        franchises: { with: { franchise: true } },
        subsidyProductDays: true,
        subsidyProductPrices: true,
        sides: { with: { side: { with: { translations: true } } } },
        sideOf: true,
        lunchBoxChoices: { with: { choice: true } },
      },
    });
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(products.some((p) => p.sides.length > 0 && p.requiresSecondaryProducts)).toBe(true);
    expect(products.some((p) => p.lunchBoxChoices.length > 0)).toBe(true);
    expect(products.some((p) => p.franchises.length > 0)).toBe(true);
    expect(products.every((p) => p.translations.length === 2)).toBe(true);
  });

  it('weekly menu with products; subsidies and bistros with their settings', async () => {
    const menus = await h.db.query.menu.findMany({
      with: { items: { with: { product: { with: { translations: true, nutrition: true } } } } },
    });
    expect(menus.length).toBeGreaterThan(0);
    expect(menus[0]?.items[0]?.product.translations.length).toBe(2);
    const subsidies = await h.db.query.subsidy.findMany({
      with: { franchise: true, days: true, domains: true, emails: true, mobileAddresses: true, productDays: true, productPrices: true },
    });
    expect(subsidies).toHaveLength(2);
    expect(subsidies.every((s) => s.days.length === 5 && s.domains.length > 0)).toBe(true);
    const franchises = await h.db.query.franchise.findMany({ with: { postalCodes: true, products: true, subsidies: true } });
    expect(franchises).toHaveLength(3);
  });

  it('account admin: addresses, Century Dollar transactions with the staff user, invoices', async () => {
    const client = await h.db.query.account.findFirst({
      where: (a, { eq }) => eq(a.email, 'client@mijote.test'),
      with: {
        addresses: true,
        savedCards: true,
        invoices: { with: { cartDetails: true, payments: true } },
        centuryDollarTransactions: { with: { manualUser: true, method: true } },
        subsidy: true,
      },
    });
    expect(client?.addresses).toHaveLength(3);
    const manual = client?.centuryDollarTransactions.find((t) => t.methodCd === 'MA');
    expect(manual?.manualUser?.email).toBe('admin@mijote.test');
    const blogs = await h.db.query.blog.findMany({ with: { translations: true } });
    expect(blogs.every((b) => b.translations.length === 2)).toBe(true);
    const cards = await h.db.query.giftCard.findMany({ with: { transactions: true } });
    expect(cards.every((c) => c.transactions.length > 0)).toBe(true);
  });
});
