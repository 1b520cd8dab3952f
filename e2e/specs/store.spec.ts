// The store end to end (issue 6), in English and in French: a customer fills a week of meal
// delivery and pays; a declined card lands on Failure; a visitor buys a gift card in the generic
// store after signing up at checkout. Every store page is checked with axe and for missing keys.
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { TEXT } from '../accounts-support.js';
import { creditCenturyDollars, CUSTOMER_PASSWORD, horizontalOverflow, outboxTo, signUp } from '../store-support.js';
import { DEMO_PASSWORD, expectCleanPage, watchConsole } from '../support.js';

const T = {
  en: {
    menu: '/en/meal-delivery',
    store: '/en/store',
    dayGroup: 'Menu day',
    open: 'Open',
    family: /Family pack/,
    kids: /Kids’ portion/,
    side: 'Side (required)',
    added: /Added to your cart/,
    reviewLink: 'Review my order',
    reviewTitle: 'Review your order',
    feePaid: /Delivery fee for this day: \$5\.95/,
    feeFree: /Free delivery for this day/,
    postal: 'Postal code',
    check: 'Check',
    notServed: 'We do not deliver in an area around this postal code at this moment...',
    served: /We deliver to Pointe-Claire/,
    gst: 'GST (5 %)',
    qst: 'QST (9.975 %)',
    promo: 'Promo code',
    apply: 'Apply',
    promoAdded: /Promo code BIENVENUE10 applied: \$10\.00 off/,
    cd: 'Century Dollars to apply',
    cdAmount: '5.00',
    cdApplied: /Applied to this order: \$5\.00/,
    continue: 'Continue to checkout',
    confirmTitle: 'Confirm and pay',
    newCard: 'A new card',
    cardName: 'Name on the card',
    cardNumber: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvv: 'Security code (CVV)',
    place: /Place order/,
    successTitle: 'Thank you! Your order is placed',
    declined: 'Order declined',
    giftCard: '$25 gift card',
    addToCart: 'Add to cart',
    signIn: 'Log in or sign up',
    date: 'Date',
    time: 'Time',
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's e-mail address",
    recipientMessage: 'Your message',
  },
  fr: {
    menu: '/fr/livraisons-a-domicile',
    store: '/fr/store',
    dayGroup: 'Journée du menu',
    open: 'Ouvert',
    family: /Format familial/,
    kids: /Portion enfant/,
    side: 'Accompagnement (obligatoire)',
    added: /Ajoutés? à votre panier/,
    reviewLink: 'Réviser ma commande',
    reviewTitle: 'Révisez votre commande',
    feePaid: /Frais de livraison pour cette journée : 5,95\s\$/,
    feeFree: /Livraison gratuite pour cette journée/,
    postal: 'Code postal',
    check: 'Vérifier',
    notServed: 'Nous ne livrons pas dans un secteur près de ce code postal pour le moment...',
    served: /Nous livrons à Pointe-Claire/,
    gst: 'TPS (5 %)',
    qst: 'TVQ (9,975 %)',
    promo: 'Code promo',
    apply: 'Appliquer',
    promoAdded: /Code promo BIENVENUE10 appliqué : 10,00\s\$ de rabais/,
    cd: 'Dollars Century à utiliser',
    cdAmount: '5,00',
    cdApplied: /Appliqué à cette commande : 5,00\s\$/,
    continue: 'Passer à la caisse',
    confirmTitle: 'Confirmer et payer',
    newCard: 'Une nouvelle carte',
    cardName: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    month: 'Mois d’expiration',
    year: 'Année d’expiration',
    cvv: 'Code de sécurité (CVV)',
    place: /Passer la commande/,
    successTitle: 'Merci! Votre commande est passée',
    declined: 'Commande refusée',
    giftCard: 'Carte-cadeau de 25 $',
    addToCart: 'Ajouter au panier',
    signIn: 'Me connecter ou m’inscrire',
    date: 'Date',
    time: 'Heure',
    recipientName: 'Nom de la personne',
    recipientEmail: 'Adresse courriel de la personne',
    recipientMessage: 'Votre message',
  },
} as const;

type Lang = keyof typeof T;

/** The orderable days of the menu (their buttons). */
async function openDays(page: Page, lang: Lang) {
  const group = page.getByRole('group', { name: T[lang].dayGroup });
  await expect(group).toBeVisible();
  return group.getByRole('button').filter({ hasText: T[lang].open });
}

