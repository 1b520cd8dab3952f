// The back-office, part 2 (issue 15; ADR 290): customer accounts with their addresses, invoices and
// Century Dollars; corporate subsidies with their domains, e-mails, mobile stops and the user
// import; the invoices of every section with their details and actions (back-office §2, §3, §4,
// §5, §7, §8, §9). The collection convention is ADR 246's (`adminListQuery`, `adminListReply`).
//   GET  /api/admin/accounts ?page&limit&sort&sortDirection&search      (30 a page)
//   GET  /api/admin/accounts/count ?search                              → { count }
//   GET  /api/admin/accounts/{id}          POST /api/admin/accounts/{id} (save)
//   GET  /api/admin/accounts/{id}/addresses   POST (save all)
//   GET  /api/admin/accounts/{id}/invoices
//   GET  /api/admin/accounts/{id}/century-dollars   POST (a manual credit or debit, with a reason)
//   /api/admin/subsidies (collection) + /{id}/domains, /{id}/emails, /{id}/accounts/import
//   GET  /api/admin/{section}/invoices, /api/admin/restaurants/{franchiseId}/invoices
//   GET  /api/admin/invoices/{id}/details, POST …/pay, …/refund, …/comment, …/email, DELETE …
import { INVOICE_STATUS_REASONS, INVOICE_STATUSES, PACKAGE_TYPES, STORE_KINDS, type InvoiceStatusReason } from '@mijote/domain';
import { z } from 'zod';
import { AddressInput, EmailAddress, Language } from './accounts.js';
import { adminListQuery, adminListReply } from './admin.js';
import { Cents, Id, IdOrZero, Int, IntParam, IsoDate, RequiredText, Text } from './primitives.js';

const CentsField = (description: string) => Cents(`${description}, in cents`);
const CentsInput = (description: string, max = 100_000_000) => Int(0, max).meta({ description: `${description}, in cents` });

// ── accounts ────────────────────────────────────────────────────────────────

