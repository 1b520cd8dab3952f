// The store's pure pieces: cart document edits (what the customer chose, never an amount) and the
// failure page's message decoding (customer-side §2, §8).
import { CartDocument, PRODUCT_TYPE_CODES, type Address, type PricedCartLine } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { SIDE_PLACEHOLDER } from '@mijote/domain';
import { defaultDeliveryAddress, deliveryChoices, isServedAddress, zoneAreaOf } from '../src/features/store/addresses';
import {
  addItem,
  itemCount,
  keptLines,
  parseSideChoice,
  removeLine,
  setQuantity,
  setSide,
  sideOf,
  withoutRemoved,
} from '../src/features/store/cart-edit';
import { decodeFailureMessage, failureKind, failurePathFor } from '../src/features/store/failure-message';
import { isOpenStoreKind, storeOfPath } from '../src/lib/stores';
import { taxLabels } from '../src/features/store/components/totals';
import { cardErrors } from '../src/features/store/components/confirm-parts';
import { checkCard } from '../src/lib/card-check';
import { createI18n, loadLanguage } from '../src/lib/i18n';

const now = new Date('2026-11-22T15:00:00Z');
const empty = CartDocument.parse({});

function line(over: Partial<PricedCartLine>): PricedCartLine {
  return {
    group: 'monday',
    index: 0,
    productId: 1,
    type: 'meal',
    fullPortion: true,
    title: 'Dish',
    date: '2026-11-23',
    requestedQuantity: 1,
    quantity: 1,
    unitPrice: 1000,
    extraCharge: 0,
    amount: 1000,
    employerAmount: 0,
    employeeAmount: 1000,
    taxable: true,
    allowGstTaxRebate: false,
    maxInventory: false,
    outOfStock: false,
    sideMissing: false,
    choicesMissing: false,
    choiceLines: [],
    removalReason: null,
    productType: 'LU',
    ...over,
  };
}

