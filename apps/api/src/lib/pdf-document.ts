// Business documents as PDF (issue 15: the customer's invoice, the kitchen order, a subsidy's
// monthly statement; ADR 341): US Letter, pdfkit's built-in Helvetica (WinAnsi covers French),
// a heading block, label/value lines and tables that continue on the next page with their header
// row again. The label sheet (kitchen/labels-pdf.ts) has its own layout and does not use this.
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

export const PAGE = { width: 612, height: 792, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;

/** Characters outside WinAnsi that our formatters produce, as their nearest WinAnsi equivalent. */
export function pdfText(s: string): string {
  return s.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[\u2011\u2212]/g, '-');
}

export function letterDocument(title: string, author = 'Mijote'): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: false,
    info: { Title: pdfText(title), Author: author, Creator: 'Mijote' },
  });
}

/** Starts a page when fewer than `height` points are left. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= BOTTOM) return false;
  doc.addPage();
  return true;
}

/** The document's heading: a title, then lines under it (issuer, numbers, dates). */
export function heading(doc: PDFKit.PDFDocument, title: string, lines: readonly string[] = []): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f2a24').text(pdfText(title), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const l of lines) doc.text(pdfText(l), { width: CONTENT_WIDTH });
  doc.fillColor('#000000').moveDown(0.8);
}

export function sectionTitle(doc: PDFKit.PDFDocument, text: string): void {
  ensureRoom(doc, 40);
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(pdfText(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2).font('Helvetica').fontSize(9);
}

/** Plain lines of text (an address, a comment). */
export function paragraph(doc: PDFKit.PDFDocument, lines: readonly string[]): void {
  doc.font('Helvetica').fontSize(9);
  for (const l of lines) {
    ensureRoom(doc, 14);
    doc.text(pdfText(l), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  }
}

export interface Column {
  label: string;
  /** a share of the page's width; the shares of a table add up to 1 */
  width: number;
  align?: 'left' | 'right';
}

/** A table; a row that does not fit starts a new page, which repeats the header row. Bold rows: totals. */
export function table(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  bold: ReadonlySet<number> = new Set(),
): void {
  const widths = columns.map((c) => c.width * CONTENT_WIDTH);
  const pad = 4;
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(9);
    return Math.max(...cells.map((c, i) => doc.heightOfString(pdfText(c), { width: (widths[i] ?? 0) - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (cells: readonly string[], font: string, shade: string | null) => {
    const h = rowHeight(cells, font);
    const top = doc.y;
    if (shade) doc.rect(PAGE.margin, top, CONTENT_WIDTH, h).fill(shade).fillColor('#000000');
    let x = PAGE.margin;
    doc.font(font).fontSize(9);
    cells.forEach((c, i) => {
      const w = widths[i] ?? 0;
      doc.text(pdfText(c), x + pad, top + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
      x += w;
    });
    doc
      .moveTo(PAGE.margin, top + h)
      .lineTo(PAGE.margin + CONTENT_WIDTH, top + h)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.y = top + h;
  };
  const header = columns.map((c) => c.label);
  if (ensureRoom(doc, rowHeight(header, 'Helvetica-Bold') * 2)) doc.y = PAGE.margin;
  drawRow(header, 'Helvetica-Bold', '#eef1ec');
  rows.forEach((r, i) => {
    const font = bold.has(i) ? 'Helvetica-Bold' : 'Helvetica';
    if (ensureRoom(doc, rowHeight(r, font))) drawRow(header, 'Helvetica-Bold', '#eef1ec');
    drawRow(r, font, null);
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.6);
}

/** Label/value pairs right-aligned under a table (subtotal, taxes, total). */
export function amounts(doc: PDFKit.PDFDocument, lines: readonly { label: string; value: string; strong?: boolean }[]): void {
  const labelWidth = CONTENT_WIDTH * 0.75;
  for (const l of lines) {
    ensureRoom(doc, 16);
    const top = doc.y;
    doc.font(l.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(l.strong ? 11 : 9);
    doc.text(pdfText(l.label), PAGE.margin, top, { width: labelWidth - 8, align: 'right' });
    doc.text(pdfText(l.value), PAGE.margin + labelWidth, top, { width: CONTENT_WIDTH - labelWidth, align: 'right' });
    doc.y = Math.max(doc.y, top + (l.strong ? 15 : 12));
  }
  doc.x = PAGE.margin;
  doc.moveDown(0.6);
}

/** Sends a document being drawn (call `doc.end()` once drawn; the reply streams it). */
export function sendPdf(reply: FastifyReply, doc: PDFKit.PDFDocument, filename: string, disposition: 'inline' | 'attachment' = 'inline') {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `${disposition}; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .send(doc);
}
