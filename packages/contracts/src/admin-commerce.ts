// The back-office's gift cards and promo codes (issue 14; back-office §2 Gift cards: a list and a
// modal; Promo code admin; §3 Gift card: status a created, otherwise used; Promo code: Id, Code,
// Invoices, the multi-code address with CA and QC by default; customer-side §3 Promo code: Code,
// Type dollars or percent, Amount, Status V, MinimumAmountRequired, StoreSource; ADR 246, 270).
import { STORE_KINDS } from '@mijote/domain';
import { z } from 'zod';
import { EmailAddress } from './accounts.js';
import { adminListQuery, adminListReply } from './admin.js';
import { IdOrZero, Int, IsoDate, RequiredText, Text } from './primitives.js';

// ── gift cards ─────────────────────────────────────────────────────────────

export const AdminGiftCardTransaction = z.object({
  Id: z.number().int(),
  Type: z.enum(['C', 'D']).meta({ description: 'C credit, D debit' }),
  AmountCents: z.number().int(),
  At: z.string().meta({ description: 'ISO instant' }),
  AccountId: z.number().int().nullable(),
  InvoiceId: z.number().int().nullable(),
  StaffUserId: z.number().int().nullable().meta({ description: 'the staff member who made it (issue, adjustment)' }),
  Note: z.string().nullable(),
});

/** A gift card as its modal shows it; the balance is the gift-card ledger's (ledgers/gift-cards.ts). */
export const AdminGiftCard = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    AmountCents: z.number().int(),
    BalanceCents: z.number().int(),
    Status: z.enum(['a', 'u']).meta({ description: 'a created, u used' }),
    CreatedAt: z.string(),
    UsedAt: z.string().nullable(),
    PurchaserAccountId: z.number().int().nullable(),
    AccountId: z.number().int().nullable().meta({ description: 'the account the card was applied to' }),
    InvoiceId: z.number().int().nullable().meta({ description: 'the order that bought it; null: made by staff' }),
    RecipientName: z.string().nullable(),
    RecipientEmail: z.string().nullable(),
    Message: z.string().nullable(),
    Transactions: z.array(AdminGiftCardTransaction),
  })
  .meta({ id: 'AdminGiftCard' });
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

/** The largest card staff make or adjust to: $1,000. */
export const GIFT_CARD_ADMIN_MAX_CENTS = 100_000;

/**
 * Create (a generated code, the amount as its balance, status a) or save: the record as GET answers
 * it. A save of an unused card may change its amount (the ledger records the difference, with the
 * staff member and `Note`) or mark it used (`Status: 'u'`); a used card keeps its amount and status.
 */
export const AdminGiftCardBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    AmountCents: Int(1, GIFT_CARD_ADMIN_MAX_CENTS).meta({ description: 'the card’s value, in cents' }),
    Status: z.enum(['a', 'u']).default('a'),
    RecipientName: Text(120).nullable().default(null),
    RecipientEmail: EmailAddress.nullable().default(null),
    Message: Text(500).nullable().default(null),
    Note: Text(300).nullable().default(null).meta({ description: 'why: kept with the ledger’s transaction' }),
    // read only (GET answers them; a save ignores them)
    Code: Text(40).optional(),
    BalanceCents: Int(0, 2_147_483_647).optional().meta({ description: 'read only, in cents' }),
    CreatedAt: Text(40).optional(),
    UsedAt: Text(40).nullable().optional(),
    PurchaserAccountId: IdOrZero.nullable().optional(),
    AccountId: IdOrZero.nullable().optional(),
    InvoiceId: IdOrZero.nullable().optional(),
    Transactions: z
      .array(
        z.strictObject({
          Id: IdOrZero,
          Type: z.enum(['C', 'D']),
          AmountCents: Int(0, 2_147_483_647),
          At: Text(40),
          AccountId: IdOrZero.nullable(),
          InvoiceId: IdOrZero.nullable(),
          StaffUserId: IdOrZero.nullable(),
          Note: Text(300).nullable(),
        }),
      )
      .max(1000)
      .optional(),
  })
  .meta({ id: 'AdminGiftCardBody' });
export type AdminGiftCardBody = z.output<typeof AdminGiftCardBody>;

export const AdminGiftCardListQuery = adminListQuery(['id', 'code', 'amount', 'createdAt'] as const, 25).extend({
  status: z.enum(['a', 'u']).optional(),
});
export type AdminGiftCardListQuery = z.infer<typeof AdminGiftCardListQuery>;
export const AdminGiftCardListReply = adminListReply(AdminGiftCard).meta({ id: 'AdminGiftCardListReply' });
export type AdminGiftCardListReply = z.infer<typeof AdminGiftCardListReply>;

