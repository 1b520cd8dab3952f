// Liveness and readiness (issue 31). `/api/health` says the process answers and its database too
// (a liveness probe; a ping less than a second old stands for the next probes). `/api/ready` says whether this node should get traffic: the database answers,
// its migrations are the ones this code expects, and the event loop is not falling behind (the p99
// of its delay over the last window under a bound); 503 with the same body when it should not.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, HealthReply, ReadyReply } from '@mijote/contracts';
import { appliedMigrationCount, migrationCount, type DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';
import type { EventLoopWatch } from '../../plugins/load-shedding.js';

/** Past this p99 of event loop delay the node says it is not ready (a balancer sends the traffic elsewhere). */
export const READY_EVENT_LOOP_LAG_MS = 500;
/**
 * A database ping that answered less than this long ago stands for the next liveness probes: under
 * load each ping waited for the event loop twice (the request, then the database's answer), and
 * the probe answered late (issue 31); `/api/ready` still pings every time.
 */
export const HEALTH_PING_REUSE_MS = 1_000;

/** The window the event loop's delay is measured over. */
export const LAG_WINDOW_MS = 5_000;

export const healthRoutes =
  (deps: {
    db: DbHandle;
    revision: string;
    now: () => Date;
    eventLoopLagLimitMs?: number | undefined;
    /** The app's event loop watch (its window's p99 is the figure, ADR 388). */
    loop: EventLoopWatch;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const limitMs = deps.eventLoopLagLimitMs ?? READY_EVENT_LOOP_LAG_MS;
    let pingedAt = -Infinity;

    app.get(
      '/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: HealthReply, 503: ErrorReply },
        },
      },
      async (request) => {
        try {
          if (performance.now() - pingedAt >= HEALTH_PING_REUSE_MS) {
            pingedAt = -Infinity;
            await deps.db.ping();
            pingedAt = performance.now();
          }
        } catch (err) {
          request.log.error({ err }, 'database ping failed');
          throw new AppError(503, 'database-unavailable', 'The database does not answer');
        }
        return {
          status: 'ok' as const,
          database: { status: 'ok' as const, kind: deps.db.kind },
          revision: deps.revision,
          time: deps.now().toISOString(),
        };
      },
    );

    app.get(
      '/ready',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers, its migrations are current, the event loop keeps up (503 when not)',
          response: { 200: ReadyReply, 503: ReadyReply },
        },
      },
      async (request, reply) => {
        let database: 'ok' | 'unavailable' = 'ok';
        let applied = 0;
        try {
          await deps.db.ping();
          applied = await appliedMigrationCount(deps.db);
        } catch (err) {
          request.log.error({ err }, 'readiness: the database does not answer');
          database = 'unavailable';
        }
        const expected = migrationCount();
        const migrations: ReadyReply['checks']['migrations']['status'] =
          database === 'ok' ? (applied >= expected ? 'current' : 'behind') : 'unknown';
        const lag = Math.round(deps.loop.windowP99Ms * 10) / 10;
        const eventLoop: ReadyReply['checks']['eventLoop']['status'] = lag <= limitMs ? 'ok' : 'lagging';
        const ready = database === 'ok' && migrations === 'current' && eventLoop === 'ok';
        void reply.header('cache-control', 'no-store');
        if (!ready) void reply.code(503).header('retry-after', '5');
        return {
          status: ready ? ('ready' as const) : ('not-ready' as const),
          checks: {
            database,
            migrations: { applied, expected, status: migrations },
            eventLoop: { lagMs: lag, limitMs, status: eventLoop },
          },
          revision: deps.revision,
        };
      },
    );
  };
