import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@mijote/db';
import { createTestDb } from '@mijote/db/testing';
import { buildApp, type AppDeps } from '../src/app.js';
import { configFromEnv, parseEnv, type AppConfig } from '../src/config.js';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ENCRYPTION_KEY: 'test-encryption-key-test-encryption-key-0123',
  });
  // no load shedding unless a test asks for it: a busy test machine must not answer 503 (ADR 388)
  return { ...configFromEnv(env, 'test-rev'), shedEventLoopLagMs: 0, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

/** A real app on a fresh database of its own (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(
  opts: { seed?: boolean; config?: Partial<AppConfig>; deps?: Partial<Omit<AppDeps, 'db' | 'config'>> } = {},
): Promise<TestApp> {
  const db = await createTestDb({ seed: opts.seed ?? false });
  const app = await buildApp({ db, config: testConfig(opts.config), logger: false, ...opts.deps });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