// ── promo codes ─────────────────────────────────────────────────────────────

export const AdminMultiCodeAddress = z.object({
  Name: z.string().nullable(),
  Line1: z.string().nullable(),
  Line2: z.string().nullable(),
  PostalCode: z.string().nullable(),
  Province: z.string(),
  Country: z.string(),
});

export const AdminPromoCode = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    Type: z.enum(['dollars', 'percent']),
    Amount: z.number().int().meta({ description: 'cents when Type is dollars; a whole percent when Type is percent' }),
    Status: z.enum(['V', 'I']).meta({ description: 'V valid, I invalid' }),
    StartsOn: z.string().nullable().meta({ description: 'yyyy-MM-dd, first valid day (Toronto); null: no start' }),
    ExpiresOn: z.string().nullable().meta({ description: 'yyyy-MM-dd, last valid day (Toronto); null: no end' }),
    MinimumAmountRequiredCents: z.number().int(),
    MaxUses: z.number().int().nullable().meta({ description: 'number of orders that may use it; null: no limit' }),
    TimesUsed: z.number().int().meta({ description: 'read only: number of orders that used it' }),
    StoreSource: z.enum(STORE_KINDS).nullable().meta({ description: 'the store it is valid for; null: every store' }),
    Note: z.string().nullable(),
    MultiCodeAddress: AdminMultiCodeAddress,
    Invoices: z.array(z.number().int()).meta({ description: 'read only: the orders that used it (newest first, at most 100)' }),
  })
  .meta({ id: 'AdminPromoCode' });
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;

/** Letters, digits and dashes; stored upper case, unique whatever the case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{1,38}[A-Za-z0-9]$/;

export const AdminPromoCodeBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    Code: Text(40)
      .regex(PROMO_CODE_PATTERN, '3 to 40 letters, digits or dashes')
      .transform((v) => v.toUpperCase()),
    Type: z.enum(['dollars', 'percent']),
    Amount: Int(1, 10_000_000).meta({ description: 'cents when Type is dollars; a whole percent (1–100) when Type is percent' }),
    Status: z.enum(['V', 'I']).default('V'),
    StartsOn: IsoDate.nullable().default(null),
    ExpiresOn: IsoDate.nullable().default(null),
    MinimumAmountRequiredCents: Int(0, 10_000_000).default(0),
    MaxUses: Int(1, 10_000_000).nullable().default(null).meta({ description: 'number of orders; null: no limit' }),
    StoreSource: z.enum(STORE_KINDS).nullable().default(null),
    Note: Text(500).nullable().default(null),
    MultiCodeAddress: z
      .strictObject({
        Name: Text(120).nullable().default(null),
        Line1: Text(200).nullable().default(null),
        Line2: Text(200).nullable().default(null),
        PostalCode: Text(12).nullable().default(null),
        Province: Text(2)
          .regex(/^[A-Z]{2}$/, 'a province code (QC)')
          .default('QC'),
        Country: Text(2)
          .regex(/^[A-Z]{2}$/, 'a country code (CA)')
          .default('CA'),
      })
      .default({ Name: null, Line1: null, Line2: null, PostalCode: null, Province: 'QC', Country: 'CA' }),
    // read only
    TimesUsed: Int(0, 2_147_483_647).optional(),
    Invoices: z.array(Int(0, 2_147_483_647)).max(1000).optional(),
  })
  .refine((p) => p.Type !== 'percent' || p.Amount <= 100, { path: ['Amount'], message: 'a percent is at most 100' })
  .refine((p) => !p.StartsOn || !p.ExpiresOn || p.StartsOn <= p.ExpiresOn, {
    path: ['ExpiresOn'],
    message: 'expires on or after it starts',
  })
  .meta({ id: 'AdminPromoCodeBody' });
export type AdminPromoCodeBody = z.output<typeof AdminPromoCodeBody>;

export const AdminPromoCodeListQuery = adminListQuery(['code', 'id', 'expiresOn'] as const, 25).extend({
  status: z.enum(['V', 'I']).optional(),
});
export type AdminPromoCodeListQuery = z.infer<typeof AdminPromoCodeListQuery>;
export const AdminPromoCodeListReply = adminListReply(AdminPromoCode).meta({ id: 'AdminPromoCodeListReply' });
export type AdminPromoCodeListReply = z.infer<typeof AdminPromoCodeListReply>;

export const AdminPromoCodeByCodeParams = z.object({ code: RequiredText(40) });
