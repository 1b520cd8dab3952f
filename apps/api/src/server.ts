// Starts Mijote: validated env, database (embedded PGlite unless DATABASE_URL), migrations,
// demo data on the embedded default, the API and the server-rendered web app on one port.
// Each step logs a line as it ends (ADR 218): the database and the server code are imported once
// the logger is up, so the first line comes within a few seconds even on a fresh start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProgressReporter } from '@mijote/db';
import type { Logger } from 'pino';
import { createLogger, logFormatFor } from './logging.js';
import { configFromEnv, parseEnv } from './config.js';
import { runShutdown, shutdownTimeoutFromEnv } from './ops/shutdown.js';

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
  let shutdownTimeoutMs;
  try {
    env = parseEnv(process.env);
    shutdownTimeoutMs = shutdownTimeoutFromEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // one logger for the start and the server: readable lines in a terminal, JSON otherwise (ADR 218)
  const log = createLogger(
    env.LOG_LEVEL,
    logFormatFor({ logFormat: env.LOG_FORMAT, isTTY: process.stdout.isTTY === true, nodeEnv: process.env.NODE_ENV }),
  );
  log.info(`starting Mijote (Node ${process.version}, ${env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `data in ${env.DATA_DIR}`})`);
  const config = configFromEnv(env, buildRevision());
  const { createDb, DEMO_ACCOUNTS, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET, generateDemoHistory, seed } = await step(
    log,
    'database code',
    () => import('@mijote/db'),
  );
  const progress: ProgressReporter = (message, fields) => log.info({ start: fields ?? {} }, message);
  const db = await step(log, 'database', () =>
    createDb({
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') }),
      onProgress: progress,
    }),
  );

  const demo = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && db.kind === 'pglite');
  if (demo) {
    const { applied } = await step(log, 'demo data', () => seed(db, { now: new Date(), onProgress: progress }));
    log.info(applied ? 'demo data: applied to the embedded database' : 'demo data: already there');
    // a year of orders behind the back-office's lists, reports and Today (ADR 381), once
    if (env.DEMO_HISTORY === 'true' || (env.DEMO_HISTORY === 'auto' && db.kind === 'pglite')) {
      const history = await step(log, 'demo history', () => generateDemoHistory(db, { now: new Date(), onProgress: progress }));
      if (history.applied) log.info(`demo history: ${history.invoices} orders of the last year written`);
    }
  }

  const { buildApp, startJobs, loadWebBundle, startOutboxSender, startTempUploadPurge, localDiskStorage, enrolDemoStaff } = await step(
    log,
    'server code',
    loadServerCode,
  );
  const web = await loadWebBundle(webDist);
  if (!web) log.warn(`The web app is not built (${webDist}); run \`npm run build\` — serving the API only.`);

  const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
  const app = await buildApp({ db, config, web, storage, loggerInstance: log });
  if (demo) {
    // the demo super users' second factor (ADR 378): the README's key and recovery codes
    const enrolled = await enrolDemoStaff(db, config.encryptionKey, DEMO_ACCOUNTS, DEMO_TOTP_SECRET, DEMO_RECOVERY_CODES);
    if (enrolled) log.info(`demo data: two-step verification turned on for ${enrolled} super user(s)`);
  }
  // Background work (never started by buildApp): the e-mail outbox sender when SMTP_URL is set,
  // the hourly purge of unused temp uploads, and the payment jobs.
  const outbox = startOutboxSender({
    db: db.db,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    encryptionKey: config.encryptionKey,
    storage,
    log: app.log,
  });
  const purge = startTempUploadPurge({ db, storage, log: app.log });
  // The payment jobs (ADR 194, 204): reconciliation of charges a crash cut off, Interac timeout.
  const jobs = startJobs(app.checkout(), config.jobs, app.log);

  // Stopping (ADR 384): the listening socket closes first and the requests in flight are answered
  // (Fastify's close: new requests on open connections get 503 and `Connection: close`, idle
  // keep-alive connections are closed); meanwhile the payment jobs and the outbox finish the pass
  // they run; the database closes last. Past SHUTDOWN_TIMEOUT_MS the process exits 1.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      // `npm start` passes a terminal's Ctrl-C on as well: the stop under way goes on
      app.log.info({ signal }, `shutdown: ${signal} received again, already stopping`);
      return;
    }
    stopping = true;
    void runShutdown(
      {
        log: app.log,
        server: {
          name: 'http server',
          run: async () => {
            let settled = false;
            const closed = app.close().finally(() => (settled = true));
            // Fastify closes the listening socket within a few turns of the loop (its onClose hook)
            while (app.server.listening && !settled) await new Promise((r) => setImmediate(r));
            const open = await new Promise<number>((r) => app.server.getConnections((err, n) => r(err ? -1 : n)));
            app.log.info({ connections: open }, `shutdown: http server takes no new connections; ${open} open connection(s) finishing`);
            await closed;
          },
        },
        background: [
          { name: 'temp upload purge', run: () => purge.stop() },
          { name: 'payment jobs', run: () => jobs.stop() },
          ...(outbox ? [{ name: 'e-mail outbox sender', run: () => outbox.stop() }] : []),
        ],
        database: { name: `database (${db.kind})`, run: () => db.close() },
        timeoutMs: shutdownTimeoutMs,
        exit: (code) => process.exit(code),
      },
      signal,
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const local = `http://localhost:${env.PORT}`;
  console.log(`\nMijote is running: ${local}/en/ and ${local}/fr/  (listening on ${address}, database: ${db.kind})`);
  console.log(`API docs: ${local}/api/docs`);
  if (demo) {
    console.log('Demo accounts (embedded demo data only):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(12)} ${a.email.padEnd(22)} password: ${a.password}`);
    console.log(`  super user's two-step verification: authenticator key ${DEMO_TOTP_SECRET}, recovery codes demo-0001…demo-0010`);
  }
}

/** The API, the web serving and the background jobs (imported after the first log lines). */
async function loadServerCode() {
  const [
    { buildApp },
    { startJobs },
    { loadWebBundle },
    { startOutboxSender },
    { startTempUploadPurge },
    { localDiskStorage },
    { enrolDemoStaff },
  ] = await Promise.all([
    import('./app.js'),
    import('./jobs.js'),
    import('./plugins/web.js'),
    import('./modules/outbox/sender.js'),
    import('./modules/uploads/service.js'),
    import('./storage/index.js'),
    import('./modules/second-factor/demo.js'),
  ]);
  return { buildApp, startJobs, loadWebBundle, startOutboxSender, startTempUploadPurge, localDiskStorage, enrolDemoStaff };
}

/** Runs one start step and logs its end with its duration (ADR 218). */
async function step<T>(log: Logger, name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  log.info({ start: { ms: Date.now() - started } }, `${name}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
