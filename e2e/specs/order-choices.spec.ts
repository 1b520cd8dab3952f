// What the kitchen will cook (issue 28, ADR 369), in English and in French: a customer orders a
// meal-delivery dish with its required side, then a catering order of two lunch boxes with their
// choices; the side and each box's choices show under the line on Confirm, on the Success step and
// on the account's order — the lines the API writes (orders/line-choices.ts). Each of those pages
// is photographed at 375 and 1280 px (/tmp/order-choices-*.png) and checked with axe and for
// missing keys, and a phone never scrolls sideways.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { horizontalOverflow, signUp } from '../store-support.js';
import { expectCleanPage, watchConsole } from '../support.js';

const T = {
  en: {
    meals: '/en/meal-delivery',
    catering: '/en/catering',
    dayGroup: 'Menu day',
    open: 'Open',
    side: 'Side (required)',
    sideLine: (title: string) => `Side: ${title}`,
    boxLine: (n: number, titles: string[]) => `Box ${n}: ${titles.join(' + ')}`,
    add: /^Add (to|for)/,
    added: /Added to your cart/,
    classic: 'Classic lunch box',
    boxQuantity: 'Quantity of Classic lunch box',
    reviewLink: 'Review my order',
    continue: 'Continue to checkout',
    confirmTitle: 'Confirm and pay',
    date: 'Date',
    time: 'Time',
    people: 'Number of people',
    newCard: 'A new card',
    cardName: 'Name on the card',
    cardNumber: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvv: 'Security code (CVV)',
    place: /Place order/,
    successTitle: 'Thank you! Your order is placed',
  },
  fr: {
    meals: '/fr/livraisons-a-domicile',
    catering: '/fr/catering',
    dayGroup: 'Journée du menu',
    open: 'Ouvert',
    side: 'Accompagnement (obligatoire)',
    sideLine: (title: string) => `Accompagnement : ${title}`,
    boxLine: (n: number, titles: string[]) => `Boîte ${n} : ${titles.join(' + ')}`,
    add: /^Ajouter (au|pour)/,
    added: /Ajoutés? à votre panier/,
    classic: 'Boîte à lunch classique',
    boxQuantity: 'Quantité : Boîte à lunch classique',
    reviewLink: 'Réviser ma commande',
    continue: 'Passer à la caisse',
    confirmTitle: 'Confirmer et payer',
    date: 'Date',
    time: 'Heure',
    people: 'Nombre de personnes',
    newCard: 'Une nouvelle carte',
    cardName: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    month: 'Mois d’expiration',
    year: 'Année d’expiration',
    cvv: 'Code de sécurité (CVV)',
    place: /Passer la commande/,
    successTitle: 'Merci! Votre commande est passée',
  },
} as const;
type Lang = keyof typeof T;

/** The choice lines shown under the line whose text has `title`, within `where`. */
function choicesUnder(where: Locator, title: string): Locator {
  return where.locator('li, tr').filter({ hasText: title }).locator('.line-choices__line');
}

