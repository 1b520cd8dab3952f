// Accounts, sessions, password reset, addresses, saved cards, gift cards and Century Dollars
// (customer-side.md §3, §4, §7 Accounts, §8). The API speaks the spec's field names: snake_case
// login fields, PascalCase account fields, camelCase address fields. Money is integer cents.
import { z } from 'zod';
import { CARD_BRANDS, CENTURY_DOLLAR_REASONS, EMAIL_PATTERN, POSTAL_CODE_PATTERN } from '@mijote/domain';
import { ADDRESS_MAX, EMAIL_MAX_LENGTH } from './plain.js';
import {
  Cents,
  IdOrZero,
  IdOrZeroParam,
  INT32_MAX,
  Int,
  IntParam,
  OwnedFlag,
  OwnedNumber,
  OwnedText,
  RequiredText,
  SafeString,
  Text,
} from './primitives.js';

// ── shared pieces ───────────────────────────────────────────────────────────

export const Language = z.enum(['en', 'fr']).meta({ id: 'Language' });
export type Language = z.infer<typeof Language>;

/** The spec's y/n flags (EmailOptIn, TextMessageOptIn, ForcePasswordReset). */
export const YesNo = z.enum(['y', 'n']).meta({ id: 'YesNo' });
export type YesNo = z.infer<typeof YesNo>;

export const UserType = z
  .enum(['SU', 'CU'])
  .meta({ id: 'UserType', description: 'SU super user, CU customer (including master-login staff)' });

/** E-mail as typed; compared case-insensitively by the server. */
export const EmailAddress = Text(EMAIL_MAX_LENGTH).pipe(z.email({ pattern: EMAIL_PATTERN }));
/** Login accepts any non-empty text so an unusual stored address can still log in. */
const LoginEmail = RequiredText(254);
/** Strength (8–128, blocklist) is checked by the server with its own codes; this only bounds the size. */
export const NewPassword = SafeString(1024).min(1);
const CurrentPassword = SafeString(1024).min(1);

/** Site code of the brand ('21' on the main site). */
const Site = Text(20);
/** Query/form flags arrive as text. */
const FlagText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'y', 'n', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'y');

const Uuid = z.uuid();
export const AccountParams = z.object({ uuid: Uuid });
export type AccountParams = z.infer<typeof AccountParams>;

export const OkReply = z.object({ ok: z.literal(true) }).meta({ id: 'OkReply' });
export type OkReply = z.infer<typeof OkReply>;

// ── login, status, logout ───────────────────────────────────────────────────

/**
 * A non-secret companion of the HttpOnly session cookie (ADR 171): set with the same lifetime at
 * login and sign-up, cleared at logout and when the status check finds no session. It only says
 * "a session probably exists", so a public page asks `POST /accounts/me/status` only when it is
 * there (an anonymous visitor costs no request and no 401). Never trusted by the server.
 */
export const SESSION_HINT_COOKIE = 'mijote_in';
/** Its name: `__Host-` prefixed on https deployments, like the session cookie. */
export const sessionHintCookieName = (secure: boolean): string => (secure ? `__Host-${SESSION_HINT_COOKIE}` : SESSION_HINT_COOKIE);
/** Both possible names, for readers that do not know the deployment (the browser). */
export const SESSION_HINT_COOKIE_NAMES: readonly string[] = [SESSION_HINT_COOKIE, `__Host-${SESSION_HINT_COOKIE}`];

export const LoginBody = z
  .strictObject({
    email: LoginEmail,
    password: CurrentPassword,
    site: Site.optional(),
    /** With captcha configured, a valid token passes the per-e-mail attempt limit (ADR 376). */
    reCaptchaToken: SafeString(4096).optional(),
  })
  .meta({ id: 'LoginBody', description: 'Form-encoded or JSON' });
export type LoginBody = z.infer<typeof LoginBody>;

/** The login response of the spec, plus the public uuid and the CSRF token of the new session. */
/**
 * The session's second factor (ADR 378): `none` (the account has none), `enrol` (a super user who
 * must set one up before the back-office), `required` (the session waits for its code: everything
 * but status, logout and the second-factor calls answers 403 second-factor-required), `verified`.
 */
