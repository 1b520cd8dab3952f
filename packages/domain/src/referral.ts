// Referral program (customer-side §9): $25 each for the referrer and the friend, as Century
// Dollars, when the friend is a new customer other than the referrer (ADR 029). What makes a
// referral count, so that throw-away accounts cannot farm it (issue 9, ADR 193):
//   - the friend's $25 ("welcome") is credited with the friend's first order paid by card or
//     Interac (`welcomeQualifyingOrder`, ADR 375; it was at the e-mail verification before, which
//     a throw-away mailbox passed), once the friend's e-mail is verified (ADR 192), if the
//     referrer's e-mail is verified too, the friend's mailbox is new to us and the referrer has
//     not brought REFERRAL_CREDITS_PER_YEAR welcomes this calendar year;
//   - the referrer's $25 is decided once, on the friend's first paid order (or at the friend's
//     verification, when the order came first): paid with a card other than the referrer's own
//     and those of the friends that already earned them a credit, delivered to another address,
//     both e-mails verified, and under the same yearly cap.
import { torontoInstant, torontoDate } from './dates.js';
import type { Cents } from './money.js';
import { PAYMENT_METHOD_IDS, type InvoiceStatusCd } from './vocabulary.js';
import { normalizePostalCode } from './postal-code.js';

export const REFERRAL_CREDIT: Cents = 2500;
/** The Century Dollar method code of referral credits. */
export const REFERRAL_METHOD = 'RE' as const;
/**
 * At most this many referral credits per referrer per calendar year (America/Toronto): the
 * referrer's own credits, and separately the welcome credits of the friends they bring.
 */
export const REFERRAL_CREDITS_PER_YEAR = 10;
/** A friend's account counts for a referral when opened within this many days of the invitation. */
export const REFERRAL_VALID_DAYS = 180;

export interface ReferralInput {
  referrerEmail: string;
  friendEmail: string;
  /** the friend already has an account */
  friendHasAccount: boolean;
}

export type ReferralResult =
  | { ok: true; referrerCredit: Cents; friendCredit: Cents }
  | { ok: false; key: 'referral-self' | 'referral-existing-customer' };

/**
 * The mailbox an e-mail address delivers to, as far as we can tell from the address: lower case,
 * the `+tag` of the local part dropped, and for Gmail the dots too (`J.Doe+x@googlemail.com` →
 * `jdoe@gmail.com`). Two addresses of one mailbox are one person for the referral program.
 * The column `account.email_mailbox` is generated from the e-mail by the same rule in SQL;
 * packages/db/test/mailbox.test.ts checks that both agree.
 */
export function mailboxOf(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 0) return e;
  let local = e.slice(0, at).replace(/\+.*$/, '');
  let domain = e.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

export function referralCredits(input: ReferralInput): ReferralResult {
  if (mailboxOf(input.referrerEmail) === mailboxOf(input.friendEmail)) return { ok: false, key: 'referral-self' };
  if (input.friendHasAccount) return { ok: false, key: 'referral-existing-customer' };
  return { ok: true, referrerCredit: REFERRAL_CREDIT, friendCredit: REFERRAL_CREDIT };
}

// ── identities: cards and addresses ─────────────────────────────────────────

/** What we know of a card: never its number; the expiry when the card was saved. */
export interface CardIdentity {
  brand: string;
  last4: string;
  expMonth?: number | null;
  expYear?: number | null;
}

/**
 * Same card: same brand and last 4 digits, unless both expiries are known and differ. Without a
 * processor fingerprint this errs on the side of "same" (1 chance in 10,000 for two cards).
 */
export function sameCard(a: CardIdentity, b: CardIdentity): boolean {
  if (a.brand.trim().toUpperCase() !== b.brand.trim().toUpperCase() || a.last4.trim() !== b.last4.trim()) return false;
  const known = (c: CardIdentity) => c.expMonth != null && c.expYear != null;
  if (known(a) && known(b)) return a.expMonth === b.expMonth && a.expYear === b.expYear;
  return true;
}

export interface AddressIdentity {
  postalCode: string;
  line1: string;
}

