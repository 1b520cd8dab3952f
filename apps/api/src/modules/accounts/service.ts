// Sign-up (pre-register, register), the profile, e-mail and password changes, order history.
import {
  parseOrdersCursor,
  type AccountOrdersQuery,
  type AccountOrdersReply,
  type AccountReply,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type PreRegisterBody,
  type RegisterBody,
  type UpdateAccountBody,
} from '@mijote/contracts';
import { hashPassword, verifyPassword, type DbHandle } from '@mijote/db';
import { invoiceStatusLabel } from '@mijote/domain';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { addAddress } from '../addresses/service.js';
import { emailChangedEmail } from '../auth/emails.js';
import { assertPasswordAcceptable, assertPasswordsMatch } from '../auth/password-policy.js';
import { deleteOtherSessions } from '../auth/repository.js';
import { enqueueEmail } from '../outbox/repository.js';
import { listCards } from '../payments/repository.js';
import { creditCardReply } from '../payments/service.js';
import { isUniqueViolation } from '@mijote/db';
import { sendVerificationLink } from './email-verification.js';
import { linkReferral } from '../referrals/service.js';
import { attachSubsidy } from '../subsidies/service.js';
import { giftCardsOfOrders } from '../orders/gift-card-delivery.js';
import {
  countAccounts,
  emailInUse,
  findAccountIdByUuid,
  getAccount,
  insertAccount,
  listInvoices,
  updateAccount,
  type AccountRow,
} from './repository.js';

const yn = (b: boolean) => (b ? 'y' : 'n') as 'y' | 'n';

/** The account a `{uuid}` route acts on (the guard has already checked ownership). */
export async function accountIdOf(db: DbHandle, uuid: string, auth?: AuthContext | null): Promise<number> {
  if (auth && auth.uuid === uuid.toLowerCase()) return auth.accountId;
  const id = await findAccountIdByUuid(db.db, uuid.toLowerCase());
  if (id === null) throw AppError.notFound('account');
  return id;
}

export async function loadAccount(db: DbHandle, id: number): Promise<AccountRow> {
  const row = await getAccount(db.db, id);
  if (!row) throw AppError.notFound('account');
  return row;
}

export async function accountReply(db: DbHandle, row: AccountRow, now: Date): Promise<AccountReply> {
  const cards = await listCards(db.db, row.id);
  return {
    Id: row.id,
    Uuid: row.uuid,
    UserTypeCd: row.userTypeCd,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    EmailVerified: yn(row.emailVerifiedAt !== null),
    PreferredLanguage: row.preferredLanguage,
    EmailOptIn: yn(row.emailOptIn),
    TextMessageOptIn: yn(row.textMessageOptIn),
    ForcePasswordReset: yn(row.forcePasswordReset),
    Phone: row.phone,
    CellPhone: row.cellPhone,
    CurrentCenturyDollarAmount: row.currentCenturyDollarCents,
    IsBillingAddressComplete: row.isBillingAddressComplete,
    UseBillingAddress: row.useBillingAddress,
    IsMasterLogin: row.isMasterLogin,
    CreditCard: cards.map((c) => creditCardReply(c, now)),
    External: { ExternalUserId: row.externalUserId, GlobalUserId: row.globalUserId },
  };
}

function emailTaken(): AppError {
  return new AppError(409, 'email-taken', 'An account already uses this e-mail address');
}

// ── sign-up ─────────────────────────────────────────────────────────────────

/** Step 1: the fields are valid, the passwords match and are acceptable, the e-mail is free. */
export async function preRegister(db: DbHandle, body: z.output<typeof PreRegisterBody>): Promise<void> {
  assertPasswordsMatch(body.Password, body.ConfirmPassword);
  assertPasswordAcceptable(body.Password, { email: body.Email, firstName: body.FirstName, lastName: body.LastName });
  if (await emailInUse(db.db, body.Email)) throw emailTaken();
}

/**
 * Step 2: creates the account and its sign-up addresses in one transaction. A concurrent double
 * submit meets the unique index on lower(email): exactly one account, the other answer is 409.
 * The e-mail is not verified yet: the same transaction queues its verification link (ADR 192).
 */
