// Issue 27, money after checkout in the back-office (ADR 366), in English and in French, as the
// demo super user: (a) a paid invoice voided with a refund — deleted, choosing "refund to the
// card" with a reason, it leaves the list, and (c) the payments report of the day then shows its
// payment and its refund line (negative, with its reason and the deleted-invoice mark), its
// headline reconciling (collected − refunded = net); (b) a $10 line added to a paid invoice leaves
// a balance due of $11.50 (GST and QST) shown as such, never "Paid", and collecting it — charged
// to the customer's saved card in English, recorded by cheque in French — settles the invoice;
// the activity says who did what and why, with money as money.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openInvoice, paidOrder } from '../store-support.js';
import { expectCleanPage, watchConsole, signInDemoAdmin } from '../support.js';

const T = {
  en: {
    invoices: 'Invoices',
    search: 'Search',
    details: (id: number) => `Details of invoice ${id}`,
    invoice: (id: number) => `Invoice ${id}`,
    paid: 'Paid',
    balanceDue: 'Balance due',
    due: (amount: string) => `Balance due ${amount}`,
    settled: 'Settled: nothing due',
    delete: 'Delete the invoice',
    toCard: 'Refund it to the card or Interac account',
    reason: 'Reason',
    continue: 'Continue',
    confirmDelete: (id: number, amount: string) => `Delete invoice ${id} and refund the ${amount} it holds to the card or Interac account?`,
    yesDelete: 'Yes, delete',
    deleted: 'Invoice deleted',
    report: 'Payments report',
    show: 'Show',
    collected: 'Collected',
    refunded: 'Refunded',
    net: 'Net',
    refund: 'Refund',
    deletedMark: '(deleted invoice)',
    customTitle: 'Custom title',
    unitPrice: 'Unit price',
    addItem: 'Add the item',
    itemAdded: 'Item added',
    extra: 'Extra dessert tray',
    collectCard: 'Charge a saved card',
    confirmCharge: (id: number, amount: string, exp: string) => `Charge ${amount} to VISA •••• 4242, exp. ${exp} for invoice ${id}?`,
    yesCharge: 'Yes, charge the card',
    collectedAlert: 'Balance collected',
    activityAdded: 'Item added',
    activityCollected: 'Balance collected',
  },
  fr: {
    invoices: 'Factures',
    search: 'Rechercher',
    details: (id: number) => `Détails de la facture ${id}`,
    invoice: (id: number) => `Facture ${id}`,
    paid: 'Payée',
    balanceDue: 'Solde à percevoir',
    due: (amount: string) => `Solde à percevoir : ${amount}`,
    settled: 'Réglée : rien à percevoir',
    delete: 'Supprimer la facture',
    toCard: 'Le rembourser sur la carte ou le compte Interac',
    reason: 'Raison',
    continue: 'Continuer',
    confirmDelete: (id: number, amount: string) =>
      `Supprimer la facture ${id} et rembourser les ${amount} qu’elle détient sur la carte ou le compte Interac?`,
    yesDelete: 'Oui, supprimer',
    deleted: 'Facture supprimée',
    report: 'Rapport des paiements',
    show: 'Afficher',
    collected: 'Perçu',
    refunded: 'Remboursé',
    net: 'Net',
    refund: 'Remboursement',
    deletedMark: '(facture supprimée)',
    customTitle: 'Titre personnalisé',
    unitPrice: 'Prix unitaire',
    addItem: 'Ajouter l’article',
    itemAdded: 'Article ajouté',
    extra: 'Plateau de desserts',
    recordBalance: 'Enregistrer le solde',
    howPaid: 'Mode de paiement',
    confirmBalance: (id: number, amount: string) => `Enregistrer le solde de la facture ${id} : ${amount} par chèque?`,
    yesBalance: 'Oui, enregistrer le solde',
    collectedAlert: 'Solde perçu',
    activityAdded: 'Article ajouté',
    activityCollected: 'Solde perçu',
  },
} as const;

/** An amount as the page shows it (formatMoney: `$144.41`, `144,41 $` with no-break spaces). */
function money(cents: number, lang: 'en' | 'fr'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u00a0' : ',');
  const frac = String(abs % 100).padStart(2, '0');
  return lang === 'fr' ? `${sign}${whole},${frac}\u00a0$` : `${sign}$${whole}.${frac}`;
}

/** The cents of an amount the page shows (`$1,234.50`, `−144,41 $`). */
function cents(text: string): number {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^\d]/g, '');
  return (negative ? -1 : 1) * Number(digits);
}

