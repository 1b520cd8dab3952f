// Helpers of the store specs: fresh customers (signed up through the API, so parallel tests never
// share a cart), Century Dollars credited by the super user, the outbox, the page width.
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support.js';

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
