// Issue 28, "other seams", on the components: the gift cards of an order are named and nothing is
// delivered; an eat-in order is not a "pickup"; the kitchen time reads as the reader's time; a box
// asks its choices in real plural forms; catering shows its holiday notice; a button names a day
// with its weekday written out; the bistro's hours end with one period; the division modal waits
// for the forced password reset. Each test fails without its fix.
import type { AccountOrdersReply, OrderReply, PricedCartLine } from '@mijote/contracts';
import { CartDocument } from '@mijote/contracts';
import { formatWallTime } from '@mijote/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderView } from '../src/components/order/order-view';
import { OrderList } from '../src/features/account/components/order-list';
import { BoxChoices } from '../src/features/store/components/box-choices';
import { HolidayNoticeModal } from '../src/features/store/components/store-modals';
import { formatButtonDay } from '../src/features/store/format';
import { startIslands } from '../src/islands/start';
import { SESSION_EVENT } from '../src/lib/session/hint';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { ssr } from './render-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18nOf = async (lang: 'en' | 'fr') => createI18n(lang, { [lang]: await loadLanguage(lang) });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

const baseOrder: OrderReply = {
  Id: 2001,
  status: 'paid',
  statusCd: 'P',
  store: 'generic',
  createdAt: '2026-12-01T15:00:00Z',
  paidAt: '2026-12-01T15:00:05Z',
  language: 'en',
  checkoutProcedure: 'delivery',
  deliveryDate: null,
  deliveryTime: null,
  deliveryAddress: null,
  comment: null,
  franchiseId: null,
  subsidyId: null,
  paymentType: 'VISA',
  isRush: false,
  numberOfPeople: null,
  cateringOptions: null,
  giftCards: { recipientName: 'Léa Gagnon', recipientEmail: 'lea.gagnon@example.com', only: true },
  details: [
    {
      Id: 1,
      productId: 90,
      title: 'Gift card $25',
      quantity: 2,
      price: 2500,
      amount: 5000,
      isFamilyPack: false,
      isKidsMeal: false,
      isHalfPortion: false,
      requiredBy: '2026-12-01',
      cartGroup: 'generic',
      choices: [],
      sides: [],
      choiceLines: [],
      addons: [],
    },
  ],
  subTotal: 5000,
  discount: 0,
  promotion: { discount: 0, applied: [] },
  promoCode: null,
  extraCharge: 0,
  deliveryCharge: 0,
  tip: 0,
  subsidized: 0,
  tax1: 0,
  tax2: 0,
  centuryDollarsApplied: 0,
  total: 5000,
  payments: [{ PaymentMethodId: 1, Amount: 5000, status: 'approved', cardBrand: 'VISA', cardLast4: '4242' }],
};

async function showOrder(lang: 'en' | 'fr', order: OrderReply, detailed = true) {
  const i18n = await i18nOf(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <OrderView order={order} lang={lang} detailed={detailed} />
    </I18nextProvider>,
  ).container;
}

const facts = (el: Element) =>
  Object.fromEntries(
    [...el.querySelectorAll('.order__facts > div')].map((d) => [text(d.querySelector('dt')!), text(d.querySelector('dd')!)]),
  );

