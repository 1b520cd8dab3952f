import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const hostList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

/** An optional variable where an empty value (`SMTP_URL=`) means "not set". */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Environment variables, validated at boot (fail fast with a clear message). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** Key of the secrets kept at rest (TOTP secrets, unsent e-mail links; ADR 374); set the same on every node. Unset: generated once in DATA_DIR. */
  ENCRYPTION_KEY: z.string().min(32, 'ENCRYPTION_KEY must be at least 32 characters').optional(),
  /** Host names of the main brand (informational: any host that is not a bakery host is the main brand). */
  MAIN_BRAND_HOSTS: hostList,
  /** Host names that show the bakery brand. */
  BAKERY_BRAND_HOSTS: hostList,
  /** The production host name: the environment is PRODUCTION only there. */
  PRODUCTION_HOST: z.string().default('www.mijote.ca'),
  /** Public origin used in canonical URLs and sitemaps when set (else taken from the request). */
  PUBLIC_ORIGIN: z.url().optional(),
  /** The company's GST and QST registration numbers, printed on every invoice (ADR 341); set the real ones in production. */
  GST_REGISTRATION_NUMBER: z.string().trim().min(1).max(40).default('741258963 RT0001'),
  QST_REGISTRATION_NUMBER: z.string().trim().min(1).max(40).default('1224589637 TQ0001'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (one readable line per entry), `json`, or `auto`: pretty in a terminal, JSON when piped or NODE_ENV=production (ADR 218). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Past this event loop lag (ms) a node answers pages and API reads 503 with Retry-After rather than queue them; 0: never (ADR 388). */
  SHED_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(150),
  /** redis://…: the general API and page rate limits count there, shared by every node (else in the database, ADR 387). */
  REDIS_URL: unsetIfEmpty(z.url({ protocol: /^rediss?$/ })),
  /** Page requests (server-rendered HTML) per minute per client address. */
  PAGE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Sign-ups per 15 minutes per client address (the sign-up limit, ADR 198); raised only for the e2e server, whose browsers share one address. */
  SIGN_UP_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Sandbox card tokenizations per 15 minutes per client address (card-testing protection); raised only for the e2e server, whose browsers share one address. */
  TOKENIZE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** How long a public page stays in the shared page cache (and in shared caches: s-maxage); 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a node keeps a catalogue reply (menus, products, sides, upsell; ADR 240), in ms; 0 turns the cache off. Default: 5 s in production, off otherwise. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): unset or `false` none (the
   * socket's address counts: nobody can pick their own address to dodge the rate limits);
   * `true` any (only behind a proxy that overwrites the header); a hop count (`1`); or
   * comma-separated addresses/CIDRs of the load balancers.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string[] => {
      const s = v.trim();
      if (s === '' || s === 'false') return false;
      if (s === 'true') return true;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (list.every((x) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(x))) return list;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true, a hop count or addresses/CIDRs' });
      return z.NEVER;
    }),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  /** A year of demo orders with the demo data (ADR 381): auto = on the embedded database only. */
  DEMO_HISTORY: z.enum(['auto', 'true', 'false']).default('auto'),
  /** smtp:// or smtps:// URL of the mail relay; without it e-mails stay in the outbox. */
  SMTP_URL: unsetIfEmpty(z.url({ protocol: /^smtps?$/ })),
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().min(3).default('Mijote <no-reply@mijote.test>'),
  /** Where staff notifications (form submissions) go. */
  STAFF_EMAIL: z.email().default('service@mijote.test'),
  /** Routific API token; without it /api/routific uses the local sandbox route planner (ADR 330). */
  ROUTIFIC_TOKEN: unsetIfEmpty(z.string().min(8)),
  /** Routific's API base URL (with ROUTIFIC_TOKEN); unset: Routific's own (ROUTIFIC_BASE_URL, ADR 360). */
  ROUTIFIC_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ })),
  /** reCAPTCHA v3 secret; without it captcha verification is skipped with a logged warning. */
  RECAPTCHA_SECRET: unsetIfEmpty(z.string()),
  /** reCAPTCHA v3 site key (public): the web forms fetch a token with it. Set it with the secret. */
  RECAPTCHA_SITE_KEY: unsetIfEmpty(z.string().regex(/^[\w-]{10,100}$/)),
  /** An Interac Online order left unpaid this long is canceled and what it held given back (ADR 194). */
  INTERAC_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** A card payment still pending after this long is reconciled with the processor (ADR 204). */
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often the payment jobs run on this node (every node runs them; each row is claimed once). */
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Sandbox processor only: hold each charge's answer back this long after recording it (crash tests). */
  SANDBOX_RESPONSE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  // how long a passed second factor allows a money action (ADR 378): at most, and by default, 15 minutes
  STEP_UP_SECONDS: z.coerce.number().int().min(1).max(900).default(900),
  /** Sandbox processor only: every other charge takes this long to reach it (crash tests). */
  SANDBOX_REQUEST_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** Bearer token of GET /metrics (ADR 385); unset: /metrics answers loopback requests only. */
  METRICS_TOKEN: unsetIfEmpty(z.string().regex(/^[\x21-\x7e]{16,200}$/, 'METRICS_TOKEN must be 16 to 200 printable characters, no spaces')),
});
export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  dataDir: string;
  sessionSecret: string;
  /** ENCRYPTION_KEY: seals secrets at rest (lib/secret-box.ts). */
  encryptionKey: string;
  bakeryHosts: string[];
  mainHosts: string[];
  productionHost: string;
  publicOrigin: string | undefined;
  rateLimitMax: number;
  pageRateLimitMax: number;
  /** SHED_EVENT_LOOP_LAG_MS: the load-shedding bound (ADR 388); 0 turns it off. */
  shedEventLoopLagMs?: number;
  /** REDIS_URL: where the general rate limits count (ADR 387); undefined: the database. */
  redisUrl?: string | undefined;
  /** Sign-ups per 15 minutes per client address; SIGN_UP_LIMIT's 20 when unset. */
  signUpLimitMax?: number;
  /** Sandbox card tokenizations per 15 minutes per client address; TOKENIZE_LIMIT's 20 when unset. */
  tokenizeLimitMax?: number;
  pageCacheSeconds: number;
  /** CATALOGUE_CACHE_MS; undefined: the environment's default (menuCacheMsFor). */
  catalogueCacheMs?: number | undefined;
  revision: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  recaptchaSecret: string | undefined;
  /** Routific API token (ADR 330); unset: the sandbox route planner. */
  routificToken?: string | undefined;
  /** ROUTIFIC_URL (ADR 360); unset: Routific's own API. */
  routificUrl?: string | undefined;
  recaptchaSiteKey: string | undefined;
  /** Fastify's trustProxy (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /** The payment jobs (ADR 194, 204). */
  jobs: { interacTimeoutMs: number; reconcileAfterMs: number; intervalMs: number };
  sandboxResponseDelayMs: number;
  /** STEP_UP_SECONDS: how long a passed second factor allows a money action (ADR 378), ≤ 15 minutes. */
  stepUpMs: number;
  sandboxRequestDelayMs: number;
  /** GST_REGISTRATION_NUMBER and QST_REGISTRATION_NUMBER: printed on invoices. */
  taxNumbers: { gst: string; qst: string };
  /** METRICS_TOKEN (ADR 385): GET /metrics wants `Authorization: Bearer <token>`; unset: loopback only. */
  metricsToken?: string | undefined;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A secret from the environment, else a random one generated once and kept in DATA_DIR/`fileName`. */
