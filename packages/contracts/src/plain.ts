// Contract values that need no zod (ADR 230): the constants the browser uses. The store, account
// and sign-in pages import them from `@mijote/contracts/plain`, so their bundles do not carry zod
// and every schema of the API for the sake of a number; the schemas import them from here too.

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