export const SecondFactorState = z.enum(['none', 'enrol', 'required', 'verified']).meta({ id: 'SecondFactorState' });
export type SecondFactorState = z.infer<typeof SecondFactorState>;

export const LoginReply = z
  .object({
    id: z.number().int(),
    uuid: z.uuid().meta({ description: 'Public identifier used in /accounts/{uuid}/… paths' }),
    type: UserType,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    language: Language,
    isMasterLogin: z.boolean(),
    isBillingAddressComplete: z.boolean(),
    force_password_reset: z.boolean(),
    csrfToken: z.string().meta({ description: 'Send as header x-csrf-token on every non-GET request of this session' }),
    secondFactor: SecondFactorState,
  })
  .meta({ id: 'LoginReply' });

/** A code of the authenticator app (6 digits, spaces allowed) or a recovery code (`xxxx-xxxx`). */
export const SecondFactorCodeBody = z.strictObject({ code: RequiredText(20).min(6) }).meta({ id: 'SecondFactorCodeBody' });
export type SecondFactorCodeBody = z.infer<typeof SecondFactorCodeBody>;

export const SecondFactorStatusReply = z
  .object({
    state: SecondFactorState,
    enrolled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    verifiedAt: z.string().nullable().meta({ description: 'When this session last passed the second factor (ISO 8601)' }),
  })
  .meta({ id: 'SecondFactorStatusReply' });
export type SecondFactorStatusReply = z.infer<typeof SecondFactorStatusReply>;

export const SecondFactorEnrolmentReply = z
  .object({
    secret: z.string().meta({ description: 'Base32 key, for an app that cannot scan the QR code' }),
    otpauthUri: z.string(),
    qrSvg: z.string().meta({ description: 'The otpauth URI as a QR code (SVG)' }),
  })
  .meta({ id: 'SecondFactorEnrolmentReply' });
export type SecondFactorEnrolmentReply = z.infer<typeof SecondFactorEnrolmentReply>;

export const SecondFactorConfirmReply = z
  .object({ recoveryCodes: z.array(z.string()).meta({ description: 'Shown once; each works once' }) })
  .meta({ id: 'SecondFactorConfirmReply' });
export type SecondFactorConfirmReply = z.infer<typeof SecondFactorConfirmReply>;

export const SecondFactorVerifyReply = z
  .object({ verifiedAt: z.string(), recoveryCodesLeft: z.number().int(), usedRecoveryCode: z.boolean() })
  .meta({ id: 'SecondFactorVerifyReply' });
export type SecondFactorVerifyReply = z.infer<typeof SecondFactorVerifyReply>;
export type LoginReply = z.infer<typeof LoginReply>;

/** Same shape as the login reply; `id` > 0 means authenticated (401 otherwise). */
export const StatusReply = LoginReply.meta({ id: 'StatusReply' });
export type StatusReply = z.infer<typeof StatusReply>;

export const LogoutReply = OkReply;
export type LogoutReply = OkReply;

// ── password reset ──────────────────────────────────────────────────────────

export const ResetPasswordBody = z
  .strictObject({ email: LoginEmail, site: Site.optional(), language: Language.optional() })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Always the same answer, whether or not the e-mail exists. */
export const ResetPasswordReply = z.object({ code: z.literal('email-instruction') }).meta({ id: 'ResetPasswordReply' });
export type ResetPasswordReply = z.infer<typeof ResetPasswordReply>;

export const ResetPasswordConfirmBody = z
  .strictObject({
    token: RequiredText(200).min(16),
    password: NewPassword,
    confirm: NewPassword,
  })
  .meta({ id: 'ResetPasswordConfirmBody' });
export type ResetPasswordConfirmBody = z.infer<typeof ResetPasswordConfirmBody>;

export const ResetPasswordConfirmReply = OkReply;
export type ResetPasswordConfirmReply = OkReply;

// ── one-time sign-in link (ADR 376) ─────────────────────────────────────────

/** The token of a sign-in link: opens a session like a login. */
export const SignInLinkBody = z.strictObject({ token: RequiredText(200).min(16) }).meta({ id: 'SignInLinkBody' });
export type SignInLinkBody = z.infer<typeof SignInLinkBody>;

