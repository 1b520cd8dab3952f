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
