// The referral program (customer-side §9, ADR 029, 183, 193): $25 of Century Dollars for the
// friend and $25 for the referrer, with the rules that keep throw-away accounts from farming it
// (issue 9). A customer refers a friend with the referral form (their e-mail and the friend's).
//   1. Sign-up: an account opened with the friend's e-mail is linked to the referrer (a `referral`
//      row). Nothing is credited yet.
//   2. The friend's first order paid by card or Interac (`welcomeQualifyingOrder`), with their
//      e-mail verified (ADR 192) — whichever comes last — decides the welcome credit, once
//      (`welcomeCreditDecision`): verified referrer, a mailbox new to us, under the cap (ADR 375;
//      it was at the verification alone before, which a throw-away mailbox passed: issue 29).
//   3. The friend's first order paid by card is claimed (`referral.invoice_id`) and decides the
//      referrer's credit, once (`referrerCreditDecision`): another card and another delivery
//      address than the referrer's and than those of the friends that already earned them a
//      credit, both e-mails verified, under the cap. When the order came before the friend's
//      verification, the decision waits for it.
// Each outcome is written once with a conditional UPDATE; each credit is a ledger row with an
// idempotency key; the referrer's account row is locked while their yearly count is read, so two
// friends decided at once cannot both pass the cap.
import { and, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, address, formSubmission, invoice, payment, referral, savedCard } from '@mijote/db/schema';
import {
  mailboxOf,
  PAYMENT_METHOD_IDS,
  REFERRAL_CREDIT,
  REFERRAL_METHOD,
  REFERRAL_VALID_DAYS,
  referralCredits,
  referralYear,
  referrerCreditDecision,
  welcomeCreditDecision,
  welcomeQualifyingOrder,
  type AddressIdentity,
  type CardIdentity,
  type CenturyDollarReason,
  type ReferrerOutcome,
  type WelcomeOutcome,
} from '@mijote/domain';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import { findAccountByEmail } from '../auth/repository.js';
import type { LimitRule } from '../rate-limits/limiter.js';

/** A referral counts for this long after the form was sent. */

const CARD = PAYMENT_METHOD_IDS.card;

/** Credits once: the ledger row's idempotency key makes a repeat a no-op (and the balance unchanged). */
async function creditOnce(
  tx: DbOrTx,
  input: { accountId: number; key: string; note: CenturyDollarReason; invoiceId?: number | null; at: Date },
): Promise<boolean> {
  const posted = await postCenturyDollars(tx, {
    accountId: input.accountId,
    type: 'C',
    amountCents: REFERRAL_CREDIT,
    methodCd: REFERRAL_METHOD,
    invoiceId: input.invoiceId ?? null,
    note: input.note,
    idempotencyKey: input.key,
    at: input.at,
  });
  return posted.ok;
}

