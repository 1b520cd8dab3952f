// Issue 28, "other seams", in the browser: a cart of gift cards only checks out without delivery,
// tip or date, and Success and the history say where the cards went; a session that ended before
// the page loaded is announced on the store and login pages (also after a public page's check);
// the catering Confirm's French date is whole at 375 px and a time chosen takes the stale "select a
// time" away; the division modal waits for the forced password reset; the Interac sandbox page
// shows the amount in the customer's format. Screenshots at 375 and 1280 px go to /tmp.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, signUp } from '../store-support.js';
import { expectCleanPage, watchConsole } from '../support.js';

const SHOTS = process.env.SEAMS_SHOTS ?? '/tmp/seams';

const T = {
  en: {
    store: '/en/store',
    catering: '/en/catering',
    login: '/en/login',
    giftCard: '$25 gift card',
    platter: 'Quebec cheese platter',
    addToCart: 'Add to cart',
    reviewTitle: 'Review your order',
    items: 'Your items',
    addMoreItems: 'Add more items',
    tip: 'Tip for the delivery team',
    delivery: 'Delivery',
    continue: 'Continue to checkout',
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's e-mail address",
    newCard: 'A new card',
    cardName: 'Name on the card',
    cardNumber: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvv: 'Security code (CVV)',
    place: /Place order/,
    successTitle: 'Thank you! Your order is placed',
    sentTo: 'Gift cards sent by e-mail to',
    historySent: /Sent by e-mail to Léa Gagnon/,
    notSet: 'Not set',
    expired: 'Sorry, your session has expired.',
    expiredText: /log out and back in: your cart is kept/,
    date: 'Date',
    time: 'Time',
    selectTime: 'Please select a time for your meal',
    orders: '/en/account/orders',
  },
  fr: {
    store: '/fr/store',
    catering: '/fr/catering',
    login: '/fr/connecter',
    giftCard: 'Carte-cadeau de 25 $',
    platter: 'Plateau de fromages du Québec',
    addToCart: 'Ajouter au panier',
    reviewTitle: 'Révisez votre commande',
    items: 'Vos articles',
    addMoreItems: 'Ajouter d’autres articles',
    tip: 'Pourboire pour l’équipe de livraison',
    delivery: 'Livraison',
    continue: 'Passer à la caisse',
    recipientName: 'Nom de la personne',
    recipientEmail: 'Adresse courriel de la personne',
    newCard: 'Une nouvelle carte',
    cardName: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    month: 'Mois d’expiration',
    year: 'Année d’expiration',
    cvv: 'Code de sécurité (CVV)',
    place: /Passer la commande/,
    successTitle: 'Merci! Votre commande est passée',
    sentTo: 'Cartes-cadeaux envoyées par courriel à',
    historySent: /Envoyée par courriel à Léa Gagnon/,
    notSet: 'Non précisée',
    expired: 'Désolé, votre session a expiré.',
    expiredText: /vous reconnecter : votre panier est conservé/,
    date: 'Date',
    time: 'Heure',
    selectTime: 'Veuillez choisir une heure pour votre repas',
    orders: '/fr/account/orders',
  },
} as const;
type Lang = keyof typeof T;

/** The viewport at 375 and 1280 px, scrolled to `focus` when given (what the seam is about). */
async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (focus) await focus.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

async function addCard(page: Page, lang: Lang, title: string): Promise<void> {
  const card = page.locator('article.product-card').filter({ hasText: title }).first();
  await card.getByRole('button', { name: T[lang].addToCart }).click();
  await expect(card.getByRole('status')).toBeVisible();
}

