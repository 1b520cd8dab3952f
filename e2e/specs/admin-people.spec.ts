// Issue 15, the people and money admin screens (back-office §2, §5, §7, §8, §9; ADR 320), in English
// and in French, as the demo super user: find a customer by a part of the e-mail and credit $10 of
// Century Dollars (the balance, the transaction with the staff member, the credits report), a debit
// past the balance is the danger alert; create a subsidy with the spec's defaults, add a domain,
// import a CSV with two bad lines and see them listed; mark an unpaid invoice paid (a method, a
// reason and the confirmation that states the amount: ADR 366); open a paid invoice's detail, add
// a custom item and a catalogue product (priced by the server: the invoice then shows its balance
// due, never "Paid"), e-mail the customer and refund it (where it goes, why, confirmed). Issue
// 15's other "done when" checks (ADR 355): the account's addresses
// edited with the customer's own rules, the credit in the customer's own profile, exactly one
// refund recorded by the sandbox processor, and the CSV export downloaded (byte-order mark, header,
// an accented name, the invoice rows).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { horizontalOverflow, signUp } from '../store-support.js';
import { expectCleanPage, watchConsole, signInDemoAdmin } from '../support.js';

const T = {
  en: {
    accounts: 'Customer accounts',
    searchAccounts: 'Search by name or e-mail',
    search: 'Search',
    credit: 'Credit',
    debit: 'Debit',
    amount: 'Amount',
    reason: 'Reason',
    record: 'Record the transaction',
    saved: 'Saved',
    balance10: 'Balance: $10.00',
    belowZero: 'This debit would take the balance below zero: nothing was debited.',
    credits: 'Century Dollars report',
    from: 'From',
    to: 'To',
    show: 'Show',
    manual: 'Manual',
    corporate: 'Corporate accounts',
    add: 'Add',
    newSubsidy: 'New subsidy',
    name: 'Name',
    create: 'Create',
    domain: 'Domain',
    addDomain: 'Add the domain',
    csv: 'CSV file',
    importUsers: 'Import the users',
    importProblems: 'Some lines could not be imported',
    line3: 'Line 3: the e-mail is not valid',
    line5: 'Line 5: a value starts with =, +, - or @ (a spreadsheet formula)',
    invoices: 'Invoices',
    searchInvoices: 'Search',
    details: (id: number) => `Details of invoice ${id}`,
    invoice: (id: number) => `Invoice ${id}`,
    paid: 'Paid',
    unpaid: 'Unpaid',
    pay: 'Mark as paid',
    howPaid: 'How it was paid',
    cheque: 'cheque',
    moneyReason: 'Reason',
    continue: 'Continue',
    confirmPay: (id: number, amount: string) => `Mark invoice ${id} paid: ${amount} by cheque?`,
    yesPay: 'Yes, mark it paid',
    markedPaid: 'Invoice marked as paid',
    balanceDue: 'Balance due',
    toCard: 'Back to the card or Interac account',
    confirmRefundAll: (id: number) => `Refund everything left on invoice ${id}`,
    customTitle: 'Custom title',
    unitPrice: 'Unit price',
    coffee: 'Coffee for the team',
    addItem: 'Add the item',
    itemAdded: 'Item added',
    editItem: 'Edit the item',
    quantity: 'Quantity',
    saveItem: 'Save the item',
    itemUpdated: 'Item updated',
    addressOf: 'Address of the invoice',
    customerAddress: 'One of the customer’s addresses',
    useAddress: 'Use this address',
    invoiceUpdated: 'Invoice updated',
    subject: 'Subject',
    message: 'Message',
    mailSubject: 'Your invoice',
    sendMail: 'Send the e-mail',
    mailSent: 'E-mail sent',
    refund: 'Refund',
    yesRefund: 'Yes, refund',
    refunded: 'Invoice refunded',
    refundedStatus: 'Refunded',
    exportCsv: 'Export CSV',
    profileBalance: '$10.00',
    fromOurTeam: 'Credit from our team',
    addresses: 'Addresses',
    addAddress: 'Add an address',
    address3: 'Address 3 (Delivery)',
    street: 'Street address',
    city: 'City',
    postalCode: 'Postal code',
    badPostalCode: 'Please fill in a valid postal code, for example H9R 3J1',
    saveAddresses: 'Save the addresses',
    fixAddresses: 'Some addresses need your attention: please check the messages under their fields.',
    productSearch: 'Find a product',
    product: 'Product',
    processorRefunds: 'Refunds at the payment processor',
    noProcessorRefund: 'The processor has made no refund of these payments.',
  },
  fr: {
    accounts: 'Comptes clients',
    searchAccounts: 'Rechercher par nom ou courriel',
    search: 'Rechercher',
    credit: 'Crédit',
    debit: 'Débit',
    amount: 'Montant',
    reason: 'Raison',
    record: 'Enregistrer la transaction',
    saved: 'Enregistré',
    balance10: 'Solde : 10,00 $',
    belowZero: 'Ce débit ferait passer le solde sous zéro : rien n’a été débité.',
    credits: 'Rapport des dollars Century',
    from: 'Du',
    to: 'Au',
    show: 'Afficher',
    manual: 'Manuel',
    corporate: 'Comptes corporatifs',
    add: 'Ajouter',
    newSubsidy: 'Nouvelle subvention',
    name: 'Nom',
    create: 'Créer',
    domain: 'Domaine',
    addDomain: 'Ajouter le domaine',
    csv: 'Fichier CSV',
    importUsers: 'Importer les utilisateurs',
    importProblems: 'Certaines lignes n’ont pas pu être importées',
    line3: 'Ligne 3 : le courriel n’est pas valide',
    line5: 'Ligne 5 : une valeur commence par =, +, - ou @ (une formule de tableur)',
    invoices: 'Factures',
    searchInvoices: 'Rechercher',
    details: (id: number) => `Détails de la facture ${id}`,
    invoice: (id: number) => `Facture ${id}`,
    paid: 'Payée',
    unpaid: 'Impayée',
    pay: 'Marquer comme payée',
    howPaid: 'Mode de paiement',
    cheque: 'cheque',
    moneyReason: 'Raison',
    continue: 'Continuer',
    confirmPay: (id: number, amount: string) => `Marquer la facture ${id} payée : ${amount} par chèque?`,
    yesPay: 'Oui, marquer payée',
    markedPaid: 'Facture marquée payée',
    balanceDue: 'Solde à percevoir',
    toCard: 'Sur la carte ou le compte Interac',
    confirmRefundAll: (id: number) => `Rembourser tout ce qui reste sur la facture ${id}`,
    customTitle: 'Titre personnalisé',
    unitPrice: 'Prix unitaire',
    coffee: 'Café pour l’équipe',
    addItem: 'Ajouter l’article',
    itemAdded: 'Article ajouté',
    editItem: 'Modifier l’article',
    quantity: 'Quantité',
    saveItem: 'Enregistrer l’article',
    itemUpdated: 'Article mis à jour',
    addressOf: 'Adresse de la facture',
    customerAddress: 'Une des adresses du client',
    useAddress: 'Utiliser cette adresse',
    invoiceUpdated: 'Facture mise à jour',
    subject: 'Objet',
    message: 'Message',
    mailSubject: 'Votre facture',
    sendMail: 'Envoyer le courriel',
    mailSent: 'Courriel envoyé',
    refund: 'Rembourser',
    yesRefund: 'Oui, rembourser',
    refunded: 'Facture remboursée',
    refundedStatus: 'Remboursée',
    exportCsv: 'Exporter en CSV',
    profileBalance: '10,00 $',
    fromOurTeam: 'Crédit de notre équipe',
    addresses: 'Adresses',
    addAddress: 'Ajouter une adresse',
    address3: 'Adresse 3 (Livraison)',
    street: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    badPostalCode: 'Veuillez saisir un code postal valide, par exemple H9R 3J1',
    saveAddresses: 'Enregistrer les adresses',
    fixAddresses: 'Certaines adresses demandent votre attention : vérifiez les messages sous leurs champs.',
    productSearch: 'Chercher un produit',
    product: 'Produit',
    processorRefunds: 'Remboursements chez le processeur de paiement',
    noProcessorRefund: 'Le processeur n’a fait aucun remboursement de ces paiements.',
  },
} as const;

