// The label sheet as a PDF (issue 16; ADR 247): US Letter, 10 labels of 4 × 2 in a page (domain
// LABEL_SHEET), one label per portion, in English and French. Drawn with pdfkit's built-in
// Helvetica (WinAnsi covers French: é, è, ç, œ, « », ’) and streamed as it is drawn: the first
// bytes leave before the last page is laid out, and the event loop gets a turn every few pages.
import PDFDocument from 'pdfkit';
import { formatDate, LABEL_SHEET, labelSlot, type IsoDate, type PortionKind } from '@mijote/domain';

export interface LabelData {
  titleEn: string;
  titleFr: string;
  kind: PortionKind;
  tags: { en: string; fr: string }[];
  cooking: { en: string; fr: string }[];
  /** the sides chosen with the dish, if any (a product's own labels: none) */
  sides?: { en: string; fr: string }[];
  /** customer name and invoice, or null for a product's own labels */
  customer: string | null;
  invoiceId: number | null;
  /** delivery day, or null */
  date: IsoDate | null;
  bestBefore: IsoDate | null;
  route: { driver: string; stop: number } | null;
}

const KIND: Record<LabelData['kind'], string | null> = {
  regular: null,
  familyPack: 'FAMILY PACK · FORMAT FAMILIAL',
  kids: 'KIDS · ENFANT',
  half: 'HALF PORTION · DEMI-PORTION',
};

const PAD = 9;
const PAGES_PER_TURN = 5;

function drawLabel(doc: PDFKit.PDFDocument, x: number, y: number, l: LabelData): void {
  const w = LABEL_SHEET.labelWidth - 2 * PAD;
  const left = x + PAD;
  let top = y + PAD;
  const line = (text: string, font: string, size: number, lines = 1) => {
    if (!text) return;
    doc.font(font).fontSize(size);
    const height = size * 1.15 * lines;
    doc.text(text, left, top, { width: w, height, ellipsis: true, lineGap: 0 });
    // one line: its height; more: what the text took, up to them (laying it out again costs)
    top += lines === 1 ? height : Math.min(height, doc.heightOfString(text, { width: w, lineGap: 0 }));
  };
  line(l.titleEn, 'Helvetica-Bold', 10.5);
  line(l.titleFr, 'Helvetica-Oblique', 9.5);
  const kind = KIND[l.kind];
  if (kind) line(kind, 'Helvetica-Bold', 7.5);
  // the side it comes with: the kitchen plates it with the dish, the customer finds it named
  if (l.sides?.length) line(`+ ${l.sides.map((s) => (s.en === s.fr ? s.en : `${s.en} · ${s.fr}`)).join(', ')}`, 'Helvetica-Bold', 7.5);
  top += 1.5;
  if (l.tags.length > 0) line(l.tags.map((t) => (t.en === t.fr ? t.en : `${t.en} / ${t.fr}`)).join(' · '), 'Helvetica', 7);
  for (const c of l.cooking.slice(0, 1)) {
    line(c.en, 'Helvetica', 6.5, 2);
    line(c.fr, 'Helvetica-Oblique', 6.5, 2);
  }
  // the footer: who and when, and how long it keeps
  const bottom = y + LABEL_SHEET.labelHeight - PAD;
  doc.font('Helvetica-Bold').fontSize(8.5);
  if (l.customer) {
    const who = l.invoiceId ? `${l.customer}  #${l.invoiceId}` : l.customer;
    doc.text(who, left, bottom - 27, { width: l.route ? w - 70 : w, height: 11, ellipsis: true, lineBreak: false });
  }
  if (l.route)
    doc.text(`${l.route.driver} · ${l.route.stop}`, left + w - 70, bottom - 27, {
      width: 70,
      align: 'right',
      height: 11,
      ellipsis: true,
      lineBreak: false,
    });
  doc.font('Helvetica').fontSize(7);
  if (l.date)
    doc.text(`${formatDate(l.date, 'en', 'weekdayShort')} · ${formatDate(l.date, 'fr', 'weekdayShort')}`, left, bottom - 16, {
      width: w,
      lineBreak: false,
    });
  if (l.bestBefore)
    doc
      .font('Helvetica-Bold')
      .text(
        `Best before / Meilleur avant : ${formatDate(l.bestBefore, 'en', 'medium')} · ${formatDate(l.bestBefore, 'fr', 'medium')}`,
        left,
        bottom - 8,
        {
          width: w,
          lineBreak: false,
        },
      );
}

/** A PDF document of these labels; pipe it out, it ends itself once every label is drawn. */
export function labelsPdf(labels: readonly LabelData[], title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [LABEL_SHEET.pageWidth, LABEL_SHEET.pageHeight],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: 'Mijote', Creator: 'Mijote back-office' },
  });
  void (async () => {
    try {
      let page = -1;
      for (let i = 0; i < labels.length; i++) {
        const slot = labelSlot(i);
        if (slot.page !== page) {
          page = slot.page;
          doc.addPage();
          if (page > 0 && page % PAGES_PER_TURN === 0) await new Promise((r) => setImmediate(r));
        }
        drawLabel(doc, slot.x, slot.y, labels[i] as LabelData);
      }
      if (labels.length === 0) doc.addPage();
      doc.end();
    } catch (err) {
      doc.emit('error', err);
    }
  })();
  return doc;
}
