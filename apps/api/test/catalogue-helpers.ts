// Shared pieces of the catalogue tests: an app on the seeded database with a settable clock,
// demo ids by slug, and the seeded menu weeks.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@mijote/db';
import { addDays, torontoInstant } from '@mijote/domain';
import { suiteNow } from '@mijote/db/testing';
import { createTestApp, type TestApp } from './helpers.js';
import { loginAs, type Session } from './fixtures/accounts.js';

export interface CatalogueApp extends TestApp {
  /** Sets the app's clock to Toronto wall time `time` on `date` (yyyy-MM-dd). */
  at(date: string, time: string): Date;
  setNow(d: Date): void;
  /** The app's clock now. */
  current(): Date;
  get(url: string, session?: Session | null): Promise<LightMyRequestResponse>;
  /** Monday of the seed's week 0 (the week the demo menus start). */
  week0: string;
  day(offset: number): string;
  productId(slug: string): Promise<number>;
  franchiseId(slug: string): Promise<number>;
  subsidyId(slug: string): Promise<number>;
  login(email: string): Promise<Session>;
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function idBySlug(t: TestApp, table: 'product' | 'franchise' | 'subsidy', slug: string): Promise<number> {
  const id = (await rows<{ id: number }>(t, sql`select id from ${sql.identifier(table)} where slug = ${slug}`))[0]?.id;
  if (id === undefined) throw new Error(`no ${table} ${slug}`);
  return Number(id);
}

export async function createCatalogueApp(): Promise<CatalogueApp> {
  // Until the menus are read, the run's moment; then Wednesday 09:00 of week 0, before anything
  // (a session, a cart) is created, so a test behaves the same on any day at any hour.
  let now = suiteNow();
  const t = await createTestApp({ seed: true, deps: { now: () => now } });
  const week0 = (await rows<{ monday: string }>(t, sql`select min(week_start)::text as monday from menu`))[0]?.monday;
  if (!week0) throw new Error('the seed has no menu');
  now = torontoInstant(addDays(week0, 2), '09:00:00');
  return {
    ...t,
    week0,
    at(date, time) {
      now = torontoInstant(date, time);
      return now;
    },
    setNow(d) {
      now = d;
    },
    current: () => now,
    get(url, session) {
      return t.app.inject({ method: 'GET', url, headers: session ? { cookie: session.cookie } : {} });
    },
    day: (offset) => addDays(week0, offset),
    productId: (slug) => idBySlug(t, 'product', slug),
    franchiseId: (slug) => idBySlug(t, 'franchise', slug),
    subsidyId: (slug) => idBySlug(t, 'subsidy', slug),
    login: (email) => loginAs(t.app, email, DEMO_PASSWORD),
  };
}
