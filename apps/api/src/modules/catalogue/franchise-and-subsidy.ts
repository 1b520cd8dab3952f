// Look-ups of the places a catalogue request names: bistros (franchises) and corporate subsidies.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { franchise } from '@mijote/db/schema';
import { AppError } from '../../errors.js';

export async function findFranchise(db: DbOrTx, id: number) {
  const [row] = await db.select().from(franchise).where(eq(franchise.id, id)).limit(1);
  return row;
}

/** The bistro, or 404 not-found. `enabledOnly`: a disabled bistro is not found either. */
export async function requireFranchise(db: DbOrTx, id: number, enabledOnly: boolean) {
  const row = await findFranchise(db, id);
  if (!row || (enabledOnly && !row.enabled)) throw AppError.notFound('franchise');
  return row;
}

/** The subsidy with its weekdays, or undefined. */
export async function findSubsidy(db: DbOrTx, id: number) {
  return db.query.subsidy.findFirst({ where: (s, { eq: e }) => e(s.id, id), with: { days: true } });
}
