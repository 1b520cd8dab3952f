// The address book: one billing address (B) at most, any number of delivery addresses (S).
// Fees come from the postal-code tables (longest-prefix match, domain matchPostalCode); the
// billing name defaults to the account's first + last name; saving a complete billing address
// sets isBillingAddressComplete.
import type { Address, AddressInputParsed, RestaurantAddressesReply } from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { matchPostalCode, normalizePostalCode } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { displayPostalCode } from './autocomplete.js';
import {
  deleteAddressesExcept,
  findAddress,
  findBillingAddress,
  insertAddress,
  listAddresses,
  ownedAddressIds,
  refreshBillingComplete,
  servedPostalCodes,
  servingFranchises,
  updateAddress,
  type AddressRow,
  type NewAddressRow,
} from './repository.js';

export function addressReply(row: AddressRow): Address {
  return {
    id: row.id,
    addressType: row.addressType,
    name: row.name,
    company: row.company,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    instructions: row.instructions,
    homeDeliveryFees: row.homeDeliveryFeeCents,
    cateringDeliveryFees: row.cateringDeliveryFeeCents,
    franchiseId: row.franchiseId,
  };
}

export type AddressFields = Omit<AddressInputParsed, 'id'>;
export interface AccountNames {
  id: number;
  firstName: string;
  lastName: string;
}

/** Meal-delivery and catering fees of the postal code; null when the area is not served. */
async function feesFor(db: DbOrTx, postalCode: string): Promise<{ home: number | null; catering: number | null }> {
  const normalized = normalizePostalCode(postalCode);
  const [best] = matchPostalCode(normalized, await servedPostalCodes(db, normalized));
  return best ? { home: best.homeDeliveryFeeCents, catering: best.cateringDeliveryFeeCents } : { home: null, catering: null };
}

async function toRow(db: DbOrTx, owner: AccountNames, input: AddressFields): Promise<Omit<NewAddressRow, 'accountId'>> {
  const fees = await feesFor(db, input.postalCode);
  const defaultName = input.addressType === 'B' ? `${owner.firstName} ${owner.lastName}`.trim() : '';
  return {
    addressType: input.addressType,
    name: input.name?.trim() || defaultName,
    company: input.company ?? null,
    line1: input.line1,
    line2: input.line2 ?? null,
    city: input.city,
    province: input.province,
    postalCode: displayPostalCode(input.postalCode),
    country: input.country,
    phone: input.phone ?? null,
    instructions: input.instructions ?? null,
    homeDeliveryFeeCents: fees.home,
    cateringDeliveryFeeCents: fees.catering,
  };
}

function secondBilling(): AppError {
  return new AppError(409, 'conflict', 'The account already has a billing address', { field: 'addressType' });
}

/** Adds an address inside a transaction (sign-up). */
export async function addAddress(tx: DbOrTx, owner: AccountNames, input: AddressFields, at: Date): Promise<AddressRow> {
  const row = await insertAddress(tx, { ...(await toRow(tx, owner, input)), accountId: owner.id, createdAt: at, updatedAt: at });
  if (input.addressType === 'B') await refreshBillingComplete(tx, owner.id, at);
  return row;
}

export async function getAddresses(db: DbHandle, accountId: number): Promise<Address[]> {
  return (await listAddresses(db.db, accountId)).map(addressReply);
}

/** id 0 creates (a billing address when one exists updates it); another id updates that address. */
export async function saveAddress(db: DbHandle, owner: AccountNames, id: number, input: AddressFields, at: Date): Promise<Address> {
  const row = await db.db.transaction(async (tx) => {
    const values = await toRow(tx, owner, input);
    let target = id;
    if (target === 0 && input.addressType === 'B') target = (await findBillingAddress(tx, owner.id))?.id ?? 0;
    let saved: AddressRow | null;
    if (target === 0) {
      saved = await insertAddress(tx, { ...values, accountId: owner.id, createdAt: at, updatedAt: at });
    } else {
      const existing = await findAddress(tx, owner.id, target);
      if (!existing) throw AppError.notFound('address');
      if (input.addressType === 'B' && existing.addressType !== 'B') {
        const billing = await findBillingAddress(tx, owner.id);
        if (billing) throw secondBilling();
      }
      saved = await updateAddress(tx, owner.id, target, { ...values, updatedAt: at });
    }
    await refreshBillingComplete(tx, owner.id, at);
    return saved!;
  });
  return addressReply(row);
}

