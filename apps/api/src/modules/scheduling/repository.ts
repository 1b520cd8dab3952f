// The rows of the scheduling widget (ADR 372): slots and their bookings. A seat is taken by one
// conditional UPDATE (`booked_count < capacity`), so simultaneous bookings of the last seat cannot
// both pass; the table's CHECK is the backstop.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { appointmentBooking, appointmentSlot } from '@mijote/db/schema';
import type { AppointmentKind, AppointmentTeam, IsoDate, SlotTime } from '@mijote/domain';

export type SlotRow = typeof appointmentSlot.$inferSelect;
export type BookingRow = typeof appointmentBooking.$inferSelect;

export async function findSlots(
  db: DbOrTx,
  f: { from: IsoDate; to: IsoDate; kind?: AppointmentKind | undefined; team?: AppointmentTeam | undefined },
): Promise<SlotRow[]> {
  return db
    .select()
    .from(appointmentSlot)
    .where(
      and(
        gte(appointmentSlot.date, f.from),
        lte(appointmentSlot.date, f.to),
        f.kind ? eq(appointmentSlot.kind, f.kind) : undefined,
        f.team ? eq(appointmentSlot.team, f.team) : undefined,
      ),
    )
    .orderBy(asc(appointmentSlot.date), asc(appointmentSlot.startTime), asc(appointmentSlot.id));
}

export async function findSlot(db: DbOrTx, id: number): Promise<SlotRow | undefined> {
  const [row] = await db.select().from(appointmentSlot).where(eq(appointmentSlot.id, id));
  return row;
}

/** Takes one seat of a slot if one is left; answers the slot after, or undefined when it was full. */
export async function takeSeat(tx: DbOrTx, slotId: number): Promise<SlotRow | undefined> {
  const [row] = await tx
    .update(appointmentSlot)
    .set({ bookedCount: sql`${appointmentSlot.bookedCount} + 1` })
    .where(and(eq(appointmentSlot.id, slotId), lt(appointmentSlot.bookedCount, appointmentSlot.capacity)))
    .returning();
  return row;
}

export async function releaseSeat(tx: DbOrTx, slotId: number): Promise<void> {
  await tx
    .update(appointmentSlot)
    .set({ bookedCount: sql`greatest(${appointmentSlot.bookedCount} - 1, 0)` })
    .where(eq(appointmentSlot.id, slotId));
}

export async function insertBooking(tx: DbOrTx, values: typeof appointmentBooking.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(appointmentBooking).values(values).returning();
  return row!;
}

/** Inserts the slots that do not exist yet (same kind, team, day and time); answers the new ones. */
export async function insertSlots(
  tx: DbOrTx,
  common: { kind: AppointmentKind; team: AppointmentTeam; capacity: number; createdBy: number | null },
  slots: readonly SlotTime[],
): Promise<SlotRow[]> {
  if (slots.length === 0) return [];
  return tx
    .insert(appointmentSlot)
    .values(slots.map((s) => ({ ...common, date: s.date, startTime: s.time, durationMinutes: s.durationMinutes })))
    .onConflictDoNothing()
    .returning();
}

/** Deletes a slot nobody holds a booking of (a canceled booking's row goes with it). */
export async function deleteFreeSlot(tx: DbOrTx, id: number): Promise<'deleted' | 'not-found' | 'booked'> {
  const [slot] = await tx.select().from(appointmentSlot).where(eq(appointmentSlot.id, id)).for('update');
  if (!slot) return 'not-found';
  if (slot.bookedCount > 0) return 'booked';
  await tx.delete(appointmentBooking).where(eq(appointmentBooking.slotId, id));
  await tx.delete(appointmentSlot).where(eq(appointmentSlot.id, id));
  return 'deleted';
}

export type BookingWithSlot = BookingRow & { slot: SlotRow };

export async function listBookings(
  db: DbOrTx,
  f: { status: 'booked' | 'canceled' | 'all'; limit: number; offset: number },
): Promise<{ rows: BookingWithSlot[]; total: number }> {
  const where = f.status === 'all' ? undefined : eq(appointmentBooking.status, f.status);
  const rows = await db
    .select({ booking: appointmentBooking, slot: appointmentSlot })
    .from(appointmentBooking)
    .innerJoin(appointmentSlot, eq(appointmentSlot.id, appointmentBooking.slotId))
    .where(where)
    .orderBy(
      f.status === 'canceled' ? desc(appointmentBooking.canceledAt) : asc(appointmentSlot.date),
      asc(appointmentSlot.startTime),
      asc(appointmentBooking.id),
    )
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(appointmentBooking).where(where);
  return { rows: rows.map((r) => ({ ...r.booking, slot: r.slot })), total: Number(total?.n ?? 0) };
}

/** Marks a live booking canceled (answers it with its slot), or undefined when it is not live. */
export async function cancelBookingRow(tx: DbOrTx, id: number, at: Date): Promise<BookingWithSlot | undefined> {
  const [row] = await tx
    .update(appointmentBooking)
    .set({ status: 'canceled', canceledAt: at })
    .where(and(eq(appointmentBooking.id, id), eq(appointmentBooking.status, 'booked')))
    .returning();
  if (!row) return undefined;
  await releaseSeat(tx, row.slotId);
  const [slot] = await tx
    .select()
    .from(appointmentSlot)
    .where(inArray(appointmentSlot.id, [row.slotId]));
  return { ...row, slot: slot! };
}

export async function findBooking(db: DbOrTx, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(appointmentBooking).where(eq(appointmentBooking.id, id));
  return row;
}
