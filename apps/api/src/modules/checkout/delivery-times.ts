// The delivery times a store offers at checkout (issue 12; ADR 026, 221, 231): the domain's windows
// for the store and the caller (a master login gets same-day times from 05:00), without holidays, and
// without the slots the kitchen has no room left in. Catering's kitchen is the catering one; a
// bistro's times are its own hours (pickup and eat-in from now + 45 min to closing, delivery from
// its first to its last delivery), its holidays and its kitchen. What the order then checks is the
// same rule (order-checks.ts for the window, capacity.ts inside the transaction for the room).
import type { DeliveryTimesReply } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { selectableDays, type CheckoutProcedure, type FranchiseHours, type StoreKind } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { findFranchise } from '../catalogue/franchise-and-subsidy.js';
import { findHolidays } from '../catalogue/holidays/repository.js';
import { timesWithRoom, type Kitchen } from './capacity.js';

export interface DeliveryTimesInput {
  store: Extract<StoreKind, 'catering' | 'restaurant'>;
  procedure: CheckoutProcedure;
  now: Date;
  isMaster: boolean;
  /** the bistro (restaurant store) */
  franchiseId?: number | null;
}

const hhmm = (t: string) => t.slice(0, 5);

/** A bistro's hours as the domain reads them (the database keeps seconds). */
export function franchiseHours(f: {
  openingTime: string;
  closingTime: string;
  firstDelivery: string;
  lastDelivery: string;
}): FranchiseHours {
  return {
    openingTime: hhmm(f.openingTime),
    closingTime: hhmm(f.closingTime),
    firstDelivery: hhmm(f.firstDelivery),
    lastDelivery: hhmm(f.lastDelivery),
  };
}

/** The bistro a restaurant read names, enabled; the same refusals as the order's (ADR 231). */
async function franchiseOf(db: DbOrTx, franchiseId: number | null | undefined) {
  if (franchiseId == null) throw new AppError(400, 'franchise-required', 'A bistro is required');
  const f = await findFranchise(db, franchiseId);
  if (!f) throw new AppError(404, 'franchise-not-found', 'This bistro does not exist', { franchiseId });
  if (!f.enabled) throw new AppError(409, 'franchise-disabled', 'This bistro is not taking orders', { franchiseId });
  return f;
}

export async function deliveryTimes(db: DbOrTx, input: DeliveryTimesInput): Promise<DeliveryTimesReply> {
  const franchise = input.store === 'restaurant' ? await franchiseOf(db, input.franchiseId) : null;
  const holidays = (await findHolidays(db, franchise?.id ?? null)).map((h) => ({ day: h.day, month: h.month }));
  const kitchen: Kitchen = { store: input.store, franchiseId: franchise?.id ?? null };
  const days: DeliveryTimesReply['days'] = [];
  const ctx = {
    store: input.store,
    procedure: input.procedure,
    now: input.now,
    isMaster: input.isMaster,
    holidays,
    franchise: franchise ? franchiseHours(franchise) : null,
  };
  for (const day of selectableDays(ctx)) {
    const times = await timesWithRoom(db, kitchen, day.date, day.times);
    if (times.length > 0) days.push({ date: day.date, times });
  }
  return { store: input.store, days };
}
