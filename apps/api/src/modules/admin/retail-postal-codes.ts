// The bistros' (retail) delivery areas in the back-office (back-office §2 Postal codes: "Separate
// lists exist for meal delivery and for retail (per franchise)", §3 Postal code: FranchiseId for
// retail codes, a leading # stripped; §7 "franchise postal codes: list, save and delete, queried by
// franchiseId"; ADR 270). Beside the meal-delivery list, at /api/admin/postal-codes/retail, with the
// same code rule (the domain's servedAreaCode) and each code's delivery fee. The bistros' served-area
// checks read the table at every request, so a change applies at once.
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import {
  AdminRetailPostalCode,
  AdminRetailPostalCodeBody,
  AdminRetailPostalCodeListQuery,
  AdminRetailPostalCodeListReply,
  type AdminRetailPostalCodeListQuery as ListQuery,
} from '@mijote/contracts';
import { isUniqueViolation, type DbOrTx } from '@mijote/db';
import { franchise, franchisePostalCode } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import { containing, pageOf, type CollectionDef } from './collection.js';

type Row = typeof franchisePostalCode.$inferSelect;
const toItem = (p: Row): AdminRetailPostalCode => ({
  Id: p.id,
  FranchiseId: p.franchiseId,
  Code: p.code,
  DeliveryFeeCents: p.deliveryFeeCents,
});

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.franchiseId !== undefined) parts.push(eq(franchisePostalCode.franchiseId, q.franchiseId));
  if (q.search) parts.push(ilike(franchisePostalCode.code, containing(q.search.replace(/[\s#-]/g, '').toUpperCase())));
  return and(...parts);
}

const ORDER = { code: [franchisePostalCode.code], id: [franchisePostalCode.id] } as const;

async function assertFranchise(tx: DbOrTx, id: number): Promise<void> {
  const [f] = await tx.select({ id: franchise.id }).from(franchise).where(eq(franchise.id, id)).limit(1);
  if (!f)
    throw new AppError(400, 'validation-failed', 'The bistro does not exist', {
      issues: [{ path: 'FranchiseId', code: 'custom', message: 'unknown bistro' }],
    });
}

async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'franchise_postal_code_uq'))
      throw new AppError(409, 'retail-postal-code-taken', 'This bistro already delivers to this postal code');
    throw err;
  }
}

const values = (b: AdminRetailPostalCodeBody) => ({ franchiseId: b.FranchiseId, code: b.Code, deliveryFeeCents: b.DeliveryFeeCents });

export const retailPostalCodesCollection: CollectionDef<AdminRetailPostalCode, AdminRetailPostalCodeBody, ListQuery> = {
  name: 'postal-codes/retail',
  entity: 'franchise-postal-code',
  summary: 'Retail (bistro) postal codes',
  item: AdminRetailPostalCode,
  body: AdminRetailPostalCodeBody,
  listQuery: AdminRetailPostalCodeListQuery,
  listReply: AdminRetailPostalCodeListReply,
  changed: catalogueChanged,
  async list(db, q) {
    const { rows, total } = await pageOf(db, franchisePostalCode, where(q), ORDER[q.sort], q);
    return { rows: rows.map(toItem), total };
  },
  async get(db, id) {
    const [row] = await db.select().from(franchisePostalCode).where(eq(franchisePostalCode.id, id)).limit(1);
    return row ? toItem(row) : null;
  },
  async create(tx, body, at) {
    await assertFranchise(tx, body.FranchiseId);
    const [row] = await write(() =>
      tx
        .insert(franchisePostalCode)
        .values({ ...values(body), createdAt: at })
        .returning({ id: franchisePostalCode.id }),
    );
    return row!.id;
  },
  async update(tx, id, body) {
    await assertFranchise(tx, body.FranchiseId);
    await write(() => tx.update(franchisePostalCode).set(values(body)).where(eq(franchisePostalCode.id, id)));
  },
  async remove(tx, id) {
    await tx.delete(franchisePostalCode).where(eq(franchisePostalCode.id, id));
  },
};
