// Served-area check and the lists of served areas (customer-side.md §5; ADR 030: a match needs at
// least 6 characters and falls back by dropping trailing characters — @mijote/domain).
import type { DbOrTx } from '@mijote/db';
import { matchPostalCode, MIN_POSTAL_CODE_LENGTH, MIN_POSTAL_PREFIX_LENGTH, normalizePostalCode } from '@mijote/domain';
import type { DeliveryLocationListReply, PostalCodeReply, RestaurantDeliveryLocationListReply } from '@mijote/contracts';
import { requireFranchise } from '../franchise-and-subsidy.js';
import { nameIn, type Lang } from '../product-view.js';
import { findFranchiseAreas, findServedAreas } from './repository.js';

type AreaRow = Awaited<ReturnType<typeof findServedAreas>>[number];
type FranchiseAreaRow = Awaited<ReturnType<typeof findFranchiseAreas>>[number];

const areaView = (a: AreaRow) => ({
  Code: a.code,
  City: a.city,
  HomeDeliveryFeeCents: a.homeDeliveryFeeCents,
  CateringDeliveryFeeCents: a.cateringDeliveryFeeCents,
});
const franchiseAreaView = (a: FranchiseAreaRow, lang: Lang) => ({
  FranchiseId: a.franchiseId,
  FranchiseName: nameIn(a, lang),
  Code: a.code,
  DeliveryFeeCents: a.deliveryFeeCents,
});

/** The prefixes the domain's fallback can try: the candidates the database is asked for. */
function candidatePrefixes(code: string): string[] {
  const out: string[] = [];
  for (let len = code.length; len >= MIN_POSTAL_PREFIX_LENGTH; len--) out.push(code.slice(0, len));
  return out;
}

export async function checkPostalCode(db: DbOrTx, input: string, lang: Lang): Promise<PostalCodeReply> {
  const code = normalizePostalCode(input);
  if (code.length < MIN_POSTAL_CODE_LENGTH) return { code, served: false, reason: 'too-short', match: null, restaurants: [] };
  const prefixes = candidatePrefixes(code);
  const [areas, franchiseAreas] = await Promise.all([findServedAreas(db, prefixes), findFranchiseAreas(db, { codes: prefixes })]);
  const match = matchPostalCode(code, areas)[0] ?? null;
  // Each bistro matches at its own longest prefix.
  const byFranchise = new Map<number, FranchiseAreaRow[]>();
  for (const a of franchiseAreas) byFranchise.set(a.franchiseId, [...(byFranchise.get(a.franchiseId) ?? []), a]);
  const restaurants = [...byFranchise.values()]
    .flatMap((rows) => matchPostalCode(code, rows).slice(0, 1))
    .map((a) => franchiseAreaView(a, lang));
  return { code, served: match !== null, reason: match ? null : 'not-served', match: match ? areaView(match) : null, restaurants };
}

export async function mealDeliveryLocations(db: DbOrTx): Promise<DeliveryLocationListReply> {
  return (await findServedAreas(db)).map(areaView);
}

export async function franchiseDeliveryLocations(
  db: DbOrTx,
  franchiseId: number | undefined,
  lang: Lang,
): Promise<RestaurantDeliveryLocationListReply> {
  if (franchiseId !== undefined) await requireFranchise(db, franchiseId, true);
  return (await findFranchiseAreas(db, { franchiseId })).map((a) => franchiseAreaView(a, lang));
}