function resolveSecret(fromEnv: string | undefined, dataDir: string, fileName: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** SESSION_SECRET from the environment, else a random one generated once and kept in DATA_DIR. */
export function resolveSessionSecret(env: Env): string {
  return resolveSecret(env.SESSION_SECRET, env.DATA_DIR, 'session-secret');
}

/** ENCRYPTION_KEY from the environment, else a random one generated once and kept in DATA_DIR. */
export function resolveEncryptionKey(env: Env): string {
  return resolveSecret(env.ENCRYPTION_KEY, env.DATA_DIR, 'encryption-key');
}

export function configFromEnv(env: Env, revision: string): AppConfig {
  return {
    env: env.NODE_ENV,
    dataDir: env.DATA_DIR,
    taxNumbers: { gst: env.GST_REGISTRATION_NUMBER, qst: env.QST_REGISTRATION_NUMBER },
    sessionSecret: resolveSessionSecret(env),
    encryptionKey: resolveEncryptionKey(env),
    bakeryHosts: env.BAKERY_BRAND_HOSTS,
    mainHosts: env.MAIN_BRAND_HOSTS,
    productionHost: env.PRODUCTION_HOST.toLowerCase(),
    publicOrigin: env.PUBLIC_ORIGIN,
    rateLimitMax: env.RATE_LIMIT_MAX,
    pageRateLimitMax: env.PAGE_RATE_LIMIT_MAX,
    redisUrl: env.REDIS_URL,
    shedEventLoopLagMs: env.SHED_EVENT_LOOP_LAG_MS,
    signUpLimitMax: env.SIGN_UP_LIMIT_MAX,
    tokenizeLimitMax: env.TOKENIZE_LIMIT_MAX,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    catalogueCacheMs: env.CATALOGUE_CACHE_MS,
    revision,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    staffEmail: env.STAFF_EMAIL,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    routificToken: env.ROUTIFIC_TOKEN,
    routificUrl: env.ROUTIFIC_URL,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
    trustProxy: env.TRUST_PROXY,
    jobs: {
      interacTimeoutMs: env.INTERAC_TIMEOUT_MINUTES * 60_000,
      reconcileAfterMs: env.RECONCILE_AFTER_SECONDS * 1000,
      intervalMs: env.JOB_INTERVAL_SECONDS * 1000,
    },
    sandboxResponseDelayMs: env.SANDBOX_RESPONSE_DELAY_MS,
    stepUpMs: env.STEP_UP_SECONDS * 1000,
    sandboxRequestDelayMs: env.SANDBOX_REQUEST_DELAY_MS,
    metricsToken: env.METRICS_TOKEN,
  };
}
