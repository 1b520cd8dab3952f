// The order history list: statuses as translated labels, money and dates in the page language.
import type { AccountOrdersReply } from '@mijote/contracts';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderList } from '../src/features/account/components/order-list';
import { createI18n, loadLanguage } from '../src/lib/i18n';

const orders: AccountOrdersReply = [
  {
    Id: 1042,
    createdAt: '2026-03-03T02:30:00Z',
    store: 'mealDelivery',
    status: 'paid',
    deliveryDate: '2026-03-05',
    deliveryTime: null,
    checkoutProcedure: 'delivery',
    numberOfPeople: null,
    subTotal: 4990,
    tax1: 250,
    tax2: 498,
    centuryDollarsApplied: 0,
    total: 5738,
    paymentType: 'VISA',
  },
  {
    Id: 1043,
    createdAt: '2026-03-04T15:00:00Z',
    store: 'generic',
    status: 'declined',
    deliveryDate: null,
    deliveryTime: null,
    checkoutProcedure: 'pickup',
    numberOfPeople: null,
    subTotal: 2500,
    tax1: 0,
    tax2: 0,
    centuryDollarsApplied: 0,
    total: 2500,
    paymentType: 'MC',
  },
];

async function show(lang: 'en' | 'fr') {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <OrderList orders={orders} lang={lang} />
      </MemoryRouter>
    </I18nextProvider>,
  ).container;
}

describe('OrderList', () => {
  afterEach(cleanup);

  it('English: $ before the amount, the Toronto date of the order, the labels', async () => {
    const items = (await show('en')).querySelectorAll('li');
    expect(items).toHaveLength(2);
    const first = items[0]!.textContent!;
    expect(first).toContain('Order 1042');
    expect(first).toContain('Paid');
    expect(first).toContain('March 2, 2026'); // placed at 21:30 in Toronto
    expect(first).toContain('March 5, 2026');
    expect(first).toContain('Home meal delivery');
    expect(first).toContain('Delivery');
    expect(first).toContain('$57.38');
    const second = items[1]!.textContent!;
    expect(second).toContain('Declined');
    expect(second).toContain('Not set');
    expect(second).toContain('Pickup');
    expect(second).not.toMatch(/~/);
  });

  it('each order opens to its detail (issue 9)', async () => {
    const links = [...(await show('en')).querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/en/account/orders/1042', 'See the details (Order 1042)'],
      ['/en/account/orders/1043', 'See the details (Order 1043)'],
    ]);
    expect([...(await show('fr')).querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/fr/account/orders/1042',
      '/fr/account/orders/1043',
    ]);
  });

  it('French: $ after the amount, French dates and labels', async () => {
    const text = (await show('fr')).textContent!;
    expect(text).toContain('Commande 1042');
    expect(text).toContain('Payée');
    expect(text).toContain('2 mars 2026');
    expect(text).toMatch(/57,38\s\$/);
    expect(text).toContain('Refusée');
    expect(text).toContain('Cueillette');
    expect(text).not.toMatch(/~/);
  });
});
