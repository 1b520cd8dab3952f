// Corporate subsidy usage (issue 13): the one writer of subsidy_daily_usage, what an employee's
// orders took of the employer's allowance on each delivery day (dailyRemainderAmounts). The use is
// taken in the order's transaction by a conditional UPDATE on the day's row — its row lock orders
// simultaneous orders, and the WHERE refuses the one that would pass the daily cap in cents or in
// items (issue 28, ADR 367) — and given back when the order is canceled, declined or refunded.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { subsidyDailyUsage } from '@mijote/db/schema';

export interface SubsidyUse {
  subsidyId: number;
  accountId: number;
  /** the delivery day, yyyy-MM-dd */
  day: string;
  amountCents: number;
  /** subsidised items */
  count: number;
  at: Date;
}

const key = (u: Pick<SubsidyUse, 'subsidyId' | 'accountId' | 'day'>) =>
  and(eq(subsidyDailyUsage.subsidyId, u.subsidyId), eq(subsidyDailyUsage.accountId, u.accountId), eq(subsidyDailyUsage.day, u.day));

/** The day's caps of a subsidy: cents (the smaller of MaxRebate and maxTotalAmount) and items; null: none. */
export interface SubsidyDayCaps {
  amountCents: number | null;
  count: number | null;
}

/**
 * Adds the order's use of one day; false (nothing written) when it would take the day past either
 * of its caps (the subsidy's daily caps; null: none, the caps apply per order).
 */
export async function takeSubsidyUse(tx: DbOrTx, u: SubsidyUse, caps: SubsidyDayCaps): Promise<boolean> {
  await tx
    .insert(subsidyDailyUsage)
    .values({ subsidyId: u.subsidyId, accountId: u.accountId, day: u.day, amountUsedCents: 0, productCount: 0, updatedAt: u.at })
    .onConflictDoNothing();
  const rows = await tx
    .update(subsidyDailyUsage)
    .set({
      amountUsedCents: sql`${subsidyDailyUsage.amountUsedCents} + ${u.amountCents}`,
      productCount: sql`${subsidyDailyUsage.productCount} + ${u.count}`,
      updatedAt: u.at,
    })
    .where(
      and(
        key(u),
        caps.amountCents === null ? undefined : sql`${subsidyDailyUsage.amountUsedCents} + ${u.amountCents} <= ${caps.amountCents}`,
        caps.count === null ? undefined : sql`${subsidyDailyUsage.productCount} + ${u.count} <= ${caps.count}`,
      ),
    )
    .returning({ day: subsidyDailyUsage.day });
  return rows.length > 0;
}

/** Gives back what an order took of one day (never below zero). */
export async function giveBackSubsidyUse(tx: DbOrTx, u: SubsidyUse): Promise<void> {
  await tx
    .update(subsidyDailyUsage)
    .set({
      amountUsedCents: sql`greatest(${subsidyDailyUsage.amountUsedCents} - ${u.amountCents}, 0)`,
      productCount: sql`greatest(${subsidyDailyUsage.productCount} - ${u.count}, 0)`,
      updatedAt: u.at,
    })
    .where(key(u));
}

/**
 * The employer's allowance an order took, given back day by day (issue 13): when its payment does
 * not go through (checkout/settle-payment.ts) and when it is refunded (admin/invoices.ts).
 */
export async function giveBackOrderSubsidy(
  tx: DbOrTx,
  inv: { subsidyId: number | null; accountId: number; subsidizedCents: number },
  details: readonly { requiredBy: string; subsidizedUnits: number; subsidizedCents: number }[],
  at: Date,
): Promise<void> {
  if (inv.subsidyId === null || inv.subsidizedCents === 0) return;
  const byDay = new Map<string, { amount: number; count: number }>();
  for (const d of details) {
    if (d.subsidizedCents === 0) continue;
    const u = byDay.get(d.requiredBy) ?? { amount: 0, count: 0 };
    u.amount += d.subsidizedCents;
    u.count += d.subsidizedUnits;
    byDay.set(d.requiredBy, u);
  }
  for (const [day, u] of [...byDay].sort((a, b) => a[0].localeCompare(b[0])))
    await giveBackSubsidyUse(tx, { subsidyId: inv.subsidyId, accountId: inv.accountId, day, amountCents: u.amount, count: u.count, at });
}
