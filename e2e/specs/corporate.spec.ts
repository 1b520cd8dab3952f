// The corporate cafeterias end to end (issue 13; ADR 245, 250, 300), in English and in French: an
// employee signs up with an address of the demo on-site employer's domain (novatech.test), confirms
// the e-mail, finds the employer's menu, orders a subsidised lunch and sees the employer's share on
// Review, Confirm and in the order; another signs up at the mobile employer (aerotech.test), meets
// Review's blocking popup while no stop is chosen, chooses one in it and orders for it; /quebecor
// lands on the mobile menu; a visitor meets the blocking popup on Review (not dismissable; leaving
// the store closes it). Issue 28 (ADR 367): the card's price is the one the cart charges; the head
// shows the caps (the smaller of the two dollar caps) and what is left of the day, which the order
// lowers; Novatech asks for the badge number before an order (a wrong one gets a translated error);
// "Delivered to" names the employer once; at 375 px the day strip shows the day being ordered.
// Each screen is checked with axe and for missing keys.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, CUSTOMER_PASSWORD } from '../store-support.js';
import { expectCleanPage, watchConsole } from '../support.js';

const T = {
  en: {
    onsite: '/en/corporate',
    mobile: '/en/mobile',
    onsiteTitle: 'Your on-site cafeteria',
    mobileTitle: 'Your mobile cafeteria',
    employer: /Novatech Aérospatiale inc\. pays 25 % of each meal/,
    mobileEmployer: /Aerotech Systèmes inc\. pays 15 % of each meal/,
    cutoff: 'Orders for today close at 9:59:59 a.m.',
    stopLegend: 'Your stop',
    stopChosen: /Your meals are brought to Cafétéria mobile – Aerotech Kirkland/,
    reviewLink: 'Review my order',
    continue: 'Continue to checkout',
    confirmTitle: 'Confirm and pay',
    shares: /Your employer pays \$\d+\.\d\d · you pay \$\d+\.\d\d/,
    paidByEmployer: 'Paid by your employer',
    place: 'Where your meal is served',
    onsitePlace: /Served at your workplace by/,
    newCard: 'A new card',
    cardName: 'Name on the card',
    cardNumber: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvv: 'Security code (CVV)',
    placeOrder: /Place order/,
    successTitle: 'Thank you! Your order is placed',
    signedOutPopup: 'Sign in with your work e-mail',
    login: 'Log in',
    caps: 'Your employer pays for at most 3 items and $10.00 a day.',
    mobileCaps: 'Your employer pays for at most 2 items and $5.00 a day.',
    leftFull: /^Left for .+: 3 subsidized items and \$10\.00\.$/,
    leftAfter: /^Left for .+: 2 subsidized items and \$\d\.\d\d\.$/,
    share: /^Your employer pays up to \$\d+\.\d\d of it\.$/,
    unit: (price: string) => `${price} each`,
    badgeTitle: 'Your badge number',
    badgeLabel: 'Badge number',
    badgeSave: 'Save my badge number',
    badgeInvalid: /^Enter your badge number: letters, digits/,
  },
  fr: {
    onsite: '/fr/corporatif',
    mobile: '/fr/mobile',
    onsiteTitle: 'Votre cafétéria sur place',
    mobileTitle: 'Votre cafétéria mobile',
    employer: /Novatech Aérospatiale inc\. paie 25 % de chaque repas/,
    mobileEmployer: /Aerotech Systèmes inc\. paie 15 % de chaque repas/,
    cutoff: 'Les commandes pour aujourd’hui ferment à 9 h 59 min 59 s.',
    stopLegend: 'Votre arrêt',
    stopChosen: /Vos repas sont apportés à Cafétéria mobile – Aerotech Kirkland/,
    reviewLink: 'Réviser ma commande',
    continue: 'Passer à la caisse',
    confirmTitle: 'Confirmer et payer',
    shares: /Votre employeur paie \d+,\d\d\s\$ · vous payez \d+,\d\d\s\$/,
    paidByEmployer: 'Payé par votre employeur',
    place: 'Où votre repas est servi',
    onsitePlace: /Servi à votre lieu de travail par/,
    newCard: 'Une nouvelle carte',
    cardName: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    month: 'Mois d’expiration',
    year: 'Année d’expiration',
    cvv: 'Code de sécurité (CVV)',
    placeOrder: /Passer la commande/,
    successTitle: 'Merci! Votre commande est passée',
    signedOutPopup: 'Connectez-vous avec votre courriel de travail',
    login: 'Me connecter',
    caps: 'Votre employeur paie au plus 3 articles et 10,00 $ par jour.',
    mobileCaps: 'Votre employeur paie au plus 2 articles et 5,00 $ par jour.',
    leftFull: /^Il vous reste pour .+ : 3 articles subventionnés et 10,00\s\$\.$/,
    leftAfter: /^Il vous reste pour .+ : 2 articles subventionnés et \d,\d\d\s\$\.$/,
    share: /^Votre employeur en paie jusqu’à \d+,\d\d\s\$\.$/,
    unit: (price: string) => `${price} chacun`,
    badgeTitle: 'Votre numéro de carte d’employé',
    badgeLabel: 'Numéro de carte d’employé',
    badgeSave: 'Enregistrer mon numéro',
    badgeInvalid: /^Inscrivez votre numéro de carte d’employé : des lettres/,
  },
} as const;
type Lang = keyof typeof T;

