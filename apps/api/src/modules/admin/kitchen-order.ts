// "Print kitchen order" (back-office §7 Invoices; issue 15; ADR 341): one invoice as the kitchen
// reads it — who, when, how it leaves, each line with its portion kind, its sides (add-ons), a
// catering box's choices and the line's note, the customer's and the staff's comments. No prices.
//   GET /api/admin/invoices/{invoiceId}/kitchen-order[?language=en|fr]
//   GET /api/admin/restaurants/{id}/invoices/{invoiceId}/kitchen-order (a bistro's invoice only)
//   GET /api/admin/invoices/kitchen-orders?ids=1,2,3[&language=]  the selected invoices in one PDF (issue 30)
// The lines come from the order as the customer's page reads it (getOrder: titles in the language,
// box choices, half portions) and the back-office's detail panel (invoiceDetails: add-ons by name,
// notes, addresses): no third reading of an invoice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminInvoiceParams, AdminRestaurantInvoiceParams, ErrorReply, InvoiceIdList, InvoicePdfQuery } from '@mijote/contracts';
import { formatDate, isIsoDate, linePortions, portionKind, type Lang } from '@mijote/domain';
import { authOf } from '../../plugins/auth-guards.js';
import type { CheckoutDeps } from '../checkout/deps.js';
import { procedureText } from '../orders/emails.js';
import { getOrder } from '../orders/service.js';
import { heading, letterDocument, paragraph, sectionTitle, sendPdf, table } from '../../lib/pdf-document.js';
import { invoiceDetails } from './invoices.js';

const TEXTS = {
  en: {
    title: (id: number) => `Kitchen order — invoice ${id}`,
    customer: (name: string, email: string) => `Customer: ${name} (${email})`,
    phone: (p: string) => `Phone: ${p}`,
    when: (d: string, time: string | null) => `For ${d}${time ? ` at ${time}` : ''}`,
    people: (n: number) => `For ${n} people`,
    address: 'Deliver to',
    lines: 'To prepare',
    columns: { qty: 'Qty', item: 'Item', kind: 'Portion', day: 'Day', portions: 'Portions' },
    kinds: { regular: 'Regular', familyPack: 'Family pack', kids: 'Kids', half: 'Half portion' },
    sides: (s: string) => `Sides: ${s}`,
    box: (n: number, s: string) => `Box ${n}: ${s}`,
    note: (s: string) => `Note: ${s}`,
    comment: 'Customer’s comment',
    adminComment: 'Staff comment',
  },
  fr: {
    title: (id: number) => `Bon de cuisine — facture no ${id}`,
    customer: (name: string, email: string) => `Client : ${name} (${email})`,
    phone: (p: string) => `Téléphone : ${p}`,
    when: (d: string, time: string | null) => `Pour le ${d}${time ? ` à ${time}` : ''}`,
    people: (n: number) => `Pour ${n} personnes`,
    address: 'Livrer à',
    lines: 'À préparer',
    columns: { qty: 'Qté', item: 'Article', kind: 'Portion', day: 'Jour', portions: 'Portions' },
    kinds: { regular: 'Régulière', familyPack: 'Format familial', kids: 'Enfant', half: 'Demi-portion' },
    sides: (s: string) => `Accompagnements : ${s}`,
    box: (n: number, s: string) => `Boîte ${n} : ${s}`,
    note: (s: string) => `Note : ${s}`,
    comment: 'Commentaire du client',
    adminComment: 'Commentaire du personnel',
  },
} as const;

