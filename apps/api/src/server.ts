// Starts Mijote: validated env, database (embedded PGlite unless DATABASE_URL), migrations,
// demo data on the embedded default, the API and the server-rendered web app on one port.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, DEMO_ACCOUNTS, seed } from '@mijote/db';
import { buildApp } from './app.js';
import { startJobs } from './jobs.js';
import { loggerOptions } from './logging.js';
import { configFromEnv, parseEnv } from './config.js';
import { loadWebBundle } from './plugins/web.js';
import { startOutboxSender } from './modules/outbox/sender.js';
import { startTempUploadPurge } from './modules/uploads/service.js';
import { localDiskStorage } from './storage/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');

function buildRevision(): string {
  if (process.env.REVISION) return process.env.REVISION;
  const manifest = path.join(webDist, 'client', '.vite', 'manifest.json');
  if (!existsSync(manifest)) return 'dev';
  return createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 12);
}

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const config = configFromEnv(env, buildRevision());
  const db = await createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') });

  const demo = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && db.kind === 'pglite');
  if (demo) {
    const { applied } = await seed(db, { now: new Date() });
    if (applied) console.log('Demo data applied to the embedded database.');
  }

  const web = await loadWebBundle(webDist);
  if (!web) console.warn(`The web app is not built (${webDist}); run \`npm run build\` — serving the API only.`);

  const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
  const app = await buildApp({ db, config, web, storage, logger: loggerOptions(env.LOG_LEVEL) });
  // Background work (never started by buildApp): the e-mail outbox sender when SMTP_URL is set,
  // the hourly purge of unused temp uploads, and the payment jobs.
  const outbox = startOutboxSender({ db: db.db, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, storage, log: app.log });
  const purge = startTempUploadPurge({ db, storage, log: app.log });
  // The payment jobs (ADR 194, 204): reconciliation of charges a crash cut off, Interac timeout.
  const jobs = startJobs(app.checkout(), config.jobs, app.log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    purge.stop();
    await jobs.stop();
    await outbox?.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const local = `http://localhost:${env.PORT}`;
  console.log(`\nMijote is running: ${local}/en/ and ${local}/fr/  (listening on ${address}, database: ${db.kind})`);
  console.log(`API docs: ${local}/api/docs`);
  if (demo) {
    console.log('Demo accounts (embedded demo data only):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(12)} ${a.email.padEnd(22)} password: ${a.password}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
