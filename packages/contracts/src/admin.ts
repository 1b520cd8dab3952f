// The back-office collection convention (issue 14; ADR 246) and its first collection, holidays
// (back-office §2 Holidays, §3 Holiday, §7 "Holidays: list, get, save, delete").
//   GET    /api/admin/{collection}        ?page&limit&sort&sortDirection&search (+ the collection's filters)
//                                         → { data: [...], meta: { total, total_pages, page, limit } }
//   POST   /api/admin/{collection}        create → the record as GET returns it (201)
//   GET    /api/admin/{collection}/{id}   → the record
//   POST   /api/admin/{collection}/{id}   save (the record as GET returns it; Id and read-only fields ignored)
//   DELETE /api/admin/{collection}/{id}   → { ok: true }
//   GET    /api/admin/{collection}/{id}/history → the audit log of that record, newest first
import { PACKAGE_TYPES, servedAreaCode } from '@mijote/domain';
import { z } from 'zod';
import { CanadianPostalCode, EmailAddress } from './accounts.js';
import { Id, IdOrZero, IntParam, RequiredText, Text } from './primitives.js';

export const ADMIN_LIST_MAX_LIMIT = 500;

/** The paging, sorting and search every admin list takes; `sort` is one of the collection's columns. */
export const adminListQuery = <S extends readonly [string, ...string[]]>(sortable: S, defaultLimit = 25) =>
  z.object({
    page: IntParam(1, 1_000_000).default(1),
    limit: IntParam(1, ADMIN_LIST_MAX_LIMIT).default(defaultLimit),
    sort: z.enum(sortable).default(sortable[0]),
    sortDirection: z.enum(['asc', 'desc']).default('asc'),
    search: Text(200).optional(),
  });

export const AdminListMeta = z
  .object({
    total: z.number().int().meta({ description: 'number of records matching the filters' }),
    total_pages: z.number().int().meta({ description: 'number of pages (at least 1)' }),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'AdminListMeta' });
export type AdminListMeta = z.infer<typeof AdminListMeta>;

export const adminListReply = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: AdminListMeta });

export const AdminIdParams = z.object({ id: IntParam(1, 2_147_483_647) });
export type AdminIdParams = z.infer<typeof AdminIdParams>;

/** One entry of a record's history: who changed it, when, and its values before and after. */
export const AuditEntry = z
  .object({
    id: z.number().int(),
    action: z.enum(['create', 'update', 'delete']),
    at: z.string().meta({ description: 'ISO instant' }),
    actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditHistoryReply = z.array(AuditEntry).meta({ id: 'AuditHistoryReply' });
export type AuditHistoryReply = z.infer<typeof AuditHistoryReply>;

// ── holidays ────────────────────────────────────────────────────────────────

/** A yearly holiday (day and month); with a franchise, that bistro's only. */
export const AdminHoliday = z
  .object({
    Id: z.number().int(),
    Day: z.number().int(),
    Month: z.number().int(),
    NameEn: z.string(),
    NameFr: z.string(),
    FranchiseId: z.number().int().nullable(),
  })
  .meta({ id: 'AdminHoliday' });
export type AdminHoliday = z.infer<typeof AdminHoliday>;

/** Create or save: the record as GET returns it (Id ignored). February 29 is a valid yearly date. */
export const AdminHolidayBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    Day: z.number().int().min(1).max(31),
    Month: z.number().int().min(1).max(12),
    NameEn: RequiredText(120),
    NameFr: RequiredText(120),
    FranchiseId: Id.nullable().default(null),
  })
  .refine((h) => h.Day <= ([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][h.Month - 1] ?? 31), {
    path: ['Day'],
    message: 'no such day in that month',
  })
  .meta({ id: 'AdminHolidayBody' });
export type AdminHolidayBody = z.infer<typeof AdminHolidayBody>;

export const AdminHolidayListQuery = adminListQuery(['month', 'id', 'nameEn', 'nameFr'] as const, 25).extend({
  franchiseId: IntParam(0, 2_147_483_647).optional().meta({ description: '0: the holidays of every store; an id: that bistro’s' }),
});
export type AdminHolidayListQuery = z.infer<typeof AdminHolidayListQuery>;
export const AdminHolidayListReply = adminListReply(AdminHoliday).meta({ id: 'AdminHolidayListReply' });
export type AdminHolidayListReply = z.infer<typeof AdminHolidayListReply>;

// ── postal codes (meal delivery and catering served areas) ─────────────────

