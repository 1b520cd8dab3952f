// GET /accounts/{uuid}/orders/{id}/invoice.pdf?language=en|fr — the customer's invoice as a PDF
// (issue 15; ADR 341): the owner only (a super user may print any customer's); another account's
// order, or an order of another account under this uuid, is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReply, InvoicePdfParams, InvoicePdfQuery } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';
import { sendPdf } from '../../lib/pdf-document.js';
import { authOf, requireOwner } from '../../plugins/auth-guards.js';
import { accountIdOf, loadAccount } from '../accounts/service.js';
import { invoicePdf, type TaxNumbers } from './invoice-pdf.js';
import { findInvoice } from '../billing/repository.js';
import { getOrder } from './service.js';

export const invoicePdfRoutes =
  (deps: { db: DbHandle; taxNumbers: TaxNumbers }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/:uuid/orders/:id/invoice.pdf',
      {
        onRequest: [requireOwner()],
        schema: {
          tags: ['orders'],
          summary: 'One order’s invoice as a PDF, in the language asked (default: the order’s), with the GST and QST registration numbers',
          params: InvoicePdfParams,
          querystring: InvoicePdfQuery,
          response: { 200: z.string().meta({ description: 'application/pdf' }), 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const accountId = await accountIdOf(deps.db, request.params.uuid, auth);
        const inv = await findInvoice(deps.db.db, request.params.id);
        if (!inv || inv.accountId !== accountId || inv.deletedAt !== null) throw AppError.notFound('order');
        const lang = request.query.language ?? inv.languageCd;
        const [order, customer] = await Promise.all([getOrder(deps, auth, inv.id, lang), loadAccount(deps.db, accountId)]);
        const doc = invoicePdf({
          order,
          customer: { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
          lang,
          taxNumbers: deps.taxNumbers,
        });
        return sendPdf(reply, doc, `${lang === 'fr' ? 'facture' : 'invoice'}-${inv.id}.pdf`);
      },
    );
  };
