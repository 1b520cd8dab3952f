// The demo super users' second factor (ADR 378): on the demo data only, `npm start` turns it on
// with the README's authenticator key and recovery codes, once per database (a super user must
// have one before the back-office opens).
import { sql } from 'drizzle-orm';
import type { DbHandle, DemoAccount } from '@mijote/db';
import { account } from '@mijote/db/schema';
import { enrolWithSecret } from './service.js';

/** How many demo super users it enrolled now (0 when they already were). */
export async function enrolDemoStaff(
  db: DbHandle,
  key: string,
  accounts: readonly DemoAccount[],
  secret: string,
  recoveryCodes: readonly string[],
  now = new Date(),
): Promise<number> {
  let enrolled = 0;
  for (const a of accounts.filter((x) => x.role === 'super user')) {
    const [row] = await db.db
      .select({ id: account.id, userTypeCd: account.userTypeCd })
      .from(account)
      .where(sql`lower(${account.email}) = ${a.email.toLowerCase()}`)
      .limit(1);
    if (row?.userTypeCd !== 'SU') continue;
    if (await enrolWithSecret(db.db, key, row.id, secret, recoveryCodes, now)) enrolled += 1;
  }
  return enrolled;
}
