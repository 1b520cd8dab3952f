// Issue 14's "Done when", what a back-office change does on the store (back-office §2 Postal codes,
// Promo codes, §5; customer-side §3 served areas, promo codes): as the demo super user, in English and
// in French, add a postal code with its city and fee, and a promo code of 15 %; then a customer with
// a dish in the cart checks that postal code on Review and is told it is served with the fee staff
// set, and applies the new promo code there.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectCleanPage, watchConsole } from '../support.js';
import { signUp } from '../store-support.js';

const T = {
  en: {
    menu: '/en/meal-delivery',
    code: 'Postal code',
    city: 'City',
    fee: 'Meal-delivery fee',
    create: 'Create',
    created: 'Postal code created',
    add: /^Add to/,
    added: /Added to your cart/,
    side: 'Side (required)',
    check: 'Check',
    served: (city: string) => `We deliver to ${city}: $7.25 per delivery day`,
    add_: 'Add',
    promoType: 'Type',
    promoAmount: 'Amount',
    promoCreated: 'Promo code created',
    promo: 'Promo code',
    apply: 'Apply',
    promoApplied: (code: string) => new RegExp(`Promo code ${code} applied: \\$\\d+\\.\\d\\d off`),
  },
  fr: {
    menu: '/fr/livraisons-a-domicile',
    code: 'Code postal',
    city: 'Ville',
    fee: 'Frais de livraison de repas',
    create: 'Créer',
    created: 'Code postal créé',
    add: /^Ajouter au/,
    added: /Ajouté à votre panier/,
    side: 'Accompagnement (obligatoire)',
    check: 'Vérifier',
    served: (city: string) => `Nous livrons à ${city} : 7,25\u00a0$ par journée de livraison`,
    add_: 'Ajouter',
    promoType: 'Type',
    promoAmount: 'Montant',
    promoCreated: 'Code promo créé',
    promo: 'Code promo',
    apply: 'Appliquer',
    promoApplied: (code: string) => new RegExp(`Code promo ${code} appliqué : \\d+,\\d\\d\\s\\$ de rabais`),
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];
  test(`${lang}: a postal code and a promo code added in the back-office work at once on Review`, async ({ page, browser }) => {
    const problems = watchConsole(page);
    const login = await page.request.post('/api/accounts/me/login', {
      data: { email: 'admin@mijote.test', password: DEMO_PASSWORD, site: '21' },
    });
    expect(login.status()).toBe(200);
    // a code no seed serves: K1A (Ottawa) with a digit, a letter and a digit of this run
    const n = () => Math.floor(Math.random() * 10);
    const letter = 'ABCEGHJKLMNPRSTVXY'[Math.floor(Math.random() * 18)]!;
    const code = `K1A ${n()}${letter}${n()}`;
    const city = lang === 'en' ? 'Ottawa test' : 'Ottawa essai';
    await page.goto(`/${lang}/admin/postal-code?id=new`);
    await page.getByLabel(s.code, { exact: true }).fill(code);
    await page.getByLabel(s.city, { exact: true }).fill(city);
    await page.getByLabel(s.fee, { exact: true }).fill(lang === 'en' ? '7.25' : '7,25');
    await page.getByRole('button', { name: s.create, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.created })).toBeVisible();
    await expectCleanPage(page, `${lang} new postal code`);

    // a promo code of 15 %
    const promo = `FX${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    await page.goto(`/${lang}/admin/promo-codes`);
    await page.getByRole('link', { name: s.add_, exact: true }).click();
    await page.getByLabel('Code', { exact: true }).fill(promo);
    await page.getByLabel(s.promoType, { exact: true }).selectOption('percent');
    await page.getByLabel(s.promoAmount, { exact: true }).fill('15');
    await page.getByRole('button', { name: s.create, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.promoCreated })).toBeVisible();

    // a customer: a dish in the cart, then the postal code and the promo code on Review
    const visitor = await browser.newContext();
    await signUp(visitor.request, lang);
    const shop = await visitor.newPage();
    await shop.goto(s.menu);
    const dish = shop
      .locator('article.product-card')
      .filter({ has: shop.locator('form') })
      .filter({ hasNot: shop.getByLabel(s.side) })
      .first();
    await dish.getByRole('button', { name: s.add }).click();
    await expect(dish.getByRole('status')).toHaveText(s.added);
    await shop.goto(`${s.menu}/review-order`);
    // the field first shows the postal code of the customer's address (the cart takes it), then ours
    const postal = shop.getByLabel(s.code, { exact: true });
    await expect(postal).toHaveValue('H9R 2W3');
    await postal.fill(code);
    await shop.getByRole('button', { name: s.check, exact: true }).click();
    await expect(shop.locator('.delivery-area__match')).toContainText(s.served(city));
    await shop.getByLabel(s.promo, { exact: true }).fill(promo);
    await shop.getByRole('button', { name: s.apply, exact: true }).first().click();
    await expect(shop.getByText(s.promoApplied(promo))).toBeVisible();
    await visitor.close();
    expect(problems).toEqual([]);
  });
}