export const AdminAccount = z
  .object({
    Id: z.number().int(),
    Uuid: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    EmailVerified: z.boolean(),
    UserTypeCd: z.enum(['SU', 'CU']),
    IsMasterLogin: z.boolean(),
    PreferredLanguage: z.enum(['en', 'fr']),
    Phone: z.string().nullable(),
    CellPhone: z.string().nullable(),
    CurrentCenturyDollarAmount: CentsField('Century Dollar balance'),
    ExternalUserId: z.string().nullable(),
    GlobalUserId: z.string().nullable(),
    SubsidyId: z.number().int().nullable(),
    EmailOptIn: z.boolean(),
    TextMessageOptIn: z.boolean(),
    ForcePasswordReset: z.boolean(),
    IsRegistered: z.boolean(),
    CreatedAt: z.string().meta({ description: 'ISO instant' }),
    LastLoginAt: z.string().nullable().meta({ description: 'ISO instant' }),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof AdminAccount>;

export const AdminAccountListQuery = adminListQuery(['lastName', 'firstName', 'email', 'id', 'createdAt', 'centuryDollars'] as const, 30);
export type AdminAccountListQuery = z.infer<typeof AdminAccountListQuery>;
export const AdminAccountListReply = adminListReply(AdminAccount).meta({ id: 'AdminAccountListReply' });
export type AdminAccountListReply = z.infer<typeof AdminAccountListReply>;
export const AdminAccountCountQuery = z.object({ search: Text(200).optional() });
export const AdminCountReply = z.object({ count: z.number().int().meta({ description: 'number of matching records' }) });

export const AdminAddress = z
  .object({
    Id: z.number().int(),
    addressType: z.enum(['B', 'S']),
    name: z.string(),
    company: z.string().nullable(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
    instructions: z.string().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'AdminAddress' });
export type AdminAddress = z.infer<typeof AdminAddress>;

/** An account "with related": its addresses and how many invoices it has. */
export const AdminAccountDetail = AdminAccount.extend({
  Addresses: z.array(AdminAddress),
  InvoiceCount: z.number().int().meta({ description: 'number of invoices' }),
  SecondFactorOn: z.boolean().meta({ description: 'two-step verification is on (ADR 378)' }),
}).meta({ id: 'AdminAccountDetail' });
export type AdminAccountDetail = z.infer<typeof AdminAccountDetail>;

/** Save: the account as GET answered it; Id, balance and read-only fields are ignored (the balance moves only through century-dollars). */
export const AdminAccountBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    FirstName: RequiredText(80),
    LastName: RequiredText(80),
    Email: EmailAddress,
    UserTypeCd: z.enum(['SU', 'CU']).default('CU'),
    IsMasterLogin: z.boolean().default(false),
    PreferredLanguage: z.enum(['en', 'fr']).default('en'),
    Phone: Text(40).nullable().default(null),
    CellPhone: Text(40).nullable().default(null),
    ExternalUserId: Text(120).nullable().default(null),
    GlobalUserId: Text(120).nullable().default(null),
    EmailOptIn: z.boolean().default(false),
    TextMessageOptIn: z.boolean().default(false),
    ForcePasswordReset: z.boolean().default(false),
  })
  .meta({ id: 'AdminAccountBody' });
export type AdminAccountBody = z.output<typeof AdminAccountBody>;

/**
 * One address of a "save all": the customer's own address contract (`AddressInput`: required street,
 * city, a Canadian postal code…, ADR 355) with the back-office's `Id` and default flag.
 */
export const AdminAddressInput = AddressInput.omit({ id: true }).extend({
  Id: IdOrZero.default(0).meta({ description: '0: a new address' }),
  isDefault: z.boolean().default(false),
});
export type AdminAddressInput = z.input<typeof AdminAddressInput>;
/** Save all: the account's addresses afterwards are exactly these (at most one billing, B). */
export const AdminAddressesBody = z
  .array(AdminAddressInput)
  .max(50)
  .refine((a) => a.filter((x) => x.addressType === 'B').length <= 1, 'at most one billing address (B)')
  .meta({ id: 'AdminAddressesBody' });
export type AdminAddressesBody = z.output<typeof AdminAddressesBody>;
export const AdminAddressesReply = z.array(AdminAddress).meta({ id: 'AdminAddressesReply' });

export const AdminCenturyDollarTransaction = z
  .object({
    Id: z.number().int(),
    Type: z.enum(['C', 'D']).meta({ description: 'C credit, D debit' }),
    Amount: CentsField('amount'),
    BalanceAfter: CentsField('balance after the transaction').nullable(),
    CenturyDollarTransactionMethodCd: z
      .string()
      .meta({ description: 'MA manual, OR order, RF refund, RE referral, GC gift card, PR promotion' }),
    InvoiceId: z.number().int().nullable(),
    Note: z.string().nullable(),
    ManualTransaction: z
      .object({ UserId: z.number().int(), Name: z.string(), Email: z.string() })
      .nullable()
      .meta({ description: 'the staff user who made a manual (MA) transaction' }),
    CreatedAt: z.string().meta({ description: 'ISO instant' }),
  })
  .meta({ id: 'AdminCenturyDollarTransaction' });
export const AdminCenturyDollarsReply = z
  .object({ Balance: CentsField('Century Dollar balance'), Transactions: z.array(AdminCenturyDollarTransaction) })
  .meta({ id: 'AdminCenturyDollarsReply' });
export type AdminCenturyDollarsReply = z.infer<typeof AdminCenturyDollarsReply>;

/** A manual (MA) credit (C) or debit (D): an amount and the reason, recorded with the staff user. */
export const AdminCenturyDollarsBody = z
  .strictObject({
    Type: z.enum(['C', 'D']),
    Amount: Int(1, 100_000_00).meta({ description: 'amount in cents' }),
    Reason: RequiredText(500),
  })
  .meta({ id: 'AdminCenturyDollarsBody' });
export type AdminCenturyDollarsBody = z.infer<typeof AdminCenturyDollarsBody>;

// ── subsidies ───────────────────────────────────────────────────────────────

export const AdminSubsidyDomain = z
  .object({ Id: z.number().int(), Domain: z.string(), SubsidyId: z.number().int() })
  .meta({ id: 'AdminSubsidyDomain' });
export const AdminSubsidyEmail = z
  .object({ Id: z.number().int(), FirstName: z.string(), LastName: z.string(), Email: z.string(), SubsidyId: z.number().int() })
  .meta({ id: 'AdminSubsidyEmail' });
export const AdminMobileAddress = z
  .object({
    Id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    country: z.string(),
  })
  .meta({ id: 'AdminMobileAddress' });

export const AdminSubsidy = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Company: z.string(),
    Slug: z.string().nullable(),
    IsOnSite: z.boolean(),
    IsNew: z.boolean(),
    Enabled: z.boolean(),
    Discount: z.number().int().meta({ description: 'percent of each price the employer pays' }),
    MaxRebate: CentsField('most subsidised a day or an order (ADR 028: maxTotalAmount)').nullable(),
    MaxProductPrice: CentsField('most subsidised of one unit price'),
    MaxProductCount: z.number().int().meta({ description: 'number of subsidised items' }),
    ApplyRulesPerDay: z.boolean(),
    WaiveFuel: z.boolean(),
    WaiveShipping: z.boolean(),
    PackageType: z.enum(PACKAGE_TYPES).meta({ description: 'P plated, C chafing' }),
    RequireExternalUserId: z.boolean(),
    GlobalUserId: z.boolean(),
    Branding: z.boolean(),
    FranchiseId: z.number().int().nullable(),
    Days: z.array(z.number().int()).meta({ description: 'ISO weekdays 1 (Monday) to 5 (Friday)' }),
    Domains: z.array(AdminSubsidyDomain),
    EmailCount: z.number().int().meta({ description: 'number of allowed e-mails (GET …/emails lists them)' }),
    mobileAddresses: z.array(AdminMobileAddress),
  })
  .meta({ id: 'AdminSubsidy' });
