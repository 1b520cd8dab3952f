// The CSV user import of a corporate subsidy (issue 15; back-office §1 "user import by CSV", §7
// "POST /api/admin/subsidies/{id}/accounts/import … The response is a list of problem lines"; ADR
// 290). The file: a header FirstName,LastName,Email, then one employee a line; UTF-8 (with or
// without its byte-order mark) or Windows-1252 (what Excel saves in Quebec); `,` or `;`; RFC 4180
// quotes (a quoted field may hold the separator, a doubled quote or a line break). Every line is
// checked before anything is written: one problem and nothing is imported, each problem listed with
// its line number and a reason code. A cell that a spreadsheet would run (=, +, -, @ first) is a
// problem, not something we store and hand back later. Then, in one transaction: the allowed e-mails
// (a known one takes the new names), a pre-registered account (no password) for each new person, and
// membership re-decided for all of them by the subsidies module.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EmailAddress, type AdminImportReply, type ImportProblem } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { account, subsidyEmail } from '@mijote/db/schema';
import { reattachAccounts } from '../subsidies/service.js';
import { decodeCsv, parseCsv } from '../../lib/csv.js';

/** 10,000 lines of long names and addresses fit well within it. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
const NAME_MAX = 80;

export interface ImportRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** Every line checked: the rows to import, or the problems (and then nothing is imported). */
export function parseImportCsv(data: Buffer): { rows: ImportRow[]; problems: ImportProblem[] } {
  // lib/csv.ts reads it (encoding, separator, RFC 4180 quotes, the line each record starts on)
  const records = parseCsv(decodeCsv(data))
    .map((r) => ({ line: r.line, fields: r.cells, open: r.open === true }))
    .filter((r) => r.open || r.fields.some((f) => f.trim() !== ''));
  const problems: ImportProblem[] = [];
  const header = records.shift();
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (!header || names.join(',') !== 'firstname,lastname,email')
    return { rows: [], problems: [{ line: header?.line ?? 1, reason: 'header' }] };
  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  for (const r of records) {
    const problem = (reason: ImportProblem['reason']) => problems.push({ line: r.line, reason });
    if (r.open) {
      problem('quotes');
      continue;
    }
    if (r.fields.length !== 3) {
      problem('columns');
      continue;
    }
    const [firstName, lastName, email] = r.fields.map((f) => f.trim()) as [string, string, string];
    if (r.fields.some((f) => /^[=+\-@\t\r]/.test(f.trimStart()))) problem('formula');
    else if (!firstName) problem('first-name-missing');
    else if (!lastName) problem('last-name-missing');
    else if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) problem('too-long');
    else if (!EmailAddress.safeParse(email).success) problem('email-invalid');
    else if (seen.has(email.toLowerCase())) problem('duplicate');
    else {
      seen.add(email.toLowerCase());
      rows.push({ line: r.line, firstName, lastName, email });
    }
  }
  return { rows, problems };
}

const CHUNK = 1000;
const chunks = <T>(xs: readonly T[]) =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** Writes a checked file, inside the caller's transaction (see the file header). */
export async function applyImport(tx: DbOrTx, subsidyId: number, rows: readonly ImportRow[], at: Date): Promise<AdminImportReply> {
  let created = 0;
  for (const part of chunks(rows)) {
    const lower = part.map((r) => r.email.toLowerCase());
    // a known e-mail takes the file's names: the old row goes, the new one comes
    await tx
      .delete(subsidyEmail)
      .where(and(eq(subsidyEmail.subsidyId, subsidyId), inArray(sql<string>`lower(${subsidyEmail.email})`, lower)));
    await tx
      .insert(subsidyEmail)
      .values(part.map((r) => ({ subsidyId, firstName: r.firstName, lastName: r.lastName, email: r.email, createdAt: at })));
    const known = new Set(
      (
        await tx
          .select({ e: sql<string>`lower(${account.email})` })
          .from(account)
          .where(inArray(sql<string>`lower(${account.email})`, lower))
      ).map((a) => a.e),
    );
    const fresh = part.filter((r) => !known.has(r.email.toLowerCase()));
    if (fresh.length) {
      const inserted = await tx
        .insert(account)
        .values(
          fresh.map((r) => ({
            firstName: r.firstName,
            lastName: r.lastName,
            email: r.email,
            passwordHash: null,
            isRegistered: false,
            origin: 'subsidy-import',
            createdAt: at,
            updatedAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: account.id });
      created += inserted.length;
    }
  }
  const attached = await reattachAccounts(tx, { subsidyId, emails: rows.map((r) => r.email) }, at);
  return { Imported: rows.length, AccountsCreated: created, AccountsAttached: attached };
}