async function signInAsAdmin(page: Page) {
  await signInDemoAdmin(page);
}

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: void a paid invoice with a refund to the card; the day's payments report shows its payment and its refund, collected − refunded = net`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const { email, id } = await paidOrder(baseURL!, lang);
    await signInAsAdmin(page);
    const panel = await openInvoice(page, T[lang], lang, email, id);
    await expect(page.getByTestId('invoice-status')).toHaveText(s.paid);
    const { Total: total } = (await (await page.request.get(`/api/admin/invoices/${id}`)).json()) as { Total: number };

    // (a) delete it: it holds money, so the settlement and a reason come first, then the confirmation
    await panel.getByRole('button', { name: s.delete }).click();
    const form = panel.locator('.admin-money-form');
    await form.getByRole('radio', { name: s.toCard }).check();
    const reason = `e2e void ${randomUUID().slice(0, 6)}`;
    await form.getByLabel(s.reason, { exact: true }).fill(reason);
    await form.getByRole('button', { name: s.continue }).click();
    await expect(form.getByRole('group')).toContainText(s.confirmDelete(id, money(total, lang)));
    // (the confirmation's focus scrolls the panel's buttons under the sticky header: axe reads them at the top)
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectCleanPage(page, `${lang} delete a paid invoice`);
    await form.getByRole('button', { name: s.yesDelete }).click();
    await expect(page.getByRole('status').filter({ hasText: s.deleted })).toBeVisible();
    // it leaves the list (soft: the API no longer finds it)
    await expect(page.locator('.admin-collection__panel')).toHaveCount(0);
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(0);
    expect((await page.request.get(`/api/admin/invoices/${id}`)).status()).toBe(404);

    // (c) the payments report of the day: its headline reconciles — collected − refunded = net
    // (never a total that adds refunds to payments)
    await page.goto(`/${lang}/admin/payments-report`);
    await expect(page.getByRole('heading', { level: 1, name: s.report })).toBeVisible();
    await page.getByRole('button', { name: s.show, exact: true }).click();
    const summary = page.getByTestId('report-summary');
    await expect(summary).toContainText(s.collected);
    const collected = cents(await page.getByTestId('report-collected').innerText());
    const refunded = -cents(await page.getByTestId('report-refunded').innerText());
    const net = cents(await page.getByTestId('report-net').innerText());
    expect(refunded).toBeGreaterThanOrEqual(total);
    expect(collected - refunded).toBe(net);
    // its payment and its refund (negative, with why, marked deleted) among the day's rows: a page
    // of 100, oldest first, so near the last page (other specs keep adding theirs)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const { RowCount } = (await (
      await page.request.get(`/api/admin/reports/payments?startDate=${today}&endDate=${today}&limit=1`)
    ).json()) as { RowCount: number };
    const rowOf = async (kind: 'payment' | 'refund') => {
      for (let n = Math.max(1, Math.ceil(RowCount / 100)); n >= 1; n--) {
        await page.goto(`/${lang}/admin/payments-report?from=${today}&to=${today}${n > 1 ? `&page=${n}` : ''}`);
        await expect(page.getByTestId('report-summary')).toBeVisible();
        const row = page.locator(`tr[data-kind="${kind}"][data-invoice="${id}"]`);
        if ((await row.count()) > 0) return row;
      }
      throw new Error(`no ${kind} row of invoice ${id} in the report`);
    };
    const refund = await rowOf('refund');
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(s.refund);
    await expect(refund).toContainText(`−${money(total, lang)}`);
    await expect(refund).toContainText(reason);
    await expect(refund).toContainText(s.deletedMark);
    const payment = await rowOf('payment');
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(money(total, lang));
    await expectCleanPage(page, `${lang} payments report`);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a $10 line on a paid invoice leaves a balance due of $11.50, never "Paid"; collecting it settles the invoice`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const { email, id } = await paidOrder(baseURL!, lang, lang === 'en');
    await signInAsAdmin(page);
    const panel = await openInvoice(page, T[lang], lang, email, id);
    await expect(page.getByTestId('invoice-status')).toHaveText(s.paid);

    // (b) a $10 custom line: GST and QST on it make a balance due of $11.50
    await panel.getByLabel(s.customTitle).fill(s.extra);
    await panel.getByLabel(s.unitPrice).fill(lang === 'fr' ? '10,00' : '10.00');
    await panel.getByRole('button', { name: s.addItem }).click();
    await expect(page.getByRole('status').filter({ hasText: s.itemAdded })).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText(s.balanceDue);
    await expect(page.getByTestId('invoice-due')).toHaveText(s.due(money(1150, lang)));
    const after = (await (await page.request.get(`/api/admin/invoices/${id}`)).json()) as { Due: number; Label: string };
    expect(after).toMatchObject({ Due: 1150, Label: 'balance-due' });
    // the activity: who added what, and the money before → after
    const activity = page.getByTestId('invoice-activity');
    const added = activity.locator('.admin-history__entry').filter({ hasText: s.activityAdded }).first();
    await expect(added).toContainText(s.extra);
    await expect(added).toContainText('Amélie Bouchard');
    await expect(added).toContainText(s.due(money(1150, lang)));

    const why = `e2e balance ${randomUUID().slice(0, 6)}`;
    const form = panel.locator('.admin-money-form');
    if (lang === 'en') {
      // charged to the card the customer saved
      await panel.getByRole('button', { name: T.en.collectCard }).click();
      await form.getByLabel(s.reason, { exact: true }).fill(why);
      await form.getByRole('button', { name: s.continue }).click();
      const exp = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
      await expect(form.getByRole('group')).toContainText(T.en.confirmCharge(id, money(1150, lang), exp));
      await form.getByRole('button', { name: T.en.yesCharge }).click();
    } else {
      // recorded as paid another way: by cheque
      await panel.getByRole('button', { name: T.fr.recordBalance }).click();
      await form.getByLabel(T.fr.howPaid).selectOption('cheque');
      await form.getByLabel(s.reason, { exact: true }).fill(why);
      await form.getByRole('button', { name: s.continue }).click();
      await expect(form.getByRole('group')).toContainText(T.fr.confirmBalance(id, money(1150, lang)));
      await form.getByRole('button', { name: T.fr.yesBalance }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: s.collectedAlert })).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText(s.paid);
    await expect(page.getByTestId('invoice-due')).toHaveText(s.settled);
    const settled = (await (await page.request.get(`/api/admin/invoices/${id}`)).json()) as { Due: number; Label: string; Balance: string };
    expect(settled).toMatchObject({ Due: 0, Label: 'paid', Balance: 'settled' });
    const collected = activity.locator('.admin-history__entry').filter({ hasText: why }).first();
    await expect(collected).toContainText(s.activityCollected);
    await expect(collected).toContainText(money(1150, lang));
    await expect(activity).not.toContainText('{');
    await expectCleanPage(page, `${lang} balance collected`);
    expect(problems).toEqual([]);
  });
}