async function fillCard(page: Page, lang: Lang): Promise<void> {
  const s = T[lang];
  await page.getByRole('radio', { name: s.newCard }).check();
  await page.getByLabel(s.cardName).fill('Megan Walsh');
  await page.getByLabel(s.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(s.month).selectOption('12');
  await page.getByLabel(s.year).selectOption({ index: 3 });
  await page.getByLabel(s.cvv).fill('123');
}

/** Ends the page's session on the server while the browser keeps its cookies (an idle timeout). */
async function endSessionOnServer(page: Page): Promise<void> {
  const context = page.context();
  const kept = await context.cookies();
  const status = await page.request.post('/api/accounts/me/status');
  const { csrfToken } = (await status.json()) as { csrfToken: string };
  expect((await page.request.post('/api/accounts/me/logout', { headers: { 'x-csrf-token': csrfToken } })).status()).toBe(200);
  await context.clearCookies();
  await context.addCookies(kept);
}

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: gift cards only — no delivery, tip or date; Success and the history name the recipient`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await signUp(page.request, lang);
    await page.goto(s.store);
    await addCard(page, lang, s.giftCard);
    // the menu's cart summary has no delivery line either
    await expect(page.locator('.cart-summary .totals__row--total')).toBeVisible();
    await expect(page.locator('.cart-summary .totals__row--delivery')).toHaveCount(0);
    await page.goto(`${s.store}/review-order`);
    await expect(page.getByRole('heading', { level: 1, name: s.reviewTitle })).toBeVisible();
    await expect(page.locator('.review-line')).toHaveCount(1);
    // one "Your items", no delivery line, no tip, "Add more items"
    await expect(page.getByRole('heading', { name: s.items, exact: true })).toHaveCount(1);
    await expect(page.locator('.totals__row--delivery')).toHaveCount(0);
    await expect(page.getByLabel(s.tip)).toHaveCount(0);
    await expect(page.getByRole('link', { name: s.addMoreItems })).toBeVisible();
    await expectCleanPage(page, `${lang} review of gift cards`);
    await shoot(page, `${lang}-gift-review`);

    await page.getByRole('link', { name: s.continue }).click();
    await expect(page.getByLabel(s.recipientName, { exact: true })).toBeVisible();
    await expect(page.getByLabel(s.date, { exact: true })).toHaveCount(0);
    await expect(page.locator('.confirm__aside .totals__row--delivery')).toHaveCount(0);
    await page.getByLabel(s.recipientName, { exact: true }).fill('Léa Gagnon');
    await page.getByLabel(s.recipientEmail, { exact: true }).fill('lea.gagnon@example.com');
    await fillCard(page, lang);
    await page.getByRole('button', { name: s.place }).click();
    await expect(page).toHaveURL(/\/store\/confirmation\/\d+\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: s.successTitle })).toBeVisible();
    const fact = page.locator('.order__facts > div').filter({ hasText: s.sentTo });
    await expect(fact.locator('dd')).toHaveText('Léa Gagnon (lea.gagnon@example.com)');
    await expect(page.locator('.order__totals')).not.toContainText(s.delivery);
    await expectCleanPage(page, `${lang} success of gift cards`);
    await shoot(page, `${lang}-gift-success`, fact);

    await page.goto(s.orders);
    const card = page.locator('.order-card').first();
    await expect(card).toContainText(s.historySent);
    await expect(card).not.toContainText(s.notSet);
    await shoot(page, `${lang}-gift-history`);
    expect(problems).toEqual([]);
  });

  test(`${lang}: an ended session is announced on the login page, and on the store after a public page`, async ({ page }) => {
    // the status checks of the ended session answer 401 on purpose
    const problems = watchConsole(page, [401]);
    await signUp(page.request, lang);
    await endSessionOnServer(page);
    await page.goto(s.login);
    const notice = page.getByRole('alert').filter({ hasText: s.expired });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(s.expiredText);
    await expectCleanPage(page, `${lang} login with an ended session`);
    await shoot(page, `${lang}-expired-login`);

    // a public page's header asks first: its 401 marks the hint ended, the store still announces it
    await signUp(page.request, lang);
    await endSessionOnServer(page);
    await page.goto(`/${lang}/`);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'mijote_in')?.value).toBe('ended');
    await page.goto(s.store);
    await expect(page.getByRole('alert').filter({ hasText: s.expired })).toBeVisible();
    // announced once: the next page is a visitor's
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).not.toContain('mijote_in');
    await shoot(page, `${lang}-expired-store`);
    expect(problems).toEqual([]);
  });
}

test('fr: the catering Confirm at 375 px shows the whole date; a time chosen takes "choisir une heure" away', async ({ page }) => {
  test.setTimeout(120_000);
  const s = T.fr;
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page.request, 'fr');
  await page.goto(s.catering);
  await addCard(page, 'fr', s.platter);
  // catering's Review: one "Vos articles", the tip for the delivery team while it is delivered
  await page.goto(`${s.catering}/review-order`);
  await expect(page.locator('.review-line')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: s.items, exact: true })).toHaveCount(1);
  await expect(page.getByLabel(s.tip)).toBeVisible();
  await page.goto(`${s.catering}/confirm-order`);
  const date = page.getByLabel(s.date, { exact: true });
  await expect(date).toBeVisible();
  // the longest date offered fits its select (the days come from GET /catering/delivery-times)
  await expect.poll(() => date.locator('option').count()).toBeGreaterThan(1);
  const options = await date.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(options.length).toBeGreaterThan(0);
  let longest = options[0]!;
  let widest = 0;
  for (const value of options) {
    await date.selectOption(value);
    const fit = await date.evaluate((el) => {
      const sel = el as HTMLSelectElement;
      const style = getComputedStyle(sel);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = ctx.measureText(sel.options[sel.selectedIndex]!.text).width;
      const room = sel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, room };
    });
    expect(fit.text, value).toBeLessThanOrEqual(fit.room);
    if (fit.text > widest) [widest, longest] = [fit.text, value];
  }
  await date.selectOption(longest);
  // no time: the place-order click says to choose one; choosing one takes the message away
  await page.getByRole('button', { name: s.place }).click();
  const timeError = page.locator('#delivery-time-error');
  await expect(timeError).toHaveText(s.selectTime);
  await shoot(page, 'fr-catering-when-error', page.locator('.when'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByLabel(s.time, { exact: true }).selectOption({ index: 1 });
  await expect(timeError).toHaveCount(0);
  await expect(page.locator('#delivery-time')).not.toHaveAttribute('aria-describedby');
  await shoot(page, 'fr-catering-when', page.locator('.when'));
  // picked up: the tip is for the team, not the delivery team
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'PUT' && r.ok());
  // the procedure is the cart's: the radio turns on once the cart is saved
  await page.getByRole('radio', { name: 'Cueillette' }).click();
  await saved;
  await expect(page.getByRole('radio', { name: 'Cueillette' })).toBeChecked();
  await page.goto(`${s.catering}/review-order`);
  await expect(page.getByLabel('Pourboire pour notre équipe')).toBeVisible();
  await expect(page.getByLabel(s.tip)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('en: the division modal waits while the forced password reset is open', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  const customer = await signUp(page.request, 'en');
  // the super user asks this account for a new password at its next visit
  const { api, csrf } = await adminApi(baseURL ?? '');
  const list = await api.get(`/api/admin/accounts?search=${encodeURIComponent(customer.email)}`);
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { Id: number; Email: string }[] };
  const id = data.find((r) => r.Email === customer.email)!.Id;
  const save = await api.post(`/api/admin/accounts/${id}`, {
    headers: { 'x-csrf-token': csrf },
    data: { FirstName: customer.firstName, LastName: customer.lastName, Email: customer.email, ForcePasswordReset: true },
  });
  expect(save.status(), await save.text()).toBe(200);
  await api.dispose();

  await page.goto('/en/');
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(reset).toBeVisible();
  await page.waitForTimeout(500); // the division modal would have opened by now
  await expect(page.locator('#division-modal')).not.toHaveAttribute('open');
  await shoot(page, 'en-forced-reset-home');
  expect(problems).toEqual([]);
});

test('fr: the Interac sandbox page shows the amount as 38,34 $ would be written', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await signUp(page.request, 'fr');
  await page.goto(T.fr.store);
  await addCard(page, 'fr', T.fr.giftCard);
  await page.goto(`${T.fr.store}/confirm-order`);
  await page.getByLabel(T.fr.recipientName, { exact: true }).fill('Léa Gagnon');
  await page.getByLabel(T.fr.recipientEmail, { exact: true }).fill('lea.gagnon@example.com');
  await page.getByRole('radio', { name: 'Interac en ligne' }).check();
  await page.getByRole('button', { name: T.fr.place }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/interac\/\d+\?returnUrl=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('p').first()).toHaveText(/montant : 25,00\s\$$/);
  await expect(page.locator('body')).not.toContainText('CAD');
  // its style comes from a <style> element (no style attribute for the CSP to refuse)
  expect(await page.locator('[style]').count()).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('sans-serif');
  await shoot(page, 'fr-interac-page');
  expect(problems).toEqual([]);
});