/** An address of a whole book to save: the contract's fields, and (the back-office's) the default flag. */
export type BookEntry = AddressInputParsed & { isDefault?: boolean };

/**
 * Replaces the whole address book inside the caller's transaction: the ids kept are updated, id 0
 * is added, the others are removed; at most one billing address. The customer's own save and the
 * back-office's "save all" (admin/accounts.ts, ADR 355) both take it.
 */
export async function replaceAddressesIn(tx: DbOrTx, owner: AccountNames, inputs: BookEntry[], at: Date): Promise<void> {
  if (inputs.filter((a) => a.addressType === 'B').length > 1) throw secondBilling();
  const keepIds = inputs.map((a) => a.id).filter((id) => id > 0);
  if (new Set(keepIds).size !== keepIds.length) {
    throw new AppError(400, 'validation-failed', 'An address id appears twice', {
      issues: [{ path: 'body.addresses', code: 'duplicate', message: 'duplicate id' }],
    });
  }
  const owned = await ownedAddressIds(tx, owner.id, keepIds);
  if (owned.length !== keepIds.length) throw AppError.notFound('address');
  await deleteAddressesExcept(tx, owner.id, keepIds);
  // Delivery addresses first, so a billing address moving between rows never meets the one-billing index twice.
  const ordered = [...inputs].sort((a, b) => (a.addressType === b.addressType ? 0 : a.addressType === 'S' ? -1 : 1));
  const flag = (a: BookEntry) => (a.isDefault === undefined ? {} : { isDefault: a.isDefault });
  for (const { id, isDefault, ...fields } of ordered.filter((a) => a.id > 0)) {
    await updateAddress(tx, owner.id, id, { ...(await toRow(tx, owner, fields)), ...flag({ id, isDefault, ...fields }), updatedAt: at });
  }
  for (const { id: _id, isDefault, ...fields } of ordered.filter((a) => a.id === 0)) {
    await insertAddress(tx, {
      ...(await toRow(tx, owner, fields)),
      ...flag({ id: 0, isDefault, ...fields }),
      accountId: owner.id,
      createdAt: at,
      updatedAt: at,
    });
  }
  await refreshBillingComplete(tx, owner.id, at);
}

/** Replaces the whole address book in one transaction. */
export async function replaceAddresses(db: DbHandle, owner: AccountNames, inputs: AddressInputParsed[], at: Date): Promise<Address[]> {
  await db.db.transaction((tx) => replaceAddressesIn(tx, owner, inputs, at));
  return getAddresses(db, owner.id);
}

/**
 * The account's addresses that a bistro delivers to (customer-side §7 /addresses/restaurants):
 * each with the serving bistro (longest postal-code prefix; the lowest fee on a tie).
 */
export async function restaurantAddresses(db: DbHandle, accountId: number, lang: 'en' | 'fr'): Promise<RestaurantAddressesReply> {
  const out: RestaurantAddressesReply = [];
  for (const row of await listAddresses(db.db, accountId)) {
    const normalized = normalizePostalCode(row.postalCode);
    const hits = matchPostalCode(normalized, await servingFranchises(db.db, normalized));
    const best = [...hits].sort((a, b) => a.deliveryFeeCents - b.deliveryFeeCents || a.franchiseId - b.franchiseId)[0];
    if (!best) continue;
    out.push({
      ...addressReply(row),
      franchiseId: best.franchiseId,
      franchiseName: lang === 'fr' ? best.nameFr : best.nameEn,
      restaurantDeliveryFees: best.deliveryFeeCents,
    });
  }
  return out;
}
