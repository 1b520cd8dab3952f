// The back-office's Today screen (issue 30): GET /api/admin/today. Today's and tomorrow's paid
// orders per store kind (count, units, money collected less given back), the next production day,
// and what needs a person: unpaid Interac orders, card orders whose charge is still unanswered,
// today's declined orders, low stock, unread public forms. Each invoice figure is `invoiceFigures` of
// the very query the screen's link opens (the invoices list's own filter), and the unread forms are
// `formCount` of the forms inbox's (its `formsWhere`), so a figure always equals its list.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminFormListQuery, AdminInvoiceListQuery, AdminTodayReply, ErrorReply, LanguageOnlyQuery } from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { product, productInventory, productTranslation } from '@mijote/db/schema';
import { addDays, LOW_STOCK_UNITS, nextProductionDay, startOfWeek, STORE_KINDS, torontoDate, type IsoDate } from '@mijote/domain';
import { findHolidays } from '../catalogue/holidays/repository.js';
import { formCount } from './forms.js';
import { invoiceFigures } from './invoices.js';

/** The invoices-list queries behind Today's figures: each is counted here and sent for the screen's link. */
const TODAY_QUERIES = {
  day: (date: IsoDate, storeKind?: string) => ({ status: 'P', deliveryFrom: date, deliveryTo: date, ...(storeKind ? { storeKind } : {}) }),
  interacAwaiting: () => ({ status: 'U', paymentMethod: 'interac' }),
  cardAwaiting: () => ({ status: 'U', paymentMethod: 'card' }),
  declined: (today: IsoDate) => ({ status: 'D', createdFrom: today, createdTo: today }),
} as const;

/** The forms inbox's query behind Today's unread figure. */
const UNREAD_FORMS = () => ({ unread: 'true' });

const listQuery = (q: Record<string, string>) => AdminInvoiceListQuery.parse(q);

const total = (m: Map<string, { orders: number }>) => [...m.values()].reduce((a, f) => a + f.orders, 0);

export async function todayFigures(db: DbOrTx, now: Date, lang: 'en' | 'fr'): Promise<AdminTodayReply> {
  const today = torontoDate(now);
  const tomorrow = addDays(today, 1);
  const holidays = (await findHolidays(db, null)).map((h) => ({ day: h.day, month: h.month }));
  const days = [];
  for (const date of [today, tomorrow]) {
    const figures = await invoiceFigures(db, listQuery(TODAY_QUERIES.day(date)));
    days.push({
      date,
      kinds: STORE_KINDS.filter((k) => figures.has(k)).map((k) => {
        const f = figures.get(k)!;
        return { storeKind: k, orders: f.orders, portions: f.units, collectedCents: f.collectedCents, list: TODAY_QUERIES.day(date, k) };
      }),
    });
  }
  const [interac, card, declined] = [
    await invoiceFigures(db, listQuery(TODAY_QUERIES.interacAwaiting())),
    await invoiceFigures(db, listQuery(TODAY_QUERIES.cardAwaiting())),
    await invoiceFigures(db, listQuery(TODAY_QUERIES.declined(today))),
  ];
  const unreadForms = await formCount(db, AdminFormListQuery.parse(UNREAD_FORMS()));
  const low = await db
    .select({ productId: product.id, title: productTranslation.title, quantity: productInventory.quantity })
    .from(productInventory)
    .innerJoin(product, eq(product.id, productInventory.productId))
    .leftJoin(productTranslation, and(eq(productTranslation.productId, product.id), eq(productTranslation.languageCd, lang)))
    .where(and(eq(product.statusCd, 'A'), lte(productInventory.quantity, LOW_STOCK_UNITS)))
    .orderBy(asc(productInventory.quantity), asc(product.id))
    .limit(20);
  const weekStart = startOfWeek(today);
  return {
    today,
    tomorrow,
    nextProductionDay: nextProductionDay(today, holidays),
    weekStart,
    weekEnd: addDays(weekStart, 6),
    days,
    attention: {
      interacAwaiting: total(interac),
      cardAwaiting: total(card),
      declinedToday: total(declined),
      unreadForms,
      lowStock: low.map((r) => ({ productId: r.productId, title: r.title ?? `#${r.productId}`, quantity: r.quantity })),
      lists: {
        interacAwaiting: TODAY_QUERIES.interacAwaiting(),
        cardAwaiting: TODAY_QUERIES.cardAwaiting(),
        declinedToday: TODAY_QUERIES.declined(today),
        unreadForms: UNREAD_FORMS(),
      },
    },
  };
}

export const adminTodayRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/today',
      {
        schema: {
          tags: ['admin'],
          summary: "Today: today's and tomorrow's paid orders per store kind, the next production day, what needs a person",
          querystring: LanguageOnlyQuery,
          response: { 200: AdminTodayReply, 401: ErrorReply, 403: ErrorReply },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return todayFigures(deps.db.db, deps.now(), request.query.language);
      },
    );
  };
