// The customer's invoice as a PDF (issue 15; ADR 341): GET /accounts/{uuid}/orders/{id}/invoice.pdf
// in the language asked (else the order's), with the company's GST and QST registration numbers.
// Drawn from the order as the customer's order page reads it (getOrder) and with the confirmation
// e-mail's money lines (orderMoneyLines): one bill, whatever it is printed on. Never a card number:
// at most the brand and the last 4 digits the processor gave back.
import { formatDate, formatMoney, isIsoDate, torontoDate, type Lang } from '@mijote/domain';
import type { OrderReply } from '@mijote/contracts';
import { amounts, heading, letterDocument, paragraph, sectionTitle, table } from '../../lib/pdf-document.js';
import { orderLineText, orderMoneyLines, procedureText } from './emails.js';

export interface TaxNumbers {
  gst: string;
  qst: string;
}

const TEXTS = {
  en: {
    title: (id: number) => `Invoice ${id}`,
    issuer: 'Mijote — Montreal, Quebec',
    gst: (n: string) => `GST registration no. ${n}`,
    qst: (n: string) => `QST registration no. ${n}`,
    date: (d: string) => `Order date: ${d}`,
    status: (s: string) => `Status: ${s}`,
    statuses: { paid: 'paid', unpaid: 'unpaid', canceled: 'canceled', declined: 'declined', refunded: 'refunded' },
    billedTo: 'Billed to',
    service: 'Service',
    deliveryOn: (d: string, time: string | null) => (time ? `${d} at ${time}` : d),
    address: 'Delivery address',
    items: 'Items',
    columns: { item: 'Item', day: 'Day', unit: 'Unit price', amount: 'Amount' },
    due: 'Amount due',
    paidTotal: 'Total paid',
    payments: 'Payments',
    method: { 1: 'Card', 2: 'Century Dollars', 3: 'Gift card', 4: 'Interac Online', 5: 'Paid in person' } as Record<number, string>,
    paymentStatus: { approved: 'received', pending: 'pending', refunded: 'refunded', error: 'failed', declined: 'declined' } as Record<
      string,
      string
    >,
    comment: 'Your comment',
    thanks: 'Thank you for ordering from Mijote. Questions about this invoice: reply to your confirmation e-mail or call us.',
  },
  fr: {
    title: (id: number) => `Facture no ${id}`,
    issuer: 'Mijote — Montréal (Québec)',
    gst: (n: string) => `No d’inscription TPS ${n}`,
    qst: (n: string) => `No d’inscription TVQ ${n}`,
    date: (d: string) => `Date de la commande : ${d}`,
    status: (s: string) => `État : ${s}`,
    statuses: { paid: 'payée', unpaid: 'impayée', canceled: 'annulée', declined: 'refusée', refunded: 'remboursée' },
    billedTo: 'Facturé à',
    service: 'Service',
    deliveryOn: (d: string, time: string | null) => (time ? `${d} à ${time}` : d),
    address: 'Adresse de livraison',
    items: 'Articles',
    columns: { item: 'Article', day: 'Jour', unit: 'Prix unitaire', amount: 'Montant' },
    due: 'Montant dû',
    paidTotal: 'Total payé',
    payments: 'Paiements',
    method: { 1: 'Carte', 2: 'Dollars Century', 3: 'Carte-cadeau', 4: 'Interac en ligne', 5: 'Payé en personne' } as Record<number, string>,
    paymentStatus: { approved: 'reçu', pending: 'en attente', refunded: 'remboursé', error: 'échoué', declined: 'refusé' } as Record<
      string,
      string
    >,
    comment: 'Votre commentaire',
    thanks:
      'Merci d’avoir commandé chez Mijote. Une question sur cette facture? Répondez à votre courriel de confirmation ou appelez-nous.',
  },
} as const;

