// Address book queries and the postal-code tables used for fees, bistros and autocomplete.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, address, franchise, franchisePostalCode, postalCode } from '@mijote/db/schema';

export type AddressRow = typeof address.$inferSelect;
export type NewAddressRow = typeof address.$inferInsert;

export async function listAddresses(db: DbOrTx, accountId: number): Promise<AddressRow[]> {
  return db.select().from(address).where(eq(address.accountId, accountId)).orderBy(asc(address.addressType), asc(address.id));
}

export async function findAddress(db: DbOrTx, accountId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(address)
    .where(and(eq(address.id, id), eq(address.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function findBillingAddress(db: DbOrTx, accountId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(address)
    .where(and(eq(address.accountId, accountId), eq(address.addressType, 'B')))
    .limit(1);
  return row ?? null;
}

export async function insertAddress(db: DbOrTx, row: NewAddressRow): Promise<AddressRow> {
  const [created] = await db.insert(address).values(row).returning();
  return created!;
}

export async function updateAddress(db: DbOrTx, accountId: number, id: number, values: Partial<NewAddressRow>): Promise<AddressRow | null> {
  const [row] = await db
    .update(address)
    .set(values)
    .where(and(eq(address.id, id), eq(address.accountId, accountId)))
    .returning();
  return row ?? null;
}

/** Deletes the account's addresses whose id is not in `keep`. */
export async function deleteAddressesExcept(db: DbOrTx, accountId: number, keep: number[]): Promise<void> {
  await db
    .delete(address)
    .where(keep.length ? and(eq(address.accountId, accountId), notInArray(address.id, keep)) : eq(address.accountId, accountId));
}

export async function ownedAddressIds(db: DbOrTx, accountId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: address.id })
    .from(address)
    .where(and(eq(address.accountId, accountId), inArray(address.id, ids)));
  return rows.map((r) => r.id);
}

/** isBillingAddressComplete: true once the account has a billing address with every required field. */
export async function refreshBillingComplete(db: DbOrTx, accountId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .update(account)
    .set({
      isBillingAddressComplete: sql`exists (select 1 from ${address} where ${address.accountId} = ${accountId} and ${address.addressType} = 'B'
        and ${address.name} <> '' and ${address.line1} <> '' and ${address.city} <> '' and ${address.province} <> '' and ${address.postalCode} <> '')`,
      updatedAt: at,
    })
    .where(eq(account.id, accountId))
    .returning({ complete: account.isBillingAddressComplete });
  return row?.complete ?? false;
}

/** Meal-delivery served codes that are a prefix of the normalized postal code (or equal to it). */
export async function servedPostalCodes(db: DbOrTx, normalized: string) {
  return db
    .select({
      code: postalCode.code,
      homeDeliveryFeeCents: postalCode.homeDeliveryFeeCents,
      cateringDeliveryFeeCents: postalCode.cateringDeliveryFeeCents,
    })
    .from(postalCode)
    .where(and(eq(postalCode.enabled, true), sql`${normalized} like ${postalCode.code} || '%'`));
}

/** Bistro delivery areas matching the normalized postal code, with the bistro's name. */
export async function servingFranchises(db: DbOrTx, normalized: string) {
  return db
    .select({
      code: franchisePostalCode.code,
      franchiseId: franchisePostalCode.franchiseId,
      deliveryFeeCents: franchisePostalCode.deliveryFeeCents,
      nameEn: franchise.nameEn,
      nameFr: franchise.nameFr,
    })
    .from(franchisePostalCode)
    .innerJoin(franchise, eq(franchise.id, franchisePostalCode.franchiseId))
    .where(and(eq(franchise.enabled, true), sql`${normalized} like ${franchisePostalCode.code} || '%'`));
}

/** Postal-code rows starting with the typed code prefix, or whose city starts with the typed text (autocomplete). */
export async function searchPostalCodes(db: DbOrTx, prefix: string, cityPrefix: string, limit: number) {
  const clean = (s: string) => s.replace(/[%_\\]/g, '');
  const pattern = clean(prefix) + '%';
  const cityPattern = clean(cityPrefix.toLowerCase()) + '%';
  const own = await db
    .select({ code: postalCode.code, city: postalCode.city })
    .from(postalCode)
    .where(and(eq(postalCode.enabled, true), sql`(${postalCode.code} like ${pattern} or lower(${postalCode.city}) like ${cityPattern})`))
    .orderBy(asc(postalCode.code))
    .limit(limit);
  const franchiseAreas = await db
    .select({ code: franchisePostalCode.code, city: franchise.city, province: franchise.province })
    .from(franchisePostalCode)
    .innerJoin(franchise, eq(franchise.id, franchisePostalCode.franchiseId))
    .where(sql`${franchisePostalCode.code} like ${pattern}`)
    .orderBy(asc(franchisePostalCode.code))
    .limit(limit);
  return { own, franchiseAreas };
}
