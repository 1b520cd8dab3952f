// Issue 14's "Done when", what a back-office change does on the store (back-office §2 Postal codes,
// Promo codes, §5; customer-side §3 served areas, promo codes): as the demo super user, in English and
// in French, add a postal code with its city and fee, and a promo code of 15 %; then a customer with
// a dish in the cart checks that postal code on Review and is told it is served with the fee staff
// set, and applies the new promo code there. And a holiday added in the back-office closes that day
// of the meal-delivery calendar at once (back-office §2 Holidays; customer-side §5), until it is
// deleted.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectCleanPage, watchConsole, signInDemoAdmin } from '../support.js';
import { addDays, isoWeekday, type IsoDate } from '@mijote/domain';
import { adminApi, signUp } from '../store-support.js';

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
    add: /^Ajouter (au|pour)/,
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
    // back-office, then a new customer's whole way to Review: about 30 s on a busy box
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await signInDemoAdmin(page);
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

// ── a holiday closes its day of the meal-delivery calendar ─────────────────────────────────────

const H = {
  en: {
    menu: '/en/meal-delivery',
    dayGroup: 'Menu day',
    open: 'Open',
    closed: 'Closed',
    closedText: (name: string) => `Our kitchen is closed that day (${name}).`,
    day: 'Day',
    month: 'Month',
    nameEn: 'Name in English',
    nameFr: 'Name in French',
    create: 'Create',
    saved: 'Saved',
    delete: 'Delete',
    confirm: 'Yes, delete',
    deleted: 'Deleted',
  },
  fr: {
    menu: '/fr/livraisons-a-domicile',
    dayGroup: 'Journée du menu',
    open: 'Ouvert',
    closed: 'Fermé',
    closedText: (name: string) => `Notre cuisine est fermée ce jour-là (${name}).`,
    day: 'Jour',
    month: 'Mois',
    nameEn: 'Nom en anglais',
    nameFr: 'Nom en français',
    create: 'Créer',
    saved: 'Enregistré',
    delete: 'Supprimer',
    confirm: 'Oui, supprimer',
    deleted: 'Supprimé',
  },
} as const;

interface CalendarDay {
  date: IsoDate;
  orderable: boolean;
}

/**
 * The day this language's run closes. The other specs order on the menu's first open day (or the
 * first that has what they need): never that one. English takes the last open weekday of the
 * planned week, French the one before it; when the week has too few (Thursday afternoon, Friday
 * morning), the open days of the weekend after it. Two distinct days, so the two runs in parallel
 * never clash on one date.
 */
async function dayToClose(request: APIRequestContext, lang: 'en' | 'fr'): Promise<string> {
  const res = await request.get('/api/meal-delivery/menus/products/current?language=en');
  expect(res.status()).toBe(200);
  const planned = ((await res.json()) as { days: CalendarDay[] }).days;
  const open = planned.filter((d) => d.orderable).map((d) => d.date);
  const friday = planned
    .map((d) => d.date)
    .filter((d) => isoWeekday(d) === 5)
    .sort()
    .at(-1);
  const weekend: string[] = [];
  for (const date of friday ? [addDays(friday, 1), addDays(friday, 2)] : []) {
    const day = await request.get(`/api/meal-delivery/menus/products/next/${date}?language=en`);
    if (day.status() === 200 && ((await day.json()) as { day: CalendarDay }).day.orderable) weekend.push(date);
  }
  const candidates = [...open.slice(1).reverse(), ...weekend];
  expect(candidates.length, 'the calendar has two open days after its first').toBeGreaterThanOrEqual(2);
  return candidates[lang === 'en' ? 0 : 1]!;
}

/** Deletes, through the API, the holidays named `name` still there (the test's cleanup). */
async function removeHolidays(baseURL: string, name: string): Promise<void> {
  const { api, csrf } = await adminApi(baseURL);
  try {
    const res = await api.get(`/api/admin/holidays?search=${encodeURIComponent(name)}&limit=10`);
    expect(res.status()).toBe(200);
    for (const h of ((await res.json()) as { data: { Id: number; NameEn: string }[] }).data) {
      if (h.NameEn !== name) continue;
      const del = await api.delete(`/api/admin/holidays/${h.Id}`, { headers: { 'x-csrf-token': csrf } });
      expect([200, 404]).toContain(del.status());
    }
  } finally {
    await api.dispose();
  }
}

for (const lang of ['en', 'fr'] as const) {
  const s = H[lang];
  test(`${lang}: a holiday added in the back-office closes its day of the meal-delivery calendar until it is deleted`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    await signInDemoAdmin(page);
    const date = await dayToClose(page.request, lang);
    const name = `E2E holiday ${lang} ${Date.now().toString(36)}`;
    const nameFr = `Congé E2E ${lang} ${Date.now().toString(36)}`;

    // a visitor's calendar: the day is open
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    const shopProblems = watchConsole(shop);
    const chosenDay = () => shop.getByRole('group', { name: s.dayGroup }).getByRole('button', { pressed: true });
    await shop.goto(`${s.menu}?day=${date}`);
    await expect(chosenDay()).toContainText(s.open);
    await expect(shop.locator('.alert').filter({ hasText: /\(E2E holiday|\(Congé E2E/ })).toHaveCount(0);

    try {
      // the back-office: a holiday of every store on that day and month
      await page.goto(`/${lang}/admin/holidays?id=new`);
      await page.getByLabel(s.day, { exact: true }).fill(String(Number(date.slice(8, 10))));
      await page.getByLabel(s.month, { exact: true }).selectOption(String(Number(date.slice(5, 7))));
      await page.getByLabel(s.nameEn, { exact: true }).fill(name);
      await page.getByLabel(s.nameFr, { exact: true }).fill(nameFr);
      await page.getByRole('button', { name: s.create, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: s.saved })).toBeVisible();
      await expect(page).toHaveURL(/[?&]id=\d+/);

      // the calendar skips it at once: the day says closed, with the holiday's name, and no dish can be added
      await shop.goto(`${s.menu}?day=${date}`);
      await expect(chosenDay()).toContainText(s.closed);
      await expect(shop.locator('.alert').filter({ hasText: s.closedText(lang === 'en' ? name : nameFr) })).toBeVisible();
      await expect(shop.locator('article.product-card form')).toHaveCount(0);
      const api = await page.request.get(`/api/meal-delivery/menus/products/current?language=${lang}`);
      const planned = ((await api.json()) as { days: (CalendarDay & { closedReason: string | null })[] }).days;
      const weekday = planned.find((d) => d.date === date);
      if (weekday) expect(weekday).toMatchObject({ orderable: false, closedReason: 'holiday' });

      // deleted: the day is open again
      await page.getByRole('button', { name: s.delete, exact: true }).click();
      await page.getByRole('button', { name: s.confirm, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: s.deleted })).toBeVisible();
      await shop.goto(`${s.menu}?day=${date}`);
      await expect(chosenDay()).toContainText(s.open);
      await expect(shop.locator('article.product-card form').first()).toBeVisible();
    } finally {
      // whatever failed above, the holiday must not stay: the other specs order on these days
      await removeHolidays(baseURL!, name);
      await visitor.close();
    }
    expect(problems).toEqual([]);
    expect(shopProblems).toEqual([]);
  });
}