describe('cart edits', () => {
  it('adds a dish to its day; the same dish, kind, sides and day adds up, another kind is its own line', () => {
    let doc = addItem(empty, 'monday', { productId: 8, type: 'meal', quantity: 2, sides: [], date: '2026-11-23' }, now);
    doc = addItem(doc, 'monday', { productId: 8, type: 'meal', quantity: 1, sides: [], date: '2026-11-23' }, now);
    doc = addItem(doc, 'monday', { productId: 8, type: 'familyPack', quantity: 1, sides: [], date: '2026-11-23' }, now);
    expect(doc.items.monday?.map((i) => [i.productId, i.type, i.quantity, i.date])).toEqual([
      [8, 'meal', 3, '2026-11-23'],
      [8, 'familyPack', 1, '2026-11-23'],
    ]);
    expect(doc.items.monday?.[0]?.addedAt).toBe(now.toISOString());
    expect(() => CartDocument.parse(doc)).not.toThrow();
  });

  it('a half portion is its own line beside the full portion of the same dish; edits reach the right one (ADR 191)', () => {
    let doc = addItem(empty, 'monday', { productId: 8, type: 'meal', quantity: 1, sides: [], date: '2026-11-23' }, now);
    doc = addItem(doc, 'monday', { productId: 8, type: 'meal', fullPortion: false, quantity: 2, sides: [], date: '2026-11-23' }, now);
    doc = addItem(doc, 'monday', { productId: 8, type: 'meal', fullPortion: false, quantity: 1, sides: [], date: '2026-11-23' }, now);
    doc = addItem(doc, 'monday', { productId: 8, type: 'meal', fullPortion: true, quantity: 1, sides: [], date: '2026-11-23' }, now);
    expect(doc.items.monday?.map((i) => [i.customizations.fullPortion, i.quantity])).toEqual([
      [true, 2],
      [false, 3],
    ]);
    expect(() => CartDocument.parse(doc)).not.toThrow();
    // the priced half-portion line, with a stale index, changes the half portions only
    const half = line({ productId: 8, index: 0, fullPortion: false });
    doc = setQuantity(doc, half, 5, now);
    expect(doc.items.monday?.map((i) => [i.customizations.fullPortion, i.quantity])).toEqual([
      [true, 2],
      [false, 5],
    ]);
    doc = removeLine(doc, line({ productId: 8, index: 1, fullPortion: true }));
    expect(doc.items.monday?.map((i) => [i.customizations.fullPortion, i.quantity])).toEqual([[false, 5]]);
  });

  it('keeps different sides apart and never goes over the contract’s 500', () => {
    let doc = addItem(empty, 'tuesday', { productId: 10, type: 'meal', quantity: 1, sides: ['choice'], date: '2026-11-24' }, now);
    doc = addItem(doc, 'tuesday', { productId: 10, type: 'meal', quantity: 1, sides: [74], date: '2026-11-24' }, now);
    doc = addItem(doc, 'tuesday', { productId: 10, type: 'meal', quantity: 999, sides: [74], date: '2026-11-24' }, now);
    expect(doc.items.tuesday?.map((i) => [i.customizations.sides, i.quantity])).toEqual([
      [['choice'], 1],
      [[74], 500],
    ]);
  });

  it('changes, removes and chooses the side of the line a priced line points to, even after a shift', () => {
    let doc = addItem(empty, 'monday', { productId: 1, type: 'meal', quantity: 1, sides: [] }, now);
    doc = addItem(doc, 'monday', { productId: 2, type: 'meal', quantity: 1, sides: ['choice'] }, now);
    // the priced copy said index 1 for product 2; the document has it at 1
    doc = setQuantity(doc, line({ productId: 2, index: 1, date: null }), 4, now);
    expect(doc.items.monday?.[1]?.quantity).toBe(4);
    doc = setSide(doc, line({ productId: 2, index: 1, date: null }), 72, now);
    expect(sideOf(doc, line({ productId: 2, index: 1, date: null }))).toBe(72);
    doc = removeLine(doc, line({ productId: 1, index: 0, date: null }));
    // product 2 moved to index 0: a stale index still finds it
    doc = setQuantity(doc, line({ productId: 2, index: 1, date: null }), 0, now);
    expect(doc.items.monday).toBeUndefined();
  });

  it('reads a side select: the placeholder stays the placeholder, anything else is a product id', () => {
    expect(parseSideChoice(SIDE_PLACEHOLDER)).toBe(SIDE_PLACEHOLDER);
    expect(parseSideChoice('74')).toBe(74);
    expect(sideOf(empty, line({}))).toBe(SIDE_PLACEHOLDER);
  });

  it('takes out the lines the server removed, and counts the kept units', () => {
    let doc = addItem(empty, 'monday', { productId: 1, type: 'meal', quantity: 1, sides: [] }, now);
    doc = addItem(doc, 'monday', { productId: 2, type: 'meal', quantity: 2, sides: [] }, now);
    doc = addItem(doc, 'monday', { productId: 3, type: 'meal', quantity: 1, sides: [] }, now);
    const lines = [
      line({ productId: 1, index: 0, date: null, removalReason: 'product-expired' }),
      line({ productId: 2, index: 1, date: null, quantity: 2 }),
      line({ productId: 3, index: 2, date: null, removalReason: 'offices-closed' }),
    ];
    expect(withoutRemoved(doc, lines).items.monday?.map((i) => i.productId)).toEqual([2]);
    expect(itemCount(keptLines(lines))).toBe(2);
  });
});