// ── e-mail verification (ADR 192) ───────────────────────────────────────────

/** The token of the verification link (`/{lang}/verify-email/{token}`). */
export const VerifyEmailBody = z.strictObject({ token: RequiredText(200).min(16) }).meta({ id: 'VerifyEmailBody' });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const VerifyEmailReply = z
  .object({
    ok: z.literal(true),
    /** The address that is now verified. */
    email: z.string(),
  })
  .meta({ id: 'VerifyEmailReply' });
export type VerifyEmailReply = z.infer<typeof VerifyEmailReply>;

export const ResendVerificationReply = OkReply;
export type ResendVerificationReply = OkReply;

// ── addresses ───────────────────────────────────────────────────────────────

export const ADDRESS_TYPES = ['B', 'S'] as const;
export const AddressType = z.enum(ADDRESS_TYPES).meta({ id: 'AddressType', description: 'B billing, S delivery' });

/** Canadian postal code, 'H9B 1A1' (space or dash optional, any case). */
export const CanadianPostalCode = Text(10).regex(POSTAL_CODE_PATTERN, 'invalid postal code');

const Required = RequiredText;

export const AddressInput = z
  .strictObject({
    id: IdOrZero.default(0).meta({ description: '0 creates a new address' }),
    addressType: AddressType.default('S'),
    name: Text(ADDRESS_MAX.name).optional().meta({ description: 'Billing name defaults to the account first + last name' }),
    company: Text(ADDRESS_MAX.company).nullish(),
    line1: Required(ADDRESS_MAX.line1),
    line2: Text(ADDRESS_MAX.line2).nullish(),
    city: Required(ADDRESS_MAX.city),
    province: Text(2).length(2).toUpperCase().default('QC'),
    postalCode: CanadianPostalCode,
    country: z.literal('CA').default('CA'),
    phone: Text(ADDRESS_MAX.phone).nullish(),
    instructions: Text(ADDRESS_MAX.instructions).nullish(),
    // customer-side §3 Address: the fees (and our reply's bistro) are the postal code's, computed
    // by the server; an address sent back as GET answered it is accepted (ADR 371)
    homeDeliveryFees: OwnedNumber,
    cateringDeliveryFees: OwnedNumber,
    franchiseId: OwnedNumber,
  })
  .meta({ id: 'AddressBody' });
export type AddressInput = z.input<typeof AddressInput>;
export type AddressInputParsed = z.output<typeof AddressInput>;

