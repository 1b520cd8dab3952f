// GET /metrics (issue 31, ADR 385): the node's figures in Prometheus's text format, for a scraper.
//   - HTTP: requests and their duration by route pattern (`/api/menus/:id`, never the raw URL),
//     method and status; a request no route matched is `unmatched`, a page the web server
//     rendered `page` (both fixed labels: the series stay few whatever URLs arrive);
//   - the database: the PostgreSQL pool's open, idle and waited-for connections (none on PGlite);
//   - the process (prom-client's default metrics: event loop lag, heap, GC, CPU, handles);
//   - the money path: orders placed and declined, counted as it goes; the payment jobs' and the
//     e-mail outbox's backlogs, counted by the database at each scrape.
// Guarded: with METRICS_TOKEN, `Authorization: Bearer <token>` (compared in constant time) or 401;
// without it, only a request from this machine (loopback, through no proxy), else 404.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '@mijote/db';
import { EMAIL_STATUSES } from '@mijote/db/schema';
import { PAYMENT_METHOD_IDS } from '@mijote/domain';
import { AppError } from '../errors.js';
import type { CheckoutMetrics } from '../modules/checkout/deps.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's order counters (ADR 385), which the order routes hand to the money path. */
    metrics: CheckoutMetrics;
  }
}

export interface MetricsOptions {
  db: DbHandle;
  /** METRICS_TOKEN; unset: loopback requests only. */
  token?: string | undefined;
}

/** The route label of a request no route matched (a 404, a bad URL). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of a page the web server rendered (its not-found handler renders them all). */
export const PAGE_ROUTE = 'page';

