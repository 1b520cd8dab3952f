// Issue 14's "Done when", what a back-office change does on the store (back-office §2 Postal codes,
// §5; customer-side §3 served areas): as the demo super user, in English and in French, add a postal
// code with its city and fee; then a visitor with a dish in the cart checks that code on Review and
// is told it is served, with the fee staff set.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectCleanPage, watchConsole } from '../support.js';

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
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];
  test(`${lang}: a postal code added in the back-office is served at once on Review`, async ({ page, browser }) => {
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

    // a visitor: a dish in the cart, then the code on Review
    const visitor = await browser.newContext();
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
    await shop.getByLabel(s.code, { exact: true }).fill(code);
    await shop.getByRole('button', { name: s.check, exact: true }).click();
    await expect(shop.locator('.delivery-area__match')).toContainText(s.served(city));
    await visitor.close();
    expect(problems).toEqual([]);
  });
}