/**
 * Clicks the first open day from `from` whose menu has an orderable card with each of `needs`
 * (the demo menus differ by day and week); answers its index.
 */
async function firstDayWith(page: Page, days: Locator, from: number, needs: Locator[]): Promise<number> {
  const n = await days.count();
  for (let i = from; i < n; i++) {
    await days.nth(i).click();
    // the cards shown are that day's once its button is pressed (the menu's first day is server HTML)
    await expect(days.nth(i)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('article.product-card').first()).toBeVisible();
    const orderable = page.locator('article.product-card').filter({ has: page.locator('form') });
    let ok = true;
    for (const need of needs) if ((await orderable.filter({ has: need }).count()) === 0) ok = false;
    if (ok) return i;
  }
  throw new Error(`no open day from ${from} has what the test needs`);
}

/** Opens a card's details (sizes, quantity, nutrition: on demand since issue 11, ADR 210). */
async function openDetails(card: Locator) {
  await card.locator('summary').click();
  await expect(card.locator('details')).toHaveAttribute('open', '');
}

/** The first orderable product card matching `has`. */
function card(page: Page, has: Parameters<Page['locator']>[1]) {
  return page
    .locator('article.product-card')
    .filter({ has: page.locator('form') })
    .filter(has!)
    .first();
}

