// The referral program (customer-side §9, ADR 029, 183): $25 of Century Dollars for the friend
// and $25 for the referrer. A customer refers a friend with the referral form (their e-mail and
// the friend's). When an account is opened with the friend's e-mail, it is linked to the
// referrer's account and the friend gets their $25 at once (good on the first order); the
// referrer gets theirs when that friend's first order is paid. Each credit happens at most once
// per friend (unique idempotency keys on the ledger), whatever the retries.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, formSubmission } from '@mijote/db/schema';
import { REFERRAL_CREDIT, REFERRAL_METHOD, referralCredits, type CenturyDollarReason } from '@mijote/domain';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import { findAccountByEmail } from '../auth/repository.js';

/** A referral counts for this long after the form was sent. */
export const REFERRAL_VALID_DAYS = 180;

/** Credits once: the ledger row's idempotency key makes a repeat a no-op (and the balance unchanged). */
async function creditOnce(tx: DbOrTx, input: { accountId: number; key: string; note: CenturyDollarReason; invoiceId?: number | null; at: Date }): Promise<boolean> {
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

/**
 * At sign-up (inside the sign-up transaction): the newest referral naming this e-mail as the
 * friend, within REFERRAL_VALID_DAYS, whose referrer has an account → link and credit the friend.
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
  // the friend is being created now: a new customer by definition
  if (!referralCredits({ referrerEmail, friendEmail: friend.email, friendHasAccount: false }).ok) return null;
  const referrer = await findAccountByEmail(tx, referrerEmail);
  if (!referrer || referrer.id === friend.id) return null;
  await tx.update(account).set({ referredByAccountId: referrer.id }).where(eq(account.id, friend.id));
  await creditOnce(tx, { accountId: friend.id, key: `referral:friend:${friend.id}`, note: 'referral-welcome', at });
  return { referrerId: referrer.id };
}

/** When an order is paid (inside its transaction): the referrer's $25, the first time only. */
export async function creditReferrerOnPaidOrder(tx: DbOrTx, input: { friendAccountId: number; invoiceId: number; at: Date }): Promise<boolean> {
  const [friend] = await tx.select({ referrerId: account.referredByAccountId }).from(account).where(eq(account.id, input.friendAccountId)).limit(1);
  if (!friend?.referrerId) return false;
  return creditOnce(tx, {
    accountId: friend.referrerId,
    key: `referral:referrer:${input.friendAccountId}`,
    // the friend's order is the row's invoice; the reader says it in their language (ADR 200)
    note: 'referral-friend-order',
    invoiceId: input.invoiceId,
    at: input.at,
  });
}