/** Seconds; prom-client's default buckets, written out: 5 ms to 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own figures (event loop lag, heap, GC…): one registry per process, made on the
 * first app's registration — not prom-client's global one, and not one per app, since these are
 * the process's whichever app reads them, and each collection starts timers and observers that
 * are never stopped (several apps in one test process would start them again and again).
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The route label of an answered request: its route's pattern, never its URL. */
export function routeLabel(request: FastifyRequest, statusCode: number): string {
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  if (pattern) return pattern;
  const path = request.url;
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && path !== '/api' && !path.startsWith('/api/');
  return isPage && request.is404 && statusCode !== 404 ? PAGE_ROUTE : UNMATCHED_ROUTE;
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** A request from this machine: a loopback socket, a loopback client address, and no proxy's header. */
function isLocal(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);
}

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <token>` with this token; the digests are compared in constant time. */
function bearerMatcher(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
    // always one comparison, of equal lengths, whatever arrived
    const same = timingSafeEqual(digest(given ?? ''), expected);
    return given !== undefined && same;
  };
}

/** The rows of a raw statement, on PGlite as on node-postgres. */
async function rowsOf<T>(db: DbHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A gauge computed at each scrape: `read` sets it; when the database fails to answer, the
 * gauge's series are dropped for that scrape (the rest of the page is still answered).
 */
function scrapedGauge<L extends string>(
  registry: Registry,
  config: { name: string; help: string; labelNames: readonly L[] },
  log: () => FastifyBaseLogger,
  read: (gauge: Gauge<L>) => Promise<void>,
): Gauge<L> {
  return new Gauge<L>({
    ...config,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        await read(this);
      } catch (err) {
        this.reset();
        log().warn({ err: err instanceof Error ? err.message : String(err), metric: config.name }, 'a metric could not be read');
      }
    },
  });
}

/**
 * Registers GET /metrics, the HTTP counters' hook (every route and the not-found handlers) and
 * decorates the app with the order counters (`app.metrics`). Call it once, on the root app,
 * before the routes it counts are registered.
 */
export async function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Promise<void> {
  const registry = new Registry();
  const log = () => app.log;

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'mijote_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'mijote_http_request_duration_seconds',
    help: 'Time from the arrival of a request to its reply, in seconds, by route pattern, method and status code.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeLabel(request, reply.statusCode), status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  // the PostgreSQL pool; PGlite has none, so neither has it these metrics
  if (opts.db.poolStats()) {
    const pool = (name: string, help: string, pick: (s: { total: number; idle: number; waiting: number }) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = opts.db.poolStats();
          if (stats) this.set(pick(stats));
        },
      });
    pool('mijote_db_pool_connections', 'Connections the PostgreSQL pool holds open (busy and idle).', (s) => s.total);
    pool('mijote_db_pool_idle_connections', 'Open PostgreSQL pool connections no query uses.', (s) => s.idle);
    pool('mijote_db_pool_waiting_clients', 'Queries waiting for a PostgreSQL pool connection.', (s) => s.waiting);
  }

  // what the payment jobs have to look at (jobs.ts): payments and refunds still pending
  scrapedGauge(
    registry,
    {
      name: 'mijote_payment_jobs_pending',
      help: 'Payments and refunds still pending, which the payment jobs settle once they are old enough: card and interac (checkout), balance_charge (back-office charges), refund.',
      labelNames: ['kind'] as const,
    },
    log,
    async (gauge) => {
      const [row] = await rowsOf<{ card: unknown; interac: unknown; balance_charge: unknown; refund: unknown }>(
        opts.db,
        sql`select
          count(*) filter (where payment_method_id = ${PAYMENT_METHOD_IDS.card} and idempotency_key is null) as card,
          count(*) filter (where payment_method_id = ${PAYMENT_METHOD_IDS.interacOnline} and idempotency_key is null) as interac,
          count(*) filter (where idempotency_key is not null) as balance_charge,
          (select count(*) from invoice_refund where status = 'pending') as refund
        from payment where status = 'pending'`,
      );
      for (const kind of ['card', 'interac', 'balance_charge', 'refund'] as const) gauge.set({ kind }, Number(row?.[kind] ?? 0));
    },
  );

  // the e-mail outbox's messages not sent yet (a sent one is history, not backlog)
  const unsent = EMAIL_STATUSES.filter((s) => s !== 'sent');
  scrapedGauge(
    registry,
    {
      name: 'mijote_email_outbox_messages',
      help: 'E-mails in the outbox not sent yet, by status (pending, sending, failed).',
      labelNames: ['status'] as const,
    },
    log,
    async (gauge) => {
      const rows = await rowsOf<{ status: string; n: unknown }>(
        opts.db,
        sql`select status, count(*) as n from email_outbox where status in (${sql.join(
          unsent.map((s) => sql`${s}`),
          sql`, `,
        )}) group by status`,
      );
      const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
      for (const status of unsent) gauge.set({ status }, counts.get(status) ?? 0);
    },
  );

  // the money path's counters (checkout/place-order.ts, settle-payment.ts)
  const placed = new Counter({
    name: 'mijote_orders_placed_total',
    help: 'Orders recorded at checkout, by store; a new try of an order whose payment did not go through counts again.',
    labelNames: ['store'] as const,
    registers: [registry],
  });
  const declined = new Counter({
    name: 'mijote_orders_declined_total',
    help: 'Orders whose payment the processor declined, by store.',
    labelNames: ['store'] as const,
    registers: [registry],
  });
  const orders: CheckoutMetrics = {
    orderPlaced: (store) => placed.inc({ store }),
    orderDeclined: (store) => declined.inc({ store }),
  };
  app.decorate('metrics', orders);

  const authorized = opts.token ? bearerMatcher(opts.token) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (authorized) {
      if (!authorized(request.headers.authorization)) {
        void reply.header('www-authenticate', 'Bearer');
        throw AppError.unauthorized();
      }
    } else if (!isLocal(request)) {
      // without a token, /metrics is not there for anyone else
      return reply.callNotFound();
    }
    const [own, processes] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(`${own.trimEnd()}\n${processes}`);
  });
}
