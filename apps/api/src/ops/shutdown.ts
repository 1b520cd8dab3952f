// Stopping a node (issue 31, ADR 384). On SIGTERM or SIGINT the server stops taking connections
// and lets the requests it has finish, the background work finishes the pass it runs, the
// database closes last and the process exits 0. Past SHUTDOWN_TIMEOUT_MS it gives up, says what
// was still running, and exits 1. Every step logs a line as it ends. server.ts wires the steps;
// the order, the timeout and the exit code live here, where the tests reach them.

/** SHUTDOWN_TIMEOUT_MS when unset: under the 30 s a container orchestrator waits before SIGKILL. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * SHUTDOWN_TIMEOUT_MS: how long a stop may take before the process gives up and exits 1
 * (1 s to 10 minutes). Throws, like parseEnv, on a value that is not such a number.
 */
export function shutdownTimeoutFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_TIMEOUT_MS?.trim();
  if (!raw) return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < 1000 || ms > 600_000) {
    throw new Error('Invalid environment:\n  SHUTDOWN_TIMEOUT_MS: a whole number of milliseconds from 1000 to 600000');
  }
  return ms;
}

export interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ShutdownStep {
  /** What the log lines call it ("http server", "payment jobs"). */
  name: string;
  /** Resolves once the step is done: for the server, once its in-flight requests are answered. */
  run(): Promise<unknown> | void;
}

export interface ShutdownPlan {
  log: ShutdownLog;
  /** Stops accepting connections and finishes the requests in flight (Fastify's close). Started first. */
  server: ShutdownStep;
  /** Background work, stopped alongside the server: each stops its timer and awaits the pass it runs. */
  background: ShutdownStep[];
  /** Closed last, once the server and every background step are done (or failed). */
  database: ShutdownStep;
  timeoutMs: number;
  exit(code: number): void;
}

/**
 * Runs the stop: the server first, the background work alongside it, the database last; then
 * `exit(0)`, or `exit(1)` when a step failed or the whole took longer than `timeoutMs` (then
 * without waiting for the steps still running: the log line names them). Resolves to the code.
 */
export function runShutdown(plan: ShutdownPlan, signal: string): Promise<number> {
  const { log } = plan;
  const started = Date.now();
  const running = new Set<string>();
  let failed = false;
  let finished = false;
  log.info({ signal, timeoutMs: plan.timeoutMs }, `shutdown: ${signal} received, stopping (at most ${seconds(plan.timeoutMs)})`);

  const step = async (s: ShutdownStep): Promise<void> => {
    const at = Date.now();
    running.add(s.name);
    try {
      await s.run();
      if (!finished) log.info({ step: s.name, ms: Date.now() - at }, `shutdown: ${s.name} stopped in ${seconds(Date.now() - at)}`);
    } catch (err) {
      failed = true;
      if (!finished) log.error({ step: s.name, err: err instanceof Error ? err.message : String(err) }, `shutdown: ${s.name} failed`);
    } finally {
      running.delete(s.name);
    }
  };

  return new Promise<number>((resolve) => {
    const done = (code: number) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      resolve(code);
      plan.exit(code);
    };
    // kept referenced: a stop that hangs on something unref'd still ends with this line and code 1
    const timer = setTimeout(() => {
      log.error(
        { still: [...running], ms: Date.now() - started },
        `shutdown: gave up after ${seconds(plan.timeoutMs)} (SHUTDOWN_TIMEOUT_MS); still running: ${[...running].join(', ') || 'nothing'}`,
      );
      done(1);
    }, plan.timeoutMs);

    void (async () => {
      // the server first: its close stops the listening socket before anything else is awaited
      const first = step(plan.server);
      await Promise.all([first, ...plan.background.map(step)]);
      await step(plan.database);
      if (finished) return;
      log.info(
        { ms: Date.now() - started, failed },
        failed ? 'shutdown: done, with failures' : `shutdown: done in ${seconds(Date.now() - started)}`,
      );
      done(failed ? 1 : 0);
    })();
  });
}

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);