export type AdminSubsidy = z.infer<typeof AdminSubsidy>;

const MobileAddressInput = z.strictObject({
  Id: IdOrZero.default(0),
  name: Text(120).default(''),
  company: Text(120).nullable().default(null),
  line1: RequiredText(200),
  line2: Text(200).nullable().default(null),
  city: RequiredText(100),
  province: RequiredText(40).default('QC'),
  postalCode: Text(12).default(''),
  country: RequiredText(40).default('CA'),
});

/**
 * Create or save. What a new subsidy leaves out takes back-office §9's defaults (Discount 10,
 * MaxRebate $10, MaxProductPrice $100, MaxProductCount 10, WaiveFuel n, WaiveShipping n);
 * Days are Monday (1) to Friday (5) only.
 */
export const AdminSubsidyBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    Name: RequiredText(120),
    Company: Text(120).default(''),
    Slug: Text(80)
      .regex(/^[a-z0-9-]*$/, 'lower-case letters, digits and dashes')
      .nullable()
      .default(null),
    IsOnSite: z.boolean().default(true),
    Enabled: z.boolean().default(true),
    Discount: Int(0, 100).default(10).meta({ description: 'percent' }),
    MaxRebate: CentsInput('most subsidised a day or an order').nullable().default(1_000),
    MaxProductPrice: CentsInput('most subsidised of one unit price').default(10_000),
    MaxProductCount: Int(0, 1000).default(10).meta({ description: 'number of subsidised items' }),
    ApplyRulesPerDay: z.boolean().default(true),
    WaiveFuel: z.boolean().default(false),
    WaiveShipping: z.boolean().default(false),
    PackageType: z.enum(PACKAGE_TYPES).default('P'),
    RequireExternalUserId: z.boolean().default(false),
    GlobalUserId: z.boolean().default(false),
    Branding: z.boolean().default(false),
    FranchiseId: Id.nullable().default(null),
    Days: z
      .array(Int(1, 5).meta({ description: 'ISO weekday, Monday 1 to Friday 5 (no weekends)' }))
      .max(5)
      .refine((d) => new Set(d).size === d.length, 'each day once')
      .default([1, 2, 3, 4, 5]),
    mobileAddresses: z.array(MobileAddressInput).max(100).default([]),
    // read-only fields of the record, ignored
    IsNew: z.boolean().optional(),
    Domains: z
      .array(z.strictObject({ Id: IdOrZero, Domain: Text(253), SubsidyId: IdOrZero }))
      .max(10_000)
      .optional(),
    EmailCount: IdOrZero.optional(),
  })
  .meta({ id: 'AdminSubsidyBody' });