/** The referrer's row, locked: their yearly counts are read and written one decision at a time. */
async function lockAccount(tx: DbOrTx, id: number): Promise<{ id: number; emailVerifiedAt: Date | null } | null> {
  const [row] = await tx
    .select({ id: account.id, emailVerifiedAt: account.emailVerifiedAt })
    .from(account)
    .where(eq(account.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

// ── 1. sign-up ──────────────────────────────────────────────────────────────

/**
 * At sign-up (inside the sign-up transaction): the newest referral naming this e-mail as the
 * friend, within REFERRAL_VALID_DAYS, whose referrer has an account other than the friend's (and
 * not of the same mailbox) → the friend is linked to that referrer. Credits come later.
 */
export async function linkReferral(tx: DbOrTx, friend: { id: number; email: string }, at: Date): Promise<{ referrerId: number } | null> {
  const since = new Date(at.getTime() - REFERRAL_VALID_DAYS * 86_400_000);
  const [ref] = await tx
    .select({ data: formSubmission.data })
    .from(formSubmission)
    .where(
      and(
        eq(formSubmission.formName, 'referral'),
        gte(formSubmission.createdAt, since),
        sql`lower(${formSubmission.data}->>'friendEmail') = lower(${friend.email})`,
      ),
    )
    .orderBy(desc(formSubmission.createdAt), desc(formSubmission.id))
    .limit(1);
  const referrerEmail = typeof ref?.data['email'] === 'string' ? ref.data['email'] : null;
  if (!referrerEmail) return null;
  const referrer = await findAccountByEmail(tx, referrerEmail);
  if (!referrer || referrer.id === friend.id) return null;
  // the friend is being created now: a new customer by definition; one mailbox is one person
  if (!referralCredits({ referrerEmail: referrer.email, friendEmail: friend.email, friendHasAccount: false }).ok) return null;
  await tx.insert(referral).values({ friendAccountId: friend.id, referrerAccountId: referrer.id, linkedAt: at }).onConflictDoNothing();
  return { referrerId: referrer.id };
}

// ── 2. the welcome credit ───────────────────────────────────────────────────

/**
 * The friend's first paid order that earns the welcome (`welcomeQualifyingOrder`, ADR 375): paid
 * by card or Interac, not wholly with Century Dollars or a gift card, not refunded or canceled.
 */
async function firstWelcomeOrder(tx: DbOrTx, friendId: number): Promise<number | null> {
  const paid = await tx
    .select({ id: invoice.id, status: invoice.status })
    .from(invoice)
    .where(and(eq(invoice.accountId, friendId), eq(invoice.status, 'P')))
    .orderBy(invoice.paidAt, invoice.id);
  if (paid.length === 0) return null;
  const pays = await tx
    .select({
      invoiceId: payment.invoiceId,
      paymentMethodId: payment.paymentMethodId,
      status: payment.status,
      amountCents: payment.amountCents,
    })
    .from(payment)
    .where(
      inArray(
        payment.invoiceId,
        paid.map((i) => i.id),
      ),
    );
  const order = paid.find((i) => welcomeQualifyingOrder({ status: i.status, payments: pays.filter((p) => p.invoiceId === i.id) }));
  return order?.id ?? null;
}

/**
 * Decides the friend's welcome credit once (ADR 375): when the friend's e-mail is verified and
 * they have a qualifying paid order — whichever comes last. Until both, nothing is written (the
 * outcome stays null). The referral row is locked and the outcome written with a conditional
 * UPDATE; the ledger row's idempotency key (`referral:friend:{id}`, the one it always had) makes a
 * retry or a reconcile a no-op, and leaves the welcomes credited before ADR 375 as they are.
 */
async function decideWelcome(tx: DbOrTx, friendId: number, at: Date): Promise<WelcomeOutcome | 'pending' | null> {
  const [ref] = await tx.select().from(referral).where(eq(referral.friendAccountId, friendId)).for('update').limit(1);
  if (!ref || ref.welcomeOutcome !== null) return null;
  const [friend] = await tx
    .select({ mailbox: account.emailMailbox, emailVerifiedAt: account.emailVerifiedAt })
    .from(account)
    .where(eq(account.id, friendId))
    .limit(1);
  if (!friend?.emailVerifiedAt) return 'pending';
  const orderId = await firstWelcomeOrder(tx, friendId);
  if (orderId === null) return 'pending';
  const referrer = await lockAccount(tx, ref.referrerAccountId);
  // an account opened before this one with the same mailbox (or the referrer's own): not new
  const [taken] = friend.mailbox
    ? await tx
        .select({ id: account.id })
        .from(account)
        .where(
          and(
            eq(account.emailMailbox, friend.mailbox),
            ne(account.id, friendId),
            sql`(${account.id} < ${friendId} or ${account.id} = ${ref.referrerAccountId})`,
          ),
        )
        .limit(1)
    : [];
  const year = referralYear(at);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(referral)
    .where(
      and(
        eq(referral.referrerAccountId, ref.referrerAccountId),
        eq(referral.welcomeOutcome, 'credited'),
        gte(referral.welcomeDecidedAt, year.start),
        lt(referral.welcomeDecidedAt, year.end),
      ),
    );
  const welcome = welcomeCreditDecision({
    referrerVerified: !!referrer?.emailVerifiedAt,
    mailboxTaken: !!taken,
    welcomesThisYear: Number(n),
  });
  const [decided] = await tx
    .update(referral)
    .set({ welcomeOutcome: welcome, welcomeDecidedAt: at })
    .where(and(eq(referral.friendAccountId, friendId), isNull(referral.welcomeOutcome)))
    .returning({ id: referral.friendAccountId });
  if (decided && welcome === 'credited')
    await creditOnce(tx, { accountId: friendId, key: `referral:friend:${friendId}`, note: 'referral-welcome', at });
  return welcome;
}

/**
 * Inside the verification's transaction (the friend's account row is locked by it): the welcome
 * credit when the friend's qualifying order came first (ADR 375: it is no longer given for the
 * verification alone), then the referrer's credit if the friend's first card-paid order came before.
 */
export async function onEmailVerified(
  tx: DbOrTx,
  friendId: number,
  at: Date,
): Promise<{ welcome: WelcomeOutcome | 'pending' | null; referrer: ReferrerOutcome | 'pending' | null }> {
  const [ref] = await tx.select().from(referral).where(eq(referral.friendAccountId, friendId)).limit(1);
  if (!ref) return { welcome: null, referrer: null };
  const welcome = await decideWelcome(tx, friendId, at);
  const referrer = ref.invoiceId !== null && ref.referrerOutcome === null ? await decideReferrerCredit(tx, friendId, at) : null;
  return { welcome, referrer };
}

// ── 3. the friend's first card-paid order ───────────────────────────────────

/** The approved card payment of an order: brand and last 4, with the expiry when the card was saved. */
async function cardsOfInvoices(tx: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, CardIdentity>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await tx
    .select({
      invoiceId: payment.invoiceId,
      brand: payment.cardBrand,
      last4: payment.cardLast4,
      expMonth: savedCard.expMonth,
      expYear: savedCard.expYear,
    })
    .from(payment)
    .leftJoin(savedCard, eq(savedCard.id, payment.savedCardId))
    .where(and(inArray(payment.invoiceId, [...invoiceIds]), eq(payment.paymentMethodId, CARD), eq(payment.status, 'approved')));
  const out = new Map<number, CardIdentity>();
  for (const r of rows)
    if (r.brand && r.last4) out.set(r.invoiceId, { brand: r.brand, last4: r.last4, expMonth: r.expMonth, expYear: r.expYear });
  return out;
}

const addressOf = (a: { postalCode?: string | null; line1?: string | null } | null | undefined): AddressIdentity | null =>
  a?.postalCode && a.line1 ? { postalCode: a.postalCode, line1: a.line1 } : null;

/**
 * Decides the referrer's credit of a friend whose first card-paid order is claimed, once. Answers
 * 'pending' (nothing written) while the friend's e-mail is not verified.
 */
async function decideReferrerCredit(tx: DbOrTx, friendId: number, at: Date): Promise<ReferrerOutcome | 'pending' | null> {
  const [ref] = await tx.select().from(referral).where(eq(referral.friendAccountId, friendId)).limit(1);
  if (!ref || ref.invoiceId === null || ref.referrerOutcome !== null) return null;
  const referrerId = ref.referrerAccountId;
  const [friend] = await tx.select({ emailVerifiedAt: account.emailVerifiedAt }).from(account).where(eq(account.id, friendId)).limit(1);
  if (!friend?.emailVerifiedAt) return 'pending';
  const referrer = await lockAccount(tx, referrerId);

  const [order] = await tx.select({ delivery: invoice.deliveryAddress }).from(invoice).where(eq(invoice.id, ref.invoiceId)).limit(1);
  const orderCard = (await cardsOfInvoices(tx, [ref.invoiceId])).get(ref.invoiceId) ?? null;

  // the referrer's own cards and addresses: saved ones, and those of their orders
  const own = await tx
    .select({ id: invoice.id, delivery: invoice.deliveryAddress, billing: invoice.billingAddress })
    .from(invoice)
    .where(eq(invoice.accountId, referrerId));
  const ownCards = await cardsOfInvoices(
    tx,
    own.map((i) => i.id),
  );
  const saved = await tx
    .select({ brand: savedCard.brand, last4: savedCard.last4, expMonth: savedCard.expMonth, expYear: savedCard.expYear })
    .from(savedCard)
    .where(eq(savedCard.accountId, referrerId));
  const book = await tx
    .select({ postalCode: address.postalCode, line1: address.line1 })
    .from(address)
    .where(eq(address.accountId, referrerId));

  // the friends that already earned this referrer a credit: their qualifying orders
  const earlier = await tx
    .select({ invoiceId: referral.invoiceId, delivery: invoice.deliveryAddress })
    .from(referral)
    .innerJoin(invoice, eq(invoice.id, referral.invoiceId))
    .where(and(eq(referral.referrerAccountId, referrerId), eq(referral.referrerOutcome, 'credited')));
  const earlierCards = await cardsOfInvoices(
    tx,
    earlier.map((e) => e.invoiceId!),
  );

  const year = referralYear(at);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(referral)
    .where(
      and(
        eq(referral.referrerAccountId, referrerId),
        eq(referral.referrerOutcome, 'credited'),
        gte(referral.referrerDecidedAt, year.start),
        lt(referral.referrerDecidedAt, year.end),
      ),
    );

  const outcome = referrerCreditDecision({
    friendVerified: true,
    friendExistingCustomer: ref.welcomeOutcome === 'existing-customer',
    referrerVerified: !!referrer?.emailVerifiedAt,
    order: { card: orderCard, delivery: addressOf(order?.delivery) },
    referrerCards: [...saved, ...ownCards.values()],
    referrerAddresses: [...book, ...own.flatMap((i) => [addressOf(i.delivery), addressOf(i.billing)])].filter(
      (a): a is AddressIdentity => a !== null,
    ),
    earlierFriends: earlier.map((e) => ({ card: earlierCards.get(e.invoiceId!) ?? null, delivery: addressOf(e.delivery) })),
    creditsThisYear: Number(n),
  });
  if (outcome === 'pending') return outcome;
  const [decided] = await tx
    .update(referral)
    .set({ referrerOutcome: outcome, referrerDecidedAt: at })
    .where(and(eq(referral.friendAccountId, friendId), isNull(referral.referrerOutcome)))
    .returning({ id: referral.friendAccountId });
  if (decided && outcome === 'credited') {
    // the friend's order is the row's invoice; the reader says it in their language (ADR 200)
    await creditOnce(tx, {
      accountId: referrerId,
      key: `referral:referrer:${friendId}`,
      note: 'referral-friend-order',
      invoiceId: ref.invoiceId,
      at,
    });
  }
  return outcome;
}

/**
 * When an order is paid (inside its transaction): a referred friend's first order paid by card
 * is claimed as the one that decides the referrer's credit. Orders without an approved card
 * payment (paid in full with Century Dollars or a gift card, or by Interac Online) neither count
 * nor use up the chance. True when the referrer was credited now.
 */
export async function creditReferrerOnPaidOrder(
  tx: DbOrTx,
  input: { friendAccountId: number; invoiceId: number; at: Date },
): Promise<boolean> {
  // the friend's welcome first (ADR 375): its outcome (a mailbox not new) also decides the referrer's
  await decideWelcome(tx, input.friendAccountId, input.at);
  const [card] = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.invoiceId, input.invoiceId), eq(payment.paymentMethodId, CARD), eq(payment.status, 'approved')))
    .limit(1);
  if (!card) return false;
  const claimed = await tx
    .update(referral)
    .set({ invoiceId: input.invoiceId })
    .where(and(eq(referral.friendAccountId, input.friendAccountId), isNull(referral.invoiceId), isNull(referral.referrerOutcome)))
    .returning({ id: referral.friendAccountId });
  if (claimed.length === 0) return false;
  return (await decideReferrerCredit(tx, input.friendAccountId, input.at)) === 'credited';
}