/** One invoice's kitchen order on the document's current page (and the next ones it needs). */
async function drawKitchenOrder(
  deps: CheckoutDeps,
  doc: PDFKit.PDFDocument,
  auth: ReturnType<typeof authOf>,
  invoiceId: number,
  franchiseId: number | undefined,
  lang: Lang,
): Promise<void> {
  // the franchise check first: a bistro's page never prints another bistro's invoice
  const details = await invoiceDetails(deps.db.db, invoiceId, franchiseId);
  const order = await getOrder(deps, auth, invoiceId, lang);
  const t = TEXTS[lang];
  const inv = details.Invoice;
  const day = (d: string | null) => (d && isIsoDate(d) ? formatDate(d, lang) : '');
  const phone = details.DeliveryAddress?.phone ?? details.BillingAddress?.phone ?? null;
  const procedure = order.checkoutProcedure === 'pickup' || order.checkoutProcedure === 'eat-in' ? order.checkoutProcedure : 'delivery';
  heading(doc, t.title(inv.Id), [
    t.customer(`${inv.FirstName} ${inv.LastName}`.trim(), inv.Email),
    ...(phone ? [t.phone(phone)] : []),
    `${procedureText(procedure, lang)}${order.deliveryDate ? ` — ${t.when(day(order.deliveryDate), order.deliveryTime)}` : ''}`,
    ...(order.numberOfPeople ? [t.people(order.numberOfPeople)] : []),
  ]);
  const a = details.DeliveryAddress;
  if (procedure === 'delivery' && a) {
    sectionTitle(doc, t.address);
    paragraph(
      doc,
      [a.name, a.company ?? '', [a.line1, a.line2].filter(Boolean).join(', '), `${a.city} ${a.province} ${a.postalCode}`].filter(Boolean),
    );
  }
  sectionTitle(doc, t.lines);
  const noteOf = new Map(details.CartDetails.map((d) => [d.Id, d]));
  table(
    doc,
    [
      { label: t.columns.qty, width: 0.08, align: 'right' },
      { label: t.columns.item, width: 0.44 },
      { label: t.columns.kind, width: 0.14 },
      { label: t.columns.day, width: 0.22 },
      { label: t.columns.portions, width: 0.12, align: 'right' },
    ],
    order.details.map((l) => {
      const d = noteOf.get(l.Id);
      const kind = portionKind({ isFamilyPack: l.isFamilyPack, isKidsMeal: l.isKidsMeal, fullPortion: !l.isHalfPortion });
      const p = linePortions({
        quantity: l.quantity,
        isFamilyPack: l.isFamilyPack,
        isKidsMeal: l.isKidsMeal,
        fullPortion: !l.isHalfPortion,
      });
      const sides = (d?.Addons ?? []).map((x) => `${x.quantity > 1 ? `${x.quantity} × ` : ''}${x.Product ?? `#${x.ProductId}`}`);
      const text = [
        l.title,
        ...(sides.length > 0 ? [t.sides(sides.join(', '))] : []),
        ...l.choices.map((box, n) => t.box(n + 1, box.join(' + '))),
        ...(d?.note ? [t.note(d.note)] : []),
      ].join('\n');
      return [String(l.quantity), text, t.kinds[kind], day(l.requiredBy), String(p.portions + p.kidsPortions + p.halfPortions)];
    }),
  );
  if (details.Comments.Customer) {
    sectionTitle(doc, t.comment);
    paragraph(doc, [details.Comments.Customer]);
  }
  if (details.Comments.Admin) {
    sectionTitle(doc, t.adminComment);
    paragraph(doc, [details.Comments.Admin]);
  }
}

/** The bulk print's query: the selected invoices (each a page or more, in the order given), the language. */
const KitchenOrdersQuery = InvoicePdfQuery.extend({ ids: InvoiceIdList });

export const kitchenOrderRoutes =
  (deps: CheckoutDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // the list's bulk action (issue 30): the selected invoices' kitchen orders in one PDF
    app.get(
      '/invoices/kitchen-orders',
      {
        schema: {
          tags: ['admin'],
          summary: 'Invoices: print the kitchen orders of the selected invoices (one PDF, each invoice from a new page; no prices)',
          querystring: KitchenOrdersQuery,
          response: {
            200: z.string().meta({ description: 'application/pdf' }),
            400: ErrorReply,
            401: ErrorReply,
            403: ErrorReply,
            404: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const lang: Lang = request.query.language ?? 'en';
        const ids = request.query.ids;
        // every invoice is read before the first byte: a missing one is a 404, not a cut PDF
        for (const id of ids) await invoiceDetails(deps.db.db, id);
        const doc = letterDocument(TEXTS[lang].title(ids[0]!));
        for (const [n, id] of ids.entries()) {
          if (n > 0) doc.addPage();
          await drawKitchenOrder(deps, doc, authOf(request), id, undefined, lang);
        }
        doc.end();
        return sendPdf(reply, doc, `kitchen-orders-${ids.length}.pdf`);
      },
    );
    for (const restaurant of [false, true]) {
      app.get(
        restaurant ? '/restaurants/:id/invoices/:invoiceId/kitchen-order' : '/invoices/:invoiceId/kitchen-order',
        {
          schema: {
            tags: ['admin'],
            summary: `Invoices: print the kitchen order (PDF: the lines, portions, sides and comments; no prices)${restaurant ? ' (a bistro’s invoice)' : ''}`,
            params: restaurant ? AdminRestaurantInvoiceParams : AdminInvoiceParams,
            querystring: InvoicePdfQuery,
            response: {
              200: z.string().meta({ description: 'application/pdf' }),
              400: ErrorReply,
              401: ErrorReply,
              403: ErrorReply,
              404: ErrorReply,
            },
          },
        },
        async (request, reply) => {
          const params = request.params as { id?: number; invoiceId: number };
          const lang: Lang = request.query.language ?? 'en';
          const doc = letterDocument(TEXTS[lang].title(params.invoiceId));
          await drawKitchenOrder(deps, doc, authOf(request), params.invoiceId, restaurant ? params.id : undefined, lang);
          doc.end();
          return sendPdf(reply, doc, `kitchen-order-${params.invoiceId}.pdf`);
        },
      );
    }
  };