export async function register(
  db: DbHandle,
  body: z.output<typeof RegisterBody>,
  opts: { site?: string | undefined; isBbCorp?: boolean | undefined; now: Date; baseUrl: string; encryptionKey: string },
): Promise<AccountRow> {
  assertPasswordsMatch(body.Password, body.ConfirmPassword);
  assertPasswordAcceptable(body.Password, { email: body.Email, firstName: body.FirstName, lastName: body.LastName });
  if (await emailInUse(db.db, body.Email)) throw emailTaken();
  const passwordHash = await hashPassword(body.Password);
  const at = opts.now;
  try {
    const id = await db.db.transaction(async (tx) => {
      const row = await insertAccount(tx, {
        firstName: body.FirstName,
        lastName: body.LastName,
        email: body.Email,
        passwordHash,
        preferredLanguage: body.PreferredLanguage,
        emailOptIn: body.EmailOptIn === 'y',
        textMessageOptIn: body.TextMessageOptIn === 'y',
        phone: body.Phone ?? null,
        cellPhone: body.CellPhone ?? null,
        useBillingAddress: body.UseBillingAddress && !!body.BillingAddress,
        origin: body.origin ?? null,
        site: body.site ?? opts.site ?? null,
        isBbCorp: body.isBbCorp ?? opts.isBbCorp ?? false,
        lastLoginAt: at,
        createdAt: at,
        updatedAt: at,
      });
      const owner = { id: row.id, firstName: row.firstName, lastName: row.lastName };
      if (body.BillingAddress) {
        await addAddress(tx, owner, { ...body.BillingAddress, addressType: 'B' }, at);
        if (body.UseBillingAddress)
          await addAddress(tx, owner, { ...body.BillingAddress, name: body.BillingAddress.name, addressType: 'S' }, at);
      }
      if (body.DeliveryAddress && !(body.UseBillingAddress && body.BillingAddress)) {
        await addAddress(tx, owner, { ...body.DeliveryAddress, addressType: 'S' }, at);
      }
      // a friend referred with this e-mail: linked to the referrer; the credits wait for the
      // e-mail's verification and the first paid order (ADR 183, 193)
      await linkReferral(tx, { id: row.id, email: row.email }, at);
      // an employee's work e-mail attaches the account to the employer's subsidy (ADR 245)
      await attachSubsidy(tx, { id: row.id, email: row.email }, at);
      await sendVerificationLink(tx, {
        accountId: row.id,
        email: row.email,
        language: row.preferredLanguage,
        baseUrl: opts.baseUrl,
        encryptionKey: opts.encryptionKey,
        now: at,
      });
      return row.id;
    });
    return loadAccount(db, id);
  } catch (err) {
    if (isUniqueViolation(err, 'account_email_lower_uq')) throw emailTaken();
    throw err;
  }
}

// ── profile ─────────────────────────────────────────────────────────────────

export async function updateProfile(db: DbHandle, id: number, body: z.output<typeof UpdateAccountBody>, at: Date): Promise<AccountRow> {
  const values: Parameters<typeof updateAccount>[2] = { updatedAt: at };
  if (body.FirstName !== undefined) values.firstName = body.FirstName;
  if (body.LastName !== undefined) values.lastName = body.LastName;
  if (body.Phone !== undefined) values.phone = body.Phone || null;
  if (body.CellPhone !== undefined) values.cellPhone = body.CellPhone || null;
  if (body.EmailOptIn !== undefined) values.emailOptIn = body.EmailOptIn === 'y';
  if (body.TextMessageOptIn !== undefined) values.textMessageOptIn = body.TextMessageOptIn === 'y';
  if (body.PreferredLanguage !== undefined) values.preferredLanguage = body.PreferredLanguage;
  return updateAccount(db.db, id, values);
}

async function assertCurrentPassword(row: AccountRow, password: string): Promise<void> {
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError(400, 'current-password-invalid', 'The current password is not correct');
  }
}

