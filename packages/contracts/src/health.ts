import { z } from 'zod';

export const HealthReply = z
  .object({
    status: z.literal('ok'),
    database: z.object({ status: z.literal('ok'), kind: z.enum(['pglite', 'postgres']) }),
    revision: z.string(),
    time: z.string().meta({ description: 'Server time, ISO 8601' }),
  })
  .meta({ id: 'HealthReply' });
export type HealthReply = z.infer<typeof HealthReply>;

/** GET /api/ready (issue 31): whether this node can take traffic — a balancer's readiness probe. */
export const ReadyReply = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    checks: z.object({
      database: z.enum(['ok', 'unavailable']),
      migrations: z.object({
        applied: z.number().int(),
        expected: z.number().int(),
        status: z.enum(['current', 'behind', 'unknown']),
      }),
      eventLoop: z.object({
        lagMs: z.number().meta({ description: 'p99 of the event loop delay over the last few seconds, ms' }),
        limitMs: z.number(),
        status: z.enum(['ok', 'lagging']),
      }),
    }),
    revision: z.string(),
  })
  .meta({ id: 'ReadyReply' });
export type ReadyReply = z.infer<typeof ReadyReply>;
