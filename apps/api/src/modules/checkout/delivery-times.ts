// The delivery times a store offers at checkout (issue 12; ADR 026, 221): the domain's windows for
// the store and the caller (a master login gets same-day times from 05:00), without holidays, and
// without the slots the kitchen has no room left in. What the order then checks is the same rule
// (order-checks.ts for the window, capacity.ts inside the transaction for the room).
import type { DeliveryTimesReply } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { selectableDays, type CheckoutProcedure, type StoreKind } from '@mijote/domain';
import { findHolidays } from '../catalogue/holidays/repository.js';
import { timesWithRoom, type Kitchen } from './capacity.js';

export interface DeliveryTimesInput {
  store: Extract<StoreKind, 'catering'>;
  procedure: CheckoutProcedure;
  now: Date;
  isMaster: boolean;
}

export async function deliveryTimes(db: DbOrTx, input: DeliveryTimesInput): Promise<DeliveryTimesReply> {
  const holidays = (await findHolidays(db, null)).map((h) => ({ day: h.day, month: h.month }));
  const kitchen: Kitchen = { store: input.store, franchiseId: null };
  const days: DeliveryTimesReply['days'] = [];
  for (const day of selectableDays({ ...input, holidays })) {
    const times = await timesWithRoom(db, kitchen, day.date, day.times);
    if (times.length > 0) days.push({ date: day.date, times });
  }
  return { store: input.store, days };
}
