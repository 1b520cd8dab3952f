// Holidays (Day + Month, every year; a bistro may have its own) and "is today a holiday" per store.
import type { DbOrTx } from '@mijote/db';
import { addDays, isHoliday, torontoDate } from '@mijote/domain';
import type { HolidayListReply, HolidayTodayReply } from '@mijote/contracts';
import { requireFranchise } from '../franchise-and-subsidy.js';
import { nameIn, type Lang } from '../product-view.js';
import { findHolidays, type HolidayRow } from './repository.js';

/** The next date (from `today`, inclusive) on which a Day + Month holiday falls. */
function nextDate(h: HolidayRow, today: string): string {
  // 29 February falls every 4 years: look up to 8 years ahead.
  for (let y = Number(today.slice(0, 4)); y <= Number(today.slice(0, 4)) + 8; y++) {
    const d = `${y}-${String(h.month).padStart(2, '0')}-${String(h.day).padStart(2, '0')}`;
    // addDays(d, 0) round-trips only real dates (e.g. not 2027-02-29)
    try {
      if (addDays(d, 0) === d && d >= today) return d;
    } catch {
      // not a date this year
    }
  }
  return today;
}

const view = (h: HolidayRow, today: string, lang: Lang) => ({
  Id: h.id,
  Day: h.day,
  Month: h.month,
  Name: nameIn(h, lang),
  FranchiseId: h.franchiseId,
  NextDate: nextDate(h, today),
});

/** GET /holidays: company-wide holidays, plus a bistro's own when `franchiseId` is given. */
export async function listHolidays(db: DbOrTx, now: Date, franchiseId: number | undefined, lang: Lang): Promise<HolidayListReply> {
  if (franchiseId !== undefined) await requireFranchise(db, franchiseId, false);
  const today = torontoDate(now);
  return (await findHolidays(db, franchiseId ?? null)).map((h) => view(h, today, lang));
}

/** GET /…/holidays/today: whether today (America/Toronto) is a holiday of the store. */
export async function holidayToday(db: DbOrTx, now: Date, franchiseId: number | null, lang: Lang): Promise<HolidayTodayReply> {
  if (franchiseId !== null) await requireFranchise(db, franchiseId, true);
  const today = torontoDate(now);
  const rows = await findHolidays(db, franchiseId);
  const todays = rows.filter((h) => isHoliday(today, [h]));
  // A bistro's own holiday first, then the company-wide one.
  const h = todays.find((x) => x.franchiseId !== null) ?? todays[0];
  return { date: today, isHoliday: h !== undefined, holiday: h ? view(h, today, lang) : null };
}
