// A failed payment is tried again on the same order (issue 28, ADR 368), in English and in French:
// a customer orders from the Kirkland bistro for pickup at a chosen date and time, pays with the
// declining sandbox card and lands on Failure; "Try again" brings back Confirm with the same date
// and time; the approving card then pays THE SAME order number, and "My orders" lists that one
// order, paid, with the date and time chosen.
import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../store-support.js';
import { expectCleanPage, watchConsole } from '../support.js';

const T = {
  en: {
    menu: '/en/restaurant',
    modal: 'Which bistro are you ordering from?',
    seeMenu: 'See this bistro’s menu',
    dish: 'Chicken souvlaki plate',
    addToCart: 'Add to cart',
    reviewLink: 'Review my order',
    continue: 'Continue to checkout',
    confirmTitle: 'Confirm and pay',
    pickup: 'Pickup',
    date: 'Date',
    time: 'Time',
    newCard: 'A new card',
    cardName: 'Name on the card',
    cardNumber: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvv: 'Security code (CVV)',
    place: /Place order/,
    declined: 'Order declined',
    retry: 'Try again',
    successTitle: 'Thank you! Your order is placed',
  },
  fr: {
    menu: '/fr/restaurant',
    modal: 'De quel bistro commandez-vous?',
    seeMenu: 'Voir le menu de ce bistro',
    dish: 'Assiette de brochette de poulet souvlaki',
    addToCart: 'Ajouter au panier',
    reviewLink: 'Réviser ma commande',
    continue: 'Passer à la caisse',
    confirmTitle: 'Confirmer et payer',
    pickup: 'Cueillette',
    date: 'Date',
    time: 'Heure',
    newCard: 'Une nouvelle carte',
    cardName: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    month: 'Mois d’expiration',
    year: 'Année d’expiration',
    cvv: 'Code de sécurité (CVV)',
    place: /Passer la commande/,
    declined: 'Commande refusée',
    retry: 'Réessayer',
    successTitle: 'Merci! Votre commande est passée',
  },
} as const;
type Lang = keyof typeof T;

async function pay(page: Page, lang: Lang, number: string) {
  const s = T[lang];
  await page.getByRole('radio', { name: s.newCard }).check();
  await page.getByLabel(s.cardName).fill('Megan Walsh');
  await page.getByLabel(s.cardNumber).fill(number);
  await page.getByLabel(s.month).selectOption('12');
  await page.getByLabel(s.year).selectOption({ index: 3 });
  await page.getByLabel(s.cvv).fill('123');
  await page.getByRole('button', { name: s.place }).click();
}

const selectValues = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: declined, then "Try again" keeps the date and time, and the good card pays the same order`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page, [402]);
    const customer = await signUp(page.request, lang);
    const franchises = (await (await page.request.get('/api/franchises')).json()) as { Id: number; Slug: string }[];
    const kirkland = franchises.find((b) => b.Slug === 'bistro-kirkland')!.Id;

    await page.goto(s.menu);
    const modal = page.getByRole('dialog', { name: s.modal });
    await modal.getByRole('radio', { name: /Kirkland/ }).check();
    await modal.getByRole('button', { name: s.seeMenu }).click();
    await expect(modal).toBeHidden();
    const card = page.locator('article.product-card').filter({ hasText: s.dish }).first();
    await card.getByRole('button', { name: s.addToCart }).click();
    await expect(card.getByRole('status')).toBeVisible();
    await page.getByRole('link', { name: s.reviewLink }).first().click();
    await page.getByRole('link', { name: s.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.confirmTitle })).toBeVisible();
    await page.getByRole('radio', { name: s.pickup, exact: true }).click();
    await expect(page.getByRole('radio', { name: s.pickup, exact: true })).toBeChecked();

    // a date and a time that are not the first offered: what "Try again" must bring back
    const offered = (await (await page.request.get(`/api/restaurant/delivery-times?franchiseId=${kirkland}&procedure=pickup`)).json()) as {
      days: { date: string; times: { time: string }[] }[];
    };
    const day = offered.days.find((d) => d.times.length > 1) ?? offered.days[0]!;
    const chosen = { date: day.date, time: day.times[day.times.length - 1]!.time };
    await expect.poll(async () => (await selectValues(page, s.date)).includes(chosen.date)).toBe(true);
    await page.getByLabel(s.date, { exact: true }).selectOption(chosen.date);
    await expect.poll(async () => (await selectValues(page, s.time)).includes(chosen.time)).toBe(true);
    await page.getByLabel(s.time, { exact: true }).selectOption(chosen.time);

    // the declining card: Failure, for order N
    await pay(page, lang, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/confirmation\/\d+\/failure\//);
    await expect(page.getByRole('heading', { level: 1, name: s.declined })).toBeVisible();
    const declinedId = Number(/confirmation\/(\d+)\/failure/.exec(page.url())![1]);
    // a try the page said was not charged is not an order of "My orders"
    const before = (await (await page.request.get(`/api/accounts/${customer.uuid}/orders`)).json()) as { Id: number }[];
    expect(before).toEqual([]);

    // Try again: Confirm with the same date and time
    await page.getByRole('link', { name: s.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.confirmTitle })).toBeVisible();
    await expect(page.getByLabel(s.date, { exact: true })).toHaveValue(chosen.date);
    await expect(page.getByLabel(s.time, { exact: true })).toHaveValue(chosen.time);
    await page.screenshot({ path: `/tmp/payment-retry-confirm-${lang}.png`, fullPage: true });

    // the approving card pays the same order number
    await pay(page, lang, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/confirmation\/\d+\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: s.successTitle })).toBeVisible();
    const paidId = Number(/confirmation\/(\d+)\//.exec(page.url())![1]);
    expect(paidId).toBe(declinedId);
    await page.screenshot({ path: `/tmp/payment-retry-success-${lang}.png`, fullPage: true });

    const order = (await (await page.request.get(`/api/orders/${paidId}`)).json()) as Record<string, unknown>;
    expect(order).toMatchObject({ status: 'paid', deliveryDate: chosen.date, deliveryTime: chosen.time, checkoutProcedure: 'pickup' });
    const history = (await (await page.request.get(`/api/accounts/${customer.uuid}/orders`)).json()) as { Id: number; status: string }[];
    expect(history.map((o) => [o.Id, o.status])).toEqual([[paidId, 'paid']]);
    expect(problems).toEqual([]);
    // last, the Success page's axe and missing-key check (after the retry's own assertions)
    await page.goto(`${s.menu}/confirmation/${paidId}/success`);
    await expect(page.getByRole('heading', { level: 1, name: s.successTitle })).toBeVisible();
    await expectCleanPage(page, `${lang} success after a retry`);
  });
}
