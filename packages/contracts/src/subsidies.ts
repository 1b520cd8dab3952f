// An employee's corporate subsidy (customer-side §3 Subsidy, §7 GET /accounts/{uuid}/subsidy?requestedDate;
// issue 13): which subsidy the account belongs to (decided on the server from the subsidy's allowed
// e-mail domains and e-mails), its rules, where it is served and what is left of the day's allowance.
import { PACKAGE_TYPES, WEEKDAYS } from '@mijote/domain';
import { z } from 'zod';
import { Language } from './accounts.js';
import { Franchise } from './catalogue.js';
import { Id, IsoDate, SafeString } from './primitives.js';

export const AccountSubsidyQuery = z.object({
  requestedDate: IsoDate.optional().meta({ description: 'The delivery day asked about (yyyy-MM-dd); default today in Toronto' }),
  language: Language.default('en'),
});
export type AccountSubsidyQuery = z.infer<typeof AccountSubsidyQuery>;

export const SubsidyMobileAddress = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
  })
  .meta({ id: 'SubsidyMobileAddress' });
export type SubsidyMobileAddress = z.infer<typeof SubsidyMobileAddress>;

export const DailyRemainderAmount = z
  .object({
    Day: z.string().meta({ description: 'yyyy-MM-dd' }),
    AmountUsed: z.number().int().meta({ description: 'cents the day’s orders already took' }),
    AmountRemaining: z.number().int().nullable().meta({ description: 'cents left for the day; null: no daily cap' }),
    ProductCountUsed: z.number().int().meta({ description: 'subsidised items the day’s orders already had (issue 28)' }),
    ProductCountRemaining: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'subsidised items left for the day (maxProductCount less ProductCountUsed); null: no daily cap' }),
  })
  .meta({ id: 'DailyRemainderAmount' });

export const AccountSubsidy = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: z.string(),
    /** true: the on-site cafeteria of `franchise`; false: a mobile cafeteria with `mobileAddresses` */
    isOnSite: z.boolean(),
    discountPercent: z.number().int(),
    maxUnitAmount: z.number().int().meta({ description: 'cents: the subsidy takes at most this much of one unit' }),
    maxProductCount: z.number().int(),
    maxTotalAmount: z.number().int().nullable().meta({ description: 'cents per order, or per day with perDeliveryDay' }),
    maxRebate: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'cents: MaxRebate, the most the employer pays; the smaller of it and maxTotalAmount holds (ADR 367)' }),
    perDeliveryDay: z.boolean(),
    waiveFuel: z.boolean(),
    waiveShipping: z.boolean(),
    packageType: z.enum(PACKAGE_TYPES),
    requireExternalUserId: z.boolean(),
    /** the account's badge number (external user id); the order is refused without it when required */
    externalUserId: z.string().nullable(),
    daysOfWeek: z.array(z.enum(WEEKDAYS)),
    /** on-site: the bistro that serves it (the delivery point) */
    franchise: Franchise.nullable(),
    mobileAddresses: z.array(SubsidyMobileAddress),
    /** mobile: the stop the employee chose; null until chosen */
    mobileAddressId: z.number().int().nullable(),
    dailyRemainderAmounts: z.array(DailyRemainderAmount),
    /** false while the account's e-mail is not verified: the employer pays nothing until it is (ADR 245) */
    active: z.boolean(),
    inactiveReason: z.enum(['email-unverified']).nullable(),
  })
  .meta({ id: 'AccountSubsidy' });
export type AccountSubsidy = z.infer<typeof AccountSubsidy>;

export const AccountSubsidyReply = z
  .object({
    requestedDate: z.string(),
    /** null: the account belongs to no subsidy (the stores show the subsidy-not-set prompt) */
    subsidy: AccountSubsidy.nullable(),
  })
  .meta({ id: 'AccountSubsidyReply' });
export type AccountSubsidyReply = z.infer<typeof AccountSubsidyReply>;

/**
 * An employee's badge number (external user id, issue 28): the server reads it with the domain's
 * `externalUserIdOf` (1 to 40 letters, digits, spaces, dots, hyphens, underscores or slashes;
 * else 400 external-user-id-invalid).
 */
export const SaveExternalUserIdBody = z
  .strictObject({ externalUserId: SafeString(200).meta({ description: 'the badge number, as typed' }) })
  .meta({ id: 'SaveExternalUserIdBody' });
export type SaveExternalUserIdBody = z.infer<typeof SaveExternalUserIdBody>;

export const ChooseMobileAddressBody = z.strictObject({ mobileAddressId: Id }).meta({ id: 'ChooseMobileAddressBody' });
export type ChooseMobileAddressBody = z.infer<typeof ChooseMobileAddressBody>;