/** The page at 375 px and at 1280 px, saved for a look; no sideways scrolling on the phone. */
async function photograph(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/order-choices-${name}-${width}.png`, fullPage: true });
    if (width === 375) expect(await horizontalOverflow(page), `${name} at 375 px`).toBe(0);
  }
}

async function payWithCard(page: Page, lang: Lang) {
  const s = T[lang];
  await page.getByRole('radio', { name: s.newCard }).check();
  await page.getByLabel(s.cardName).fill('Megan Walsh');
  await page.getByLabel(s.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(s.month).selectOption('12');
  await page.getByLabel(s.year).selectOption({ index: 3 });
  await page.getByLabel(s.cvv).fill('123');
  await page.getByRole('button', { name: s.place }).click();
  await expect(page).toHaveURL(/\/confirmation\/\d+\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: s.successTitle })).toBeVisible();
  return Number(/confirmation\/(\d+)\//.exec(page.url())![1]);
}

/** Success, then the account's order: the line shows `lines` under it, in that order. */
async function expectOnOrderPages(page: Page, lang: Lang, id: number, title: string, lines: string[], name: string) {
  const onSuccess = choicesUnder(page.locator('.order__lines'), title);
  await expect(onSuccess).toHaveText(lines);
  await expectCleanPage(page, `${lang} ${name} success`);
  await photograph(page, `${lang}-${name}-success`);
  await page.goto(`/${lang}/account/orders/${id}`);
  const onAccount = choicesUnder(page.locator('.order__lines'), title);
  await expect(onAccount).toHaveText(lines);
  await expectCleanPage(page, `${lang} ${name} account order`);
  await photograph(page, `${lang}-${name}-account`);
}

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: the side of a dish and the choices of each lunch box show on Confirm, Success and the account’s order`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const problems = watchConsole(page);
    await signUp(page.request, lang);

    // meal delivery: the first open day with a dish that requires a side; its first side
    await page.goto(s.meals);
    const days = page.getByRole('group', { name: s.dayGroup }).getByRole('button').filter({ hasText: s.open });
    await expect(days.first()).toBeVisible();
    const orderable = page.locator('article.product-card').filter({ has: page.locator('form') });
    let dish: Locator | null = null;
    for (let i = 0; i < (await days.count()) && !dish; i++) {
      await days.nth(i).click();
      await expect(days.nth(i)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('article.product-card').first()).toBeVisible();
      if ((await orderable.filter({ has: page.getByLabel(s.side) }).count()) > 0)
        dish = orderable.filter({ has: page.getByLabel(s.side) }).first();
    }
    if (!dish) throw new Error('no open day has a dish with a required side');
    const dishTitle = (await dish.locator('.product-card__title').textContent())!.trim();
    const sideSelect = dish.getByLabel(s.side);
    await sideSelect.selectOption({ index: 1 });
    const sideTitle = (await sideSelect.locator('option:checked').textContent())!.trim();
    await dish.getByRole('button', { name: s.add }).click();
    await expect(dish.getByRole('status')).toHaveText(s.added);
    // the menu's cart summary already names it
    await expect(choicesUnder(page.locator('.cart-summary'), dishTitle)).toHaveText([s.sideLine(sideTitle)]);

    await page.getByRole('link', { name: s.reviewLink }).first().click();
    await page.getByRole('link', { name: s.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.confirmTitle })).toBeVisible();
    const mealAside = page.locator('.confirm__aside');
    await expect(choicesUnder(mealAside, dishTitle)).toHaveText([s.sideLine(sideTitle)]);
    await expectCleanPage(page, `${lang} meal confirm`);
    await photograph(page, `${lang}-meal-confirm`);
    const mealOrder = await payWithCard(page, lang);
    await expectOnOrderPages(page, lang, mealOrder, dishTitle, [s.sideLine(sideTitle)], 'meal');

    // catering: two classic lunch boxes, each with its two choices
    await page.goto(s.catering);
    const box = page.locator('article.product-card').filter({ hasText: s.classic }).first();
    await box.getByRole('button', { name: s.add }).click();
    await expect(box.getByRole('status')).toBeVisible();
    await page.getByRole('link', { name: s.reviewLink }).first().click();
    const quantity = page.getByLabel(s.boxQuantity);
    // the quantity is saved before the first choice (a choice sent with the older version is a 409);
    // the stepper saves on input, so the wait starts before the fill (waiting on the blur raced it)
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'PUT' && r.ok()),
      quantity.fill('2'),
    ]);
    await expect(page.locator('fieldset.box-choices__box')).toHaveCount(2);
    const chosen: string[][] = [[], []];
    for (let b = 0; b < 2; b++) {
      for (let c = 0; c < 2; c++) {
        const select = page.locator(`#box-catering-0-${b}-${c}`);
        // the title is read from the option chosen, not from the select while the cart's answer
        // may render it again
        const index = 1 + b * 2 + c;
        const title = (await select.locator('option').nth(index).textContent())!.trim();
        // one choice at a time: each is saved before the next (the cart answers every change)
        await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'PUT'),
          select.selectOption({ index }),
        ]);
        await expect(select.locator('option:checked')).toHaveText(title);
        chosen[b]!.push(title);
      }
    }
    const boxLines = chosen.map((titles, n) => s.boxLine(n + 1, titles));
    await page.getByRole('link', { name: s.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.confirmTitle })).toBeVisible();
    await expect(choicesUnder(page.locator('.confirm__aside'), s.classic)).toHaveText(boxLines);
    const dateSelect = page.getByLabel(s.date, { exact: true });
    await expect.poll(async () => dateSelect.locator('option').count()).toBeGreaterThan(1);
    await dateSelect.selectOption({ index: 1 });
    const timeSelect = page.getByLabel(s.time, { exact: true });
    await expect.poll(async () => timeSelect.locator('option').count()).toBeGreaterThan(2);
    await timeSelect.selectOption({ index: 2 });
    await page.getByLabel(s.people).fill('2');
    await expectCleanPage(page, `${lang} catering confirm`);
    await photograph(page, `${lang}-catering-confirm`);
    const cateringOrder = await payWithCard(page, lang);
    await expectOnOrderPages(page, lang, cateringOrder, s.classic, boxLines, 'catering');
    expect(problems).toEqual([]);
  });
}