describe('failure page message', () => {
  it('reads the spec’s texts as written, URI-decoded by the router, or base64', () => {
    expect(decodeFailureMessage('Order declined')).toBe('Order declined');
    expect(decodeFailureMessage('Unauthorized')).toBe('Unauthorized');
    expect(decodeFailureMessage(btoa('Order declined'))).toBe('Order declined');
    expect(decodeFailureMessage(btoa('Unauthorized'))).toBe('Unauthorized');
    expect(decodeFailureMessage('~payment-processing-failed')).toBe('~payment-processing-failed');
    expect(decodeFailureMessage('abcd')).toBe('abcd'); // base64 of bytes that are not text: the text itself
  });

  it('picks the header: unauthorized, declined, else payment processing failed', () => {
    expect(failureKind('Unauthorized')).toBe('unauthorized');
    expect(failureKind('Order declined')).toBe('declined');
    expect(failureKind('Payment processing failed')).toBe('processing');
    expect(failureKind('~card-declined')).toBe('processing');
  });

  it.each([
    ['order-declined', 'mealDelivery', 'en', '/en/meal-delivery/confirmation/42/failure/Order%20declined'],
    ['payment-processing-failed', 'generic', 'fr', '/fr/store/confirmation/42/failure/Payment%20processing%20failed'],
    ['card-invalid', 'generic', 'en', null],
    ['cart-items-removed', 'mealDelivery', 'fr', null],
  ] as const)('an order refused with %s (%s, %s) goes to %s', (code, store, lang, path) => {
    const to = failurePathFor(code, store, lang, 42);
    expect(to).toBe(path);
    if (to)
      expect(failureKind(decodeFailureMessage(decodeURIComponent(to.split('/').pop() ?? '')))).toBe(
        code === 'order-declined' ? 'declined' : 'processing',
      );
  });
});

describe('the store of a page', () => {
  it.each([
    ['/en/meal-delivery', 'mealDelivery'],
    ['/fr/livraisons-a-domicile/review-order', 'mealDelivery'],
    ['/en/store/confirm-order', 'generic'],
    ['/fr/store/confirmation/12/success', 'generic'],
    ['/en/catering', 'catering'], // open since issue 12
    ['/fr/restaurant/confirm-order', 'restaurant'], // open since issue 12
    ['/en/corporate', 'corporate'],
    ['/fr/corporatif/review-order', 'corporate'],
    ['/en/mobile/confirm-order', 'mobile'],
    ['/en/our-story', 'mealDelivery'], // not a store page (the header's cart shortcut)
    ['/nowhere', 'mealDelivery'],
  ] as const)('%s belongs to %s', (path, store) => {
    expect(storeOfPath(path)).toBe(store);
  });

  it('every store kind is open since the cafeterias (issue 13); quebecor is a redirect, not a store', () => {
    expect(
      ['mealDelivery', 'generic', 'catering', 'restaurant', 'corporate', 'mobile', 'quebecor', undefined].map(isOpenStoreKind),
    ).toEqual([true, true, true, true, true, true, false, false]);
  });
});

