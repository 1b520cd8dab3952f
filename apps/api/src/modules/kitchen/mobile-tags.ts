// Mobile cafeteria bag tags (issue 16; back-office §2 Bistro mobile tags, §7): for one subsidy's
// mobile orders of a day (or days), one tag per employee order and day — who, which stop, what —
// sorted by stop then name, as JSON or as a Word document the drivers print (2 tags across).
import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import { AlignmentType, BorderStyle, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { formatDate, type IsoDate } from '@mijote/domain';
import type { MobileTagsReply } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { account, invoice, invoiceCartDetail, subsidy, subsidyMobileAddress } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { productTitles } from './repository.js';
import { reportRange } from './service.js';

export async function mobileTags(db: DbOrTx, q: { startDate?: IsoDate; endDate?: IsoDate; subsidyId: number }): Promise<MobileTagsReply> {
  const { from, to } = reportRange(q.startDate, q.endDate ?? q.startDate);
  const [sub] = await db.select({ name: subsidy.name }).from(subsidy).where(eq(subsidy.id, q.subsidyId)).limit(1);
  if (!sub) throw AppError.notFound('subsidy');
  const rows = await db
    .select({
      invoiceId: invoice.id,
      date: invoiceCartDetail.requiredBy,
      first: account.firstName,
      last: account.lastName,
      comment: invoice.comment,
      stopId: subsidyMobileAddress.id,
      stopName: subsidyMobileAddress.name,
      stopLine1: subsidyMobileAddress.line1,
      stopCity: subsidyMobileAddress.city,
      stopOrder: subsidyMobileAddress.sortOrder,
      productId: invoiceCartDetail.productId,
      customTitle: invoiceCartDetail.customTitle,
      quantity: invoiceCartDetail.quantity,
    })
    .from(invoiceCartDetail)
    .innerJoin(invoice, eq(invoice.id, invoiceCartDetail.invoiceId))
    .innerJoin(account, eq(account.id, invoice.accountId))
    .leftJoin(subsidyMobileAddress, eq(subsidyMobileAddress.id, invoice.subsidyMobileAddressId))
    .where(
      and(
        eq(invoice.status, 'P'),
        isNull(invoice.deletedAt),
        inArray(invoice.storeKind, ['mobile']),
        eq(invoice.subsidyId, q.subsidyId),
        between(invoiceCartDetail.requiredBy, from, to),
      ),
    )
    .orderBy(asc(invoiceCartDetail.requiredBy), asc(invoice.id), asc(invoiceCartDetail.sortOrder), asc(invoiceCartDetail.id));
  const titles = await productTitles(db, [...new Set(rows.map((r) => r.productId).filter((x): x is number => x !== null))]);
  const tags = new Map<string, MobileTagsReply['tags'][number] & { order: number }>();
  for (const r of rows) {
    const key = `${r.invoiceId}|${r.date}`;
    let tag = tags.get(key);
    if (!tag) {
      tag = {
        invoiceId: r.invoiceId,
        date: r.date,
        employee: `${r.first} ${r.last}`.trim(),
        stop:
          r.stopId !== null
            ? { name: r.stopName || r.stopLine1 || '', address: [r.stopLine1, r.stopCity].filter(Boolean).join(', ') }
            : null,
        items: [],
        comment: r.comment,
        order: r.stopOrder ?? Number.MAX_SAFE_INTEGER,
      };
      tags.set(key, tag);
    }
    const p = r.productId !== null ? titles.get(r.productId) : undefined;
    tag.items.push({ quantity: r.quantity, title: p?.en ?? r.customTitle ?? '', titleFr: p?.fr ?? r.customTitle ?? '' });
  }
  const list = [...tags.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.order - b.order ||
      (a.stop?.name ?? '').localeCompare(b.stop?.name ?? '', 'fr-CA') ||
      a.employee.localeCompare(b.employee, 'fr-CA') ||
      a.invoiceId - b.invoiceId,
  );
  return { subsidy: sub.name, startDate: from, endDate: to, tags: list.map(({ order: _order, ...t }) => t) };
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const CUT = { style: BorderStyle.DASHED, size: 4, color: '999999' };

function tagCell(t: MobileTagsReply['tags'][number] | undefined): TableCell {
  const children: Paragraph[] = t
    ? [
        new Paragraph({ children: [new TextRun({ text: t.employee, bold: true, size: 28 })] }),
        new Paragraph({ children: [new TextRun({ text: t.stop ? `${t.stop.name} — ${t.stop.address}` : '—', size: 20 })] }),
        new Paragraph({
          children: [
            new TextRun({
              text: `${formatDate(t.date, 'en', 'weekdayShort')} · ${formatDate(t.date, 'fr', 'weekdayShort')}   #${t.invoiceId}`,
              size: 18,
            }),
          ],
        }),
        ...t.items.map(
          (i) =>
            new Paragraph({
              children: [
                new TextRun({ text: `${i.quantity} × ${i.title}`, size: 20 }),
                ...(i.titleFr && i.titleFr !== i.title ? [new TextRun({ text: ` / ${i.titleFr}`, italics: true, size: 18 })] : []),
              ],
            }),
        ),
        ...(t.comment ? [new Paragraph({ children: [new TextRun({ text: t.comment, italics: true, size: 18 })] })] : []),
      ]
    : [new Paragraph('')];
  return new TableCell({
    children,
    width: { size: 50, type: WidthType.PERCENTAGE },
    margins: { top: 120, bottom: 120, left: 120, right: 120 },
    borders: { top: CUT, bottom: CUT, left: CUT, right: CUT },
  });
}

/** The tags as a Word document: a title, then a table of tags two across, cut lines between. */
export async function mobileTagsDocx(reply: MobileTagsReply): Promise<Buffer> {
  const rows: TableRow[] = [];
  for (let i = 0; i < reply.tags.length; i += 2)
    rows.push(new TableRow({ cantSplit: true, children: [tagCell(reply.tags[i]), tagCell(reply.tags[i + 1])] }));
  const days =
    reply.startDate === reply.endDate
      ? `${formatDate(reply.startDate, 'en')} · ${formatDate(reply.startDate, 'fr')}`
      : `${reply.startDate} → ${reply.endDate}`;
  const doc = new Document({
    creator: 'Mijote',
    title: `Mobile tags ${reply.subsidy}`,
    sections: [
      {
        properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } },
        children: [
          new Paragraph({
            alignment: AlignmentType.LEFT,
            children: [new TextRun({ text: `${reply.subsidy} — Mobile tags / Étiquettes mobiles`, bold: true, size: 28 })],
          }),
          new Paragraph({ children: [new TextRun({ text: `${days} — ${reply.tags.length} tag(s) / étiquette(s)`, size: 20 })] }),
          rows.length > 0
            ? new Table({
                rows,
                width: { size: 100, type: WidthType.PERCENTAGE },
                borders: { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE },
              })
            : new Paragraph('There are no results / Aucun résultat'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
