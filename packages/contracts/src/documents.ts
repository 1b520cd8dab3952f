// Documents printed from the data (issue 15; ADR 341): the customer's invoice PDF, the kitchen
// order of one invoice, and a corporate subsidy's monthly statement (JSON, CSV or PDF).
import { z } from 'zod';
import { AccountParams } from './accounts.js';
import { Cents, IdParam, IntParam, SafeString } from './primitives.js';

export const InvoicePdfParams = AccountParams.extend({ id: IdParam });
export const InvoicePdfQuery = z.object({
  language: z.enum(['en', 'fr']).optional().meta({ description: 'The language of the document (default: the order’s)' }),
});

export const SubsidyStatementParams = z.object({ id: IntParam(1, 2_147_483_647) });
export const SubsidyStatementQuery = z.object({
  month: SafeString(7)
    .regex(/^(20[0-9]{2})-(0[1-9]|1[0-2])$/, 'A month as yyyy-MM')
    .meta({ description: 'The month of the delivery days, yyyy-MM' }),
  format: z.enum(['json', 'csv', 'pdf']).default('json'),
  language: z.enum(['en', 'fr']).default('en').meta({ description: 'The language of the CSV headers and of the PDF' }),
});
export type SubsidyStatementQuery = z.output<typeof SubsidyStatementQuery>;

const StatementDay = z.object({
  date: z.string().meta({ description: 'A delivery day, yyyy-MM-dd' }),
  orders: z.number().int().meta({ description: 'number of paid orders of the employee that day' }),
  subsidized: Cents('What the employer owes for the employee’s meals of the day, in cents'),
});

export const SubsidyStatementReply = z
  .object({
    subsidyId: z.number().int(),
    name: z.string(),
    company: z.string(),
    month: z.string(),
    from: z.string(),
    to: z.string(),
    employees: z.array(
      z.object({
        accountId: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        externalUserId: z.string().nullable(),
        days: z.array(StatementDay),
        total: Cents('What the employer owes for the employee over the month, in cents'),
      }),
    ),
    orders: z.number().int().meta({ description: 'number of paid orders in the month' }),
    total: Cents('What the employer owes for the month, in cents'),
  })
  .meta({ id: 'SubsidyStatementReply' });
export type SubsidyStatementReply = z.infer<typeof SubsidyStatementReply>;