/**
 * New e-mail: current password required; the old address is told about the change; the new one
 * is not verified until its link is opened (ADR 192).
 */
export async function changeEmail(
  db: DbHandle,
  id: number,
  body: ChangeEmailBody,
  opts: { at: Date; baseUrl: string; encryptionKey: string },
): Promise<AccountRow> {
  const at = opts.at;
  const row = await loadAccount(db, id);
  await assertCurrentPassword(row, body.CurrentPassword);
  if (row.email.toLowerCase() === body.Email.toLowerCase()) return row;
  if (await emailInUse(db.db, body.Email, id)) throw emailTaken();
  try {
    return await db.db.transaction(async (tx) => {
      const updated = await updateAccount(tx, id, { email: body.Email, emailVerifiedAt: null, updatedAt: at });
      // the new address decides the subsidy (a new employer, or none) (ADR 245)
      await attachSubsidy(tx, { id, email: updated.email }, at);
      await enqueueEmail(tx, emailChangedEmail({ to: row.email, newEmail: body.Email, language: row.preferredLanguage, accountId: id }));
      await sendVerificationLink(tx, {
        accountId: id,
        email: updated.email,
        language: updated.preferredLanguage,
        baseUrl: opts.baseUrl,
        encryptionKey: opts.encryptionKey,
        now: at,
      });
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'account_email_lower_uq')) throw emailTaken();
    throw err;
  }
}

/** New password: current one required, both copies equal, policy; clears a forced reset and logs out other sessions. */
export async function changePassword(
  db: DbHandle,
  id: number,
  body: ChangePasswordBody,
  opts: { at: Date; keepSessionHash: string | null },
): Promise<void> {
  assertPasswordsMatch(body.Password, body.Confirm);
  const row = await loadAccount(db, id);
  await assertCurrentPassword(row, body.CurrentPassword);
  assertPasswordAcceptable(body.Password, { email: row.email, firstName: row.firstName, lastName: row.lastName });
  const passwordHash = await hashPassword(body.Password);
  await db.db.transaction(async (tx) => {
    await updateAccount(tx, id, { passwordHash, forcePasswordReset: false, updatedAt: opts.at });
    await deleteOtherSessions(tx, id, opts.keepSessionHash);
  });
}

// ── orders, admin ───────────────────────────────────────────────────────────

/**
 * One page of the order history, newest first (ADR 391), and the cursor of the next page (the
 * last order's `<instant>_<id>`), null on the last page.
 */
export async function accountOrders(
  db: DbHandle,
  id: number,
  query: AccountOrdersQuery,
): Promise<{ orders: AccountOrdersReply; next: string | null }> {
  const before = query.before === undefined ? undefined : (parseOrdersCursor(query.before) ?? undefined);
  const read = await listInvoices(db.db, id, { limit: query.limit, before });
  const more = read.length > query.limit;
  const page = more ? read.slice(0, query.limit) : read;
  const last = page.at(-1);
  const next = more && last ? `${last.cursorAt}_${last.invoice.id}` : null;
  const rows = page.map((r) => r.invoice);
  // gift cards go by e-mail: the history says to whom, and that nothing is delivered (issue 28)
  const giftCards = await giftCardsOfOrders(
    db.db,
    rows.map((r) => r.id),
  );
  const orders = rows.map((r) => ({
    Id: r.id,
    createdAt: r.createdAt.toISOString(),
    store: r.storeKind,
    status: invoiceStatusLabel(r.status),
    deliveryDate: r.deliveryDate,
    deliveryTime: r.deliveryTime?.slice(0, 5) ?? null,
    checkoutProcedure: r.checkoutProcedure,
    numberOfPeople: r.numberOfPeople,
    subTotal: r.subtotalCents,
    tax1: r.tax1Cents,
    tax2: r.tax2Cents,
    centuryDollarsApplied: r.centuryDollarsCents,
    total: r.totalCents,
    paymentType: r.paymentMethod,
    giftCards: giftCards.get(r.id) ?? null,
  }));
  return { orders, next };
}

export async function accountCount(db: DbHandle): Promise<number> {
  return countAccounts(db.db);
}