describe('delivery addresses of the checkout', () => {
  const address = (id: number, addressType: 'B' | 'S', line1: string, postalCode: string, homeDeliveryFees: number | null): Address => ({
    id,
    addressType,
    name: '',
    company: null,
    line1,
    line2: null,
    city: 'Montréal',
    province: 'QC',
    postalCode,
    country: 'CA',
    phone: null,
    instructions: null,
    homeDeliveryFees,
    cateringDeliveryFees: homeDeliveryFees,
    franchiseId: null,
  });
  const billingHome = address(1, 'B', '88 Chemin du Bord-du-Lac', 'H9R 2W3', 595);
  const office = address(2, 'S', '1 Place Ville-Marie', 'H3B 2B6', null);
  const home = address(3, 'S', '88 chemin du Bord-du-Lac ', 'h9r2w3', 595);
  const cottage = address(4, 'B', '12 Rue du Lac', 'J0T 1J0', null);

  it.each<[string, Address[], number[], number | undefined]>([
    [
      'delivery addresses first; a billing one at a delivery address’s place is left out',
      [billingHome, office, home, cottage],
      [2, 3, 4],
      3,
    ],
    ['no delivery address: the billing address', [billingHome], [1], 1],
    ['no served address: no default', [office, cottage], [2, 4], undefined],
    ['a served billing address after unserved delivery ones', [cottage, office, billingHome], [2, 4, 1], 1],
    ['nothing saved', [], [], undefined],
  ])('%s', (_, list, offered, chosen) => {
    expect(deliveryChoices(list).map((a) => a.id)).toEqual(offered);
    expect(defaultDeliveryAddress(list)?.id).toBe(chosen);
  });

  it('a bistro’s zone decides what it serves, with its fee (ADR 231)', () => {
    const kirkland = [
      { code: 'H9H', feeCents: 395 },
      { code: 'H9R', feeCents: 595 },
      { code: 'H9R2W', feeCents: 495 },
    ];
    expect(zoneAreaOf('H9H 1A1', kirkland)).toEqual({ code: 'H9H', feeCents: 395 });
    expect(zoneAreaOf('h9r-2w3', kirkland)).toEqual({ code: 'H9R2W', feeCents: 495 }); // the longest match
    expect(zoneAreaOf('H9S 1A1', kirkland)).toBeNull(); // Dorval's
    expect(zoneAreaOf('H9H', kirkland)).toBeNull(); // too short to match
    const inZone = (a: Pick<Address, 'postalCode'>) => zoneAreaOf(a.postalCode, kirkland) !== null;
    // the office is not served by meal delivery nor by the bistro; the cottage neither
    expect(defaultDeliveryAddress([office, cottage, billingHome], inZone)?.id).toBe(1);
    expect(defaultDeliveryAddress([office, cottage], inZone)).toBeUndefined();
  });

  it('an address is served when the server priced its delivery', () => {
    expect([billingHome, office].map(isServedAddress)).toEqual([true, false]);
  });
});

describe('store texts', () => {
  const tOf = async (lang: 'en' | 'fr') => createI18n(lang, { [lang]: await loadLanguage(lang) }).getFixedT(lang, 'store');

  it.each([
    ['en', 'GST (5\u00a0%)', 'QST (9.975\u00a0%)'],
    ['fr', 'TPS (5\u00a0%)', 'TVQ (9,975\u00a0%)'],
  ] as const)('%s: the tax lines carry the domain’s rates', async (lang, gst, qst) => {
    expect(taxLabels(await tOf(lang), lang)).toEqual({ gst, qst });
  });

  it('every product type a menu can show has its filter name', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const t = await tOf(lang);
      expect(
        PRODUCT_TYPE_CODES.filter((c) => t(`types.${c}`).startsWith('~')),
        lang,
      ).toEqual([]);
    }
  });

  it.each([
    [
      'nothing typed',
      { number: '', name: '', month: 0, year: 0, cvv: '' },
      {
        cardNumber: 'Please fill out this field',
        cardName: 'Please fill out this field',
        expiry: 'Please choose the card’s expiry month and year.',
        cvv: 'Please fill out this field',
      },
    ],
    [
      'a number that fails the Luhn check, a short CVV',
      { number: '4242 4242 4242 4241', name: 'Megan Walsh', month: 12, year: 2030, cvv: '12' },
      {
        cardNumber: 'This card number is not valid. Please check it.',
        cvv: 'Please check the security code: 3 digits on the back of the card (4 on the front of an American Express card).',
      },
    ],
    [
      'an expired card',
      { number: '4242424242424242', name: 'Megan Walsh', month: 1, year: 2026, cvv: '123' },
      { expiry: 'This card is expired.' },
    ],
    ['a good card', { number: '4242 4242 4242 4242', name: 'Megan Walsh', month: 12, year: 2030, cvv: '123' }, {}],
  ] as const)('Confirm’s card check: %s', async (_, card, errors) => {
    expect(cardErrors(await tOf('en'), checkCard(card, new Date('2026-11-22T15:00:00Z')))).toEqual(errors);
  });

  it('no store text writes a rate or an amount itself', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const text = JSON.stringify(await loadLanguage(lang).then((r) => r['store']));
      expect(text, lang).not.toMatch(/\d\s?%|\$\s?\d|\d\s?\$/);
    }
  });
});
