import { describe, expect, it } from 'vitest';
import { torontoInstant } from './dates.js';
import {
  civicNumber,
  mailboxOf,
  REFERRAL_CREDIT,
  REFERRAL_CREDITS_PER_YEAR,
  referralCredits,
  referralYear,
  referrerCreditDecision,
  sameAddress,
  sameCard,
  welcomeCreditDecision,
  welcomeQualifyingOrder,
  type ReferrerCreditInput,
} from './referral.js';

describe('referral', () => {
  it('gives $25 each', () => {
    expect(REFERRAL_CREDIT).toBe(2500);
    expect(referralCredits({ referrerEmail: 'a@x.ca', friendEmail: 'b@x.ca', friendHasAccount: false })).toEqual({
      ok: true,
      referrerCredit: 2500,
      friendCredit: 2500,
    });
  });

  it.each([
    { referrerEmail: 'a@x.ca', friendEmail: ' A@X.ca ', friendHasAccount: false, key: 'referral-self' },
    // issue 9: one mailbox under another spelling is still the referrer
    { referrerEmail: 'a@x.ca', friendEmail: 'a+friend@x.ca', friendHasAccount: false, key: 'referral-self' },
    { referrerEmail: 'jane.doe@gmail.com', friendEmail: 'JaneDoe+2@googlemail.com', friendHasAccount: false, key: 'referral-self' },
    { referrerEmail: 'a@x.ca', friendEmail: 'b@x.ca', friendHasAccount: true, key: 'referral-existing-customer' },
  ])('refuses $key ($friendEmail)', ({ key, ...input }) => {
    expect(referralCredits(input)).toEqual({ ok: false, key });
  });
});