describe('a gift card order (issue 28)', () => {
  afterEach(cleanup);

  it.each([
    ['en', 'Sent by e-mail', 'Gift cards sent by e-mail to', 'Delivery'],
    ['fr', 'Envoyée par courriel', 'Cartes-cadeaux envoyées par courriel à', 'Livraison'],
  ] as const)('%s: says how it went and to whom, with no delivery line', async (lang, how, to, delivery) => {
    const el = await showOrder(lang, baseOrder);
    const f = facts(el);
    expect(f[lang === 'en' ? 'How' : 'Mode']).toBe(how);
    expect(f[to]).toBe('Léa Gagnon (lea.gagnon@example.com)');
    expect(text(el.querySelector('.order__totals')!)).not.toContain(delivery);
  });

  it('the success page (not detailed) names the recipient too; a card beside a special is still delivered', async () => {
    const el = await showOrder('en', { ...baseOrder, giftCards: { ...baseOrder.giftCards!, only: false }, deliveryCharge: 595 }, false);
    expect(screen.getByTestId('gift-card-recipient').textContent).toBe('Léa Gagnon (lea.gagnon@example.com)');
    expect(text(el.querySelector('.order__totals')!)).toContain('Delivery');
  });

  it.each([
    ['en', 'Sent by e-mail to Léa Gagnon (lea.gagnon@example.com)', 'Not set'],
    ['fr', 'Envoyée par courriel à Léa Gagnon (lea.gagnon@example.com)', 'Non précisée'],
  ] as const)('%s: the history says where the cards went, not "Delivery / Not set"', async (lang, how, notSet) => {
    const i18n = await i18nOf(lang);
    const row: AccountOrdersReply[number] = {
      Id: 2001,
      createdAt: '2026-12-01T15:00:00Z',
      store: 'generic',
      status: 'paid',
      deliveryDate: null,
      deliveryTime: null,
      checkoutProcedure: 'delivery',
      numberOfPeople: null,
      subTotal: 5000,
      tax1: 0,
      tax2: 0,
      centuryDollarsApplied: 0,
      total: 5000,
      paymentType: 'VISA',
      giftCards: baseOrder.giftCards!,
    };
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <OrderList orders={[row]} lang={lang} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(text(container)).toContain(how);
    expect(text(container)).not.toContain(notSet);
  });
});

