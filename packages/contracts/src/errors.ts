import { z } from 'zod';

/**
 * Error codes the API answers with. The web app translates `code` (namespace `errors`) with
 * `params`; `message` is an English fallback for logs and API clients, never shown as is.
 */
/** The back-office's refusals that used to answer a bare `conflict` (issue 30): staff-only codes. */
const BACK_OFFICE_REFUSALS = [
  'gift-card-not-deletable',
  'promo-code-used',
  'postal-code-taken',
  'retail-postal-code-taken',
  'holiday-taken',
  'subsidy-slug-taken',
  'subsidy-domain-taken',
  'subsidy-email-taken',
] as const;

export const ERROR_CODES = [
  'bad-request',
  'validation-failed',
  'unauthorized',
  'forbidden',
  'not-found',
  'method-not-allowed',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'uri-too-long',
  'headers-too-large',
  'request-timeout',
  'database-unavailable',
  'overloaded',
  'internal-error',
  'csrf-failed',
  // accounts (ADR 080–089)
  'invalid-credentials',
  'email-taken',
  'current-password-invalid',
  'passwords-mismatch',
  'password-too-weak',
  'password-too-common',
  'password-reset-issue',
  'password-reset-required',
  'email-verification-invalid',
  'email-verification-expired',
  'email-verification-used',
  'email-already-verified',
  'login-proof-required',
  'sign-in-link-invalid',
  'sign-in-link-expired',
  'sign-in-link-used',
  // the second factor (ADR 378)
  'second-factor-required',
  'second-factor-enrolment-required',
  'second-factor-invalid',
  'step-up-required',
  'card-invalid',
  'card-expired',
  'card-declined',
  'card-brand-unsupported',
  'gift-card-invalid',
  'gift-card-used',
  // the back-office's refusals, each with its reason (issue 30)
  ...BACK_OFFICE_REFUSALS,
  // forms, uploads, share (ADR 100)
  'captcha-failed',
  'captcha-unavailable',
  'upload-missing',
  'upload-one-file',
  'upload-too-large',
  'upload-wrong-type',
  'referral-self',
  // cart and orders (ADR 160–165)
  'idempotency-key-required',
  'cart-version-conflict',
  'delivery-waiver-master-only',
  'cart-empty',
  'cart-items-removed',
  'out-of-stock',
  'order-missing-side-selection-checkout',
  'order-select-time',
  'time-outside-range',
  'delivery-time-not-offered',
  'not-served-area',
  'address-required',
  'delivery-date-required',
  'gift-card-recipient-required',
  'checkout-procedure-not-offered',
  'corporate-only-cart',
  'payment-method-required',
  'promo-not-applicable',
  'half-portion-not-offered',
  'sorry-amount',
  'promo-maxedout',
  'promo-invalid-store',
  'sorry-expired',
  'insufficient-century-dollars',
  'order-declined',
  'payment-processing-failed',
  'order-in-progress',
  'order-not-payable',
  'order-expired',
  // payment attempts (issue 28, ADR 368)
  'order-not-placed',
  'idempotency-key-reused',
  'interac-result-invalid',
  // catering and bistros (issue 12; ADR 220–223)
  'lunch-box-choices',
  'custom-product-master-only',
  'catering-options-master-only',
  'kitchen-time-after-delivery',
  'slot-full',
  'delivery-day-full',
  'franchise-required',
  'franchise-not-found',
  'franchise-disabled',
  // corporate subsidies (issue 13; ADR 245)
  'subsidy-not-set',
  // back-office, part 2 (issue 15; ADR 290): back-office §8's failure keys
  'error-invoicepaid',
  'error-invoicerefunded',
  'error-invoicedeleted',
  'error-updateinvoice',
  'error-updateaddress',
  'error-sendingemail',
  'error-item-added',
  'error-item-updated',
  'error-item-deleted',
  'item-misssing-product',
  'item-misssing-required-by',
  'import-problems',
  // money after checkout (issue 27; ADR 366)
  'order-already-paid',
  'refund-nothing-left',
  'refund-too-large',
  'refund-destination-unavailable',
  'settlement-required',
  'nothing-due',
  'balance-declined',
  'invoice-not-editable',
  'retail-read-only',
  // back-office: the catalogue and the site's content (issue 14; ADR 270)
  'product-translations-missing',
  'promo-code-taken',
  'blog-slug-taken',
  'subsidy-email-unverified',
  'mobile-address-required',
  'subsidy-allowance-changed',
  // the badge number a subsidy may require (issue 28, ADR 367)
  'external-user-id-required',
  'external-user-id-invalid',
  // the kitchen's day (issue 16; ADR 247)
  'dates-required',
  'route-import-problems',
  // the route planner (issue 16; ADR 330)
  'route-planner-unavailable',
  // the scheduling widget (ADR 372)
  'appointment-unavailable',
  'appointment-already-booked',
  'appointment-slot-invalid',
  'appointment-slot-has-bookings',
  'appointment-already-canceled',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes only the back-office's routes answer (staff tools: invoices, refunds, catalogue,
 * content, kitchen, appointment slots). Their texts live in the `admin` namespace (`errorCodes`),
 * loaded with the admin area only, so the store and account pages do not carry them (the 130 KB
 * budget); the web's `errorText` looks a code up in `errors` first, then there. Test: web i18n.
 */
export const STAFF_ERROR_CODES = [
  'error-invoicepaid',
  'error-invoicerefunded',
  'error-invoicedeleted',
  'error-updateinvoice',
  'error-updateaddress',
  'error-sendingemail',
  'error-item-added',
  'error-item-updated',
  'error-item-deleted',
  'item-misssing-product',
  'item-misssing-required-by',
  'import-problems',
  'refund-nothing-left',
  'refund-too-large',
  'refund-destination-unavailable',
  'settlement-required',
  'nothing-due',
  'balance-declined',
  'invoice-not-editable',
  'retail-read-only',
  'product-translations-missing',
  'promo-code-taken',
  'blog-slug-taken',
  'dates-required',
  'route-import-problems',
  'route-planner-unavailable',
  'appointment-slot-invalid',
  'appointment-slot-has-bookings',
  'appointment-already-canceled',
  ...BACK_OFFICE_REFUSALS,
] as const satisfies readonly ErrorCode[];

export const ErrorReply = z
  .object({
    code: z.string().meta({ description: 'Stable error key, translated by the client' }),
    message: z.string().meta({ description: 'English fallback text' }),
    params: z.record(z.string(), z.unknown()).meta({ description: 'Values for the translated message' }),
    requestId: z.string().optional().meta({ description: 'The request’s id, also in the x-request-id header and its log lines (ADR 385)' }),
  })
  .meta({ id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof ErrorReply>;

/** One issue of a failed validation, in `params.issues`. */
export const ValidationIssue = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  /** `unrecognized_keys`: the unknown keys of the object at `path` (request bodies are strict). */
  keys: z.array(z.string()).optional(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;
