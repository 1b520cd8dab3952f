// Manual Century Dollar moves (issue 27, ADR 290, 366): a super user's credit or debit of an
// account's store credit, with its reason and the staff user recorded, through the ledger's one
// writer (ledgers/century-dollars.ts: a debit never takes the balance below zero) and with its
// audit entry in the same transaction. Both callers — the back-office's account screen and the
// spec's account call — come here.
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@mijote/db';
import { account } from '@mijote/db/schema';
import { CENTURY_DOLLAR_METHODS, checkCenturyDollarTransaction, MANUAL_TRANSACTION_METHOD } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { recordAudit } from '../admin/audit.js';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import type { Actor } from './deps.js';

export interface ManualMove {
  accountId: number;
  type: 'C' | 'D';
  amountCents: number;
  note: string | null;
}

function insufficient(balance: number, amount: number): AppError {
  return new AppError(400, 'insufficient-century-dollars', 'The Century Dollar balance does not cover this debit', { balance, amount });
}

/** Posts a manual (MA) credit or debit; answers the balance it left. */
export async function manualCenturyDollars(db: DbHandle, move: ManualMove, actor: Actor): Promise<{ balance: number }> {
  const check = checkCenturyDollarTransaction({
    type: move.type,
    amount: move.amountCents,
    methodCd: MANUAL_TRANSACTION_METHOD,
    staffUserId: actor.by,
  });
  if (check !== 'ok')
    throw new AppError(400, 'validation-failed', 'The transaction is not valid', {
      issues: [{ path: 'body.amount', code: check, message: check }],
    });
  return db.db.transaction(async (tx) => {
    const posted = await postCenturyDollars(tx, {
      accountId: move.accountId,
      type: move.type,
      amountCents: move.amountCents,
      methodCd: CENTURY_DOLLAR_METHODS.manual,
      manualUserId: actor.by,
      note: move.note,
      at: actor.at,
    });
    if (!posted.ok) {
      if (posted.reason === 'no-account') throw AppError.notFound('account');
      const [row] = await tx
        .select({ balance: account.currentCenturyDollarCents })
        .from(account)
        .where(eq(account.id, move.accountId))
        .limit(1);
      throw insufficient(row?.balance ?? 0, move.amountCents);
    }
    const delta = move.type === 'C' ? move.amountCents : -move.amountCents;
    await recordAudit(tx, {
      actorAccountId: actor.by,
      action: 'create',
      entity: 'century-dollars',
      entityId: move.accountId,
      before: { Balance: posted.balance - delta },
      after: { Balance: posted.balance, Type: move.type, Amount: move.amountCents, Reason: move.note },
      at: actor.at,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return { balance: posted.balance };
  });
}
