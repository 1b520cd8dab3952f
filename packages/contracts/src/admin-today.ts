// The back-office's Today screen (issue 30): GET /api/admin/today. Each figure is the count or sum
// of a list the screen links to, with that list's filters (the invoices' delivery days, store kind,
// status and way of paying; the forms inbox's unread filter), so that following a figure shows
// exactly what it counted.
import { STORE_KINDS } from '@mijote/domain';
import { z } from 'zod';

/** The invoices list's query (its own names: `status`, `deliveryFrom`, `storeKind`…) that a figure counts. */
const ListFilters = z.record(z.string(), z.string()).meta({ description: 'the GET /api/admin/invoices query this figure counts' });
/** The forms inbox's query (`unread`, `formName`) that a figure counts. */
const FormListFilters = z.record(z.string(), z.string()).meta({ description: 'the GET /api/admin/forms query this figure counts' });

export const AdminTodayKind = z
  .object({
    storeKind: z.enum(STORE_KINDS),
    orders: z.number().int().meta({ description: 'paid (P) orders delivered that day' }),
    portions: z.number().int().meta({ description: 'units of their lines' }),
    collectedCents: z.number().int().meta({ description: 'money collected on them less what was given back (ADR 366)' }),
    list: ListFilters,
  })
  .meta({ id: 'AdminTodayKind' });

export const AdminTodayDay = z
  .object({
    date: z.string().meta({ description: 'delivery day yyyy-MM-dd (Toronto)' }),
    kinds: z.array(AdminTodayKind).meta({ description: 'the store kinds with at least one order that day' }),
  })
  .meta({ id: 'AdminTodayDay' });

export const AdminTodayReply = z
  .object({
    today: z.string(),
    tomorrow: z.string(),
    nextProductionDay: z.string().meta({ description: 'the first day after today no company-wide holiday closes' }),
    weekStart: z.string().meta({ description: 'Monday of this week' }),
    weekEnd: z.string().meta({ description: 'Sunday of this week' }),
    days: z.array(AdminTodayDay).meta({ description: 'today, then tomorrow' }),
    attention: z.object({
      interacAwaiting: z.number().int().meta({ description: 'unpaid (U) Interac orders, any day' }),
      cardAwaiting: z.number().int().meta({ description: 'unpaid (U) card orders: a charge the processor has not answered yet' }),
      declinedToday: z.number().int().meta({ description: 'declined (D) orders created today' }),
      unreadForms: z
        .number()
        .int()
        .meta({ description: 'public form submissions no one has read yet (a lead form’s step 2 counted in its step 1)' }),
      lowStock: z
        .array(z.object({ productId: z.number().int(), title: z.string(), quantity: z.number().int() }))
        .meta({ description: 'active products with stock kept and at most LOW_STOCK_UNITS left' }),
      lists: z
        .object({ interacAwaiting: ListFilters, cardAwaiting: ListFilters, declinedToday: ListFilters, unreadForms: FormListFilters })
        .meta({ description: 'the list query behind each count (the invoices list’s; unreadForms: the forms inbox’s)' }),
    }),
  })
  .meta({ id: 'AdminTodayReply' });
export type AdminTodayReply = z.infer<typeof AdminTodayReply>;
