// Opens the database: embedded PGlite in a data directory by default, PostgreSQL (node-postgres
// Pool) when a URL is given. Both expose the same drizzle `Db` type and run the same migrations.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { migrate } from './migrate.js';
import { silentProgress, type ProgressReporter } from './progress.js';

export type Schema = typeof schema;
/** One drizzle database type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A Db or a transaction: what repositories take. */
export type DbOrTx = Db | Tx;

/**
 * Runs independent reads: all at once on the database (each query takes a pool connection of its
 * own), one after the other in a transaction, whose single connection runs one query at a time —
 * node-postgres 8 queues queries sent while one runs, and warns that version 9 will not.
 */
export async function readAll<T extends readonly unknown[]>(db: DbOrTx, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (ADR 240): `onMessage` gets each NOTIFY's payload, from this process or any
   * other on the same database (a NOTIFY inside a transaction arrives at its commit). PostgreSQL:
   * one dedicated connection per call, outside the pool, reconnected after a loss, when
   * `onMessage` gets null (notifications may have been missed). Resolves to the unsubscribe.
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL: the pool's connections now — open (`total`), of which `idle`, and the queries
   * `waiting` for one (ADR 385's metrics). PGlite, one connection in process: null.
   */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

/** What a node-postgres pool holds at one moment. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface CreateDbOptions {
  /** PGlite data directory (created when missing); 'memory://' for an in-memory database. Default ./data/pglite. */
  dataDir?: string;
  /** postgres://… — use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Pool size for PostgreSQL (default 10). */
  poolMax?: number;
  /** Told what a long start does: creating a new embedded database, the migrations (ADR 218). */
  onProgress?: ProgressReporter;
  /** PostgreSQL: an idle pooled connection was lost (default: one line on stderr). */
  onIdleError?: (err: Error) => void;
}

export const DEFAULT_DATA_DIR = './data/pglite';

/** Wraps an open PGlite instance (tests load a template dump into one). */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, (payload) => onMessage(payload));
      return async () => {
        if (!closed) await stop();
      };
    },
    poolStats: () => null,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Wraps a node-postgres Pool. */
export function postgresHandle(pool: pg.Pool, onClose?: () => Promise<void>): DbHandle {
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, onMessage) => listenOnPostgres(pool, channel, onMessage),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      // A connection being closed can still report the server's goodbye (for instance "terminating
      // connection due to administrator command" when the test database is dropped right after):
      // once the pool is closing, such errors are expected and not worth a log line.
      pool.removeAllListeners('error');
      pool.on('error', () => undefined);
      await pool.end();
      await onClose?.();
    },
  };
}

/** LISTEN on a dedicated connection (a pooled one would be handed to other queries), reconnected on loss. */
async function listenOnPostgres(pool: pg.Pool, channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client(pool.options);
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      retry = setTimeout(() => {
        retry = null;
        if (stopped) return;
        // what was said while the connection was down is lost: the listener starts over
        connect().then(
          () => onMessage(null),
          () => lost(),
        );
      }, 1000);
      retry.unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  const report = opts.onProgress ?? silentProgress;
  let handle: DbHandle;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', opts.onIdleError ?? ((err) => console.error('[db] idle PostgreSQL client error:', err.message)));
    handle = postgresHandle(pool);
  } else {
    const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
    const onDisk = !dataDir.includes('://');
    // a directory without PG_VERSION is initialised by PGlite.create: the slow part of a first start
    const fresh = onDisk && !existsSync(path.join(dataDir, 'PG_VERSION'));
    if (onDisk) mkdirSync(dataDir, { recursive: true });
    const started = Date.now();
    // PGlite initialises a new directory in one blocking call: say beforehand what to expect
    if (fresh) report(`database: creating the embedded database in ${dataDir} (first start only: 15–60 s, no output meanwhile)`);
    const client = await PGlite.create(dataDir);
    report(fresh ? 'database: created' : `database: opened ${onDisk ? dataDir : 'in memory'}`, { ms: Date.now() - started });
    handle = pgliteHandle(client);
  }
  if (opts.migrate !== false) {
    try {
      await migrate(handle, { onProgress: opts.onProgress });
    } catch (err) {
      await handle.close();
      throw err;
    }
  }
  return handle;
}