async function payWithCard(page: Page, lang: Lang, number: string, via: 'click' | 'keyboard' = 'click') {
  const s = T[lang];
  await page.getByRole('radio', { name: s.newCard }).check();
  await page.getByLabel(s.cardName).fill('Megan Walsh');
  await page.getByLabel(s.cardNumber).fill(number);
  await page.getByLabel(s.month).selectOption('12');
  await page.getByLabel(s.year).selectOption({ index: 3 });
  await page.getByLabel(s.cvv).fill('123');
  const place = page.getByRole('button', { name: s.place });
  if (via === 'click') await place.click();
  else {
    // the keyboard path of the order: Enter on the focused button submits the form
    await place.focus();
    await page.keyboard.press('Enter');
  }
}

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: a customer fills a week of meal delivery, applies a promo code and Century Dollars, pays and gets the order and its e-mail`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const customer = await signUp(page.request, lang);
    await creditCenturyDollars(baseURL!, customer.uuid, 2000);

    await page.goto(s.menu);
    const days = await openDays(page, lang);
    expect(await days.count()).toBeGreaterThanOrEqual(2);

    // day A: a family pack (2 large + 2 small, over $49: free delivery that day)
    const dayA = await firstDayWith(page, days, 0, [page.locator('input[value="familyPack"]')]);
    const family = card(page, { has: page.locator('input[value="familyPack"]') });
    await openDetails(family);
    await family.getByRole('radio', { name: s.family }).check();
    await family.getByRole('button', { name: new RegExp(lang === 'en' ? '^Add to' : '^Ajouter (au|pour)') }).click();
    await expect(family.getByRole('status')).toHaveText(s.added);
    await expectCleanPage(page, `${lang} menu`);

    // day B: a kids' portion and a dish with its required side (under $49: the day pays the fee)
    await firstDayWith(page, days, dayA + 1, [page.getByLabel(s.side), page.locator('input[value="kids"]')]);
    const kids = card(page, { has: page.locator('input[value="kids"]'), hasNot: page.getByLabel(s.side) });
    await openDetails(kids);
    await kids.getByRole('radio', { name: s.kids }).check();
    await kids.getByRole('button', { name: new RegExp(lang === 'en' ? '^Add to' : '^Ajouter (au|pour)') }).click();
    await expect(kids.getByRole('status')).toHaveText(s.added);
    const withSide = card(page, { has: page.getByLabel(s.side) });
    await withSide.getByLabel(s.side).selectOption({ index: 1 });
    await withSide.getByRole('button', { name: new RegExp(lang === 'en' ? '^Add to' : '^Ajouter (au|pour)') }).click();
    await expect(withSide.getByRole('status')).toHaveText(s.added);
    await expect(page.locator('.cart-summary__lines li')).toHaveCount(3);

    // Review: the $49 rule per day, both taxes, the postal-code picker, promo code, Century Dollars
    await page.getByRole('link', { name: s.reviewLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.reviewTitle })).toBeVisible();
    await expect(page.getByText(s.feePaid)).toHaveCount(1);
    await expect(page.getByText(s.feeFree)).toHaveCount(1);
    await expect(page.getByRole('row', { name: s.gst })).toBeVisible();
    await expect(page.getByRole('row', { name: s.qst })).toBeVisible();
    const postal = page.getByLabel(s.postal);
    await postal.fill('H2X 1Y1');
    await page.getByRole('button', { name: s.check }).click();
    await expect(page.getByText(s.notServed)).toBeVisible();
    await postal.fill('H9R 2W3');
    await page.getByRole('button', { name: s.check }).click();
    await expect(page.getByText(s.served)).toBeVisible();
    await page.getByLabel(s.promo).fill('BIENVENUE10');
    await page.getByRole('button', { name: s.apply, exact: true }).first().click();
    await expect(page.getByText(s.promoAdded)).toBeVisible();
    await page.getByLabel(s.cd).fill(s.cdAmount);
    await page.getByRole('button', { name: s.apply, exact: true }).click();
    await expect(page.getByText(s.cdApplied)).toBeVisible();
    await expectCleanPage(page, `${lang} review`);

    // Confirm: the saved address, a new card
    await page.getByRole('link', { name: s.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.confirmTitle })).toBeVisible();
    await expect(page.getByRole('radio', { name: /88 Chemin du Bord-du-Lac/ })).toBeChecked();
    await expectCleanPage(page, `${lang} confirm`);
    await payWithCard(page, lang, '4242 4242 4242 4242', lang === 'fr' ? 'keyboard' : 'click');

    // Success: the order as recorded, both taxes
    await expect(page).toHaveURL(/\/confirmation\/\d+\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: s.successTitle })).toBeVisible();
    await expect(page.getByRole('row', { name: s.gst })).toBeVisible();
    await expect(page.getByRole('row', { name: s.qst })).toBeVisible();
    await expectCleanPage(page, `${lang} success`);
    const orderId = Number(/confirmation\/(\d+)\//.exec(page.url())![1]);

    // the account history has it, paid; the confirmation e-mail is in the outbox
    const history = (await (await page.request.get(`/api/accounts/${customer.uuid}/orders`)).json()) as {
      Id: number;
      status: string;
      centuryDollarsApplied: number;
    }[];
    expect(history.find((o) => o.Id === orderId)).toMatchObject({ status: 'paid', centuryDollarsApplied: 500 });
    const mails = await outboxTo(baseURL!, customer.email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.some((m) => m.language === lang && m.subject.includes(String(orderId)))).toBe(true);

    // share on Facebook: the share window opens; once it is closed the share is reported, the
    // thank-you text shows and the 25 % code is e-mailed (customer-side §4, §8)
    // (no internet here: Facebook's dialog is answered by a stand-in page)
    await page
      .context()
      .route('https://www.facebook.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Facebook</title><p>Share</p>' }),
      );
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: lang === 'en' ? 'Share on Facebook' : 'Partager sur Facebook' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    await popup.close();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: lang === 'en' ? 'Thank you for sharing on Facebook!' : 'Merci d’avoir partagé sur Facebook!' }),
    ).toBeVisible();
    await expect.poll(async () => (await outboxTo(baseURL!, customer.email)).length).toBe(mails.length + 1);

    // issue 9: the order history opens to the order's detail: lines, delivery, payments, taxes, status
    await page.goto(`/${lang}/account/orders`);
    await page.getByRole('link', { name: new RegExp(`${lang === 'en' ? 'See the details' : 'Voir le détail'}.*${orderId}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account/orders/${orderId}$`));
    const detail = page.getByRole('main');
    await expect(detail.getByRole('heading', { level: 2, name: `${lang === 'en' ? 'Order' : 'Commande'} ${orderId}` })).toBeVisible();
    await expect(detail.locator('.order__facts')).toContainText(lang === 'en' ? 'Paid' : 'Payée');
    await expect(detail.locator('.order__facts')).toContainText('88 Chemin du Bord-du-Lac');
    await expect(detail.locator('.order__lines tbody tr')).toHaveCount(3);
    await expect(detail.getByRole('row', { name: s.gst })).toBeVisible();
    await expect(detail.getByRole('row', { name: s.qst })).toBeVisible();
    const payments = detail.locator('.order__payments tbody tr');
    await expect(payments).toHaveCount(2);
    await expect(payments.filter({ hasText: lang === 'en' ? 'Century Dollars' : 'Dollars Century' })).toContainText(
      lang === 'en' ? '$5.00' : '5,00',
    );
    await expect(payments.filter({ hasText: '4242' })).toContainText(lang === 'en' ? 'Approved' : 'Approuvé');
    // issue 15: the invoice downloads as a PDF in the page's language
    const invoiceLink = detail.getByRole('link', { name: lang === 'en' ? 'Download the invoice (PDF)' : 'Télécharger la facture (PDF)' });
    const invoice = await page.request.get((await invoiceLink.getAttribute('href'))!);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectCleanPage(page, `${lang} order detail`);
    // the cart is empty after the order
    await page.goto(`${s.menu}/review-order`);
    await expect(page.getByRole('link', { name: lang === 'en' ? 'See the menu' : 'Voir le menu' })).toBeVisible();

    // issue 11: "order again" on the order fills the cart with its dishes (their days are still open)
    await page.goto(`/${lang}/account/orders/${orderId}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Order again' : 'Commander de nouveau' }).click();
    await expect(page.locator('.order-again__result')).toContainText(lang === 'en' ? '3 dishes were added' : '3 plats ont été ajoutés');
    await page.getByRole('link', { name: lang === 'en' ? 'Review my cart' : 'Voir mon panier' }).click();
    await expect(page.locator('.review-line')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a declined card lands on Failure with the declined header, and the cart is kept`, async ({ page }) => {
    test.setTimeout(90_000);
    // 404: the unknown order number asked on purpose below
    const problems = watchConsole(page, [402, 404]);
    await signUp(page.request, lang);
    await page.goto(s.menu);
    const days = await openDays(page, lang);
    await days.nth(0).click();
    const dish = card(page, { hasNot: page.getByLabel(s.side) });
    await dish.getByRole('button', { name: new RegExp(lang === 'en' ? '^Add to' : '^Ajouter (au|pour)') }).click();
    await expect(dish.getByRole('status')).toHaveText(s.added);
    // two quick clicks on + add two, and the server keeps them
    await page.goto(`${s.menu}/review-order`);
    const more = page.getByRole('button', { name: lang === 'en' ? /^One more:/ : /^Un de plus :/ });
    await more.click();
    await more.click();
    const quantity = page.locator('.review-line input[type="number"]');
    await expect(quantity).toHaveValue('3');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(quantity).toHaveValue('3');
    await page.goto(`${s.menu}/confirm-order`);
    await payWithCard(page, lang, '4000000000000002');
    await expect(page).toHaveURL(/\/confirmation\/\d+\/failure\//);
    await expect(page.getByRole('heading', { level: 1, name: s.declined })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '514 555-0142' })).toBeVisible();
    await expectCleanPage(page, `${lang} failure`);

    // issue 9: Success says what really happened. The declined order's Success page is the
    // Failure page's declined view; an unknown order and a number that is not one say so.
    const declinedId = /confirmation\/(\d+)\/failure/.exec(page.url())![1];
    await page.goto(`${s.menu}/confirmation/${declinedId}/success`);
    await expect(page).toHaveURL(new RegExp(`/confirmation/${declinedId}/failure/`));
    await expect(page.getByRole('heading', { level: 1, name: s.declined })).toBeVisible();
    await page.goto(`${s.menu}/confirmation/999999999/success`);
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'en' ? 'We cannot find this order' : 'Nous ne trouvons pas cette commande' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: s.successTitle })).toHaveCount(0);
    await expectCleanPage(page, `${lang} success of an unknown order`);
    await page.goto(`${s.menu}/confirmation/abc/success`);
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'en' ? 'This is not an order number' : 'Ce n’est pas un numéro de commande' }),
    ).toBeVisible();
    await expectCleanPage(page, `${lang} success of a number that is not one`);

    await page.goto(`${s.menu}/review-order`);
    await expect(page.locator('.review-line')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a visitor buys a gift card in the generic store, signing in at checkout through the prompt`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await page.goto(s.store);
    const gift = page.locator('article.product-card').filter({ hasText: s.giftCard });
    await gift.getByRole('button', { name: s.addToCart }).click();
    await expect(gift.getByRole('status')).toHaveText(s.added);
    await expectCleanPage(page, `${lang} store menu`);
    await page.getByRole('link', { name: s.reviewLink }).click();
    await expect(page.locator('.review-line')).toHaveCount(1);
    await page.getByRole('link', { name: s.continue }).click();
    // a visitor is asked to log in or sign up; the login prompt's form signs them in (an account
    // opened elsewhere a moment ago) and the cart follows into the session
    const elsewhere = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
    const customer = await signUp(elsewhere, lang);
    await elsewhere.dispose();
    await page.getByRole('button', { name: s.signIn }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const T = TEXT[lang];
    const submit = dialog.getByRole('button', { name: T.login, exact: true });
    await expect(submit).toBeEnabled();
    await dialog.getByLabel(T.email, { exact: true }).fill(customer.email);
    await dialog.getByLabel(T.password, { exact: true }).fill(CUSTOMER_PASSWORD);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.confirm__aside')).toContainText(s.giftCard);
    await expect(page.getByRole('button', { name: s.signIn })).toHaveCount(0);
    // a gift card goes by e-mail (ADR 214): its recipient, no delivery address, date nor time
    await expect(page.getByLabel(s.date, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(s.time, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(s.postal)).toHaveCount(0);
    // the sandbox's test cards are shown while it is the payment processor
    await expect(page.locator('.sandbox-cards')).toContainText('4000 0000 0000 0002');
    const recipient = `e2e.gift.${lang}.${Date.now().toString(36)}@example.com`;
    await page.getByLabel(s.recipientName, { exact: true }).fill('Léa Gagnon');
    await page.getByLabel(s.recipientEmail, { exact: true }).fill(recipient);
    await page.getByLabel(new RegExp(`^${s.recipientMessage}`)).fill('Bon appétit!');
    await payWithCard(page, lang, '4242424242424242');
    await expect(page).toHaveURL(/\/store\/confirmation\/\d+\/success$/);
    await expect(page.getByRole('cell', { name: new RegExp(s.giftCard.replace('$', '\\$')) })).toBeVisible();
    // the recipient's bilingual e-mail is in the outbox
    const mails = await outboxTo(baseURL ?? '', recipient);
    const [en, fr] = ['A Mijote gift card for you', 'Une carte-cadeau Mijote pour vous'];
    expect(mails.map((m) => m.subject)).toEqual([lang === 'fr' ? `${fr} / ${en}` : `${en} / ${fr}`]);
    expect(problems).toEqual([]);
  });
}

test('the store works at 320 px wide: no sideways scrolling on menu, review and confirm', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const problems = watchConsole(page);
  await page.goto('/en/store');
  await page.locator('article.product-card').first().getByRole('button', { name: 'Add to cart' }).click();
  for (const path of ['/en/store', '/en/store/review-order', '/en/store/confirm-order']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
  expect(problems).toEqual([]);
});

test('en: Interac Online — the bank page approves and Success shows the paid order', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await signUp(page.request, 'en');
  await page.goto('/en/store');
  const gift = page.locator('article.product-card').filter({ hasText: '$50 gift card' });
  await gift.getByRole('button', { name: 'Add to cart' }).click();
  await expect(gift.getByRole('status')).toHaveText(/Added to your cart/);
  await page.goto('/en/store/confirm-order');
  await page.getByLabel("Recipient's name", { exact: true }).fill('Léa Gagnon');
  await page.getByLabel("Recipient's e-mail address", { exact: true }).fill('lea.gagnon@example.com');
  await page.getByRole('radio', { name: 'Interac Online' }).check();
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/interac\/\d+\?returnUrl=/);
  // issue 9: left the bank's page without paying, Success says the order waits for its payment
  const bankPage = page.url();
  const orderId = /interac\/(\d+)/.exec(bankPage)![1];
  await page.goto(`/en/store/confirmation/${orderId}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is waiting for your Interac payment' })).toBeVisible();
  await expect(page.getByText('Waiting for payment', { exact: true })).toBeVisible();
  await expectCleanPage(page, 'en success of an order waiting for Interac');
  await page.goto(bankPage);
  await page.getByRole('button', { name: 'Approve / Approuver' }).click();
  await expect(page).toHaveURL(/\/en\/store\/confirmation\/\d+\/success$/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /\$50 gift card/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('fr: without a complete billing address, Review and Confirm show the prompt that cannot be dismissed', async ({ page }) => {
  const problems = watchConsole(page);
  await signUp(page.request, 'fr', { billingAddress: false });
  for (const path of ['/fr/livraisons-a-domicile/review-order', '/fr/livraisons-a-domicile/confirm-order']) {
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: 'Votre adresse de facturation est incomplète' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Compléter mon adresse de facturation' })).toHaveAttribute('href', '/fr/account');
    await expectCleanPage(page, path);
  }
  await page.goto('/fr/livraisons-a-domicile');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('en: items no longer available leave the cart with the cleanup warning and its reason', async ({ page }) => {
  const problems = watchConsole(page);
  // A first visit clears local storage and records the build revision (customer-side §1); the
  // store's scripts start after its first paint (ADR 344), so wait for that before writing a cart,
  // and write it from an address of the site that runs no script.
  await page.goto('/en/store');
  await page.waitForFunction(() => localStorage.getItem('mijote.revision') !== null);
  await page.goto('/api/health');
  // a gift card added six days ago: past the 5-day life of a cart item (customer-side §9)
  const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
  const cards = await (await page.request.get('/api/products?categories=S&types=GC&internalUseProducts=true')).json();
  await page.evaluate(
    ([at, id]) =>
      localStorage.setItem(
        'mijote.cart.generic',
        JSON.stringify({ items: { generic: [{ productId: id, type: 'meal', quantity: 1, addedAt: at }] } }),
      ),
    [sixDaysAgo, cards[0].Id] as const,
  );
  await page.goto('/en/store/review-order');
  const warning = page.getByRole('alert').filter({
    hasText: 'You have one or more Items in your cart that are no longer available and have been removed. Please review your cart.',
  });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('stayed in your cart too long');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mijote.cart.generic'))).toBeNull();
  expect(problems).toEqual([]);
});

test('en: a master login sees the rush-order checkbox and today’s rush menu, and waives the delivery fees on Confirm until the address changes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const res = await page.request.post('/api/accounts/me/login', {
    data: { email: 'staff@mijote.test', password: DEMO_PASSWORD, site: '21' },
  });
  expect(res.status()).toBe(200);
  await page.goto('/en/meal-delivery');
  const rush = page.getByRole('checkbox', { name: /Rush order/ });
  await expect(rush).toBeVisible();
  await rush.check();
  const days = page.getByRole('group', { name: 'Menu day' }).getByRole('button');
  await expect(days).toHaveCount(1);
  const today = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'America/Toronto' }).format(
    new Date(),
  );
  await expect(days.first()).toContainText(today);
  await rush.uncheck();
  // back to the planned week and its weekend (one day each)
  const planning = (await (await page.request.get('/api/meal-delivery/menus/products/current?language=en')).json()) as { days: unknown[] };
  await expect(page.getByRole('group', { name: 'Menu day' }).getByRole('button')).toHaveCount(planning.days.length + 2);

  // issue 9, item 10 (customer-side §4, §6): the delivery waiver, on Confirm, for master logins.
  // A complete billing address (else Confirm is blocked by its prompt) and a second delivery address.
  const staff = (await res.json()) as { uuid: string; csrfToken: string };
  for (const address of [
    { addressType: 'B', line1: '88 Chemin du Bord-du-Lac', city: 'Pointe-Claire', postalCode: 'H9R 2W3' },
    { addressType: 'S', line1: '12 Avenue Cartier', city: 'Pointe-Claire', postalCode: 'H9R 1A1' },
  ]) {
    const saved = await page.request.post(`/api/accounts/${staff.uuid}/addresses/0`, {
      data: address,
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.goto('/en/meal-delivery');
  await (await openDays(page, 'en')).nth(0).click();
  const dish = card(page, { hasNot: page.getByLabel(T.en.side) });
  await dish.getByRole('button', { name: /^Add to/ }).click();
  await expect(dish.getByRole('status')).toHaveText(T.en.added);
  await page.goto('/en/meal-delivery/confirm-order');
  const delivery = page.locator('.confirm__aside').getByRole('row', { name: /^Delivery/ });
  await page.getByRole('radio', { name: /88 Chemin du Bord-du-Lac/ }).check();
  await expect(delivery).toContainText('$5.95');
  const waiver = page.getByRole('checkbox', { name: 'Waive the delivery fees (staff)' });
  await waiver.check();
  await expect(delivery).toContainText('Free');
  await expect(waiver).toBeChecked();
  await expectCleanPage(page, 'en confirm with the delivery waiver');
  // another delivery address: the server turns the waiver off, and the page says so
  await page.getByRole('radio', { name: /12 Avenue Cartier/ }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'The delivery address changed, so the delivery fee waiver was turned off.' }),
  ).toBeVisible();
  await expect(waiver).not.toBeChecked();
  await expect(delivery).toContainText('$5.95');
  const stored = (await (await page.request.get('/api/cart?store=mealDelivery')).json()) as {
    cart: { postalCode: string; isDeliveryWaived: boolean };
  };
  expect(stored.cart).toMatchObject({ postalCode: 'H9R 1A1', isDeliveryWaived: false });
  expect(problems).toEqual([]);
});

test('a customer sees no delivery waiver, and the API refuses one (403)', async ({ page }) => {
  const problems = watchConsole(page);
  await signUp(page.request, 'fr');
  await page.goto(T.fr.menu);
  await (await openDays(page, 'fr')).nth(0).click();
  const dish = card(page, { hasNot: page.getByLabel(T.fr.side) });
  await dish.getByRole('button', { name: /^Ajouter (au|pour)/ }).click();
  await expect(dish.getByRole('status')).toHaveText(T.fr.added);
  await page.goto(`${T.fr.menu}/confirm-order`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer et payer' })).toBeVisible();
  await expect(page.locator('.confirm__aside').getByRole('row', { name: /^Livraison/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /frais de livraison/ })).toHaveCount(0);
  const status = (await (await page.request.post('/api/accounts/me/status')).json()) as { csrfToken: string };
  const res = await page.request.put('/api/cart', {
    data: { store: 'mealDelivery', cart: { isDeliveryWaived: true } },
    headers: { 'x-csrf-token': status.csrfToken },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { code: string }).code).toBe('delivery-waiver-master-only');
  expect(problems).toEqual([]);
});

// Issue 9: asking for more than the stock says how many the cart really took, and Review flags the
// cut line — after a reload too — for a visitor (local cart) and a customer (server cart).
for (const [lang, signedIn] of [
  ['en', false],
  ['fr', true],
] as const) {
  test(`${lang}: asking for more than is left says how many were added, and Review flags the line (${signedIn ? 'customer' : 'visitor'})`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    if (signedIn) await signUp(page.request, lang);
    await page.goto(T[lang].store);
    // the frozen family tourtière: 40 in stock in the demo data, never ordered by the other specs
    const tourtiere = page.locator('article.product-card').filter({ hasText: lang === 'en' ? 'Family tourtière' : 'Tourtière familiale' });
    const products = (await (await page.request.get(`/api/products?categories=S&types=SP&language=${lang}`)).json()) as {
      Title: string;
      Inventory: number | null;
    }[];
    const left = products.find((p) => /tourtière/i.test(p.Title))!.Inventory!;
    expect(left).toBeGreaterThan(0);
    await openDetails(tourtiere);
    await tourtiere.getByLabel(lang === 'en' ? 'Quantity' : 'Quantité').fill(String(left + 2));
    await tourtiere.getByRole('button', { name: T[lang].addToCart }).click();
    await expect(tourtiere.getByRole('status')).toHaveText(
      lang === 'en'
        ? new RegExp(`^Only ${left} × Family tourtière.* added to your cart \\(you asked for ${left + 2}\\): that is all we have left\\.$`)
        : new RegExp(
            `^Seulement ${left} × Tourtière familiale.* ajoutés à votre panier \\(vous en aviez demandé ${left + 2}\\) : c’est tout ce qu’il nous reste\\.$`,
          ),
    );
    await page.getByRole('link', { name: T[lang].reviewLink }).click();
    const flagged =
      lang === 'en'
        ? `You asked for ${left + 2}, but only ${left} were left: your cart holds ${left}.`
        : `Vous en aviez demandé ${left + 2}, mais il n’en restait que ${left} : votre panier en contient ${left}.`;
    const line = page.locator('.review-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(flagged);
    await expect(line.locator('input[type="number"]')).toHaveValue(String(left));
    await page.reload();
    await expect(line).toContainText(flagged);
    await expectCleanPage(page, `${lang} review with a line the stock cut`);
    // the customer sets the quantity: the cut is no longer news
    await line.getByRole('button', { name: lang === 'en' ? /^One less:/ : /^Un de moins :/ }).click();
    await expect(line.locator('input[type="number"]')).toHaveValue(String(left - 1));
    await expect(line).not.toContainText(flagged);
    expect(problems).toEqual([]);
  });
}
