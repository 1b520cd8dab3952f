// Issue 16, the kitchen's day (back-office §2, §4, §5, §7): a customer pays a meal-delivery order
// (a family pack and a regular portion of one dish); the demo super user sees the portions in the
// kitchen numbers (the family pack counts 4), prints the labels of that day (a PDF arrives, its
// progress shown; read back, one label per portion in both languages), a second differential
// print has nothing new ("There are no results"), the MD route report lists the delivery, its CSV
// downloads, the sandbox route planner's route is imported ("Routes Imported"): the stop gets its
// driver; a mobile bistro's tags download as .docx.
// In English and in French, no missing key, no axe violation.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signUp } from '../store-support.js';
import { DEMO_PASSWORD, expectCleanPage, watchConsole } from '../support.js';

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
}

/** A new customer pays a meal-delivery order: 1 family pack + 1 regular portion of one dish, on the first open day. */
async function placeOrder(baseURL: string): Promise<Placed> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await signUp(api, 'en');
  const { csrfToken } = (await (await api.post('/api/accounts/me/status')).json()) as { csrfToken: string };
  const menu = (await (await api.get('/api/meal-delivery/menus/products/current?language=en')).json()) as {
    days: {
      date: string;
      weekday: string;
      orderable: boolean;
      products: { Id: number; Title: string; Available: boolean; FamilyPackPriceCents: number | null; Inventory: number | null }[];
    }[];
  };
  let pick: { day: (typeof menu.days)[number]; product: (typeof menu.days)[number]['products'][number] } | null = null;
  for (const day of menu.days.filter((d) => d.orderable)) {
    const product = day.products.find((p) => p.Available && p.FamilyPackPriceCents !== null && (p.Inventory === null || p.Inventory >= 10));
    if (product) {
      pick = { day, product };
      break;
    }
  }
  expect(pick, 'an open day with a family-pack dish').not.toBeNull();
  const { day, product } = pick!;
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
        line1: '88 Chemin du Bord-du-Lac',
        city: 'Pointe-Claire',
        province: 'QC',
        postalCode: 'H9R 2W3',
        country: 'CA',
      },
      store: 'mealDelivery',
      cart: {
        items: {
          [day.weekday]: [
            { productId: product.Id, type: 'familyPack', quantity: 1, addedAt },
            { productId: product.Id, type: 'meal', quantity: 1, addedAt },
          ],
        },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { Id } = (await res.json()) as { Id: number };
  await api.dispose();
  return { invoiceId: Id, productId: product.Id, title: product.Title, date: day.date };
}

async function signInAdmin(page: Page, baseURL: string) {
  const res = await page.request.post('/api/accounts/me/login', {
    data: { email: 'admin@mijote.test', password: DEMO_PASSWORD, site: '21' },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The dish's line of the kitchen numbers (API): its portions and titles. */
async function kitchenRow(page: Page, placed: { productId: number; date: string }) {
  const res = await page.request.get(`/api/orders/kitchen-numbers/meal-delivery?startDate=${placed.date}&endDate=${placed.date}`);
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as { rows: { productId: number; date: string; portions: number; title: string; titleFr: string }[] };
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
    const placed = await placeOrder(baseURL!);
    // the other language's run may have paid an order for the same dish and day: the API's count,
    // at least this order's 4 (family pack) + 1
    const line = await kitchenRow(page, placed);
    expect(line.portions).toBeGreaterThanOrEqual(5);

    // kitchen numbers: both dates needed, then the dish's portions (a family pack counts 4)
    await page.goto(`/${lang}/admin/kitchen-numbers`);
    await expect(page.getByRole('heading', { level: 1, name: s.kitchen })).toBeVisible();
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
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: s.print }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^labels-meal-delivery-.*\.pdf$/);
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    // read back: one label per portion of this order (4 for the family pack + 1), both languages
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const labelsOf = (needle: RegExp) => [...(text as string).matchAll(needle)].length;
    expect(labelsOf(new RegExp(`#${placed.invoiceId}(?!\\d)`, 'g'))).toBe(5);
    expect(labelsOf(/FAMILY PACK · FORMAT FAMILIAL/g)).toBeGreaterThanOrEqual(4);
    expect(text).toContain(line.title);
    expect(text).toContain(line.titleFr);
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

    // the MD route report: the delivery is listed; the CSV downloads; the sandbox route is imported
    await page.goto(`/${lang}/admin/tag-routes?source=MD&date=${placed.date}&endDate=${placed.date}`);
    // the row whose invoice cell (third) is this order's
    const stop = page.locator('tr', { has: page.locator('td:nth-child(3)', { hasText: new RegExp(`^${placed.invoiceId}$`) }) });
    await expect(stop).toBeVisible();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: s.csv }).click()]);
    expect(csv.suggestedFilename()).toBe(`route-MD-${placed.date}.csv`);
    expect(readFileSync((await csv.path())!, 'utf8')).toContain(String(placed.invoiceId));
    await page.getByRole('button', { name: s.send }).click();
    await expect(page.getByRole('status').filter({ hasText: s.sent })).toBeVisible();
    await page.getByRole('button', { name: s.importPlanned }).click();
    await expect(page.getByRole('status').filter({ hasText: s.imported })).toBeVisible();
    await expect(stop.getByRole('cell').first()).toHaveText(/^Route \d+$/);
    await expectCleanPage(page, `${lang} tag routes`);

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
