// Helpers of the public-* tests: an app with its own upload directory, a real local SMTP server,
// multipart bodies, logins, and MIME decoding of received mail.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { createAccount, type AccountRow, type DbOrTx } from '@mijote/db';
import type { AppDeps } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import type { CaptchaVerifier } from '../src/modules/captcha/captcha.js';
import { localDiskStorage, type FileStorage } from '../src/storage/index.js';
import { jpegOfSize, pdfOfSize } from './fixtures/files.js';
import { passSecondFactor } from './fixtures/second-factor.js';
import { createTestApp, type TestApp } from './helpers.js';

export interface PublicTestApp extends TestApp {
  dataDir: string;
  storage: FileStorage;
}

export async function createPublicTestApp(
  opts: { seed?: boolean; config?: Partial<AppConfig>; captcha?: CaptchaVerifier; deps?: Partial<Omit<AppDeps, 'db' | 'config'>> } = {},
): Promise<PublicTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mijote-public-'));
  const storage = localDiskStorage(path.join(dataDir, 'uploads'));
  const t = await createTestApp({
    seed: opts.seed,
    config: { dataDir, rateLimitMax: 10_000, ...opts.config },
    deps: { storage, ...(opts.captcha ? { captcha: opts.captcha } : {}), ...opts.deps },
  });
  return {
    ...t,
    dataDir,
    storage,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A captcha that accepts everything (the forms tests are not about the captcha). */
export const acceptingCaptcha: CaptchaVerifier = {
  mode: 'skip',
  async verify() {
    return { ok: true, skipped: true, score: null };
  },
};

// ---------- multipart ----------

export interface FilePart {
  name?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string>, files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mijote${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real one-page PDF, padded to exactly `size` bytes when asked. */
export function pdfBytes(size = 0): Buffer {
  return pdfOfSize(size);
}

/** A real JPEG, padded to exactly `size` bytes when asked. */
export function jpegBytes(size = 1024): Buffer {
  return jpegOfSize(size);
}

// ---------- accounts ----------

export const TEST_PASSWORD = 'Correct-Horse-Battery-42';

export async function makeAccount(db: DbOrTx, over: Partial<Parameters<typeof createAccount>[1]> = {}): Promise<AccountRow> {
  return createAccount(db, {
    firstName: 'Camille',
    lastName: 'Tremblay',
    email: `user${Math.random().toString(16).slice(2, 10)}@example.test`,
    password: TEST_PASSWORD,
    ...over,
  });
}

export interface LoggedIn {
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
}

export async function login(t: TestApp, email: string, password = TEST_PASSWORD): Promise<LoggedIn> {
  const res = await t.app.inject({ method: 'POST', url: '/api/accounts/me/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name.endsWith('mijote_sid'));
  if (!set) throw new Error('no session cookie');
  const cookie = `${set.name}=${set.value}`;
  const body = res.json() as { csrfToken: string; secondFactor: string };
  const headers = { cookie, 'x-csrf-token': body.csrfToken };
  // a super user's second factor (ADR 378): enrolment or the code step
  await passSecondFactor(
    t.app,
    (url, payload) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }),
    email,
    body.secondFactor,
  );
  return { cookie, csrf: body.csrfToken, headers };
}

/** A new super user, logged in (uploads of images are theirs). */
export async function superUser(t: TestApp): Promise<LoggedIn> {
  const su = await makeAccount(t.db.db, { userTypeCd: 'SU' });
  return login(t, su.email);
}

// ---------- SMTP ----------

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** How many delivery attempts reached DATA (refused ones included). */
  attempts: number;
  close(): Promise<void>;
}

/** A real SMTP server on a random local port; `refuse(n)` answers 451 to the n-th attempt when true. */
export async function startSmtpServer(opts: { refuse?: (attempt: number) => boolean } = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', port: 0, received: [], attempts: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.attempts++;
        if (opts.refuse?.(state.attempts)) {
          const err = new Error('Try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          callback(err);
          return;
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  state.port = port;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

// ---------- MIME decoding (enough for nodemailer's output) ----------

function decodeQuotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) to text. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeHeaderValue(line.slice(name.length + 1).trim()) : undefined;
}

/** The decoded text/plain part. */
export function textPartOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body).toString('utf8');
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return body;
  }
  return '';
}