// ── the referral form ───────────────────────────────────────────────────────

/**
 * Limits of the referral form (ADR 193), counted after the captcha in the shared counters (ADR
 * 198): per client address, per referrer mailbox, and per friend mailbox — a stranger cannot
 * make us write to one person more than once a week, whatever the spelling of the address.
 */
export const REFERRAL_FORM_LIMITS = {
  ip: { max: 10, windowMs: 60 * 60_000 },
  referrer: { max: 10, windowMs: 24 * 3600_000 },
  friend: { max: 1, windowMs: 7 * 24 * 3600_000 },
} as const satisfies Record<string, LimitRule>;

/** The counter keys of one referral form. */
export function referralFormKeys(input: { ip: string | undefined; referrerEmail: string; friendEmail: string }): {
  ip: string;
  referrer: string;
  friend: string;
} {
  return {
    ip: `referral-ip:${input.ip ?? 'unknown'}`,
    referrer: `referral-from:${mailboxOf(input.referrerEmail)}`,
    friend: `referral-to:${mailboxOf(input.friendEmail)}`,
  };
}

/**
 * Whether the referral form's invitation goes out, and whose name it carries (ADR 193). It goes
 * only when the referrer's e-mail is that of an account whose e-mail is verified (no credit is
 * possible otherwise), to a mailbox that is not already a customer's (nor the referrer's); it
 * names the referrer only when that account sent the form while signed in. The form answers the
 * same either way: nothing here tells the visitor which e-mails have accounts.
 */
export async function referralInvitationFor(
  tx: DbOrTx,
  input: { referrerEmail: string; friendEmail: string; signedInAccountId: number | null },
): Promise<{ send: false } | { send: true; referrerName: string | null }> {
  const [referrer] = await tx
    .select({
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      emailVerifiedAt: account.emailVerifiedAt,
    })
    .from(account)
    .where(sql`lower(${account.email}) = ${input.referrerEmail.trim().toLowerCase()}`)
    .limit(1);
  if (!referrer?.emailVerifiedAt) return { send: false };
  if (!referralCredits({ referrerEmail: referrer.email, friendEmail: input.friendEmail, friendHasAccount: false }).ok)
    return { send: false };
  const [customer] = await tx
    .select({ id: account.id })
    .from(account)
    .where(eq(account.emailMailbox, mailboxOf(input.friendEmail)))
    .limit(1);
  if (customer) return { send: false };
  return { send: true, referrerName: input.signedInAccountId === referrer.id ? `${referrer.firstName} ${referrer.lastName}`.trim() : null };
}