/** Signs up an employee at `domain` with `api` (the page's: the page is then signed in). */
async function signUpEmployee(api: APIRequestContext, lang: Lang, domain: string): Promise<{ uuid: string; email: string }> {
  const email = `e2e-${randomUUID().slice(0, 10)}@${domain}`;
  const res = await api.post('/api/accounts', {
    data: {
      FirstName: lang === 'fr' ? 'Josée' : 'Megan',
      LastName: lang === 'fr' ? 'Lavoie' : 'Walsh',
      Email: email,
      Password: CUSTOMER_PASSWORD,
      ConfirmPassword: CUSTOMER_PASSWORD,
      PreferredLanguage: lang,
      BillingAddress: { line1: '88 Chemin du Bord-du-Lac', city: 'Pointe-Claire', province: 'QC', postalCode: 'H9R 2W3', country: 'CA' },
      UseBillingAddress: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { uuid: ((await res.json()) as { uuid: string }).uuid, email };
}

/** Opens the e-mail verification link sent to `email` (read from the outbox as the super user). */
async function verifyEmail(page: Page, baseURL: string, email: string): Promise<void> {
  const { api } = await adminApi(baseURL);
  try {
    const list = (await (await api.get('/api/admin/outbox?pageSize=200')).json()) as {
      items: { id: number; to: string; template: string }[];
    };
    const item = list.items.find((i) => i.to === email && i.template === 'email-verification');
    expect(item, `a verification e-mail to ${email}`).toBeDefined();
    const mail = (await (await api.get(`/api/admin/outbox/${item!.id}`)).json()) as { text: string };
    const path = /https?:\/\/[^/\s]+(\/(?:en|fr)\/verify-email\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(path, mail.text).toBeDefined();
    // what the link's page sends (POST /accounts/verify-email, ADR 192)
    const res = await page.request.post('/api/accounts/verify-email', { data: { token: path!.split('/').pop() } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Adds the first dish of the menu's chosen (first orderable) day. */
async function addFirstDish(page: Page) {
  const card = page
    .locator('article.product-card')
    .filter({ has: page.locator('button[type="submit"]:not([disabled])') })
    .first();
  await expect(card).toBeVisible();
  await card.locator('button[type="submit"]').click();
  await expect(card.getByRole('status')).toBeVisible();
}

async function toConfirm(page: Page, lang: Lang) {
  const s = T[lang];
  await page.getByRole('link', { name: s.reviewLink }).first().click();
  await expect(page.locator('.review-line__shares').first()).toHaveText(s.shares);
  await expect(page.locator('.review__aside').getByText(s.paidByEmployer)).toBeVisible();
  await expectCleanPage(page, `${lang} review`);
  await page.getByRole('link', { name: s.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: s.confirmTitle })).toBeVisible();
}

async function payWithCard(page: Page, lang: Lang): Promise<number> {
  const s = T[lang];
  await page.getByRole('radio', { name: s.newCard }).check();
  await page.getByLabel(s.cardName).fill('Megan Walsh');
  await page.getByLabel(s.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(s.month).selectOption('12');
  await page.getByLabel(s.year).selectOption({ index: 3 });
  await page.getByLabel(s.cvv).fill('123');
  await page.getByRole('button', { name: s.placeOrder }).click();
  await expect(page).toHaveURL(/\/confirmation\/\d+\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: s.successTitle })).toBeVisible();
  return Number(/confirmation\/(\d+)\//.exec(page.url())![1]);
}

interface OrderLine {
  employerAmount: number;
  employeeAmount: number;
}

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: a Novatech employee signs up with the work e-mail and orders a subsidised lunch on the on-site cafeteria`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    const employee = await signUpEmployee(page.request, lang, 'novatech.test');
    await verifyEmail(page, baseURL!, employee.email);
    const subsidy = (await (await page.request.get(`/api/accounts/${employee.uuid}/subsidy`)).json()) as {
      subsidy: { company: string; isOnSite: boolean; active: boolean } | null;
    };
    expect(subsidy.subsidy).toMatchObject({ company: 'Novatech Aérospatiale inc.', isOnSite: true, active: true });

    await page.goto(s.onsite);
    await expect(page.getByRole('heading', { level: 1, name: s.onsiteTitle })).toBeVisible();
    await expect(page.getByText(s.employer)).toBeVisible();
    // the caps (3 items; $10, the maximum rebate, smaller than the $25 total) and the day's remainder
    await expect(page.getByText(s.caps)).toBeVisible();
    await expect(page.getByTestId('subsidy-left')).toHaveText(s.leftFull);
    // Novatech asks for the badge number: a wrong one is refused in the page's language, a right one saved
    const badge = page.getByRole('form', { name: s.badgeTitle });
    await expect(badge).toBeVisible();
    await expectCleanPage(page, `${lang} on-site menu with the badge form`);
    await badge.getByLabel(s.badgeLabel).fill('<b>12</b>');
    await badge.getByRole('button', { name: s.badgeSave }).click();
    await expect(badge.getByRole('alert')).toHaveText(s.badgeInvalid);
    await badge.getByLabel(s.badgeLabel).fill('  NT-4512 ');
    await badge.getByRole('button', { name: s.badgeSave }).click();
    await expect(badge).toHaveCount(0);
    const saved = (await (await page.request.get(`/api/accounts/${employee.uuid}/subsidy`)).json()) as {
      subsidy: { externalUserId: string | null };
    };
    expect(saved.subsidy.externalUserId).toBe('NT-4512');
    // the card's price is the subsidy's, the one Review charges, with the employer's share of a unit
    const card = page
      .locator('article.product-card')
      .filter({ has: page.locator('button[type="submit"]:not([disabled])') })
      .first();
    const price = (await card.locator('.product-card__price').innerText()).trim();
    await expect(card.locator('.product-card__share')).toHaveText(s.share);
    await addFirstDish(page);
    await expectCleanPage(page, `${lang} on-site menu`);
    await page.getByRole('link', { name: s.reviewLink }).first().click();
    await expect(page.locator('.review-line__unit').first()).toHaveText(s.unit(price));
    await page.goBack();
    await toConfirm(page, lang);
    await expect(page.getByRole('heading', { name: s.place })).toBeVisible();
    await expect(page.getByText(s.onsitePlace)).toBeVisible();
    await expect(page.locator('.cart-summary__shares').first()).toHaveText(s.shares);
    await expectCleanPage(page, `${lang} on-site confirm`);
    const id = await payWithCard(page, lang);
    // "Delivered to": the employer over the bistro's street, once each
    const address = page.locator('dd').filter({ hasText: 'avenue Dorval' });
    expect((await address.innerText()).split('\n').map((l) => l.trim())).toEqual([
      'Novatech Aérospatiale inc.',
      '445, avenue Dorval',
      'Dorval H9S 3H6',
    ]);
    // the day's remainder is what is left after the order
    await page.goto(s.onsite);
    await expect(page.getByTestId('subsidy-left')).toHaveText(s.leftAfter);
    const order = (await (await page.request.get(`/api/orders/${id}`)).json()) as {
      store: string;
      subsidized: number;
      details?: OrderLine[];
      lines?: OrderLine[];
    };
    expect(order.store).toBe('corporate');
    expect(order.subsidized).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test(`${lang}: an Aerotech employee chooses a mobile stop and orders for it; /quebecor lands on the mobile menu`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    const employee = await signUpEmployee(page.request, lang, 'aerotech.test');
    await verifyEmail(page, baseURL!, employee.email);

    await page.goto(`/${lang}/quebecor`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/mobile$`));
    await expect(page.getByRole('heading', { level: 1, name: s.mobileTitle })).toBeVisible();
    await expect(page.getByText(s.mobileEmployer)).toBeVisible();
    await expect(page.getByText(s.mobileCaps)).toBeVisible();
    await expect(page.getByText(s.cutoff)).toBeVisible();
    // Aerotech requires no badge number
    await expect(page.getByRole('form', { name: s.badgeTitle })).toHaveCount(0);
    // no stop yet: Review's popup blocks and holds the stop chooser; choosing hides it
    await page.goto(`${s.mobile}/review-order`);
    const popup = page.getByRole('dialog', { name: s.mobileTitle });
    await expect(popup).toBeVisible();
    await expectCleanPage(page, `${lang} mobile review popup`);
    // once saved, the chooser gives way to the chosen stop (so click, not check)
    await popup
      .getByRole('group', { name: s.stopLegend })
      .getByRole('radio', { name: /Kirkland/ })
      .click();
    await expect(popup).toBeHidden();
    await page.goto(s.mobile);
    await expect(page.getByText(s.stopChosen)).toBeVisible();
    await addFirstDish(page);
    await expectCleanPage(page, `${lang} mobile menu`);
    await toConfirm(page, lang);
    await expect(page.getByText(s.stopChosen)).toBeVisible();
    await expectCleanPage(page, `${lang} mobile confirm`);
    const id = await payWithCard(page, lang);
    const order = (await (await page.request.get(`/api/orders/${id}`)).json()) as { store: string; subsidized: number };
    expect(order.store).toBe('mobile');
    expect(order.subsidized).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a visitor meets the blocking popup on the on-site cafeteria's Review`, async ({ page }) => {
    await page.goto(`${s.onsite}/review-order`);
    const popup = page.getByRole('dialog', { name: s.signedOutPopup });
    await expect(popup).toBeVisible();
    // not dismissable: no close button, Escape keeps it
    await expect(popup.getByRole('button', { name: /Close|Fermer/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: s.login })).toBeVisible();
    await expectCleanPage(page, `${lang} visitor review popup`);
    // leaving the store closes it
    await page.goto(`/${lang}/`);
    await expect(page.getByRole('dialog', { name: s.signedOutPopup })).toHaveCount(0);
  });

  test(`${lang}: at 375 px the day strip opens on the day being ordered; the menu at 375 and 1280 px`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const employee = await signUpEmployee(page.request, lang, 'novatech.test');
    await verifyEmail(page, baseURL!, employee.email);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(s.onsite);
      const chosen = page.locator('.days [aria-pressed="true"]');
      await expect(chosen).toBeVisible();
      // the chosen day sits whole inside the strip's visible width (the page itself may put the strip
      // at the bottom of the first screen: the French texts above it are longer)
      const strip = page.locator('.days');
      await expect
        .poll(async () => {
          const [day, row] = await Promise.all([chosen.boundingBox(), strip.boundingBox()]);
          return !!day && !!row && day.x >= row.x - 1 && day.x + day.width <= row.x + row.width + 1;
        })
        .toBe(true);
      await expect(page.getByTestId('subsidy-left')).toBeVisible();
      await page.screenshot({ path: `/tmp/a-shots/corporate-${lang}-${width}.png` });
    }
  });
}
