// Issue 16, the kitchen's day (back-office §2, §4, §5, §7): three customers pay meal-delivery orders
// for the same day at three postal codes of one area (the first a family pack and a regular portion
// of one dish, the others a regular portion each); the demo super user sees the portions in the
// kitchen numbers (the family pack counts 4), prints the labels of that day (a PDF arrives, its
// progress shown; read back, one label per portion in both languages, the best-before date of the
// domain's expiry rule in the label's format, the labels by postal code while no route is
// imported), a second differential print has nothing new ("There are no results"), the MD route
// report lists the deliveries, its CSV downloads, the sandbox route planner's route is imported
// ("Routes Imported"): the stops get their driver, and a fresh print of the day's labels follows
// the route's stop order; a mobile bistro's tags download as .docx.
// In English and in French, no missing key, no axe violation.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatDate, labelExpiryDate, type IsoDate, type ProductTypeCd } from '@mijote/domain';
import { signUp } from '../store-support.js';
import { expectCleanPage, watchConsole, signInDemoAdmin } from '../support.js';

test.describe.configure({ mode: 'serial' });

const T = {
  en: {
    kitchen: 'Kitchen numbers',
    source: 'Kitchen',
    start: 'Start date',
    end: 'End date',
    show: 'Show',
    enterDates: 'Please enter dates',
    printType: 'Print these labels',
    print: 'Print the labels (PDF)',
    loaded: 'Data loaded successfully',
    differential: 'Differential (only what was not printed yet)',
    noResults: 'There are no results',
    history: 'Print history',
    routeSource: 'Source',
    csv: 'Download the CSV file',
    send: /^Send the stops/,
    sent: 'Stops imported to Routific',
    importPlanned: 'Import this route',
    imported: 'Routes imported',
    kb: /KB received/,
    docx: 'Download the tags (.docx)',
  },
  fr: {
    kitchen: 'Chiffres de cuisine',
    source: 'Cuisine',
    start: 'Date de début',
    end: 'Date de fin',
    show: 'Afficher',
    enterDates: 'Veuillez entrer les dates',
    printType: 'Imprimer ces étiquettes',
    print: 'Imprimer les étiquettes (PDF)',
    loaded: 'Données chargées',
    differential: 'Différentielle (seulement ce qui n’a pas encore été imprimé)',
    noResults: 'Il n’y a aucun résultat',
    history: 'Historique des impressions',
    routeSource: 'Source',
    csv: 'Télécharger le fichier CSV',
    send: /^Envoyer les arrêts/,
    sent: 'Arrêts importés dans Routific',
    importPlanned: 'Importer cette route',
    imported: 'Routes importées',
    kb: /Ko reçus/,
    docx: 'Télécharger les étiquettes de sac (.docx)',
  },
} as const;

interface Placed {
  invoiceId: number;
  productId: number;
  title: string;
  date: string;
  weekday: string;
}

/**
 * Three postal codes of one area (H4B, served) chosen so that the sandbox planner's tour differs
 * from the labels' order without a route (by postal code): from the lowest code, H4B 1A1, the
 * nearest is H4B 3A1 (same area, 2 local units away), then H4B 2Z9 — while by code H4B 2Z9
 * comes before H4B 3A1 (route-planner.ts's postalDistance). No other order of the run is in H4B.
 */
const ROUTE_CODES = ['H4B 1A1', 'H4B 3A1', 'H4B 2Z9'] as const;

/**
 * A new customer pays a meal-delivery order delivered at `postalCode`: without `same`, 1 family
 * pack + 1 regular portion of a family-pack dish on the first open day; with `same`, 1 regular
 * portion of that order's dish on its day.
 */