/** Line 1 as words: no accents, no punctuation, lower case (`12, Ch. du Bord-du-Lac` → `12 ch du bord du lac`). */
export function normalizeLine1(line1: string): string {
  return line1
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The civic number of line 1: `345` in `345 rue X`, `12-345 rue X` (unit 12) and `345A rue X`. */
export function civicNumber(line1: string): string | null {
  const m = /^\s*(?:[a-z0-9]+\s*-\s*)?(\d+)/i.exec(line1.normalize('NFKC'));
  return m ? m[1]!.replace(/^0+(?=\d)/, '') : null;
}

/**
 * Same address: the same postal code (normalized) and the same civic number — or, without a
 * number, the same line 1 word for word. Units of one building are one address: a different
 * apartment number is the easiest thing to type.
 */
export function sameAddress(a: AddressIdentity, b: AddressIdentity): boolean {
  if (normalizePostalCode(a.postalCode) !== normalizePostalCode(b.postalCode)) return false;
  const [ca, cb] = [civicNumber(a.line1), civicNumber(b.line1)];
  if (ca !== null && cb !== null) return ca === cb;
  return normalizeLine1(a.line1) === normalizeLine1(b.line1);
}

// ── the yearly cap ──────────────────────────────────────────────────────────

/** The calendar year (America/Toronto) of `at`, as the instants [start, end). */
export function referralYear(at: Date): { year: number; start: Date; end: Date } {
  const year = Number(torontoDate(at).slice(0, 4));
  return { year, start: torontoInstant(`${year}-01-01`, '00:00:00'), end: torontoInstant(`${year + 1}-01-01`, '00:00:00') };
}

// ── decisions ───────────────────────────────────────────────────────────────

export const WELCOME_OUTCOMES = ['credited', 'referrer-unverified', 'existing-customer', 'cap'] as const;
export type WelcomeOutcome = (typeof WELCOME_OUTCOMES)[number];

export interface WelcomeInput {
  /** the referrer's e-mail is verified now */
  referrerVerified: boolean;
  /** another account (or the referrer) already uses the friend's mailbox */
  mailboxTaken: boolean;
  /** welcome credits this referrer's friends already received this calendar year */
  welcomesThisYear: number;
}

/** One payment of an order, as the welcome rule sees it. */
export interface WelcomeOrderPayment {
  /** PAYMENT_METHOD_IDS: 1 card, 2 Century Dollars, 3 gift card, 4 Interac Online, 5 manual */
  paymentMethodId: number;
  status: string;
  amountCents: Cents;
}

/**
 * Whether an order earns the friend's welcome credit (ADR 375): a paid order ('P') with an approved
 * card or Interac Online payment of more than $0. An order paid wholly with Century Dollars or a
 * gift card does not (the welcome would buy itself), nor a manual payment staff record, nor an
 * order refunded or canceled (its card payment is then `refunded`, its status no longer 'P').
 */
export function welcomeQualifyingOrder(order: { status: InvoiceStatusCd | string; payments: readonly WelcomeOrderPayment[] }): boolean {
  if (order.status !== 'P') return false;
  const byCard = order.payments
    .filter(
      (p) =>
        (p.paymentMethodId === PAYMENT_METHOD_IDS.card || p.paymentMethodId === PAYMENT_METHOD_IDS.interacOnline) &&
        p.status === 'approved',
    )
    .reduce((sum, p) => sum + p.amountCents, 0);
  return byCard > 0;
}

/**
 * The friend's $25, decided once, on the friend's first qualifying order (`welcomeQualifyingOrder`)
 * once their e-mail is verified — whichever comes last (ADR 375).
 */
export function welcomeCreditDecision(input: WelcomeInput): WelcomeOutcome {
  if (input.mailboxTaken) return 'existing-customer';
  if (!input.referrerVerified) return 'referrer-unverified';
  if (input.welcomesThisYear >= REFERRAL_CREDITS_PER_YEAR) return 'cap';
  return 'credited';
}

export const REFERRER_OUTCOMES = [
  'credited',
  'existing-customer',
  'referrer-unverified',
  'no-card',
  'no-delivery-address',
  'same-card',
  'same-address',
  'cap',
] as const;
export type ReferrerOutcome = (typeof REFERRER_OUTCOMES)[number];

export interface ReferrerCreditInput {
  /** the friend's e-mail is verified (until it is, the decision waits) */
  friendVerified: boolean;
  /** the friend's welcome was refused because the friend's mailbox is not new */
  friendExistingCustomer: boolean;
  referrerVerified: boolean;
  /** the friend's first paid order: the card it was paid with (null: no card) and where it went */
  order: { card: CardIdentity | null; delivery: AddressIdentity | null };
  /** the referrer's saved cards and the cards of their own paid orders */
  referrerCards: readonly CardIdentity[];
  /** the referrer's address book and the addresses of their own orders */
  referrerAddresses: readonly AddressIdentity[];
  /** the qualifying orders of the friends that already earned this referrer a credit */
  earlierFriends: readonly { card: CardIdentity | null; delivery: AddressIdentity | null }[];
  /** referrer credits already given to this referrer this calendar year */
  creditsThisYear: number;
}

/**
 * The referrer's $25, decided once: 'pending' while the friend's e-mail is not verified, then an
 * outcome that is final whatever the friend orders next.
 */
export function referrerCreditDecision(input: ReferrerCreditInput): ReferrerOutcome | 'pending' {
  if (!input.friendVerified) return 'pending';
  if (input.friendExistingCustomer) return 'existing-customer';
  if (!input.referrerVerified) return 'referrer-unverified';
  const { card, delivery } = input.order;
  if (!card) return 'no-card';
  if (!delivery) return 'no-delivery-address';
  const cards = [...input.referrerCards, ...input.earlierFriends.flatMap((f) => (f.card ? [f.card] : []))];
  if (cards.some((c) => sameCard(c, card))) return 'same-card';
  const addresses = [...input.referrerAddresses, ...input.earlierFriends.flatMap((f) => (f.delivery ? [f.delivery] : []))];
  if (addresses.some((a) => sameAddress(a, delivery))) return 'same-address';
  if (input.creditsThisYear >= REFERRAL_CREDITS_PER_YEAR) return 'cap';
  return 'credited';
}
