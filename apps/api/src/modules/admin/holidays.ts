// The holidays collection of the back-office (back-office §2 Holidays: list, create, edit, delete;
// §3 Holiday: Id, Day, Month): yearly dates on which no store takes orders, or one bistro's own.
// The list sorts by date (month then day) by default; `search` matches a name.
import { and, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import {
  AdminHoliday,
  AdminHolidayBody,
  AdminHolidayListQuery,
  AdminHolidayListReply,
  type AdminHolidayListQuery as ListQuery,
} from '@mijote/contracts';
import { isUniqueViolation, type DbOrTx } from '@mijote/db';
import { franchise, holiday } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import { containing, pageOf, type CollectionDef } from './collection.js';

type Row = typeof holiday.$inferSelect;
const toItem = (h: Row): AdminHoliday => ({
  Id: h.id,
  Day: h.day,
  Month: h.month,
  NameEn: h.nameEn,
  NameFr: h.nameFr,
  FranchiseId: h.franchiseId,
});

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.franchiseId !== undefined) parts.push(q.franchiseId === 0 ? isNull(holiday.franchiseId) : eq(holiday.franchiseId, q.franchiseId));
  if (q.search) {
    const like = containing(q.search);
    parts.push(or(ilike(holiday.nameEn, like), ilike(holiday.nameFr, like)));
  }
  return and(...parts);
}

const ORDER = {
  month: [holiday.month, holiday.day],
  id: [holiday.id],
  nameEn: [holiday.nameEn],
  nameFr: [holiday.nameFr],
} as const;

async function assertFranchise(tx: DbOrTx, id: number | null): Promise<void> {
  if (id === null) return;
  const [f] = await tx.select({ id: franchise.id }).from(franchise).where(eq(franchise.id, id)).limit(1);
  if (!f)
    throw new AppError(400, 'validation-failed', 'The bistro does not exist', {
      issues: [{ path: 'FranchiseId', code: 'custom', message: 'unknown bistro' }],
    });
}

const duplicate = () => new AppError(409, 'holiday-taken', 'A holiday already falls on that date for the same stores');

async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'holiday_day_uq')) throw duplicate();
    throw err;
  }
}

export const holidaysCollection: CollectionDef<AdminHoliday, AdminHolidayBody, ListQuery> = {
  name: 'holidays',
  entity: 'holiday',
  summary: 'Holidays',
  item: AdminHoliday,
  body: AdminHolidayBody,
  listQuery: AdminHolidayListQuery,
  listReply: AdminHolidayListReply,
  // the stores' menus, calendars and bistro lists are cached on every node (ADR 240)
  changed: catalogueChanged,
  async list(db, q) {
    const { rows, total } = await pageOf(db, holiday, where(q), ORDER[q.sort], q);
    return { rows: rows.map(toItem), total };
  },
  async get(db, id) {
    const [row] = await db.select().from(holiday).where(eq(holiday.id, id)).limit(1);
    return row ? toItem(row) : null;
  },
  async create(tx, body) {
    await assertFranchise(tx, body.FranchiseId);
    const [row] = await write(() =>
      tx
        .insert(holiday)
        .values({ day: body.Day, month: body.Month, nameEn: body.NameEn, nameFr: body.NameFr, franchiseId: body.FranchiseId })
        .returning({ id: holiday.id }),
    );
    return row!.id;
  },
  async update(tx, id, body) {
    await assertFranchise(tx, body.FranchiseId);
    await write(() =>
      tx
        .update(holiday)
        .set({ day: body.Day, month: body.Month, nameEn: body.NameEn, nameFr: body.NameFr, franchiseId: body.FranchiseId })
        .where(eq(holiday.id, id)),
    );
  },
  async remove(tx, id) {
    await tx.delete(holiday).where(eq(holiday.id, id));
  },
};
