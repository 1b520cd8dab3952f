import { EMAIL_PATTERN, mailboxOf, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@mijote/domain';
import { z } from 'zod';
import { IdParam, IntParam, IsoDate, JsonKey, OptionalText, RequiredText, SafeString, Text } from './primitives.js';
import { UPLOAD_NAME_PATTERN } from './uploads.js';

// POST /api/forms/{language}/{formName} (customer-side.md §4, §7): one schema per public form.
// Common fields of every form (§3 "Contact form data"): newsletter flag, attachment (a stored
// upload name from POST /api/upload), language, site ('21'), reCaptcha token, isBbCorp.
// The web reuses these schemas in its react-hook-form resolver; the API validates with them.

export const FORM_NAMES = [
  'contact-us',
  'referral',
  'specials',
  'employment',
  'feedback-free-lunch',
  'feedback-catering-cookie-platter',
  'schools',
  'home-first-form',
  'home-second-form',
  'corporate',
  'coffee',
  'cafeteria',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

export function isFormName(value: string): value is FormName {
  return (FORM_NAMES as readonly string[]).includes(value);
}

/** The reCAPTCHA v3 action of a form: its name without dashes (customer-side.md §7). */
export function captchaAction(formName: FormName): string {
  return formName.replace(/-/g, '');
}

export const FormLanguage = z.enum(['en', 'fr']);

const required = RequiredText;
/** Optional text: a blank value is the same as an absent one. */
const optional = OptionalText;
const email = () => Text(254).pipe(z.email({ pattern: EMAIL_PATTERN }));
const phonePattern = PHONE_PATTERN;
const phone = () => Text(40).regex(phonePattern);
const optionalPhone = () => OptionalText(40).pipe(z.string().regex(phonePattern).optional());
const count = (max: number) => IntParam(1, max).optional();
const postalCode = () =>
  Text(10)
    .optional()
    .transform((v) => (v === '' ? undefined : v?.toUpperCase()))
    .pipe(z.string().regex(POSTAL_CODE_PATTERN).optional());

const NAME = 100;
const MESSAGE = 5000;

/** Fields every form accepts. */
export const FormCommonFields = z.strictObject({
  /** The page language; the URL's {language} is the one used. */
  language: FormLanguage.optional(),
  /** Site code of the legacy front end ('21'). */
  site: Text(10).optional(),
  /** reCAPTCHA v3 token from grecaptcha.execute(siteKey, { action: captchaAction(formName) }). */
  reCaptchaToken: SafeString(4096).optional(),
  /** The bakery brand's site sent the form. */
  isBbCorp: z.boolean().default(false),
  /** Subscribe to the newsletter / specials list. */
  newsletter: z.boolean().default(false),
  /** Stored file name answered by POST /api/upload (never a path). */
  attachment: OptionalText(64).pipe(z.string().regex(UPLOAD_NAME_PATTERN).optional()),
});

const person = {
  firstName: required(NAME),
  lastName: required(NAME),
  email: email(),
};

export const ContactUsForm = FormCommonFields.extend({
  ...person,
  phone: optionalPhone(),
  company: optional(NAME),
  subject: optional(200),
  message: required(MESSAGE),
}).meta({ id: 'ContactUsForm' });

/**
 * The referral form: who refers whom. No free text: the invitation the friend receives is ours
 * word for word (ADR 193), so there is no message field (an unknown key is a 400).
 */
export const ReferralForm = FormCommonFields.extend({
  ...person,
  friendFirstName: required(NAME),
  friendLastName: optional(NAME),
  friendEmail: email(),
})
  .superRefine((v, ctx) => {
    // one mailbox under two spellings (`a+x@…`, Gmail dots) is still oneself (ADR 193)
    if (mailboxOf(v.email) === mailboxOf(v.friendEmail)) {
      ctx.addIssue({ code: 'custom', path: ['friendEmail'], message: 'You cannot refer yourself', params: { code: 'referral-self' } });
    }
  })
  .meta({ id: 'ReferralForm' });

export const SpecialsForm = FormCommonFields.extend({
  firstName: required(NAME),
  lastName: optional(NAME),
  email: email(),
  postalCode: postalCode(),
}).meta({ id: 'SpecialsForm' });

export const EmploymentForm = FormCommonFields.extend({
  ...person,
  phone: phone(),
  position: required(200),
  /** Province of residence, a code of GET /provinces (QC, ON, …). */
  province: OptionalText(10)
    .transform((v) => v?.toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    ),
  availability: optional(500),
  message: optional(MESSAGE),
  /** The CV: a PDF uploaded with purpose 'cv'. */
  attachment: Text(64).regex(UPLOAD_NAME_PATTERN),
}).meta({ id: 'EmploymentForm' });

const rating = IntParam(1, 5).optional();

export const FeedbackFreeLunchForm = FormCommonFields.extend({
  firstName: required(NAME),
  lastName: optional(NAME),
  email: email(),
  company: required(NAME),
  rating,
  message: required(MESSAGE),
}).meta({ id: 'FeedbackFreeLunchForm' });

export const FeedbackCateringCookiePlatterForm = FormCommonFields.extend({
  firstName: required(NAME),
  lastName: optional(NAME),
  email: email(),
  company: optional(NAME),
  eventDate: OptionalText(10).pipe(IsoDate.optional()),
  rating,
  message: required(MESSAGE),
}).meta({ id: 'FeedbackCateringCookiePlatterForm' });

export const SchoolsForm = FormCommonFields.extend({
  ...person,
  phone: phone(),
  schoolName: required(200),
  numberOfStudents: count(100_000),
  message: optional(MESSAGE),
}).meta({ id: 'SchoolsForm' });

/** Footer lead form, step 1 (follow-up within 24 hours). */
export const HomeFirstForm = FormCommonFields.extend({
  firstName: required(NAME),
  email: email(),
  phone: optionalPhone(),
}).meta({ id: 'HomeFirstForm' });

export const LEAD_SERVICES = ['meal-delivery', 'catering', 'corporate-cafeteria', 'corporate-lunch', 'schools', 'coffee', 'other'] as const;

/** Footer lead form, step 2: completes step 1 (`parentId` = the id answered by step 1, same e-mail). */
export const HomeSecondForm = FormCommonFields.extend({
  parentId: IdParam.optional(),
  email: email(),
  phone: optionalPhone(),
  company: optional(NAME),
  service: z.enum(LEAD_SERVICES).optional(),
  message: optional(MESSAGE),
}).meta({ id: 'HomeSecondForm' });

const businessLead = {
  ...person,
  phone: phone(),
  company: required(NAME),
  numberOfEmployees: count(1_000_000),
  message: optional(MESSAGE),
};

export const CorporateForm = FormCommonFields.extend(businessLead).meta({ id: 'CorporateForm' });
export const CoffeeForm = FormCommonFields.extend(businessLead).meta({ id: 'CoffeeForm' });
export const CafeteriaForm = FormCommonFields.extend(businessLead).meta({ id: 'CafeteriaForm' });

/** The schema of each form. */
export const FORM_SCHEMAS = {
  'contact-us': ContactUsForm,
  referral: ReferralForm,
  specials: SpecialsForm,
  employment: EmploymentForm,
  'feedback-free-lunch': FeedbackFreeLunchForm,
  'feedback-catering-cookie-platter': FeedbackCateringCookiePlatterForm,
  schools: SchoolsForm,
  'home-first-form': HomeFirstForm,
  'home-second-form': HomeSecondForm,
  corporate: CorporateForm,
  coffee: CoffeeForm,
  cafeteria: CafeteriaForm,
} as const satisfies Record<FormName, z.ZodType>;

export type FormValues<N extends FormName> = z.output<(typeof FORM_SCHEMAS)[N]>;
export type FormInput<N extends FormName> = z.input<(typeof FORM_SCHEMAS)[N]>;

export const SubmitFormParams = z.object({
  language: FormLanguage,
  formName: Text(64).meta({ description: `One of: ${FORM_NAMES.join(', ')}` }),
});
export type SubmitFormParams = z.infer<typeof SubmitFormParams>;

/**
 * The body is validated by the form's own schema (FORM_SCHEMAS[formName]); a failed check is
 * 400 `validation-failed` with `params.issues[].path` = `body.<field>`, and `params.fields`.
 */
export const SubmitFormBody = z
  .record(JsonKey, z.union([SafeString(20_000), z.number().finite(), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= 50, 'at most 50 fields')
  .meta({ id: 'SubmitFormBody', description: 'The fields of the form (see the *Form schemas) plus the common fields' });
export type SubmitFormBody = z.infer<typeof SubmitFormBody>;

export const SubmitFormReply = z.object({ ok: z.literal(true), id: z.number().int() }).meta({ id: 'SubmitFormReply' });
export type SubmitFormReply = z.infer<typeof SubmitFormReply>;

// POST /api/accounts/me/orders/{id}/share?site=21 (customer-side.md §4, §7): the result of a
// Facebook share of an order. A successful share earns a one-use 25 % promo code by e-mail.

export const ShareOrderParams = z.object({ id: IdParam });
export const ShareOrderQuery = z.object({ site: Text(10).optional() });
export const ShareOrderBody = z
  .strictObject({
    language: FormLanguage.optional(),
    store: Text(40).optional(),
    /** The share dialog's error; absent, null or empty when the share succeeded. */
    error: z.union([SafeString(2000), z.null()]).optional(),
  })
  .meta({ id: 'ShareOrderBody' });
export type ShareOrderBody = z.infer<typeof ShareOrderBody>;

export const ShareOrderReply = z
  .object({
    ok: z.literal(true),
    /** A promo code e-mail was queued by this call (false on a failed share or when the order already earned one). */
    rewarded: z.boolean(),
  })
  .meta({ id: 'ShareOrderReply' });
export type ShareOrderReply = z.infer<typeof ShareOrderReply>;
