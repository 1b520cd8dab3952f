// Reads and writes of an account's corporate subsidy: the subsidies an e-mail matches, the subsidy
// with its days, bistro and mobile stops, and the amount the account used on a day.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { readAll, type DbOrTx } from '@mijote/db';
import { account, subsidy, subsidyDailyUsage, subsidyDomain, subsidyEmail, subsidyMobileAddress } from '@mijote/db/schema';
import { emailDomain, type SubsidyMembership } from '@mijote/domain';

/** The enabled subsidies that list this e-mail or its domain (compared lower case), with those lists. */
export async function membershipsFor(db: DbOrTx, email: string): Promise<SubsidyMembership[]> {
  const address = email.trim().toLowerCase();
  const domain = emailDomain(address);
  if (!domain) return [];
  const [byDomain, byEmail] = await readAll(db, [
    () =>
      db
        .select({ subsidyId: subsidyDomain.subsidyId, value: subsidyDomain.domain })
        .from(subsidyDomain)
        .innerJoin(subsidy, eq(subsidy.id, subsidyDomain.subsidyId))
        .where(
          and(
            eq(subsidy.enabled, true),
            or(sql`lower(${subsidyDomain.domain}) = ${domain}`, sql`lower(${subsidyDomain.domain}) = ${`@${domain}`}`),
          ),
        ),
    () =>
      db
        .select({ subsidyId: subsidyEmail.subsidyId, value: subsidyEmail.email })
        .from(subsidyEmail)
        .innerJoin(subsidy, eq(subsidy.id, subsidyEmail.subsidyId))
        .where(and(eq(subsidy.enabled, true), sql`lower(${subsidyEmail.email}) = ${address}`)),
  ]);
  const out = new Map<number, { subsidyId: number; domains: string[]; emails: string[] }>();
  const of = (id: number) => out.get(id) ?? out.set(id, { subsidyId: id, domains: [], emails: [] }).get(id)!;
  for (const r of byDomain) of(r.subsidyId).domains.push(r.value);
  for (const r of byEmail) of(r.subsidyId).emails.push(r.value);
  return [...out.values()];
}

/** The account's subsidy and chosen mobile stop. */
export async function accountSubsidyIds(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      subsidyId: account.subsidyId,
      mobileAddressId: account.subsidyMobileAddressId,
      emailVerifiedAt: account.emailVerifiedAt,
      externalUserId: account.externalUserId,
    })
    .from(account)
    .where(eq(account.id, accountId))
    .limit(1);
  return row ?? null;
}

export async function setAccountSubsidy(db: DbOrTx, accountId: number, subsidyId: number | null, mobileAddressId: number | null, at: Date) {
  await db.update(account).set({ subsidyId, subsidyMobileAddressId: mobileAddressId, updatedAt: at }).where(eq(account.id, accountId));
}

/** Saves the account's badge number (external user id, issue 28). */
export async function setExternalUserId(db: DbOrTx, accountId: number, externalUserId: string, at: Date) {
  await db.update(account).set({ externalUserId, updatedAt: at }).where(eq(account.id, accountId));
}

/** The subsidy with its weekdays, bistro and mobile stops (in their order); undefined when unknown. */
export async function subsidyDetail(db: DbOrTx, id: number) {
  return db.query.subsidy.findFirst({
    where: (s, { eq: e }) => e(s.id, id),
    with: { days: true, franchise: true, mobileAddresses: { orderBy: (m, { asc }) => [asc(m.sortOrder), asc(m.id)] } },
  });
}

/** Which of these stops belong to the subsidy. */
export async function mobileAddressOf(db: DbOrTx, subsidyId: number, id: number) {
  const [row] = await db
    .select({ id: subsidyMobileAddress.id })
    .from(subsidyMobileAddress)
    .where(and(eq(subsidyMobileAddress.subsidyId, subsidyId), eq(subsidyMobileAddress.id, id)))
    .limit(1);
  return row ?? null;
}

/** Cents of subsidy and subsidised items the account's orders took on each of these days (subsidy_daily_usage). */
export async function usedOnDays(
  db: DbOrTx,
  subsidyId: number,
  accountId: number,
  days: readonly string[],
): Promise<Map<string, { amount: number; count: number }>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .select({ day: subsidyDailyUsage.day, amount: subsidyDailyUsage.amountUsedCents, count: subsidyDailyUsage.productCount })
    .from(subsidyDailyUsage)
    .where(
      and(
        eq(subsidyDailyUsage.subsidyId, subsidyId),
        eq(subsidyDailyUsage.accountId, accountId),
        inArray(subsidyDailyUsage.day, [...days]),
      ),
    );
  return new Map(rows.map((r) => [r.day, { amount: r.amount, count: r.count }]));
}
