import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, HealthReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';

export const healthRoutes =
  (deps: { db: DbHandle; revision: string; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
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
          await deps.db.ping();
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
  };
