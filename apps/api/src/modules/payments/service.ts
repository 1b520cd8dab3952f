// Saving and deleting cards: the body carries a processor token; the gateway verifies it.
import type { CreditCard } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { isCardExpired } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '@mijote/db';
import type { PaymentGateway } from './gateway.js';
import { deleteCard, findCardByToken, insertCard, type SavedCardRow } from './repository.js';

export function creditCardReply(row: SavedCardRow, now: Date): CreditCard {
  return {
    Id: row.id,
    Brand: row.brand,
    LastFourDigits: row.last4,
    ExpMonth: row.expMonth,
    ExpYear: row.expYear,
    IsExpired: isCardExpired({ month: row.expMonth, year: row.expYear }, now),
  };
}

/** creditCardId 0 adds a card; an existing id is replaced by the new one (same transaction). */
export async function saveCard(
  db: DbHandle,
  gateway: PaymentGateway,
  input: { accountId: number; creditCardId: number; token: string; now: Date },
): Promise<CreditCard> {
  const card = await gateway.verifyCard(input.token);
  if (isCardExpired({ month: card.expMonth, year: card.expYear }, input.now)) {
    throw new AppError(400, 'card-expired', 'The card has expired');
  }
  const existing = await findCardByToken(db.db, input.token);
  if (existing) {
    if (existing.accountId !== input.accountId) throw cardTokenUsed();
    return creditCardReply(existing, input.now);
  }
  try {
    const row = await db.db.transaction(async (tx) => {
      if (input.creditCardId > 0 && !(await deleteCard(tx, input.accountId, input.creditCardId))) {
        throw AppError.notFound('card');
      }
      return insertCard(tx, {
        accountId: input.accountId,
        processorToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      });
    });
    return creditCardReply(row, input.now);
  } catch (err) {
    if (isUniqueViolation(err, 'saved_card_token_uq')) throw cardTokenUsed();
    throw err;
  }
}

function cardTokenUsed(): AppError {
  return new AppError(409, 'conflict', 'This card token was already used');
}

export async function removeCard(db: DbHandle, accountId: number, creditCardId: number): Promise<void> {
  if (!(await deleteCard(db.db, accountId, creditCardId))) throw AppError.notFound('card');
}