/** A served area of home meal delivery and catering with its two delivery fees (cents). */
export const AdminPostalCode = z
  .object({
    Id: z.number().int(),
    Code: z.string().meta({ description: 'normalised: upper case, no space, no leading #' }),
    City: z.string().nullable(),
    HomeDeliveryFeeCents: z.number().int(),
    CateringDeliveryFeeCents: z.number().int(),
    Enabled: z.boolean(),
  })
  .meta({ id: 'AdminPostalCode' });
export type AdminPostalCode = z.infer<typeof AdminPostalCode>;

const FeeCents = z.number().int().min(0).max(100_000);

/** Create or save. `Code` as staff type it ('#h9b 1a'): 3 to 6 characters of a postal code. */
export const AdminPostalCodeBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    Code: Text(12).transform((v, ctx) => {
      const code = servedAreaCode(v);
      if (code === null) ctx.addIssue({ code: 'custom', message: 'a postal code or its first 3 to 6 characters (H9B, H9B1A)' });
      return code ?? '';
    }),
    City: Text(80).nullable().default(null),
    HomeDeliveryFeeCents: FeeCents,
    CateringDeliveryFeeCents: FeeCents,
    Enabled: z.boolean().default(true),
  })
  .meta({ id: 'AdminPostalCodeBody' });
export type AdminPostalCodeBody = z.output<typeof AdminPostalCodeBody>;

export const AdminPostalCodeListQuery = adminListQuery(['code', 'id', 'city'] as const, 50);
export type AdminPostalCodeListQuery = z.infer<typeof AdminPostalCodeListQuery>;
export const AdminPostalCodeListReply = adminListReply(AdminPostalCode).meta({ id: 'AdminPostalCodeListReply' });
export type AdminPostalCodeListReply = z.infer<typeof AdminPostalCodeListReply>;

// ── restaurants (bistro locations) ──────────────────────────────────────────

/** A bistro location as the back-office edits it (back-office §3 Bistro location). Times HH:mm, Toronto. */
export const AdminRestaurant = z
  .object({
    Id: z.number().int(),
    NameEn: z.string(),
    NameFr: z.string(),
    Company: z.string().nullable(),
    Line1: z.string(),
    Line2: z.string().nullable(),
    City: z.string(),
    Province: z.string(),
    PostalCode: z.string(),
    Country: z.string(),
    Phone: z.string().nullable(),
    Email: z.string().nullable(),
    OpeningTime: z.string(),
    ClosingTime: z.string(),
    FirstDelivery: z.string(),
    LastDelivery: z.string(),
    CorporateOnly: z.boolean(),
    PackageType: z.enum(PACKAGE_TYPES),
    Enabled: z.boolean(),
    IsNew: z.boolean(),
  })
  .meta({ id: 'AdminRestaurant' });
export type AdminRestaurant = z.infer<typeof AdminRestaurant>;

const HourMinute = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/**
 * Create or save, with the spec's defaults for a new location: Enabled n, PackageType P, CA, QC.
 * The bistro opens before it closes and delivers from its first to its last delivery time.
 */
export const AdminRestaurantBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    NameEn: RequiredText(120),
    NameFr: RequiredText(120),
    Company: Text(120).nullable().default(null),
    Line1: RequiredText(200),
    Line2: Text(200).nullable().default(null),
    City: RequiredText(80),
    Province: z.enum(['QC', 'ON']).default('QC'),
    PostalCode: CanadianPostalCode,
    Country: z.literal('CA').default('CA'),
    Phone: Text(40).nullable().default(null),
    Email: EmailAddress.nullable().default(null),
    OpeningTime: HourMinute,
    ClosingTime: HourMinute,
    FirstDelivery: HourMinute,
    LastDelivery: HourMinute,
    CorporateOnly: z.boolean().default(false),
    PackageType: z.enum(PACKAGE_TYPES).default('P'),
    Enabled: z.boolean().default(false),
    /** read only (GET answers it; a save ignores it) */
    IsNew: z.boolean().optional(),
  })
  .refine((r) => r.OpeningTime < r.ClosingTime, { path: ['ClosingTime'], message: 'closes after it opens' })
  .refine((r) => r.FirstDelivery <= r.LastDelivery, { path: ['LastDelivery'], message: 'the last delivery comes after the first' })
  .meta({ id: 'AdminRestaurantBody' });
export type AdminRestaurantBody = z.output<typeof AdminRestaurantBody>;

export const AdminRestaurantListQuery = adminListQuery(['id', 'nameEn', 'city'] as const, 25).extend({
  enabled: z.enum(['y', 'n']).optional(),
});
export type AdminRestaurantListQuery = z.infer<typeof AdminRestaurantListQuery>;
export const AdminRestaurantListReply = adminListReply(AdminRestaurant).meta({ id: 'AdminRestaurantListReply' });
export type AdminRestaurantListReply = z.infer<typeof AdminRestaurantListReply>;