async function placeOrder(baseURL: string, postalCode: string, same?: Placed): Promise<Placed> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await signUp(api, 'en');
  const { csrfToken } = (await (await api.post('/api/accounts/me/status')).json()) as { csrfToken: string };
  let pick: Omit<Placed, 'invoiceId'> | null = same ?? null;
  if (!pick) {
    const menu = (await (await api.get('/api/meal-delivery/menus/products/current?language=en')).json()) as {
      days: {
        date: string;
        weekday: string;
        orderable: boolean;
        products: { Id: number; Title: string; Available: boolean; FamilyPackPriceCents: number | null; Inventory: number | null }[];
      }[];
    };
    for (const day of menu.days.filter((d) => d.orderable)) {
      const product = day.products.find(
        (p) => p.Available && p.FamilyPackPriceCents !== null && (p.Inventory === null || p.Inventory >= 10),
      );
      if (product) {
        pick = { productId: product.Id, title: product.Title, date: day.date, weekday: day.weekday };
        break;
      }
    }
  }
  expect(pick, 'an open day with a family-pack dish').not.toBeNull();
  const { productId, weekday } = pick!;
  const tok = await api.post('/api/payments/sandbox/tokenize', {
    data: { number: '4242424242424242', name: 'Megan Walsh', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvv: '123' },
  });
  expect(tok.status(), await tok.text()).toBe(200);
  const { token } = (await tok.json()) as { token: string };
  const addedAt = new Date().toISOString();
  const res = await api.post('/api/orders/0', {
    headers: { 'x-csrf-token': csrfToken, 'idempotency-key': `e2e-kitchen-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      paymentMethod: 'card',
      language: 'en',
      card: { token },
      checkoutProcedure: 'delivery',
      deliveryAddress: {
        name: 'Megan Walsh',
        line1: '5600 Avenue de Monkland',
        city: 'Montréal',
        province: 'QC',
        postalCode,
        country: 'CA',
      },
      store: 'mealDelivery',
      cart: {
        items: {
          [weekday]: same
            ? [{ productId, type: 'meal', quantity: 1, addedAt }]
            : [
                { productId, type: 'familyPack', quantity: 1, addedAt },
                { productId, type: 'meal', quantity: 1, addedAt },
              ],
        },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { Id } = (await res.json()) as { Id: number };
  await api.dispose();
  return { ...pick!, invoiceId: Id };
}

/** The invoices of `ids` in the order their labels come in the PDF's text (each once). */
function labelOrder(text: string, ids: readonly number[]): number[] {
  const seen: number[] = [];
  for (const m of text.matchAll(/#(\d+)(?!\d)/g)) {
    const id = Number(m[1]);
    if (ids.includes(id) && !seen.includes(id)) seen.push(id);
  }
  return seen;
}

/** The labels PDF the labels screen downloads (its button clicked), as text. */
async function printLabels(page: Page, button: string): Promise<string> {
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^labels-meal-delivery-.*\.pdf$/);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text as string;
}

async function signInAdmin(page: Page, baseURL: string) {
  await signInDemoAdmin(page, baseURL);
}

/** The dish's line of the kitchen numbers (API): its portions and titles. */
async function kitchenRow(page: Page, placed: { productId: number; date: string }) {
  const res = await page.request.get(`/api/orders/kitchen-numbers/meal-delivery?startDate=${placed.date}&endDate=${placed.date}`);
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as {
    rows: { productId: number; date: string; portions: number; title: string; titleFr: string; productType: string }[];
  };
  const row = rows.find((r) => r.productId === placed.productId && r.date === placed.date);
  expect(row).toBeDefined();
  return row!;
}

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];
  test(`${lang}: kitchen numbers, labels (PDF, differential), the MD route report, its CSV and the sandbox route`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await signInAdmin(page, baseURL!);
    // three deliveries of the same day and dish: the first at the lowest of the route codes
    const placed = await placeOrder(baseURL!, ROUTE_CODES[0]);
    const others = [await placeOrder(baseURL!, ROUTE_CODES[1], placed), await placeOrder(baseURL!, ROUTE_CODES[2], placed)];
    const ids = [placed.invoiceId, ...others.map((o) => o.invoiceId)];
    // the other language's run may have paid orders for the same dish and day: the API's count,
    // at least these orders' 4 (family pack) + 1 + 1 + 1
    const line = await kitchenRow(page, placed);
    expect(line.portions).toBeGreaterThanOrEqual(7);

    // kitchen numbers: both dates needed, then the dish's portions (a family pack counts 4)
    await page.goto(`/${lang}/admin/kitchen-numbers`);
    await expect(page.getByRole('heading', { level: 1, name: s.kitchen })).toBeVisible();
    // the dates open on the next production day (issue 30); emptied, they are asked for
    await expect(page.getByLabel(s.start, { exact: true })).not.toHaveValue('');
    await page.getByLabel(s.start, { exact: true }).fill('');
    await page.getByRole('button', { name: s.show, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.enterDates })).toBeVisible();
    await page.getByLabel(s.start).fill(placed.date);
    await page.getByLabel(s.end).fill(placed.date);
    await page.getByRole('button', { name: s.show, exact: true }).click();
    const table = page.getByRole('region', { name: lang === 'en' ? 'Portions to cook' : 'Portions à cuisiner' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: lang === 'fr' ? line.titleFr : line.title, exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(line.portions));
    await expectCleanPage(page, `${lang} kitchen numbers`);

    // its labels: the link carries the days; the PDF arrives with its progress shown
    await table.getByRole('link', { name: s.printType }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/meal-delivery-labels\\?start=${placed.date}&end=${placed.date}`));
    await expect(page.getByLabel(s.start)).toHaveValue(placed.date);
    // a full print of all types (the kitchen's whole day)
    await page.getByLabel(lang === 'en' ? 'Product type' : 'Type de produit').selectOption('');
    const text = await printLabels(page, s.print);
    // read back: one label per portion of the first order (4 for the family pack + 1), of the
    // others 1 each; both languages
    const labelsOf = (needle: RegExp) => [...text.matchAll(needle)].length;
    expect(labelsOf(new RegExp(`#${placed.invoiceId}(?!\\d)`, 'g'))).toBe(5);
    for (const o of others) expect(labelsOf(new RegExp(`#${o.invoiceId}(?!\\d)`, 'g'))).toBe(1);
    expect(labelsOf(/FAMILY PACK · FORMAT FAMILIAL/g)).toBeGreaterThanOrEqual(4);
    expect(text).toContain(line.title);
    expect(text).toContain(line.titleFr);
    // the best-before date: the domain's expiry rule for meal delivery, the dish's type and the
    // print's end day (this day), in the label's format (both languages, medium dates)
    const bestBefore = labelExpiryDate('meal-delivery', line.productType as ProductTypeCd, placed.date as IsoDate);
    expect(bestBefore, `an expiry rule for type ${line.productType}`).not.toBeNull();
    const bestBeforeText = `Best before / Meilleur avant : ${formatDate(bestBefore!, 'en', 'medium')} · ${formatDate(bestBefore!, 'fr', 'medium')}`;
    expect(labelsOf(new RegExp(bestBeforeText.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g'))).toBeGreaterThanOrEqual(7);
    // no route imported for these orders yet: their labels come by postal code (H4B 1A1, 2Z9, 3A1)
    const before = labelOrder(text, ids);
    expect(before).toEqual([ids[0], ids[2], ids[1]]);
    await expect(page.getByText(s.kb)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: s.loaded })).toBeVisible();
    await expect(page.getByRole('region', { name: s.history }).getByRole('row')).not.toHaveCount(0);

    // a differential print right after: nothing new was paid. The range is this order's own invoice:
    // the other specs running beside this one pay orders for the same days meanwhile.
    await page.getByLabel(s.differential).check();
    await page.getByLabel(lang === 'en' ? 'First invoice' : 'Première facture', { exact: true }).fill(String(placed.invoiceId));
    await page.getByLabel(lang === 'en' ? 'Last invoice' : 'Dernière facture', { exact: true }).fill(String(placed.invoiceId));
    await page.getByRole('button', { name: s.print }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.noResults })).toBeVisible();
    await expectCleanPage(page, `${lang} labels`);

    // the MD route report: the deliveries are listed; the CSV downloads; the sandbox route is imported
    await page.goto(`/${lang}/admin/tag-routes?source=MD&date=${placed.date}&endDate=${placed.date}`);
    // the row whose invoice cell (third) is an order's
    const stopOf = (id: number) => page.locator('tr', { has: page.locator('td:nth-child(3)', { hasText: new RegExp(`^${id}$`) }) });
    for (const id of ids) await expect(stopOf(id)).toBeVisible();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: s.csv }).click()]);
    expect(csv.suggestedFilename()).toBe(`route-MD-${placed.date}.csv`);
    expect(readFileSync((await csv.path())!, 'utf8')).toContain(String(placed.invoiceId));
    await page.getByRole('button', { name: s.send }).click();
    await expect(page.getByRole('status').filter({ hasText: s.sent })).toBeVisible();
    await page.getByRole('button', { name: s.importPlanned }).click();
    await expect(page.getByRole('status').filter({ hasText: s.imported })).toBeVisible();
    for (const id of ids) await expect(stopOf(id).getByRole('cell').first()).toHaveText(/^Route \d+$/);
    await expectCleanPage(page, `${lang} tag routes`);
    // the route report's stop order (the rows in route order: driver, then stop), these orders' invoices
    const reportInvoices = (await page.locator('table tbody tr td:nth-child(3)').allTextContents()).map(Number);
    const routeOrder = reportInvoices.filter((id) => ids.includes(id));
    // the sandbox's nearest-neighbour tour from H4B 1A1: H4B 3A1, then H4B 2Z9 — not the postal-code order
    expect(routeOrder).toEqual([ids[0], ids[1], ids[2]]);
    expect(routeOrder).not.toEqual(before);

    // a fresh print of the day's labels (not differential) follows the imported route's stop order
    await page.goto(`/${lang}/admin/meal-delivery-labels?start=${placed.date}&end=${placed.date}`);
    await expect(page.getByLabel(s.start)).toHaveValue(placed.date);
    await expect(page.getByLabel(s.differential)).not.toBeChecked();
    const routed = await printLabels(page, s.print);
    expect(labelOrder(routed, ids)).toEqual(routeOrder);
    await expect(page.getByRole('status').filter({ hasText: s.loaded })).toBeVisible();

    // a mobile bistro's bag tags download as a Word document (a .docx is a zip: PK)
    await page.goto(`/${lang}/admin/bistro-mobile-tags`);
    await expect(page.getByLabel(lang === 'en' ? 'Mobile bistro' : 'Bistro mobile')).not.toHaveValue('');
    await page.getByLabel(s.start).fill(placed.date);
    const [docx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: s.docx }).click()]);
    expect(docx.suggestedFilename()).toMatch(new RegExp(`^mobile-tags-\\d+-${placed.date}\\.docx$`));
    expect(
      readFileSync((await docx.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    await expectCleanPage(page, `${lang} mobile tags`);
    expect(problems).toEqual([]);
  });
}