export type AdminSubsidyBody = z.output<typeof AdminSubsidyBody>;

export const AdminSubsidyListQuery = adminListQuery(['name', 'id', 'company'] as const, 25).extend({
  showOnSite: z.enum(['true', 'false']).optional().meta({ description: 'true: list on-site subsidies' }),
  showMobile: z.enum(['true', 'false']).optional().meta({ description: 'true: list mobile subsidies' }),
});
export type AdminSubsidyListQuery = z.infer<typeof AdminSubsidyListQuery>;
export const AdminSubsidyListReply = adminListReply(AdminSubsidy).meta({ id: 'AdminSubsidyListReply' });

/** Domain add: a non-empty domain (back-office §5); `@acme.com` and `ACME.com` are stored `acme.com`. */
export const AdminSubsidyDomainBody = z
  .strictObject({
    Domain: RequiredText(253)
      .transform((d) => d.replace(/^@/, '').toLowerCase())
      .pipe(z.string().regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'a domain such as acme.com')),
  })
  .meta({ id: 'AdminSubsidyDomainBody' });
/** E-mail add: non-empty first name, last name and e-mail (back-office §5). */
export const AdminSubsidyEmailBody = z
  .strictObject({ FirstName: RequiredText(80), LastName: RequiredText(80), Email: EmailAddress })
  .meta({ id: 'AdminSubsidyEmailBody' });
export const AdminSubsidyDomainParams = z.object({ id: IntParam(1, 2_147_483_647), domain: Text(253) });
export const AdminSubsidyEmailParams = z.object({ id: IntParam(1, 2_147_483_647), email: Text(254) });
export const AdminSubsidyEmailsQuery = adminListQuery(['email', 'lastName', 'id'] as const, 50);
export const AdminSubsidyEmailsReply = adminListReply(AdminSubsidyEmail).meta({ id: 'AdminSubsidyEmailsReply' });

/** What the import changed (its problems are a 422 `import-problems` with `params.problems`). */
export const AdminImportReply = z
  .object({
    Imported: z.number().int().meta({ description: 'number of lines applied' }),
    AccountsCreated: z.number().int().meta({ description: 'number of accounts created (pre-registered, no password)' }),
    AccountsAttached: z.number().int().meta({ description: 'number of accounts now attached to the subsidy' }),
  })
  .meta({ id: 'AdminImportReply' });
export type AdminImportReply = z.infer<typeof AdminImportReply>;
export const IMPORT_PROBLEMS = [
  'header',
  'columns',
  'quotes',
  'first-name-missing',
  'last-name-missing',
  'email-invalid',
  'too-long',
  'formula',
  'duplicate',
] as const;
export type ImportProblem = { line: number; reason: (typeof IMPORT_PROBLEMS)[number] };

// ── invoices ────────────────────────────────────────────────────────────────

export const INVOICE_SECTIONS = ['invoices', 'retail', 'meal-delivery', 'catering', 'mobile-bistro'] as const;
export type InvoiceSection = (typeof INVOICE_SECTIONS)[number];
const StatusList = Text(40)
  .default('P,U,C,D,R')
  .transform((v, ctx) => {
    const codes = v
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    if (!codes.every((c) => (INVOICE_STATUSES as readonly string[]).includes(c))) {
      ctx.addIssue({ code: 'custom', message: `a comma list of ${INVOICE_STATUSES.join(', ')}` });
      return z.NEVER;
    }
    return codes as (typeof INVOICE_STATUSES)[number][];
  })
  .meta({ description: 'comma list of P, U, C, D, R (E counts as C); default P,U,C,D,R' });

