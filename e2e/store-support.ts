// Helpers of the store specs: fresh customers (signed up through the API, so parallel tests never
// share a cart), Century Dollars credited by the super user, the outbox, and the console watch.
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Mijote-demo-2026';

export interface Customer {
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs up a new customer with `api` (a page's request context shares its cookies with the page:
 * the page is then signed in). Billing and delivery address in Pointe-Claire (served, $5.95/day).
 */
export async function signUp(api: APIRequestContext, lang: 'en' | 'fr'): Promise<Customer> {
  const email = `store-${randomUUID().slice(0, 12)}@mijote.test`;
  const body = {
    FirstName: lang === 'fr' ? 'Josée' : 'Megan',
    LastName: lang === 'fr' ? 'Tremblay' : 'Walsh',
    Email: email,
    Password: 'Carrot-Soup-Tuesday-42',
    ConfirmPassword: 'Carrot-Soup-Tuesday-42',
    PreferredLanguage: lang,
    BillingAddress: { line1: '88 Chemin du Bord-du-Lac', city: 'Pointe-Claire', province: 'QC', postalCode: 'H9R 2W3', country: 'CA' },
    UseBillingAddress: true,
  };
  const res = await api.post('/api/accounts', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const reply = (await res.json()) as { uuid: string; first_name: string; last_name: string };
  return { uuid: reply.uuid, email, firstName: reply.first_name, lastName: reply.last_name };
}

/** An API context signed in as the demo super user (admin@mijote.test), with its CSRF token. */
export async function adminApi(baseURL: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/accounts/me/login', { data: { email: 'admin@mijote.test', password: DEMO_PASSWORD, site: '21' } });
  expect(res.status(), await res.text()).toBe(200);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { api, csrf: csrfToken };
}

/** A manual Century Dollar credit (super user). */
export async function creditCenturyDollars(baseURL: string, uuid: string, cents: number): Promise<void> {
  const { api, csrf } = await adminApi(baseURL);
  const res = await api.post(`/api/accounts/${uuid}/century-dollars`, { data: { type: 'C', amount: cents, note: 'e2e: store test' }, headers: { 'x-csrf-token': csrf } });
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

/**
 * Collects console errors and warnings and page errors. `allowedStatuses`: API answers the flow
 * expects (Chromium logs every 4xx as "Failed to load resource"): the session check of a visitor
 * answers 401 by design (ADR 170), a declined card 402.
 */
export function watchConsole(page: Page, allowedStatuses: number[] = []): string[] {
  const problems: string[] = [];
  const allowed = new RegExp(`^Failed to load resource: the server responded with a status of (${allowedStatuses.join('|') || 'none'}) `);
  page.on('console', (msg) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && !allowed.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** The page fits the viewport's width (no horizontal scrolling at 320 px). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
