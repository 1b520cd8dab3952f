// "My orders" a page at a time (ADR 391): the first page, then "Show older orders" loads the page
// the `Link` header names and appends it, busy while it loads, the focus moving to the first order
// it added; the button goes with the last page. The API is answered by a fetch stand-in (the real
// paging is tested in the API suite, account-orders-pages).
import type { AccountOrdersReply } from '@mijote/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as OrdersPage } from '../src/features/account/routes/orders';
import { nextPageOf } from '../src/lib/account/api';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { SESSION_KEY, SessionProvider } from '../src/lib/session/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UUID = '0b7f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const order = (id: number): AccountOrdersReply[number] => ({
  Id: id,
  createdAt: `2026-03-0${1 + (id % 9)}T15:00:00Z`,
  store: 'mealDelivery',
  status: 'paid',
  deliveryDate: '2026-03-10',
  deliveryTime: null,
  checkoutProcedure: 'delivery',
  numberOfPeople: null,
  subTotal: 1000,
  tax1: 50,
  tax2: 100,
  centuryDollarsApplied: 0,
  total: 1150,
  paymentType: 'VISA',
});
const SECOND = `/api/accounts/${UUID}/orders?limit=50&before=2026-03-01T15%3A00%3A00.000000Z_11`;

function answer(pages: Record<string, { orders: number[]; next?: string }>, gate?: Promise<void>) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    calls.push(url);
    const page = pages[url];
    if (!page) return new Response(JSON.stringify({ code: 'not-found', message: 'nope', params: {} }), { status: 404 });
    if (calls.length > 1 && gate) await gate;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (page.next) headers.link = `<${page.next}>; rel="next"`;
    return new Response(JSON.stringify(page.orders.map(order)), { status: 200, headers });
  });
  return calls;
}

async function renderPage(lang: 'en' | 'fr') {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_KEY, { id: 7, uuid: UUID, email: 'luc@example.com', csrfToken: 'csrf-1', type: 'CU' } as never);
  const router = createMemoryRouter([{ path: '/:lang/account/orders', element: <OrdersPage /> }], {
    initialEntries: [`/${lang}/account/orders`],
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider lang={lang}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  ).container;
}

const titles = (page: Element) => [...page.querySelectorAll('.order-card__title')].map((h) => h.textContent);
const button = (page: Element) => page.querySelector<HTMLButtonElement>('.order-list__more button');

describe('My orders, a page at a time', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    ['en', 'Show older orders', 'Order'],
    ['fr', 'Afficher les commandes plus anciennes', 'Commande'],
  ] as const)('%s: "Show older orders" appends the next page, then goes', async (lang, label, word) => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const calls = answer(
      {
        [`/api/accounts/${UUID}/orders`]: { orders: [20, 19, 18, 17, 16, 15, 14, 13, 12, 11], next: SECOND },
        [SECOND]: { orders: [10, 9, 8] },
      },
      gate,
    );
    const page = await renderPage(lang);
    await waitFor(() => expect(titles(page)).toHaveLength(10));
    expect(titles(page)[0]).toBe(`${word} 20`);
    const more = button(page)!;
    expect(more.textContent).toBe(label);
    expect(more.getAttribute('type')).toBe('button');
    expect(more.getAttribute('aria-busy')).toBe('false');

    more.focus();
    await act(async () => fireEvent.click(more));
    // busy while it loads, still focusable (aria-disabled, not disabled); a second click asks nothing more
    await waitFor(() => expect(button(page)!.getAttribute('aria-busy')).toBe('true'));
    expect(button(page)!.disabled).toBe(false);
    expect(document.activeElement).toBe(button(page));
    expect(page.querySelector('[role="status"]')!.textContent).not.toBe('');
    await act(async () => fireEvent.click(button(page)!));
    await act(async () => open());

    await waitFor(() => expect(titles(page)).toHaveLength(13));
    expect(titles(page).slice(9)).toEqual([`${word} 11`, `${word} 10`, `${word} 9`, `${word} 8`]);
    expect(calls).toEqual([`/api/accounts/${UUID}/orders`, SECOND]);
    // the last page: no button; the focus is on the first order added
    expect(button(page)).toBeNull();
    const cards = page.querySelectorAll('.order-card');
    expect(document.activeElement).toBe(cards[10]!.querySelector('a'));
    expect(page.textContent).not.toMatch(/~/);
  });

  it('no button when the first page is the only one', async () => {
    answer({ [`/api/accounts/${UUID}/orders`]: { orders: [3, 2, 1] } });
    const page = await renderPage('en');
    await waitFor(() => expect(titles(page)).toHaveLength(3));
    expect(button(page)).toBeNull();
  });

  it('a failed page says so and keeps what is shown and the button to try again', async () => {
    answer({ [`/api/accounts/${UUID}/orders`]: { orders: [3, 2], next: '/api/accounts/x/orders?before=gone' } });
    const page = await renderPage('en');
    await waitFor(() => expect(titles(page)).toHaveLength(2));
    await act(async () => fireEvent.click(button(page)!));
    await waitFor(() => expect(page.querySelector('[role="alert"]')).not.toBeNull());
    expect(titles(page)).toHaveLength(2);
    expect(button(page)).not.toBeNull();
  });

  it('reads only our own API paths from the Link header', () => {
    expect(nextPageOf(`<${SECOND}>; rel="next"`)).toBe(SECOND.slice(4));
    expect(nextPageOf(null)).toBeNull();
    expect(nextPageOf('<https://evil.example/api/x>; rel="next"')).toBeNull();
    expect(nextPageOf('<//evil.example/x>; rel="next"')).toBeNull();
    expect(nextPageOf(`<${SECOND}>; rel="prev"`)).toBeNull();
  });
});
