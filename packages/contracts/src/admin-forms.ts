// The back-office's inbox of the public forms (issue 30): GET /api/admin/forms (a page of the
// submissions, newest first, `unread` and `formName` filters), GET /api/admin/forms/{id}, and
// POST /api/admin/forms/{id}/read and /unread. A footer lead form's step 2 is part of its step 1:
// it is not a row of its own, its fields are merged into the step 1's (`followUpIds` names them).
// Today's unread count is this list's total with `unread=true` (admin-today.ts).
import { z } from 'zod';
import { ADMIN_LIST_MAX_LIMIT, adminListReply } from './admin.js';
import { FORM_NAMES } from './forms.js';
import { IntParam } from './primitives.js';

export const AdminFormListQuery = z.object({
  page: IntParam(1, 1_000_000).default(1),
  limit: IntParam(1, ADMIN_LIST_MAX_LIMIT).default(25),
  unread: z.enum(['true', 'false']).optional().meta({ description: 'true: the unread submissions only; false: the read ones' }),
  formName: z.enum(FORM_NAMES).optional().meta({ description: 'one form only' }),
});
export type AdminFormListQuery = z.output<typeof AdminFormListQuery>;

/** A field of a submission as the visitor sent it (the form's contract checked it). */
const FormValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const AdminFormSubmission = z
  .object({
    id: z.number().int(),
    formName: z.enum(FORM_NAMES),
    language: z.enum(['en', 'fr']),
    site: z.string().nullable(),
    isBbCorp: z.boolean().meta({ description: 'sent from the bakery brand’s site' }),
    newsletter: z.boolean(),
    createdAt: z.string().meta({ description: 'ISO instant' }),
    readAt: z.string().nullable().meta({ description: 'ISO instant; null: unread' }),
    readBy: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: 'the staff member who read it' }),
    summary: z
      .object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), message: z.string().nullable() })
      .meta({ description: 'who wrote and the start of what they wrote, from `data` when the form has those fields' }),
    data: z.record(z.string(), FormValue).meta({ description: 'every field sent (a lead form’s step 2 merged over its step 1)' }),
    followUpIds: z.array(z.number().int()).meta({ description: 'the lead form’s step 2 submissions merged into this one' }),
  })
  .meta({ id: 'AdminFormSubmission' });
export type AdminFormSubmission = z.infer<typeof AdminFormSubmission>;

export const AdminFormListReply = adminListReply(AdminFormSubmission).meta({ id: 'AdminFormListReply' });
export type AdminFormListReply = z.infer<typeof AdminFormListReply>;