/** An amount as the page shows it (formatMoney's output: `$144.41`, `144,41 $`). */
function money(cents: number, lang: 'en' | 'fr'): string {
  const [whole, frac] = [Math.floor(cents / 100), String(cents % 100).padStart(2, '0')];
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u00a0' : ',');
  return lang === 'fr' ? `${grouped},${frac}\u00a0$` : `$${grouped}.${frac}`;
}

async function signInAsAdmin(page: Page) {
  await signInDemoAdmin(page);
}

/**
 * A new customer (in a context of their own) who places two meal-delivery orders: one paid with the
 * sandbox card, one by Interac Online left at the bank (unpaid, U).
 */
async function customerWithOrders(
  baseURL: string,
  lang: 'en' | 'fr',
): Promise<{ email: string; firstName: string; paid: number; unpaid: number; productId: number }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  // an accented name in both languages (the CSV export keeps it intact)
  const customer = await signUp(api, lang, lang === 'en' ? { firstName: 'Renée', lastName: 'Ouellet' } : {});
  const status = (await (await api.post('/api/accounts/me/status')).json()) as { csrfToken: string };
  const tok = await api.post('/api/payments/sandbox/tokenize', {
    data: { number: '4242424242424242', name: customer.firstName, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvv: '123' },
  });
  expect(tok.status()).toBe(200);
  const { token } = (await tok.json()) as { token: string };
  const menu = (await (await api.get('/api/meal-delivery/menus/products/current')).json()) as {
    days: {
      orderable: boolean;
      weekday: string;
      date: string;
      products: { Id: number; Available: boolean; RequiresSecondaryProducts: string; Inventory: number | null }[];
    }[];
  };
  const day = menu.days.find(
    (d) => d.orderable && d.products.some((p) => p.Available && p.RequiresSecondaryProducts !== 'y' && p.Inventory === null),
  );
  const product = day?.products.find((p) => p.Available && p.RequiresSecondaryProducts !== 'y' && p.Inventory === null);
  expect(product, 'an orderable product on the current menu').toBeTruthy();
  const place = async (paymentMethod: 'card' | 'interac') => {
    const order = await api.post('/api/orders/0', {
      headers: { 'x-csrf-token': status.csrfToken, 'idempotency-key': randomUUID() },
      data: {
        paymentMethod,
        language: lang,
        ...(paymentMethod === 'card' ? { card: { token } } : {}),
        checkoutProcedure: 'pickup',
        store: 'mealDelivery',
        cart: {
          items: {
            [day!.weekday]: [{ productId: product!.Id, type: 'meal', quantity: 2, addedAt: new Date().toISOString(), date: day!.date }],
          },
        },
      },
    });
    expect(order.status(), await order.text()).toBe(200);
    return ((await order.json()) as { Id: number }).Id;
  };
  const paid = await place('card');
  const unpaid = await place('interac');
  await api.dispose();
  return { email: customer.email, firstName: customer.firstName, paid, unpaid, productId: product!.Id };
}

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: find a customer by a part of the e-mail, credit $10 of Century Dollars, see it in the report; a debit past the balance is refused`, async ({
    page,
    baseURL,
  }) => {
    // two browsers and four screens (accounts with their addresses, the report, the customer's profile)
    test.setTimeout(90_000);
    const problems = watchConsole(page, [400]);
    // the customer, signed in in a browser of their own (their profile is read at the end)
    const customerBrowser = await page.context().browser()!.newContext({ baseURL: baseURL!, reducedMotion: 'reduce' });
    const customer = await signUp(customerBrowser.request, lang);
    await signInAsAdmin(page);

    await page.goto(`/${lang}/admin/accounts`);
    await expect(page.getByRole('heading', { level: 1, name: s.accounts })).toBeVisible();
    // a part of the e-mail: the address without its domain
    await page.getByLabel(s.searchAccounts).fill(customer.email.split('@')[0]!.slice(2));
    await page.getByRole('button', { name: s.search, exact: true }).click();
    const rows = page.locator('.admin-table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(customer.email);
    await rows.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: `${customer.firstName} ${customer.lastName}` })).toBeFocused();

    const reason = `e2e goodwill ${randomUUID().slice(0, 6)}`;
    await page.getByRole('radio', { name: s.credit }).check();
    await page.getByLabel(s.amount, { exact: true }).fill(lang === 'fr' ? '10,00' : '10.00');
    await page.getByLabel(s.reason, { exact: true }).fill(reason);
    await page.getByRole('button', { name: s.record }).click();
    await expect(page.getByRole('status').filter({ hasText: s.saved })).toBeVisible();
    await expect(page.getByTestId('cd-balance')).toHaveText(s.balance10);
    const tx = page.getByRole('row', { name: new RegExp(reason) });
    await expect(tx).toContainText('Amélie Bouchard');
    await expect(tx).toContainText(s.manual);

    // a debit of $20 with $10 in the account: the danger alert, the balance unchanged
    await page.getByRole('radio', { name: s.debit }).check();
    await page.getByLabel(s.amount, { exact: true }).fill('20');
    await page.getByLabel(s.reason, { exact: true }).fill('e2e too much');
    await page.getByRole('button', { name: s.record }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.belowZero })).toBeVisible();
    await expect(page.getByTestId('cd-balance')).toHaveText(s.balance10);

    // the account's addresses, edited with the customer's own address rules and saved all at once
    const addresses = page.getByRole('region', { name: s.addresses, exact: true });
    // the sign-up saved a billing address and the same as the delivery address: a third one is added
    await expect(addresses.getByRole('group')).toHaveCount(2);
    await addresses.getByRole('button', { name: s.addAddress }).click();
    await expect(addresses.getByRole('group')).toHaveCount(3);
    const added = addresses.getByRole('group', { name: s.address3 });
    await added.getByLabel(s.street, { exact: true }).fill('4 rue du Lac');
    await added.getByLabel(s.city, { exact: true }).fill('Beaconsfield');
    await added.getByLabel(s.postalCode, { exact: true }).fill('12345');
    await addresses.getByRole('button', { name: s.saveAddresses }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.fixAddresses })).toBeVisible();
    await expect(added.getByText(s.badPostalCode)).toBeVisible();
    await added.getByLabel(s.postalCode, { exact: true }).fill('h9w 1a1');
    await addresses.getByRole('button', { name: s.saveAddresses }).click();
    await expect(page.getByRole('status').filter({ hasText: s.saved })).toBeVisible();
    // saved as the customer's own form saves it (the postal code's display form), and read again
    await page.reload();
    await expect(addresses.getByRole('group', { name: s.address3 }).getByLabel(s.postalCode, { exact: true })).toHaveValue('H9W 1A1');
    await expectCleanPage(page, `${lang} admin account`);
    expect(await horizontalOverflow(page)).toBe(0);

    // the credit in the Century Dollar credits report, with the staff member
    await page.goto(`/${lang}/admin/century-dollar-credits-report`);
    await expect(page.getByRole('heading', { level: 1, name: s.credits })).toBeVisible();
    await page.getByRole('button', { name: s.show, exact: true }).click();
    await expect(page.getByTestId('report-ledger')).toBeVisible();
    // the rows come 100 a page, oldest first (ADR 366): today's credit is on one of the last pages
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const { RowCount } = (await (
      await page.request.get(`/api/admin/reports/century-dollar-credits?startDate=${today}&endDate=${today}&limit=1`)
    ).json()) as { RowCount: number };
    const credit = page.getByRole('row', { name: new RegExp(reason) });
    for (let n = Math.max(1, Math.ceil(RowCount / 100)); n >= 1 && (await credit.count()) === 0; n--) {
      await page.goto(`/${lang}/admin/century-dollar-credits-report?from=${today}&to=${today}${n > 1 ? `&page=${n}` : ''}`);
      await expect(page.getByTestId('report-ledger')).toBeVisible();
    }
    await expect(credit).toContainText('Amélie Bouchard');
    await expect(credit).toContainText(`${customer.firstName} ${customer.lastName}`);
    await expect(page.getByRole('link', { name: s.exportCsv })).toHaveAttribute(
      'href',
      /\/api\/admin\/reports\/century-dollar-credits\?.*format=csv/,
    );
    await expectCleanPage(page, `${lang} credits report`);

    // the credit in the customer's own profile: the balance and the transaction from our team
    const profile = await customerBrowser.newPage();
    await profile.goto(`/${lang}/account`);
    await expect(profile.getByTestId('century-balance')).toHaveText(s.profileBalance);
    const credited = profile.getByRole('row').filter({ hasText: s.fromOurTeam });
    await expect(credited).toHaveCount(1);
    await expect(credited).toContainText(reason);
    await customerBrowser.close();
    expect(problems).toEqual([]);
  });

  test(`${lang}: create a subsidy with the spec's defaults, add a domain, import a CSV with two bad lines`, async ({ page }) => {
    const problems = watchConsole(page, [422]);
    await signInAsAdmin(page);
    const tag = randomUUID().slice(0, 8);

    await page.goto(`/${lang}/admin/corporate`);
    await expect(page.getByRole('heading', { level: 1, name: s.corporate })).toBeVisible();
    await page.getByRole('link', { name: s.add, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: s.newSubsidy })).toBeFocused();
    // back-office §9: Discount 10, MaxRebate 10, MaxProductPrice 100, MaxProductCount 10, Monday–Friday
    const panel = page.locator('.admin-collection__panel');
    await expect(panel.getByRole('textbox', { name: /^(Discount|Rabais)/ })).toHaveValue('10');
    await expect(panel.getByRole('checkbox', { name: lang === 'fr' ? 'Vendredi' : 'Friday' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: lang === 'fr' ? 'Samedi' : 'Saturday' })).toHaveCount(0);
    await panel.getByLabel(s.name, { exact: true }).fill(`E2E ${tag}`);
    await panel.getByRole('button', { name: s.create, exact: true }).click();
    // created: the panel is the saved subsidy's (its id in the URL, its name as the heading)
    await expect(page).toHaveURL(/id=\d+/);
    await expect(page.getByRole('heading', { level: 2, name: `E2E ${tag}` })).toBeVisible();

    await panel.getByLabel(s.domain, { exact: true }).fill(`@E2E-${tag}.test`);
    await panel.getByRole('button', { name: s.addDomain }).click();
    await expect(panel.locator('.admin-chips')).toContainText(`e2e-${tag}.test`);

    const csv = [
      'FirstName,LastName,Email',
      'Marie,Roy,marie.roy@example.test',
      'Paul,Côté,not-an-email',
      'Luc,Gagnon,luc@example.test',
      '=cmd|x,Evil,evil@example.test',
    ].join('\r\n');
    await panel.getByLabel(s.csv).setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await panel.getByRole('button', { name: s.importUsers }).click();
    const alert = page.getByRole('alert').filter({ hasText: s.importProblems });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-duration', '60000');
    await expect(alert.getByRole('listitem')).toHaveText([s.line3, s.line5]);
    await expectCleanPage(page, `${lang} admin corporate`);
    expect(problems).toEqual([]);
  });

  test(`${lang}: mark an unpaid invoice paid; open a paid one, add a custom item, e-mail the customer, refund it once`, async ({
    page,
    baseURL,
  }) => {
    // two orders placed, then the list, the detail and six actions, and the CSV download
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const { email, firstName, paid, unpaid, productId } = await customerWithOrders(baseURL!, lang);
    await signInAsAdmin(page);

    await page.goto(`/${lang}/admin/invoices/mealDelivery`);
    await expect(page.getByRole('heading', { level: 1, name: s.invoices })).toBeVisible();
    await page.getByRole('searchbox', { name: s.searchInvoices }).fill(email);
    await page.getByRole('button', { name: s.search, exact: true }).click();
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(2);
    await expect(page.getByRole('link', { name: s.exportCsv })).toHaveAttribute(
      'href',
      /\/api\/admin\/meal-delivery\/invoices\?.*limit=1000.*format=csv/,
    );

    // the unpaid one (Interac left at the bank): mark it paid
    await page.getByRole('link', { name: s.details(unpaid) }).click();
    await expect(page.getByRole('heading', { level: 2, name: s.invoice(unpaid) })).toBeFocused();
    await expect(page.getByTestId('invoice-status')).toHaveText(s.unpaid);
    const unpaidTotal = ((await (await page.request.get(`/api/admin/invoices/${unpaid}`)).json()) as { Total: number }).Total;
    await page.getByRole('button', { name: s.pay, exact: true }).click();
    // ADR 366: how it was paid and why, then a confirmation that states the amount
    const payForm = page.locator('.admin-money-form');
    await payForm.getByLabel(s.howPaid).selectOption(s.cheque);
    await payForm.getByLabel(s.moneyReason, { exact: true }).fill('e2e: paid at the counter');
    await payForm.getByRole('button', { name: s.continue }).click();
    await expect(payForm.getByRole('group')).toContainText(s.confirmPay(unpaid, money(unpaidTotal, lang)));
    await payForm.getByRole('button', { name: s.yesPay }).click();
    await expect(page.getByRole('status').filter({ hasText: s.markedPaid })).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText(s.paid);
    await expect(page.locator('.admin-collection__panel .admin-history__list').first()).toContainText('e2e: paid at the counter');

    // the paid one: its detail, a custom item, an e-mail, the refund
    await page.getByRole('link', { name: s.details(paid) }).click();
    await expect(page.getByRole('heading', { level: 2, name: s.invoice(paid) })).toBeFocused();
    await expect(page.getByTestId('invoice-status')).toHaveText(s.paid);
    const panel = page.locator('.admin-collection__panel');
    await expect(panel).toContainText('•••• 4242');
    await panel.getByLabel(s.customTitle).fill(s.coffee);
    await panel.getByLabel(s.unitPrice).fill(lang === 'fr' ? '2,50' : '2.50');
    await panel.getByRole('button', { name: s.addItem }).click();
    await expect(page.getByRole('status').filter({ hasText: s.itemAdded })).toBeVisible();
    await expect(panel.locator('.admin-cards').first()).toContainText(s.coffee);
    // edited: two of them
    await panel.getByRole('button', { name: `${s.editItem} ${s.coffee}` }).click();
    await panel.getByLabel(s.quantity, { exact: true }).fill('2');
    await panel.getByRole('button', { name: s.saveItem }).click();
    await expect(page.getByRole('status').filter({ hasText: s.itemUpdated })).toBeVisible();
    await expect(panel.locator('.admin-cards').first()).toContainText(`2 × ${s.coffee}`);
    // a paid invoice whose lines grew is never "Paid": it shows its balance due
    await expect(page.getByTestId('invoice-status')).toHaveText(s.balanceDue);
    await expect(page.getByTestId('invoice-due')).toContainText(s.balanceDue);

    // a catalogue product of the section, found by the search, its price left to the server
    await panel.getByLabel(s.productSearch).fill(String(productId));
    await expect(panel.getByLabel(s.product, { exact: true }).locator(`option[value="${productId}"]`)).toHaveCount(1);
    await panel.getByLabel(s.product, { exact: true }).selectOption(String(productId));
    await panel.getByRole('button', { name: s.addItem }).click();
    await expect(page.getByRole('status').filter({ hasText: s.itemAdded }).last()).toBeVisible();
    const catalogue = (await (await page.request.get(`/api/admin/products/${productId}`)).json()) as {
      PriceCents: number;
      Translations: { LanguageCd: string; Title: string }[];
    };
    // named in the staff's language
    const title = (catalogue.Translations.find((x) => x.LanguageCd === lang) ?? catalogue.Translations.find((x) => x.LanguageCd === 'en'))!
      .Title;
    await expect(panel.locator('.admin-cards').first()).toContainText(`1 × ${title}`);
    const details = (await (await page.request.get(`/api/admin/invoices/${paid}/details`)).json()) as {
      CartDetails: { productid: number | null; customtitle: string | null; quantity: number; amount: number }[];
    };
    // the cart's price of a meal-delivery line: the product's own (no bistro, no subsidy on this invoice)
    expect(details.CartDetails.filter((l) => l.productid === productId && l.quantity === 1)).toEqual([
      expect.objectContaining({ customtitle: null, amount: catalogue.PriceCents }),
    ]);

    // one of the customer's addresses (the sign-up's billing address) as the delivery address
    await panel.getByLabel(s.addressOf).selectOption('delivery');
    await panel.getByLabel(s.customerAddress).selectOption({ index: 1 });
    await panel.getByRole('button', { name: s.useAddress }).click();
    await expect(page.getByRole('status').filter({ hasText: s.invoiceUpdated })).toBeVisible();
    await expect(panel.locator('.admin-cards--two .admin-card').nth(1)).toContainText('88 Chemin du Bord-du-Lac');

    await panel.getByLabel(s.subject).fill(s.mailSubject);
    await panel.getByLabel(s.message, { exact: true }).fill('Merci / Thank you');
    await panel.getByRole('button', { name: s.sendMail }).click();
    await expect(page.getByRole('status').filter({ hasText: s.mailSent })).toBeVisible();

    await expect(panel.getByText(s.noProcessorRefund)).toBeVisible();
    await page.getByRole('button', { name: s.refund, exact: true }).click();
    // everything left (no amount), back to the card, with a reason; confirmed
    const refundForm = page.locator('.admin-money-form');
    await refundForm.getByRole('radio', { name: s.toCard }).check();
    await refundForm.getByLabel(s.moneyReason, { exact: true }).fill('e2e: order canceled');
    await refundForm.getByRole('button', { name: s.continue }).click();
    await expect(refundForm.getByRole('group')).toContainText(s.confirmRefundAll(paid));
    await page.getByRole('button', { name: s.yesRefund }).click();
    await expect(page.getByRole('status').filter({ hasText: s.refunded })).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText(s.refundedStatus);
    await expect(page.getByRole('button', { name: s.refund, exact: true })).toHaveCount(0);
    // the status history says why, in the staff's language
    await expect(panel.locator('.admin-history__list').first()).toContainText(
      lang === 'fr' ? '(remboursée dans l’administration)' : '(refunded in the back-office)',
    );
    // no field wider than the panel (a long address or product option), and no sideways scroll on a phone
    expect(
      await panel.evaluate(
        (el) =>
          [...el.querySelectorAll('select, input')].filter((x) => x.getBoundingClientRect().right > el.getBoundingClientRect().right + 1)
            .length,
      ),
    ).toBe(0);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
    // the sandbox processor recorded exactly one refund of the card payment, of its amount
    await expect(panel.getByRole('heading', { name: s.processorRefunds })).toBeVisible();
    const refunds = page.getByTestId('processor-refunds').getByRole('listitem');
    await expect(refunds).toHaveCount(1);
    const card = (await (await page.request.get(`/api/admin/invoices/${paid}/details`)).json()) as {
      Payments: { Id: number; PaymentMethodId: number; Amount: number; Status: string }[];
      Refunds: { PaymentId: number; Amount: number; Status: string; Destination: string; Reason: string }[];
    };
    const cardPayment = card.Payments.find((p) => p.PaymentMethodId === 1)!;
    expect(card.Refunds).toEqual([
      expect.objectContaining({
        PaymentId: cardPayment.Id,
        Amount: cardPayment.Amount,
        Status: 'done',
        Destination: 'card',
        Reason: 'e2e: order canceled',
      }),
    ]);
    await expect(panel.getByTestId('invoice-refunds')).toContainText('e2e: order canceled');
    const atProcessor = (await (await page.request.get(`/api/admin/invoices/${paid}/processor-refunds`)).json()) as {
      Refunds: { Amount: number }[];
    };
    expect(atProcessor.Refunds).toEqual([expect.objectContaining({ Amount: cardPayment.Amount })]);
    await expectCleanPage(page, `${lang} admin invoice`);

    // the CSV export of the list: UTF-8 with its byte-order mark (Excel keeps the accents), the header, both invoices
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: s.exportCsv }).click()]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Id,Status,Label,Store,CreatedAt,PaidAt,DeliveryDate,FirstName,LastName,Email,Items,Discount,Promo,Subsidised,Rebate,Tip,Delivery,Fuel,Extra,GST,QST,CenturyDollars,Total,Card,Interac,Manual,GiftCard,Paid,Refunded,Due',
    );
    expect(lines).toHaveLength(3);
    const row = (id: number) => lines.find((l) => l.startsWith(`${id},`));
    expect(row(paid)).toContain(`${paid},R,refunded,mealDelivery,`);
    expect(row(unpaid)).toContain(`${unpaid},P,paid,mealDelivery,`);
    for (const id of [paid, unpaid]) expect(row(id)).toContain(`,${firstName},`);
    expect(firstName).toMatch(/é/);
    expect(problems).toEqual([]);
  });
}