export const Address = z
  .object({
    id: z.number().int(),
    addressType: AddressType,
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
    homeDeliveryFees: z.number().int().nullable().meta({ description: 'Cents; null when the area is not served' }),
    cateringDeliveryFees: z.number().int().nullable().meta({ description: 'Cents; null when the area is not served' }),
    franchiseId: z.number().int().nullable(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const AddressesReply = z.array(Address).meta({ id: 'AddressesReply' });
export type AddressesReply = z.infer<typeof AddressesReply>;

export const RestaurantAddress = Address.extend({
  franchiseId: z.number().int(),
  franchiseName: z.string(),
  restaurantDeliveryFees: z.number().int().meta({ description: 'Cents, the bistro delivery fee for this address' }),
}).meta({ id: 'RestaurantAddress' });
export const RestaurantAddressesReply = z.array(RestaurantAddress).meta({ id: 'RestaurantAddressesReply' });
export type RestaurantAddressesReply = z.infer<typeof RestaurantAddressesReply>;

export const AddressParams = AccountParams.extend({ id: IdOrZeroParam });
export type AddressParams = z.infer<typeof AddressParams>;

/** One address: its id is the path's (the §3 Address's `id` in the body is accepted and ignored, ADR 371). */
export const SaveAddressBody = AddressInput.extend({
  id: IdOrZero.optional().meta({ description: 'Accepted and ignored: the path’s id decides (ADR 371)' }),
}).meta({ id: 'SaveAddressBody' });
export type SaveAddressBody = z.input<typeof SaveAddressBody>;
export const SaveAddressReply = Address;

/** The whole book as `{ addresses }`, or as the list itself (customer-side §7 "POST /addresses/all", ADR 371). */
export const ReplaceAddressesBody = z
  .union([z.strictObject({ addresses: z.array(AddressInput).max(50) }), z.array(AddressInput).max(50)])
  .transform((body) => (Array.isArray(body) ? { addresses: body } : body))
  .meta({ id: 'ReplaceAddressesBody', description: 'The whole address book: ids kept are updated, id 0 is created, others are deleted' });
export type ReplaceAddressesBody = z.input<typeof ReplaceAddressesBody>;
export const ReplaceAddressesReply = AddressesReply;

export const AddressAutocompleteQuery = z.object({
  q: RequiredText(100),
  language: Language.default('en'),
});
export type AddressAutocompleteQuery = z.infer<typeof AddressAutocompleteQuery>;

export const AddressSuggestion = z
  .object({ postalCode: z.string(), city: z.string(), province: z.string() })
  .meta({ id: 'AddressSuggestion' });
export const AddressAutocompleteReply = z.object({ suggestions: z.array(AddressSuggestion) }).meta({ id: 'AddressAutocompleteReply' });
export type AddressAutocompleteReply = z.infer<typeof AddressAutocompleteReply>;

// ── sign-up ─────────────────────────────────────────────────────────────────

const AccountFields = {
  FirstName: Required(100),
  LastName: Required(100),
  Email: EmailAddress,
  PreferredLanguage: Language.default('en'),
  EmailOptIn: YesNo.default('n'),
  TextMessageOptIn: YesNo.default('n'),
  Phone: Text(40).nullish(),
  CellPhone: Text(40).nullish(),
};

/**
 * The spec's account object (customer-side §3 Account) carries values the server owns — its id,
 * type (SU), forced reset, Century Dollar balance, saved cards, associated e-mails and domains —
 * and a client may send back the account as GET /accounts/me answered it. All are accepted and
 * never read: sign-up always makes a customer (CU) with no balance, the profile update changes
 * only its own fields (ADR 371).
 */
const OwnedCreditCard = z
  .strictObject({
    Id: OwnedNumber,
    Brand: OwnedText(40),
    LastFourDigits: OwnedText(4),
    ExpMonth: OwnedNumber,
    ExpYear: OwnedNumber,
    IsExpired: OwnedFlag,
  })
  .meta({ description: 'Server-owned: accepted and ignored (ADR 371)' });
const OwnedAssociated = (key: 'Email' | 'Domain') =>
  z
    .array(
      z.union([
        Text(254),
        z.strictObject({
          [key]: OwnedText(254),
          SubsidyId: OwnedNumber,
          FirstName: OwnedText(100),
          LastName: OwnedText(100),
        }),
      ]),
    )
    .max(200)
    .nullish()
    .meta({ description: 'Server-owned: accepted and ignored (ADR 371)' });
const AccountOwnedFields = {
  id: OwnedNumber,
  Id: OwnedNumber,
  Uuid: OwnedText(40),
  UserTypeCd: OwnedText(2),
  ForcePasswordReset: OwnedFlag,
  CurrentCenturyDollarAmount: OwnedNumber,
  CreditCard: z.union([OwnedCreditCard, z.array(OwnedCreditCard).max(50)]).nullish(),
  Emails: OwnedAssociated('Email'),
  Domains: OwnedAssociated('Domain'),
  EmailVerified: OwnedFlag,
  IsBillingAddressComplete: OwnedFlag,
  IsMasterLogin: OwnedFlag,
  External: z
    .strictObject({ ExternalUserId: OwnedText(120), GlobalUserId: OwnedText(120) })
    .nullish()
    .meta({ description: 'Server-owned: accepted and ignored (ADR 371)' }),
};

/** UseBillingAddress as a flag or the spec's y/n. */
const UseBillingAddressFlag = z
  .union([z.boolean(), YesNo])
  .transform((v) => v === true || v === 'y')
  .default(false)
  .meta({ description: 'Deliver to the billing address' });

/** A sign-up address: an address of the book; its `id` and `addressType` are ignored (the slot decides: B billing, S delivery). */
const SignUpAddress = AddressInput;

export const PreRegisterQuery = z.object({
  site: Site.optional(),
  isBbCorp: FlagText.optional(),
});
export type PreRegisterQuery = z.infer<typeof PreRegisterQuery>;

/** Where the account object came from (sent by the legacy front end with both steps). */
const SignUpContext = {
  origin: Text(200).optional(),
  site: Site.optional(),
  isBbCorp: FlagText.optional(),
};

/** Step 1: the account object as typed so far; addresses sent with it are checked as at step 2. */
export const PreRegisterBody = z
  .strictObject({
    ...AccountFields,
    Password: NewPassword,
    ConfirmPassword: NewPassword.optional(),
    ...SignUpContext,
    BillingAddress: SignUpAddress.optional(),
    DeliveryAddress: SignUpAddress.optional(),
    UseBillingAddress: UseBillingAddressFlag,
    ...AccountOwnedFields,
  })
  .meta({ id: 'PreRegisterBody' });
export type PreRegisterBody = z.input<typeof PreRegisterBody>;

export const PreRegisterReply = z.object({ ok: z.literal(true) }).meta({ id: 'PreRegisterReply' });
export type PreRegisterReply = z.infer<typeof PreRegisterReply>;

/** Step 2: the account object with origin, site, isBbCorp and the sign-up addresses. */
export const RegisterBody = z
  .strictObject({
    ...AccountFields,
    Password: NewPassword,
    ConfirmPassword: NewPassword.optional(),
    ...SignUpContext,
    BillingAddress: SignUpAddress.optional(),
    DeliveryAddress: SignUpAddress.optional(),
    UseBillingAddress: UseBillingAddressFlag,
    ...AccountOwnedFields,
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.input<typeof RegisterBody>;
export const RegisterReply = LoginReply;
export type RegisterReply = LoginReply;

// ── the account ─────────────────────────────────────────────────────────────

export { CARD_BRANDS };
export const CardBrand = z.enum(CARD_BRANDS).meta({ id: 'CardBrand' });

export const CreditCard = z
  .object({
    Id: z.number().int(),
    Brand: CardBrand,
    LastFourDigits: z.string(),
    ExpMonth: z.number().int(),
    ExpYear: z.number().int(),
    IsExpired: z.boolean(),
  })
  .meta({ id: 'CreditCard' });
export type CreditCard = z.infer<typeof CreditCard>;

export const AccountReply = z
  .object({
    Id: z.number().int(),
    Uuid: z.uuid(),
    UserTypeCd: UserType,
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    /** y once the owner opened the verification link sent to this e-mail (ADR 192). */
    EmailVerified: YesNo,
    PreferredLanguage: Language,
    EmailOptIn: YesNo,
    TextMessageOptIn: YesNo,
    ForcePasswordReset: YesNo,
    Phone: z.string().nullable(),
    CellPhone: z.string().nullable(),
    CurrentCenturyDollarAmount: z.number().int().meta({ description: 'Cents' }),
    IsBillingAddressComplete: z.boolean(),
    UseBillingAddress: z.boolean(),
    IsMasterLogin: z.boolean(),
    CreditCard: z.array(CreditCard),
    External: z.object({ ExternalUserId: z.string().nullable(), GlobalUserId: z.string().nullable() }),
  })
  .meta({ id: 'AccountReply' });
export type AccountReply = z.infer<typeof AccountReply>;

export const UpdateAccountBody = z
  .strictObject({
    FirstName: Required(100).optional(),
    LastName: Required(100).optional(),
    Phone: Text(40).nullish(),
    CellPhone: Text(40).nullish(),
    EmailOptIn: YesNo.optional(),
    TextMessageOptIn: YesNo.optional(),
    PreferredLanguage: Language.optional(),
    // the rest of the account object (customer-side §3, as GET answers it): accepted and ignored —
    // the e-mail, the password and the addresses have their own calls (ADR 371)
    Email: OwnedText(254),
    Password: OwnedText(1024),
    UseBillingAddress: OwnedFlag,
    ...AccountOwnedFields,
  })
  .meta({ id: 'UpdateAccountBody' });
export type UpdateAccountBody = z.input<typeof UpdateAccountBody>;
export const UpdateAccountReply = AccountReply;

export const ChangeEmailBody = z.strictObject({ Email: EmailAddress, CurrentPassword }).meta({ id: 'ChangeEmailBody' });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ChangeEmailReply = AccountReply;

export const ChangePasswordBody = z
  .strictObject({ CurrentPassword, Password: NewPassword, Confirm: NewPassword })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export const ChangePasswordReply = OkReply;

export const AccountCountReply = z.object({ count: z.number().int() }).meta({ id: 'AccountCountReply' });
export type AccountCountReply = z.infer<typeof AccountCountReply>;

// ── saved cards and the sandbox tokenizer ───────────────────────────────────

export const CreditCardParams = AccountParams.extend({
  creditCardId: IdOrZeroParam.meta({ description: '0 adds a card; an id replaces that card' }),
});
export type CreditCardParams = z.infer<typeof CreditCardParams>;

export const SaveCreditCardBody = z
  .object({
    token: RequiredText(2000).min(10).meta({ description: 'Processor token from the tokenize step — never a card number' }),
  })
  .strict()
  .meta({ id: 'SaveCreditCardBody' });
export type SaveCreditCardBody = z.infer<typeof SaveCreditCardBody>;
export const SaveCreditCardReply = CreditCard;
export const DeleteCreditCardReply = OkReply;

/** Card data typed into the (stand-in) hosted card fields. Never stored or logged. */
export const TokenizeCardBody = z
  .strictObject({
    number: Text(40),
    name: Text(120).default(''),
    exp_month: IntParam(0, 9999),
    exp_year: IntParam(0, 9999),
    cvv: Text(8),
  })
  .meta({ id: 'TokenizeCardBody' });
export type TokenizeCardBody = z.input<typeof TokenizeCardBody>;

export const TokenizeCardReply = z
  .object({
    token: z.string(),
    brand: CardBrand,
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  })
  .meta({ id: 'TokenizeCardReply' });
export type TokenizeCardReply = z.infer<typeof TokenizeCardReply>;

/** GET /payments/sandbox/test-cards: exists only while the sandbox gateway is configured (issue 11). */
export const SandboxTestCardsReply = z
  .object({
    approve: z.string().meta({ description: 'A card number the sandbox approves' }),
    decline: z.string().meta({ description: 'A card number the sandbox declines' }),
    error: z.string().meta({ description: 'A card number that makes the sandbox fail (processing error)' }),
  })
  .meta({ id: 'SandboxTestCardsReply' });
export type SandboxTestCardsReply = z.infer<typeof SandboxTestCardsReply>;

// ── gift cards and Century Dollars ──────────────────────────────────────────

export const GiftCardParams = AccountParams.extend({ cardCode: RequiredText(64) });
export type GiftCardParams = z.infer<typeof GiftCardParams>;

export const ApplyGiftCardReply = z
  .object({
    credited: z.number().int().meta({ description: 'Cents added to the Century Dollar balance' }),
    balance: z.number().int().meta({ description: 'New Century Dollar balance, cents' }),
  })
  .meta({ id: 'ApplyGiftCardReply' });
export type ApplyGiftCardReply = z.infer<typeof ApplyGiftCardReply>;

export const CenturyDollarTransaction = z
  .object({
    id: z.number().int(),
    type: z.enum(['C', 'D']).meta({ description: 'C credit, D debit' }),
    amount: z.number().int().meta({ description: 'Cents, positive' }),
    balanceAfter: Cents('Century Dollar balance after this row, in cents').nullable(),
    methodCd: z.string().meta({ description: 'MA manual, OR order, RF refund, RE referral, GC gift card, PR promotion' }),
    invoiceId: z.number().int().nullable(),
    note: z.string().nullable().meta({ description: 'The staff’s own note of a manual (MA) transaction; null for every other kind' }),
    reason: z.enum(CENTURY_DOLLAR_REASONS).nullable().meta({
      description: 'Why the system wrote it, as a code the client translates (ADR 200); null for manual transactions and order debits',
    }),
    giftCardCode: z.string().nullable().meta({ description: 'The gift card a GC credit came from' }),
    createdAt: z.string(),
  })
  .meta({ id: 'CenturyDollarTransaction' });

export const CenturyDollarsReply = z
  .object({ balance: z.number().int().meta({ description: 'Cents' }), transactions: z.array(CenturyDollarTransaction) })
  .meta({ id: 'CenturyDollarsReply' });
export type CenturyDollarsReply = z.infer<typeof CenturyDollarsReply>;

/** Super user only: a manual (MA) credit or debit. */
export const CenturyDollarsBody = z
  .strictObject({
    type: z.enum(['C', 'D']),
    amount: Int(1, 100_000_00).meta({ description: 'Cents' }),
    note: Text(500).optional(),
  })
  .meta({ id: 'CenturyDollarsBody' });
export type CenturyDollarsBody = z.infer<typeof CenturyDollarsBody>;

// ── order history ───────────────────────────────────────────────────────────

export const ORDER_STATUS_LABELS = ['paid', 'unpaid', 'canceled', 'refunded', 'declined'] as const;

/**
 * The gift cards of an order (issue 28): they go by e-mail to this recipient; `only`: the order
 * holds gift cards only, so nothing is delivered or picked up (no date, address or fee).
 */
export const OrderGiftCards = z
  .object({
    recipientName: z.string(),
    recipientEmail: z.string(),
    only: z.boolean().meta({ description: 'Gift cards only: nothing is delivered, the cards are e-mailed' }),
  })
  .meta({ id: 'OrderGiftCards' });
export type OrderGiftCards = z.infer<typeof OrderGiftCards>;

export const AccountOrder = z
  .object({
    Id: z.number().int(),
    createdAt: z.string(),
    store: z.string(),
    status: z.enum(ORDER_STATUS_LABELS),
    deliveryDate: z.string().nullable(),
    deliveryTime: z.string().nullable().meta({ description: 'HH:mm (catering and bistros)' }),
    checkoutProcedure: z.string(),
    numberOfPeople: z.number().int().nullable().meta({ description: 'Catering: how many people the order serves' }),
    subTotal: z.number().int().meta({ description: 'Cents' }),
    tax1: Cents(),
    tax2: Cents(),
    centuryDollarsApplied: Cents(),
    total: z.number().int().meta({ description: 'Cents' }),
    paymentType: z.string().nullable(),
    giftCards: OrderGiftCards.nullish().meta({ description: 'The gift cards of the order and who receives them; null without one' }),
  })
  .meta({ id: 'AccountOrder' });
export const AccountOrdersReply = z.array(AccountOrder).meta({ id: 'AccountOrdersReply' });
export type AccountOrdersReply = z.infer<typeof AccountOrdersReply>;

/** How many orders a page of the history holds when the client does not say (ADR 391). */
export const ACCOUNT_ORDERS_PAGE = 50;

/** `<instant>_<id>`: an order's creation instant (UTC, up to microseconds) and its id. */
const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z_([1-9]\d{0,9})$/;

/** The instant and id of a history cursor, or null when it is not one (ADR 391). */
export function parseOrdersCursor(cursor: string): { at: string; id: number } | null {
  const m = CURSOR_PATTERN.exec(cursor);
  if (!m) return null;
  const [, seconds, fraction = '', idText] = m;
  // a real instant: JavaScript would roll 30 February over to March, PostgreSQL refuses it
  const at = new Date(`${seconds}Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 19) !== seconds) return null;
  const id = Number(idText);
  if (id > INT32_MAX) return null;
  return { at: `${seconds}${fraction}Z`, id };
}

/**
 * One page of the order history (ADR 391): `limit` orders, newest first, older than the order
 * `before` names. The reply stays the spec's array; a `Link: <…>; rel="next"` header gives the
 * next page's address while there is one.
 */
export const AccountOrdersQuery = z.object({
  limit: IntParam(1, 100).default(ACCOUNT_ORDERS_PAGE).meta({ description: 'Orders per page, 1–100 (50)' }),
  before: SafeString(64)
    .refine((s) => parseOrdersCursor(s) !== null, { message: 'Expected <ISO instant>_<order id>' })
    .optional()
    .meta({
      description:
        'Keyset cursor: the orders placed before this one, as `<createdAt, UTC ISO instant>_<Id>`; read it from the `Link` header of the previous page',
    }),
});
export type AccountOrdersQuery = z.output<typeof AccountOrdersQuery>;
