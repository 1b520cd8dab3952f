// Helpers of the store specs: fresh customers (signed up through the API, so parallel tests never
// share a cart), Century Dollars credited by the super user, the outbox, the page width.
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { demoAdminApi } from './support.js';

/** The password of the customers `signUp` makes. */
export const CUSTOMER_PASSWORD = 'Carrot-Soup-Tuesday-42';

export interface Customer {
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs up a new customer with `api` (a page's request context shares its cookies with the page:
 * the page is then signed in). Billing and delivery address in Pointe-Claire (served, $5.95/day),
 * unless `billingAddress: false` (an account the checkout asks to complete first).
 */
export async function signUp(
  api: APIRequestContext,
  lang: 'en' | 'fr',
  { billingAddress = true, firstName, lastName }: { billingAddress?: boolean; firstName?: string; lastName?: string } = {},
): Promise<Customer> {
  const email = `store-${randomUUID().slice(0, 12)}@mijote.test`;
  const body = {
    FirstName: firstName ?? (lang === 'fr' ? 'Josée' : 'Megan'),
    LastName: lastName ?? (lang === 'fr' ? 'Tremblay' : 'Walsh'),
    Email: email,
    Password: CUSTOMER_PASSWORD,
    ConfirmPassword: CUSTOMER_PASSWORD,
    PreferredLanguage: lang,
    ...(billingAddress
      ? {
          BillingAddress: {
            line1: '88 Chemin du Bord-du-Lac',
            city: 'Pointe-Claire',
            province: 'QC',
            postalCode: 'H9R 2W3',
            country: 'CA',
          },
          UseBillingAddress: true,
        }
      : {}),
  };
  const res = await api.post('/api/accounts', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const reply = (await res.json()) as { uuid: string; first_name: string; last_name: string };
  return { uuid: reply.uuid, email, firstName: reply.first_name, lastName: reply.last_name };
}

/** An API context signed in as the demo super user (admin@mijote.test), with its CSRF token. */
export function adminApi(baseURL: string): Promise<{ api: APIRequestContext; csrf: string }> {
  // the worker's one demo super user session, second factor passed (ADR 378)
  return demoAdminApi(baseURL);
}

/** A manual Century Dollar credit (super user). */
export async function creditCenturyDollars(baseURL: string, uuid: string, cents: number): Promise<void> {
  const { api, csrf } = await adminApi(baseURL);
  const res = await api.post(`/api/accounts/${uuid}/century-dollars`, {
    data: { type: 'C', amount: cents, note: 'e2e: store test' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
}

/** The outbox as the super user sees it (newest first). */
export async function outboxTo(baseURL: string, email: string): Promise<{ subject: string; to: string; language: string }[]> {
  const { api } = await adminApi(baseURL);
  const res = await api.get('/api/admin/outbox?pageSize=200');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { subject: string; to: string; language: string }[] };
  await api.dispose();
  return items.filter((i) => i.to === email);
}

/** The page fits the viewport's width (no horizontal scrolling at 320 px). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * How many of a product make an order whose QST grows by exactly $1.00 with a $10 taxable line.
 * The QST is 9.975 % of the invoice's whole taxable base, rounded half-up once (ADR 020): $10 more
 * adds 99.75 ¢, which rounds to 99 ¢ when the base's QST has a fraction from .50 to .75 (then the
 * balance due is $11.49); any other base gives $1.00 and the issue's $11.50.
 */
function quantityForWholeQst(p: { PriceCents: number; Taxable: string }): number {
  if (p.Taxable !== 'y') return 2;
  return [2, 1, 3, 4, 5].find((q) => {
    const fraction = (q * p.PriceCents * 9975) % 100_000;
    return fraction < 50_000 || fraction >= 75_000;
  })!;
}

/**
 * A new customer (a context of their own) with one meal-delivery order paid by the sandbox card;
 * `saveCard`: a card kept on file too; `how: interac`: an Interac order left unpaid.
 */
export async function paidOrder(
  baseURL: string,
  lang: 'en' | 'fr',
  saveCard = false,
  how: 'card' | 'interac' = 'card',
): Promise<{ email: string; id: number }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const customer = await signUp(api, lang);
  const { csrfToken } = (await (await api.post('/api/accounts/me/status')).json()) as { csrfToken: string };
  const tokenize = async () => {
    const tok = await api.post('/api/payments/sandbox/tokenize', {
      data: { number: '4242424242424242', name: customer.firstName, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvv: '123' },
    });
    expect(tok.status()).toBe(200);
    return ((await tok.json()) as { token: string }).token;
  };
  if (saveCard) {
    const saved = await api.post(`/api/accounts/${customer.uuid}/creditcard/0`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { token: await tokenize() },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const menu = (await (await api.get('/api/meal-delivery/menus/products/current')).json()) as {
    days: {
      orderable: boolean;
      weekday: string;
      date: string;
      products: {
        Id: number;
        Available: boolean;
        RequiresSecondaryProducts: string;
        Inventory: number | null;
        PriceCents: number;
        Taxable: string;
      }[];
    }[];
  };
  const usable = (p: { Available: boolean; RequiresSecondaryProducts: string; Inventory: number | null }) =>
    p.Available && p.RequiresSecondaryProducts !== 'y' && p.Inventory === null;
  const day = menu.days.find((d) => d.orderable && d.products.some(usable));
  const product = day?.products.find(usable);
  expect(product, 'an orderable product on the current menu').toBeTruthy();
  const order = await api.post('/api/orders/0', {
    headers: { 'x-csrf-token': csrfToken, 'idempotency-key': randomUUID() },
    data: {
      paymentMethod: how,
      language: lang,
      // Interac: the order waits, unpaid, for the customer's bank (the back-office's Today counts it)
      ...(how === 'card' ? { card: { token: await tokenize() } } : {}),
      checkoutProcedure: 'pickup',
      store: 'mealDelivery',
      cart: {
        items: {
          [day!.weekday]: [
            {
              productId: product!.Id,
              type: 'meal',
              quantity: quantityForWholeQst(product!),
              addedAt: new Date().toISOString(),
              date: day!.date,
            },
          ],
        },
      },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const id = ((await order.json()) as { Id: number }).Id;
  await api.dispose();
  return { email: customer.email, id };
}

/** The back-office's texts that open one invoice's panel, per language. */
export interface InvoicePanelTexts {
  invoices: string;
  search: string;
  details: (id: number) => string;
  invoice: (id: number) => string;
}

/** The meal-delivery invoices of one customer, with the invoice's panel open. */
export async function openInvoice(page: Page, s: InvoicePanelTexts, lang: 'en' | 'fr', email: string, id: number) {
  await page.goto(`/${lang}/admin/invoices/mealDelivery`);
  await expect(page.getByRole('heading', { level: 1, name: s.invoices })).toBeVisible();
  await page.getByRole('searchbox', { name: s.search }).fill(email);
  await page.getByRole('button', { name: s.search, exact: true }).click();
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: s.details(id) }).click();
  await expect(page.getByRole('heading', { level: 2, name: s.invoice(id) })).toBeFocused();
  return page.locator('.admin-collection__panel');
}
