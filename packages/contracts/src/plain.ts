// Contract values that need no zod (ADR 230): the constants the browser uses. The store, account
// and sign-in pages import them from `@mijote/contracts/plain`, so their bundles do not carry zod
// and every schema of the API for the sake of a number; the schemas import them from here too.
import { newSubsidyDefaults } from '@mijote/domain';
import type { AdminSubsidy } from './admin-people.js';

/** The groups of a cart document (customer-side §3 Cart). */
export const CART_GROUP_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'catering',
  'custom',
  'restaurant',
  'generic',
] as const;

/** The most of one line a cart holds. */
export const CART_LINE_MAX_QUANTITY = 500;

/** The request header of an order's idempotency key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Characters of the longest e-mail address the contracts accept. */
export const EMAIL_MAX_LENGTH = 254;

/** The longest value of each address field (AddressInput; the browser's address checks). */
export const ADDRESS_MAX = { name: 120, company: 120, line1: 200, line2: 200, city: 100, phone: 40, instructions: 500 } as const;

/**
 * A new corporate subsidy as the back-office form opens it (back-office §9's defaults, the domain's
 * newSubsidyDefaults; Monday to Friday): GET /api/admin/subsidies/new answers it and the admin
 * screen starts from it.
 */
export function newAdminSubsidy(): AdminSubsidy & { Id: 0 } {
  const d = newSubsidyDefaults();
  return {
    Id: 0,
    Name: '',
    Company: '',
    Slug: null,
    IsOnSite: true,
    IsNew: d.isNew,
    Enabled: true,
    Discount: d.discountPercent,
    MaxRebate: d.maxTotalAmount,
    MaxProductPrice: d.maxUnitAmount ?? 10_000,
    MaxProductCount: d.maxProductCount ?? 10,
    ApplyRulesPerDay: d.perDeliveryDay,
    WaiveFuel: d.waiveFuel,
    WaiveShipping: d.waiveShipping,
    PackageType: 'P',
    RequireExternalUserId: false,
    GlobalUserId: false,
    Branding: false,
    FranchiseId: null,
    Days: [1, 2, 3, 4, 5],
    Domains: [],
    EmailCount: 0,
    mobileAddresses: [],
  };
}

/**
 * The relations a store's product card shows, which the store pages ask the catalogue for
 * (`related=`); the API keeps these products' views stored (ADR 349).
 */
export const CARD_RELATED = ['Nutrition', 'ProductTags', 'CookingInstructionTypes'] as const;
