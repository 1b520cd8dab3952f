// What a first start says while it works (ADR 218): the migrations and each step of the demo seed
// report a line with their figures; a database already seeded reports nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrationCount, migrate, migrationCount, seed, type DbHandle } from '../src/index.js';
import { DEMO_CONTENT } from '../src/seed/index.js';
import { createTestDb, suiteNow } from '../src/testing.js';

type Line = { message: string; fields?: Record<string, number | string> };

describe('start progress', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(async () => h?.close());

  it('migrate says the database is up to date with every migration of the journal', async () => {
    const lines: Line[] = [];
    await migrate(h, { onProgress: (message, fields) => lines.push({ message, fields }) });
    const total = migrationCount();
    expect(total).toBeGreaterThanOrEqual(5);
    expect(await appliedMigrationCount(h)).toBe(total);
    expect(lines).toEqual([{ message: `migrations: up to date (${total})`, fields: { total } }]);
  });

  it('the seed reports each of its six steps with its count and percent, then nothing on a second call', async () => {
    const lines: Line[] = [];
    const onProgress = (message: string, fields?: Record<string, number | string>) => lines.push({ message, fields });
    expect(await seed(h, { now: suiteNow(), onProgress })).toEqual({ applied: true });
    const steps = lines.filter((l) => l.fields?.step !== undefined);
    expect(steps.map((l) => l.fields?.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps[0]!.message).toBe(`demo data 1/6 (17%): ${DEMO_CONTENT.franchises.length} franchises`);
    expect(steps[3]!.message).toBe(`demo data 4/6 (67%): ${DEMO_CONTENT.products.length} products`);
    expect(steps[5]!.message).toMatch(/^demo data 6\/6 \(100%\): 6 demo accounts$/);

    lines.length = 0;
    expect(await seed(h, { now: suiteNow(), onProgress })).toEqual({ applied: false });
    expect(lines).toEqual([]);
  });
});