/** A comma list of invoice numbers (the back-office's bulk actions, issue 30): at most 500, each once. */
export const InvoiceIdList = Text(6000).transform((v, ctx) => {
  const ids = [
    ...new Set(
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > 500 || !ids.every((x) => /^[1-9]\d{0,9}$/.test(x) && Number(x) <= 2_147_483_647)) {
    ctx.addIssue({ code: 'custom', message: 'a comma list of 1 to 500 invoice numbers' });
    return z.NEVER;
  }
  return ids.map(Number);
});

export const AdminInvoiceListQuery = z.object({
  page: IntParam(1, 1_000_000).default(1),
  limit: IntParam(1, 1000).default(50),
  status: StatusList,
  orderBy: z.enum(['id', 'createdAt', 'deliveryDate', 'total', 'status', 'lastName']).default('id'),
  orderDirection: z.enum(['asc', 'desc']).default('desc'),
  searchBy: z.enum(['any', 'id', 'name', 'email', 'postalCode']).default('any'),
  searchFor: Text(200).optional(),
  FranchiseId: IntParam(1, 2_147_483_647).optional(),
  // issue 30: the day filters (Toronto days, both ends included) and one store kind, so that each
  // figure of the Today screen opens the list it counts
  deliveryFrom: IsoDate.optional().meta({ description: 'first delivery day listed (yyyy-MM-dd)' }),
  deliveryTo: IsoDate.optional().meta({ description: 'last delivery day listed' }),
  createdFrom: IsoDate.optional().meta({ description: 'first day of creation listed (Toronto)' }),
  createdTo: IsoDate.optional().meta({ description: 'last day of creation listed (Toronto)' }),
  storeKind: z.enum(STORE_KINDS).optional().meta({ description: 'one store kind, within the section' }),
  paymentMethod: z.enum(['card', 'interac']).optional().meta({ description: 'orders paid (or to be paid) this way' }),
  ids: InvoiceIdList.optional().meta({ description: 'these invoices only (a comma list, the selected rows)' }),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminInvoiceListQuery = z.output<typeof AdminInvoiceListQuery>;

export const AdminInvoice = z
  .object({
    Id: z.number().int(),
    Status: z.enum(INVOICE_STATUSES),
    StoreKind: z.string(),
    AccountId: z.number().int(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    FranchiseId: z.number().int().nullable(),
    SubsidyId: z.number().int().nullable(),
    DeliveryDate: z.string().nullable(),
    DeliveryTime: z.string().nullable(),
    PaymentMethod: z.string().nullable(),
    SubTotal: CentsField('items'),
    Discount: CentsField('promo code and promotion discount'),
    Tip: CentsField('tip'),
    Tax1: CentsField('GST'),
    Tax2: CentsField('QST'),
    DeliveryCharge: CentsField('delivery charge'),
    FuelSurcharge: CentsField('fuel surcharge'),
    ExtraCharge: CentsField('extra charge'),
    SubsidizedAmount: CentsField('subsidised amount'),
    Rebate: CentsField('rebate'),
    CenturyDollars: CentsField('Century Dollars applied (less those given back)'),
    Total: CentsField('back-office §5 total'),
    Paid: CentsField('money collected (ADR 366)'),
    Refunded: CentsField('money given back'),
    Due: Cents('signed, in cents: > 0 a balance due, < 0 a credit due'),
    RefundPending: CentsField('refunds asked of the processor, not answered yet'),
    MoneyLeft: CentsField('money that can still be refunded'),
    CenturyDollarsLeft: CentsField('Century Dollars applied that can still be given back'),
    Balance: z.enum(['unpaid', 'settled', 'balance-due', 'credit-due', 'closed']),
    Label: z
      .enum(['paid', 'unpaid', 'canceled', 'declined', 'refunded', 'balance-due', 'credit-due'])
      .meta({ description: 'the status staff read: never paid while money is due' }),
    Comment: z.string().nullable(),
    AdminComment: z.string().nullable(),
    CreatedAt: z.string(),
    PaidAt: z.string().nullable(),
    RefundedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminInvoice' });
export type AdminInvoice = z.infer<typeof AdminInvoice>;
export const AdminInvoiceListReply = adminListReply(AdminInvoice).meta({ id: 'AdminInvoiceListReply' });
export type AdminInvoiceListReply = z.infer<typeof AdminInvoiceListReply>;

const Snapshot = z
  .object({
    name: z.string(),
    company: z.string().nullable().optional(),
    line1: z.string(),
    line2: z.string().nullable().optional(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string().nullable().optional(),
  })
  .nullable();

export const AdminInvoiceDetails = z
  .object({
    Invoice: AdminInvoice,
    CartDetails: z.array(
      z.object({
        Id: z.number().int(),
        productid: z.number().int().nullable(),
        Product: z.string().nullable().meta({ description: 'the product title (English)' }),
        customtitle: z.string().nullable(),
        quantity: z.number().int(),
        amount: CentsField('unit amount'),
        lineTotal: CentsField('quantity × (unit amount + add-ons)'),
        isfamilypack: z.boolean(),
        isKidsMeal: z.boolean(),
        note: z.string().nullable(),
        requiredby: z.string(),
        Addons: z.array(
          z.object({
            ProductId: z.number().int(),
            Product: z.string().nullable(),
            quantity: z.number().int(),
            Price: CentsField('add-on price'),
          }),
        ),
      }),
    ),
    Payments: z.array(
      z.object({
        Id: z.number().int(),
        PaymentMethodId: z.number().int().meta({ description: '1 card, 2 Century Dollars, 3 gift card, 4 Interac Online, 5 manual' }),
        Amount: CentsField('amount'),
        Status: z.string(),
        CardBrand: z.string().nullable(),
        CardLast4: z.string().nullable(),
        CreatedAt: z.string(),
        ManualMethod: z.string().nullable().meta({ description: 'a manual payment: cash, cheque, bank-transfer, card-terminal, other' }),
        Note: z.string().nullable().meta({ description: 'the staff’s reason' }),
        RecordedBy: z.string().nullable(),
      }),
    ),
    Refunds: z.array(
      z.object({
        Id: z.number().int(),
        PaymentId: z.number().int(),
        Destination: z.string(),
        Via: z.string(),
        Amount: CentsField('refunded amount'),
        Status: z.enum(['pending', 'done', 'failed']),
        Reason: z.string(),
        ReasonCd: z.string().nullable(),
        Method: z.string().nullable(),
        By: z.string().nullable(),
        CreatedAt: z.string(),
        CompletedAt: z.string().nullable(),
      }),
    ),
    SavedCards: z.array(
      z.object({ Id: z.number().int(), Brand: z.string(), Last4: z.string(), ExpMonth: z.number().int(), ExpYear: z.number().int() }),
    ),
    BillingAddress: Snapshot,
    DeliveryAddress: Snapshot,
    StatusHistory: z.array(
      z.object({
        From: z.string().nullable(),
        To: z.string(),
        Reason: z.string().nullable(),
        /** the reason's code when it is one the code writes (INVOICE_STATUS_NOTES), for the staff's language */
        ReasonCd: z.enum(INVOICE_STATUS_REASONS as [InvoiceStatusReason, ...InvoiceStatusReason[]]).nullable(),
        ChangedBy: z.string().nullable(),
        Note: z.string().nullable().meta({ description: 'the staff’s own words' }),
        At: z.string(),
      }),
    ),
    Comments: z.object({ Customer: z.string().nullable(), Admin: z.string().nullable() }),
  })
  .meta({ id: 'AdminInvoiceDetails' });
export type AdminInvoiceDetails = z.infer<typeof AdminInvoiceDetails>;

export const AdminInvoiceParams = z.object({ invoiceId: IntParam(1, 2_147_483_647) });
export const AdminRestaurantInvoiceParams = z.object({ id: IntParam(1, 2_147_483_647), invoiceId: IntParam(1, 2_147_483_647) });
export const AdminInvoiceAddressParams = AdminInvoiceParams.extend({ addressId: IntParam(1, 2_147_483_647) });
export const AdminCartDetailParams = AdminInvoiceParams.extend({ detailId: IntParam(1, 2_147_483_647) });

/** The answer of an action: the spec's success key (back-office §8) and the invoice after it. */
export const AdminInvoiceActionReply = z
  .object({
    key: z.enum([
      'invoice-paid',
      'balance-collected',
      'invoice-refunded',
      'invoice-deleted',
      'invoice-updated',
      'email-sent',
      'item-added',
      'item-updated',
      'item-deleted',
    ]),
    Invoice: AdminInvoice,
  })
  .meta({ id: 'AdminInvoiceActionReply' });
export type AdminInvoiceActionReply = z.infer<typeof AdminInvoiceActionReply>;

export const AdminInvoiceCommentBody = z.strictObject({ comment: Text(2000) }).meta({ id: 'AdminInvoiceCommentBody' });
/** E-mail to the customer (back-office §3: title, to, body, language default en). */
export const AdminInvoiceEmailBody = z
  .strictObject({
    title: RequiredText(200),
    to: EmailAddress.optional().meta({ description: 'default: the account’s e-mail' }),
    body: RequiredText(10_000),
    language: z.enum(['en', 'fr']).default('en'),
  })
  .meta({ id: 'AdminInvoiceEmailBody' });
/** A cart item: a product or a custom title, and a required-by date (keys item-misssing-product, item-misssing-required-by). */
/** The refunds the payment processor has made of an invoice's card and Interac payments (ADR 355). */
export const AdminProcessorRefunds = z
  .object({
    Refunds: z.array(
      z.object({
        PaymentId: z.number().int(),
        RefundId: z.string().meta({ description: 'the processor’s reference of the refund' }),
        Amount: CentsField('refunded amount'),
        CreatedAt: z.string().meta({ description: 'ISO instant' }),
      }),
    ),
  })
  .meta({ id: 'AdminProcessorRefunds' });
export type AdminProcessorRefunds = z.infer<typeof AdminProcessorRefunds>;

export const AdminCartItemBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    productid: Id.nullable().default(null),
    customtitle: Text(200).nullable().default(null),
    quantity: Int(1, 1000).default(1).meta({ description: 'number of items' }),
    amount: CentsInput('unit amount; a product’s price when left out').optional(),
    isfamilypack: z.boolean().default(false),
    isKidsMeal: z.boolean().default(false),
    note: Text(500).nullable().default(null),
    requiredby: IsoDate.nullable().default(null),
  })
  .meta({ id: 'AdminCartItemBody' });
export type AdminCartItemBody = z.output<typeof AdminCartItemBody>;

// ── reports (back-office §2 payments report, Century Dollar credits report) ─────

/**
 * A date range in Toronto days, both included, at most 366 days; `format=csv` for the file (every
 * row, streamed; with `by=day`, a line per day of the range with its totals and net, the report's
 * chart, its headers in `language`). The JSON carries the range's totals, added up by the database
 * per day and per method, and one page of its rows (ADR 366, 386: a year is some 190,000 movements,
 * never sent in one reply).
 */
export const AdminReportQuery = z
  .object({
    startDate: IsoDate,
    endDate: IsoDate,
    format: z.enum(['json', 'csv']).default('json'),
    by: z
      .enum(['movement', 'day'])
      .default('movement')
      .meta({ description: 'CSV lines: a movement, or a day (every day, its totals and net)' }),
    language: Language.default('en').meta({ description: 'the per-day CSV’s headers' }),
    page: IntParam(1, 1_000_000).default(1),
    limit: IntParam(1, 1000).default(100).meta({ description: 'rows a page, oldest first (the totals are the whole range’s)' }),
  })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: 'on or after startDate' });
export type AdminReportQuery = z.output<typeof AdminReportQuery>;
