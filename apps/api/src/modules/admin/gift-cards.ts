// The gift cards of the back-office (issue 14; back-office §2 Gift cards: a list and a modal; §3:
// status a created, otherwise used; §7 "Gift cards: list, save, delete"; ADR 270). Every change of
// a card's value goes through the gift-card ledger (ledgers/gift-cards.ts, the one writer of the
// balances), which records it as a transaction naming the staff member; this collection only reads
// what the ledger wrote. Search matches the code (as typed: case and dashes do not matter).
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AdminGiftCard,
  AdminGiftCardBody,
  AdminGiftCardListQuery,
  AdminGiftCardListReply,
  type AdminGiftCardListQuery as ListQuery,
} from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { giftCard, giftCardTransaction } from '@mijote/db/schema';
import { GIFT_CARD_USED } from '@mijote/domain';
import { AppError } from '../../errors.js';
import {
  adjustGiftCard,
  deleteUnusedStaffGiftCard,
  issueStaffGiftCard,
  voidGiftCard,
  updateGiftCardRecipient,
} from '../ledgers/gift-cards.js';
import { containing, pageOf, type CollectionDef } from './collection.js';

type Row = typeof giftCard.$inferSelect;

async function load(db: DbOrTx, rows: Row[]): Promise<AdminGiftCard[]> {
  if (rows.length === 0) return [];
  const txs = await db
    .select()
    .from(giftCardTransaction)
    .where(
      inArray(
        giftCardTransaction.giftCardId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(giftCardTransaction.id));
  return rows.map((c) => ({
    Id: c.id,
    Code: c.code,
    AmountCents: c.amountCents,
    BalanceCents: c.balanceCents,
    Status: c.status,
    CreatedAt: c.createdAt.toISOString(),
    UsedAt: c.usedAt ? c.usedAt.toISOString() : null,
    PurchaserAccountId: c.purchaserAccountId,
    AccountId: c.accountId,
    InvoiceId: c.invoiceId,
    RecipientName: c.recipientName,
    RecipientEmail: c.recipientEmail,
    Message: c.message,
    Transactions: txs
      .filter((x) => x.giftCardId === c.id)
      .map((x) => ({
        Id: x.id,
        Type: x.type,
        AmountCents: x.amountCents,
        At: x.createdAt.toISOString(),
        AccountId: x.accountId,
        InvoiceId: x.invoiceId,
        StaffUserId: x.staffUserId,
        Note: x.note,
      })),
  }));
}

/** The code without its dashes, so "mijabcd" finds MIJ-ABCD-…. */
const bareCode = sql<string>`replace(${giftCard.code}, '-', '')`;

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.status) parts.push(eq(giftCard.status, q.status));
  if (q.search) {
    const typed = q.search.trim().toUpperCase();
    const bare = typed.replace(/[\s-]/g, '');
    parts.push(
      or(
        ilike(giftCard.code, containing(typed)),
        ilike(giftCard.recipientEmail, containing(q.search)),
        bare ? ilike(bareCode, containing(bare)) : undefined,
      ),
    );
  }
  return and(...parts);
}

const ORDER = { id: [giftCard.id], code: [giftCard.code], amount: [giftCard.amountCents], createdAt: [giftCard.createdAt] } as const;

const used = () => new AppError(409, 'gift-card-used', 'This gift card has already been used: its value and status no longer change');

export const giftCardsCollection: CollectionDef<AdminGiftCard, AdminGiftCardBody, ListQuery> = {
  name: 'gift-cards',
  entity: 'gift-card',
  summary: 'Gift cards',
  item: AdminGiftCard,
  body: AdminGiftCardBody,
  listQuery: AdminGiftCardListQuery,
  listReply: AdminGiftCardListReply,
  async list(db, q) {
    const { rows, total } = await pageOf(db, giftCard, where(q), ORDER[q.sort], q);
    return { rows: await load(db, rows), total };
  },
  async get(db, id) {
    const rows = await db.select().from(giftCard).where(eq(giftCard.id, id)).limit(1);
    return (await load(db, rows))[0] ?? null;
  },
  async create(tx, body, at, by) {
    const id = await issueStaffGiftCard(tx, {
      amountCents: body.AmountCents,
      staffUserId: by,
      at,
      note: body.Note,
      recipient: { name: body.RecipientName, email: body.RecipientEmail, message: body.Message },
    });
    if (body.Status === GIFT_CARD_USED) await voidGiftCard(tx, { giftCardId: id, staffUserId: by, at, note: body.Note });
    return id;
  },
  async update(tx, id, body, at, by) {
    const [card] = await tx.select().from(giftCard).where(eq(giftCard.id, id)).for('update');
    if (!card) throw AppError.notFound('gift-card');
    if (card.status === GIFT_CARD_USED && (body.Status !== GIFT_CARD_USED || body.AmountCents !== card.amountCents)) throw used();
    if (card.status !== GIFT_CARD_USED) {
      await adjustGiftCard(tx, { giftCardId: id, amountCents: body.AmountCents, staffUserId: by, at, note: body.Note });
      if (body.Status === GIFT_CARD_USED) await voidGiftCard(tx, { giftCardId: id, staffUserId: by, at, note: body.Note });
    }
    await updateGiftCardRecipient(tx, {
      giftCardId: id,
      recipientName: body.RecipientName,
      recipientEmail: body.RecipientEmail,
      message: body.Message,
      at,
    });
  },
  async remove(tx, id) {
    if (!(await deleteUnusedStaffGiftCard(tx, id)))
      throw new AppError(409, 'gift-card-not-deletable', 'Only an unused gift card made by staff can be deleted; mark it used instead');
  },
};