function addressLines(a: Record<string, unknown> | null): string[] {
  if (!a) return [];
  const s = (k: string) => (typeof a[k] === 'string' ? (a[k] as string).trim() : '');
  // the order's address snapshot (checkout snapshotOf)
  const street = [s('line1'), s('line2')].filter(Boolean).join(', ');
  const city = [s('city'), s('province'), s('postalCode')].filter(Boolean).join(' ');
  return [s('name'), s('company'), street, city].filter(Boolean);
}

export interface InvoicePdfInput {
  order: OrderReply;
  customer: { name: string; email: string };
  lang: Lang;
  taxNumbers: TaxNumbers;
}

/** The invoice drawn; pipe it out (it ends itself). */
export function invoicePdf({ order: o, customer, lang, taxNumbers }: InvoicePdfInput): PDFKit.PDFDocument {
  const t = TEXTS[lang];
  const m = (c: number) => formatMoney(c, lang);
  const day = (d: string | null) => (d && isIsoDate(d) ? formatDate(d, lang) : '');
  const doc = letterDocument(t.title(o.Id));
  heading(doc, t.title(o.Id), [
    t.issuer,
    t.gst(taxNumbers.gst),
    t.qst(taxNumbers.qst),
    t.date(formatDate(torontoDate(new Date(o.createdAt)), lang)),
    t.status(t.statuses[o.status]),
  ]);

  sectionTitle(doc, t.billedTo);
  paragraph(doc, [customer.name, customer.email]);
  const procedure = o.checkoutProcedure === 'pickup' || o.checkoutProcedure === 'eat-in' ? o.checkoutProcedure : 'delivery';
  sectionTitle(doc, t.service);
  paragraph(doc, [procedureText(procedure, lang), ...(o.deliveryDate ? [t.deliveryOn(day(o.deliveryDate), o.deliveryTime)] : [])]);
  const address = addressLines(o.deliveryAddress);
  if (address.length > 0 && procedure === 'delivery') {
    sectionTitle(doc, t.address);
    paragraph(doc, address);
  }

  sectionTitle(doc, t.items);
  table(
    doc,
    [
      { label: t.columns.item, width: 0.5 },
      { label: t.columns.day, width: 0.2 },
      { label: t.columns.unit, width: 0.15, align: 'right' },
      { label: t.columns.amount, width: 0.15, align: 'right' },
    ],
    o.details.map((d) => [
      [
        orderLineText({ quantity: d.quantity, title: d.title, halfPortion: d.isHalfPortion }, lang),
        // the side and each box's choices, as the order reply wrote them (line-choices.ts, ADR 369)
        ...d.choiceLines,
      ].join('\n'),
      day(d.requiredBy),
      m(d.price),
      m(d.amount),
    ]),
  );
  amounts(doc, [
    ...orderMoneyLines(
      {
        subTotal: o.subTotal,
        promotion: o.promotion,
        promoCode: o.promoCode,
        discount: o.discount,
        subsidized: o.subsidized,
        deliveryFees: o.deliveryCharge,
        tip: o.tip,
        tax1: o.tax1,
        tax2: o.tax2,
        centuryDollars: o.centuryDollarsApplied,
        total: o.total,
      },
      lang,
    ).map(([label, value]) => ({ label, value })),
    { label: o.status === 'paid' ? t.paidTotal : t.due, value: m(o.total), strong: true },
  ]);

  const payments = o.payments.filter((p) => p.Amount > 0);
  if (payments.length > 0) {
    sectionTitle(doc, t.payments);
    paragraph(
      doc,
      payments.map((p) => {
        const card = p.cardBrand ? ` ${p.cardBrand}${p.cardLast4 ? ` •••• ${p.cardLast4}` : ''}` : '';
        const method = t.method[p.PaymentMethodId] ?? '';
        return `${method}${card} — ${m(p.Amount)} (${t.paymentStatus[p.status] ?? p.status})`;
      }),
    );
  }
  if (o.comment) {
    sectionTitle(doc, t.comment);
    paragraph(doc, [o.comment]);
  }
  doc.moveDown(1);
  paragraph(doc, [t.thanks]);
  doc.end();
  return doc;
}
