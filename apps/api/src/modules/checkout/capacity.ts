// Kitchen capacity at checkout (issue 12; ADR 221). The catering kitchen and each bistro cook so
// many portions per 15-minute slot (catering: per day too), configured in `kitchen_capacity`.
// Inside the order's transaction (T1) the kitchen's row is locked (SELECT … FOR UPDATE) before the
// portions already taken are counted, so two orders for the last places of a slot are counted one
// after the other and the second is refused. What is left is the domain's rule (capacity.ts). An
// order declined or canceled no longer counts (only U and P invoices take portions).
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { invoice, kitchenCapacity } from '@mijote/db/schema';
import { capacityRefusal, remainingPortions, slotsWithRoom, type KitchenCapacity, type StoreKind, type WallTime } from '@mijote/domain';
import { AppError } from '../../errors.js';

/** The kitchens that have a capacity: the catering kitchen, and each bistro for the restaurant store. */
export interface Kitchen {
  store: StoreKind;
  /** the bistro of a restaurant order; null for the catering kitchen */
  franchiseId: number | null;
}

export const hasKitchenCapacity = (store: StoreKind): boolean => store === 'catering' || store === 'restaurant';

const kitchenWhere = (k: Kitchen): SQL =>
  and(
    eq(kitchenCapacity.storeKind, k.store),
    k.franchiseId === null ? isNull(kitchenCapacity.franchiseId) : eq(kitchenCapacity.franchiseId, k.franchiseId),
  )!;

/** The kitchen's limits, locked until the transaction ends when `lock`; null: no limit configured. */
async function readCapacity(db: DbOrTx, k: Kitchen, lock: boolean): Promise<KitchenCapacity | null> {
  const q = db
    .select({ slotPortions: kitchenCapacity.slotPortions, dayPortions: kitchenCapacity.dayPortions })
    .from(kitchenCapacity)
    .where(kitchenWhere(k));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Portions the orders of the kitchen take on `date`, by delivery time (HH:mm). */
async function usedByTime(db: DbOrTx, k: Kitchen, date: string): Promise<Map<WallTime, number>> {
  const rows = await db
    .select({
      time: sql<string>`to_char(${invoice.deliveryTime}, 'HH24:MI')`,
      portions: sql<number>`coalesce(sum(${invoice.portions}), 0)::int`,
    })
    .from(invoice)
    .where(
      and(
        eq(invoice.storeKind, k.store),
        k.franchiseId === null ? isNull(invoice.franchiseId) : eq(invoice.franchiseId, k.franchiseId),
        eq(invoice.deliveryDate, date),
        inArray(invoice.status, ['U', 'P']),
        isNull(invoice.deletedAt),
      ),
    )
    .groupBy(invoice.deliveryTime);
  return new Map(rows.filter((r) => r.time !== null).map((r) => [r.time, Number(r.portions)]));
}

const sum = (m: ReadonlyMap<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * Takes `portions` of the slot for an order, inside its transaction: locks the kitchen's row,
 * counts, and refuses with 409 slot-full when they do not fit — delivery-day-full when the day's
 * own limit refuses them (no other time of the day would take them, issue 28). Call it before the invoice is
 * written (the order does not count itself).
 */
export async function takeCapacity(tx: DbOrTx, k: Kitchen, slot: { date: string; time: WallTime; portions: number }): Promise<void> {
  const capacity = await readCapacity(tx, k, true);
  if (!capacity) return;
  const used = await usedByTime(tx, k, slot.date);
  const use = { slot: used.get(slot.time) ?? 0, day: sum(used) };
  const refusal = capacityRefusal(capacity, use, slot.portions);
  if (refusal === null) return;
  const params = { date: slot.date, time: slot.time, remaining: remainingPortions(capacity, use) ?? 0, portions: slot.portions };
  if (refusal === 'day-full') throw new AppError(409, 'delivery-day-full', 'This delivery day is full: please choose another day', params);
  throw new AppError(409, 'slot-full', 'This delivery time is full: please choose another one', params);
}

/** The times of `date` that still have room (of those the domain offers), with what is left of each. */
export async function timesWithRoom(
  db: DbOrTx,
  k: Kitchen,
  date: string,
  times: readonly WallTime[],
): Promise<{ time: WallTime; remaining: number | null }[]> {
  const capacity = await readCapacity(db, k, false);
  if (!capacity) return times.map((time) => ({ time, remaining: null }));
  const used = await usedByTime(db, k, date);
  return slotsWithRoom(times, capacity, used, sum(used));
}
