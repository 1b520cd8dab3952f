// An employee's corporate subsidy (issue 13; ADR 245). Membership is decided here, on the server, from
// the subsidy's allowed e-mails and domains (the domain's `subsidyForEmail`), whenever the account's
// e-mail can have changed: at sign-up, at login and on an e-mail change — never from what a client
// sends. GET /accounts/{uuid}/subsidy answers the subsidy, where it is served and what is left of the
// requested day's allowance; the employee of a mobile cafeteria chooses one of its stops.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AccountSubsidyReply } from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { account, subsidy, subsidyDomain, subsidyEmail } from '@mijote/db/schema';
import {
  dailyCountRemainder,
  dailyRemainder,
  emailDomain,
  externalUserIdOf,
  subsidyForEmail,
  torontoDate,
  WEEKDAYS,
  type Lang,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { franchiseReply } from '../franchises/routes.js';
import {
  accountSubsidyIds,
  membershipsFor,
  mobileAddressOf,
  setAccountSubsidy,
  setExternalUserId,
  subsidyDetail,
  usedOnDays,
} from './repository.js';

/**
 * Attaches the account to the subsidy its e-mail belongs to now (or detaches it when none), inside
 * the caller's transaction. A mobile stop chosen for another subsidy is forgotten. Returns the subsidy.
 */
export async function attachSubsidy(tx: DbOrTx, acc: { id: number; email: string }, at: Date): Promise<number | null> {
  const subsidyId = subsidyForEmail(acc.email, await membershipsFor(tx, acc.email));
  const current = await accountSubsidyIds(tx, acc.id);
  if (!current) return null;
  if (current.subsidyId === subsidyId) return subsidyId;
  const keepStop =
    subsidyId !== null && current.mobileAddressId !== null && (await mobileAddressOf(tx, subsidyId, current.mobileAddressId));
  await setAccountSubsidy(tx, acc.id, subsidyId, keepStop ? current.mobileAddressId : null, at);
  return subsidyId;
}

export async function accountSubsidy(
  db: DbHandle,
  accountId: number,
  q: { requestedDate?: string | undefined; language: Lang },
  now: Date,
): Promise<AccountSubsidyReply> {
  const requestedDate = q.requestedDate ?? torontoDate(now);
  const ids = await accountSubsidyIds(db.db, accountId);
  const s = ids?.subsidyId != null ? await subsidyDetail(db.db, ids.subsidyId) : undefined;
  if (!ids || !s || !s.enabled) return { requestedDate, subsidy: null };
  const used = (await usedOnDays(db.db, s.id, accountId, [requestedDate])).get(requestedDate) ?? { amount: 0, count: 0 };
  const caps = {
    maxTotalAmount: s.maxTotalAmountCents,
    maxRebate: s.maxRebateCents,
    maxProductCount: s.maxProductCount,
    perDeliveryDay: s.perDeliveryDay,
  };
  const verified = ids.emailVerifiedAt !== null;
  return {
    requestedDate,
    subsidy: {
      id: s.id,
      name: s.name,
      company: s.company,
      isOnSite: s.isOnSite,
      discountPercent: s.discountPercent,
      maxUnitAmount: s.maxUnitAmountCents,
      maxProductCount: s.maxProductCount,
      maxTotalAmount: s.maxTotalAmountCents,
      maxRebate: s.maxRebateCents,
      perDeliveryDay: s.perDeliveryDay,
      waiveFuel: s.waiveFuel,
      waiveShipping: s.waiveShipping,
      packageType: s.packageType,
      requireExternalUserId: s.requireExternalUserId,
      externalUserId: ids.externalUserId,
      daysOfWeek: WEEKDAYS.filter((_, i) => s.days.some((d) => d.day === i + 1)),
      franchise: s.isOnSite && s.franchise ? franchiseReply(s.franchise, q.language) : null,
      mobileAddresses: s.isOnSite
        ? []
        : s.mobileAddresses.map((m) => ({
            id: m.id,
            name: m.name,
            company: m.company,
            line1: m.line1,
            line2: m.line2,
            city: m.city,
            province: m.province,
            postalCode: m.postalCode,
          })),
      mobileAddressId: s.isOnSite ? null : ids.mobileAddressId,
      dailyRemainderAmounts: [
        {
          Day: requestedDate,
          AmountUsed: used.amount,
          AmountRemaining: dailyRemainder(caps, used.amount),
          ProductCountUsed: used.count,
          ProductCountRemaining: dailyCountRemainder(caps, used.count),
        },
      ],
      active: verified,
      inactiveReason: verified ? null : 'email-unverified',
    },
  };
}

/** The employee of a mobile cafeteria chooses one of its stops (404 for a stop of another subsidy). */
export async function chooseMobileAddress(db: DbHandle, accountId: number, mobileAddressId: number, at: Date): Promise<void> {
  const ids = await accountSubsidyIds(db.db, accountId);
  if (!ids?.subsidyId) throw new AppError(409, 'subsidy-not-set', 'Your account is not attached to a corporate subsidy');
  if (!(await mobileAddressOf(db.db, ids.subsidyId, mobileAddressId))) throw AppError.notFound('mobile-address');
  await setAccountSubsidy(db.db, accountId, ids.subsidyId, mobileAddressId, at);
}

/**
 * The employee gives the badge number their subsidy asks for (issue 28): kept on the account as its
 * external user id, read by the domain's `externalUserIdOf` (400 external-user-id-invalid otherwise).
 */
export async function saveExternalUserId(db: DbHandle, accountId: number, typed: string, at: Date): Promise<void> {
  const ids = await accountSubsidyIds(db.db, accountId);
  if (!ids?.subsidyId) throw new AppError(409, 'subsidy-not-set', 'Your account is not attached to a corporate subsidy');
  const value = externalUserIdOf(typed);
  if (value === null) throw new AppError(400, 'external-user-id-invalid', 'The badge number is not valid');
  await setExternalUserId(db.db, accountId, value, at);
}

/**
 * Re-decides, in bulk, the subsidy of the accounts a back-office change can move (issue 15): those
 * attached to `subsidyId` now, and those whose e-mail or domain is among `emails` / `domains` (the
 * ones added or removed). Each gets what `subsidyForEmail` answers over the enabled subsidies that
 * list its e-mail or domain — the same rule as `attachSubsidy`, a few queries for any number of
 * accounts. A mobile stop is kept only while the subsidy stays. Answers how many accounts moved.
 */
export async function reattachAccounts(
  tx: DbOrTx,
  o: { subsidyId: number; emails?: readonly string[]; domains?: readonly string[] },
  at: Date,
): Promise<number> {
  const emails = [...new Set((o.emails ?? []).map((e) => e.trim().toLowerCase()))];
  const domains = [...new Set((o.domains ?? []).map((d) => d.trim().toLowerCase().replace(/^@/, '')))];
  const accounts = await tx
    .select({ id: account.id, email: account.email, subsidyId: account.subsidyId })
    .from(account)
    .where(
      or(
        eq(account.subsidyId, o.subsidyId),
        emails.length ? inArray(sql<string>`lower(${account.email})`, emails) : undefined,
        domains.length ? inArray(sql<string>`lower(substring(${account.email} from '@([^@]*)$'))`, domains) : undefined,
      ),
    );
  if (accounts.length === 0) return 0;
  const theirEmails = [...new Set(accounts.map((a) => a.email.trim().toLowerCase()))];
  const theirDomains = [...new Set(accounts.map((a) => emailDomain(a.email)).filter((d): d is string => d !== null))];
  const [byDomain, byEmail] = await Promise.all([
    tx
      .select({ subsidyId: subsidyDomain.subsidyId, value: subsidyDomain.domain })
      .from(subsidyDomain)
      .innerJoin(subsidy, eq(subsidy.id, subsidyDomain.subsidyId))
      .where(and(eq(subsidy.enabled, true), inArray(sql<string>`ltrim(lower(${subsidyDomain.domain}), '@')`, theirDomains))),
    tx
      .select({ subsidyId: subsidyEmail.subsidyId, value: subsidyEmail.email })
      .from(subsidyEmail)
      .innerJoin(subsidy, eq(subsidy.id, subsidyEmail.subsidyId))
      .where(and(eq(subsidy.enabled, true), inArray(sql<string>`lower(${subsidyEmail.email})`, theirEmails))),
  ]);
  const memberships = new Map<number, { subsidyId: number; domains: string[]; emails: string[] }>();
  const of = (id: number) => memberships.get(id) ?? memberships.set(id, { subsidyId: id, domains: [], emails: [] }).get(id)!;
  for (const r of byDomain) of(r.subsidyId).domains.push(r.value);
  for (const r of byEmail) of(r.subsidyId).emails.push(r.value);
  const all = [...memberships.values()];
  const moves = new Map<number | null, number[]>();
  for (const a of accounts) {
    const next = subsidyForEmail(a.email, all);
    if (next === a.subsidyId) continue;
    moves.set(next, [...(moves.get(next) ?? []), a.id]);
  }
  let moved = 0;
  for (const [subsidyId, ids] of moves) {
    for (let i = 0; i < ids.length; i += 5000) {
      const chunk = ids.slice(i, i + 5000);
      await tx.update(account).set({ subsidyId, subsidyMobileAddressId: null, updatedAt: at }).where(inArray(account.id, chunk));
      moved += chunk.length;
    }
  }
  return moved;
}
