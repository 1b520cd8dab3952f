import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { testimonial } from '@mijote/db/schema';

export async function listEnabledTestimonials(db: DbOrTx) {
  return db.select().from(testimonial).where(eq(testimonial.enabled, true)).orderBy(asc(testimonial.sortOrder), asc(testimonial.id));
}