describe('wording (issue 28)', () => {
  afterEach(cleanup);

  it.each([
    ['en', 'At the bistro', 'First pickup', 'Kitchen time 4 p.m.'],
    ['fr', 'Sur place au bistro', 'Première cueillette', 'Heure en cuisine 16 h'],
  ] as const)('%s: an eat-in order is not a pickup; the kitchen time is in the reader’s format', async (lang, eatIn, pickup, kitchen) => {
    const order: OrderReply = {
      ...baseOrder,
      giftCards: null,
      store: 'catering',
      checkoutProcedure: 'eat-in',
      deliveryDate: '2026-12-03',
      deliveryTime: '16:30',
      cateringOptions: { kitchenTime: '16:00' },
    };
    const el = await showOrder(lang, order);
    const f = facts(el);
    expect(Object.keys(f)).toContain(eatIn);
    expect(Object.keys(f)).not.toContain(pickup);
    expect(Object.values(f).join(' | ')).toContain(kitchen);
    expect(Object.values(f).join(' | ')).not.toContain('16:00');
  });

  it.each([
    ['en', 1, 'Choose 1 item for each box.'],
    ['en', 2, 'Choose 2 items for each box.'],
    ['fr', 1, 'Choisissez 1 élément pour chaque boîte.'],
    ['fr', 4, 'Choisissez 4 éléments pour chaque boîte.'],
  ] as const)('%s: a box of %i choices asks in its plural form', async (lang, count, message) => {
    const i18n = await i18nOf(lang);
    const doc = CartDocument.parse({
      items: {
        catering: [
          {
            productId: 501,
            type: 'meal',
            quantity: 1,
            addedAt: '2026-12-01T12:00:00.000Z',
            customizations: { fullPortion: true, sides: [] },
          },
        ],
      },
    });
    const line = {
      group: 'catering',
      index: 0,
      productId: 501,
      type: 'meal',
      fullPortion: true,
      title: 'Box',
      quantity: 1,
      choicesMissing: true,
    } as PricedCartLine;
    render(
      <I18nextProvider i18n={i18n}>
        <BoxChoices line={line} doc={doc} box={{ count, options: [{ Id: 1, Title: 'A' }] }} onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('a button names its day with the weekday written out, in French too', async () => {
    const fr = await i18nOf('fr');
    const en = await i18nOf('en');
    expect(fr.t('store:upsell.addTo', { day: formatButtonDay('2026-12-03', 'fr') })).toBe('Ajouter pour jeudi 3 déc.');
    expect(fr.t('store:card.addToDay', { day: 'jeudi 3 décembre' })).toBe('Ajouter pour jeudi 3 décembre');
    expect(en.t('store:upsell.addTo', { day: formatButtonDay('2026-12-03', 'en') })).toBe('Add to Thursday, Dec 3');
  });

  it('the bistro’s hours end with one period, and the tip names who receives it', async () => {
    const en = await i18nOf('en');
    const line = en.t('store:bistro.current', {
      name: 'Mijote Bistro',
      from: formatWallTime('07:00', 'en'),
      to: formatWallTime('19:00', 'en'),
    });
    expect(line).toBe('Mijote Bistro · open 7 a.m. to 7 p.m.');
    expect(en.t('store:tip.labelTeam')).toBe('Tip for our team');
    expect((await i18nOf('fr')).t('store:tip.labelTeam')).toBe('Pourboire pour notre équipe');
  });
});

describe('the catering holiday notice (issue 28)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    ['en', 'Our kitchen is closed today', 'We are closed today for Christmas. You can still order catering'],
    [
      'fr',
      'Notre cuisine est fermée aujourd’hui',
      'Nous sommes fermés aujourd’hui pour le congé suivant : Noël. Vous pouvez quand même commander un traiteur',
    ],
  ] as const)('%s: GET /catering/holidays/today says so, the modal opens', async (lang, title, body) => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push(String(input));
      return json({ isHoliday: true, holiday: { Id: 1, Day: 25, Month: 12, Name: lang === 'en' ? 'Christmas' : 'Noël' } });
    });
    const i18n = await i18nOf(lang);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <HolidayNoticeModal store="catering" lang={lang} active />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect((document.getElementById('holiday-notice') as HTMLDialogElement | null)?.open).toBe(true));
    expect(urls).toEqual([`/api/catering/holidays/today?language=${lang}`]);
    const dialog = document.getElementById('holiday-notice')!;
    expect(text(dialog)).toContain(title);
    expect(text(dialog)).toContain(body);
  });
});

describe('the division modal waits for the forced password reset (issue 28)', () => {
  let roots: Root[] = [];
  afterEach(() => {
    act(() => roots.forEach((r) => r.unmount()));
    roots = [];
    vi.restoreAllMocks();
    localStorage.clear();
    document.cookie = 'mijote_in=; path=/; max-age=0';
  });

  it('the forced reset opens alone; the division modal opens once the new password is saved', async () => {
    document.cookie = 'mijote_in=1; path=/';
    vi.resetModules();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input).endsWith('/accounts/me/status'))
        return json({ id: 7, uuid: 'u-7', email: 'reset@mijote.test', csrfToken: 'c', force_password_reset: true });
      return json({ signedIn: true, cart: { store: 'mealDelivery', lines: [], totals: { subTotal: 0, extraCharges: 0 } } });
    });
    const r = await ssr('/en/');
    const doc = new DOMParser().parseFromString(r.html ?? '', 'text/html');
    document.head.innerHTML = doc.head.innerHTML;
    document.body.innerHTML = doc.body.innerHTML;
    window.history.replaceState(null, '', '/en/');
    await act(async () => {
      roots = await startIslands(document);
    });
    const division = () => document.getElementById('division-modal') as HTMLDialogElement;
    await waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull());
    expect(division().open).toBe(false);
    expect(document.querySelector('dialog[open]')?.id).not.toBe('division-modal');
    // the new password is saved: the dialog announces the session, the notice may open
    await act(async () => {
      window.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail: { signedIn: true } }));
    });
    await waitFor(() => expect(division().open).toBe(true));
  });
});