describe('mailboxOf (issue 9: aliases of one mailbox are one person)', () => {
  it.each([
    ['Jane@Example.com', 'jane@example.com'],
    [' jane+promo@example.com ', 'jane@example.com'],
    ['jane+a+b@example.com', 'jane@example.com'],
    // dots only matter outside Gmail
    ['jane.doe@example.com', 'jane.doe@example.com'],
    ['J.a.n.e.Doe+x@gmail.com', 'janedoe@gmail.com'],
    ['jane.doe@googlemail.com', 'janedoe@gmail.com'],
    ['jane.doe@gmail.com.evil.test', 'jane.doe@gmail.com.evil.test'],
    ['"odd@local"@example.com', '"odd@local"@example.com'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s → %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});

describe('sameCard', () => {
  const visa = { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2030 };
  it.each([
    [visa, { ...visa }, true],
    [visa, { brand: 'visa', last4: '4242' }, true], // a one-time card: no expiry known → same
    [visa, { ...visa, expYear: 2031 }, false],
    [visa, { ...visa, last4: '4243' }, false],
    [visa, { ...visa, brand: 'MC' }, false],
    [{ brand: 'AMEX', last4: '0005' }, { brand: 'AMEX', last4: '0005' }, true],
  ])('%o vs %o → %s', (a, b, same) => {
    expect(sameCard(a, b)).toBe(same);
    expect(sameCard(b, a)).toBe(same);
  });
});

describe('sameAddress', () => {
  const home = { postalCode: 'H9R 1A1', line1: '12 Chemin du Bord-du-Lac' };
  it.each([
    [home, { postalCode: 'h9r1a1', line1: '12, ch. du Bord du Lac' }, true],
    [home, { postalCode: 'H9R-1A1', line1: '12 Bord-du-Lac' }, true], // same building, other words
    [home, { postalCode: 'H9R 1A1', line1: '4-12 Chemin du Bord-du-Lac' }, true], // a unit of the building
    [home, { postalCode: 'H9R 1A1', line1: '012 chemin du bord du lac app. 3' }, true],
    [home, { postalCode: 'H9R 1A1', line1: '14 Chemin du Bord-du-Lac' }, false],
    [home, { postalCode: 'H9R 1A2', line1: '12 Chemin du Bord-du-Lac' }, false],
    [{ postalCode: 'H9R 1A1', line1: 'Chalet Érables' }, { postalCode: 'H9R1A1', line1: 'chalet erables' }, true],
    [{ postalCode: 'H9R 1A1', line1: 'Chalet Érables' }, { postalCode: 'H9R1A1', line1: 'Chalet Pins' }, false],
  ])('%o vs %o → %s', (a, b, same) => {
    expect(sameAddress(a, b)).toBe(same);
    expect(sameAddress(b, a)).toBe(same);
  });

  it.each([
    ['345 rue X', '345'],
    ['12-345 rue X', '345'],
    ['A-345 rue X', '345'],
    ['345A rue X', '345'],
    ['rue X', null],
  ])('civic number of %s is %s', (line1, civic) => {
    expect(civicNumber(line1)).toBe(civic);
  });
});

describe('referralYear: the calendar year in Toronto', () => {
  it('starts at midnight in Toronto, not UTC', () => {
    // 2026-12-31 22:00 in Toronto is already 2027 in UTC: still 2026 here
    const late = torontoInstant('2026-12-31', '22:00:00');
    expect(late.getUTCFullYear()).toBe(2027);
    const y = referralYear(late);
    expect(y.year).toBe(2026);
    expect(y.start).toEqual(torontoInstant('2026-01-01', '00:00:00'));
    expect(y.end).toEqual(torontoInstant('2027-01-01', '00:00:00'));
    expect(referralYear(torontoInstant('2027-01-01', '00:00:00')).year).toBe(2027);
  });
});

describe('welcomeCreditDecision', () => {
  const ok = { referrerVerified: true, mailboxTaken: false, welcomesThisYear: 0 };
  it('credits a new mailbox referred by a verified referrer under the cap', () => {
    expect(welcomeCreditDecision(ok)).toBe('credited');
    expect(welcomeCreditDecision({ ...ok, welcomesThisYear: REFERRAL_CREDITS_PER_YEAR - 1 })).toBe('credited');
  });
  it.each([
    [{ mailboxTaken: true }, 'existing-customer'],
    [{ referrerVerified: false }, 'referrer-unverified'],
    [{ welcomesThisYear: REFERRAL_CREDITS_PER_YEAR }, 'cap'],
    [{ welcomesThisYear: REFERRAL_CREDITS_PER_YEAR + 3 }, 'cap'],
  ] as const)('%o → %s', (change, outcome) => {
    expect(welcomeCreditDecision({ ...ok, ...change })).toBe(outcome);
  });
});

describe('welcomeQualifyingOrder (issue 29, ADR 375: the welcome comes with the first order paid by card)', () => {
  const pay = (paymentMethodId: number, amountCents: number, status = 'approved') => ({ paymentMethodId, amountCents, status });
  const [CARD, CD, GC, INTERAC, MANUAL] = [1, 2, 3, 4, 5];
  it.each([
    ['paid by card', 'P', [pay(CARD, 1495)], true],
    ['paid by Interac Online', 'P', [pay(INTERAC, 1495)], true],
    ['Century Dollars plus $0.01 by card', 'P', [pay(CD, 1494), pay(CARD, 1)], true],
    ['gift card plus card', 'P', [pay(GC, 1000), pay(CARD, 495)], true],
    ['a declined card try, then an approved one', 'P', [pay(CARD, 1495, 'declined'), pay(CARD, 1495)], true],
    ['wholly Century Dollars (the welcome buying itself)', 'P', [pay(CD, 1495)], false],
    ['wholly by gift card', 'P', [pay(GC, 1495)], false],
    ['Century Dollars plus gift card', 'P', [pay(CD, 1000), pay(GC, 495)], false],
    ['marked paid by staff (manual)', 'P', [pay(MANUAL, 1495)], false],
    ['a card payment still pending', 'P', [pay(CARD, 1495, 'pending')], false],
    ['a declined card, Century Dollars for the rest', 'P', [pay(CARD, 1495, 'declined'), pay(CD, 1495)], false],
    ['an approved card of $0', 'P', [pay(CARD, 0)], false],
    ['unpaid, card approved', 'U', [pay(CARD, 1495)], false],
    ['refunded in full (card payment refunded)', 'R', [pay(CARD, 1495, 'refunded')], false],
    ['refunded order whose payment still reads approved', 'R', [pay(CARD, 1495)], false],
    ['canceled (voided)', 'C', [pay(CARD, 1495, 'canceled')], false],
    ['no payment at all', 'P', [], false],
  ] as const)('%s → %s', (_what, status, payments, qualifies) => {
    expect(welcomeQualifyingOrder({ status, payments })).toBe(qualifies);
  });
});

describe('referrerCreditDecision', () => {
  const friendCard = { brand: 'VISA', last4: '1111', expMonth: 5, expYear: 2029 };
  const friendHome = { postalCode: 'H9S 2B2', line1: '90 avenue Cedar' };
  const base: ReferrerCreditInput = {
    friendVerified: true,
    friendExistingCustomer: false,
    referrerVerified: true,
    order: { card: friendCard, delivery: friendHome },
    referrerCards: [{ brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2030 }],
    referrerAddresses: [{ postalCode: 'H9R 1A1', line1: '12 Chemin du Bord-du-Lac' }],
    earlierFriends: [{ card: { brand: 'MC', last4: '4444' }, delivery: { postalCode: 'H4A 1A1', line1: '1 rue Sherbrooke' } }],
    creditsThisYear: 0,
  };

  it('credits a verified friend’s order with their own card and address', () => {
    expect(referrerCreditDecision(base)).toBe('credited');
    expect(referrerCreditDecision({ ...base, creditsThisYear: REFERRAL_CREDITS_PER_YEAR - 1 })).toBe('credited');
  });

  it.each<[string, Partial<ReferrerCreditInput>, string]>([
    ['waits for the friend’s verification', { friendVerified: false }, 'pending'],
    ['the friend is an existing customer', { friendExistingCustomer: true }, 'existing-customer'],
    ['the referrer is not verified', { referrerVerified: false }, 'referrer-unverified'],
    ['no card (Interac, or paid in full with credit)', { order: { card: null, delivery: friendHome } }, 'no-card'],
    ['a pickup order', { order: { card: friendCard, delivery: null } }, 'no-delivery-address'],
    ['the referrer’s own card', { order: { card: { brand: 'VISA', last4: '4242' }, delivery: friendHome } }, 'same-card'],
    [
      'the card of an earlier friend',
      { order: { card: { brand: 'MC', last4: '4444', expMonth: 1, expYear: 2028 }, delivery: friendHome } },
      'same-card',
    ],
    [
      'the referrer’s own address',
      { order: { card: friendCard, delivery: { postalCode: 'h9r1a1', line1: '12 Bord-du-Lac, app. 2' } } },
      'same-address',
    ],
    [
      'the address of an earlier friend',
      { order: { card: friendCard, delivery: { postalCode: 'H4A 1A1', line1: '1, Sherbrooke' } } },
      'same-address',
    ],
    ['at the cap', { creditsThisYear: REFERRAL_CREDITS_PER_YEAR }, 'cap'],
  ])('%s', (_, change, outcome) => {
    expect(referrerCreditDecision({ ...base, ...change })).toBe(outcome);
  });

  it('another card of the same brand and last 4 with another expiry is another card', () => {
    expect(
      referrerCreditDecision({
        ...base,
        order: { card: { brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2027 }, delivery: friendHome },
      }),
    ).toBe('credited');
  });
});
