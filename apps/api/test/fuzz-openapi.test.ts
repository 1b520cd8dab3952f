// Generated bad input against every operation of the OpenAPI document (issue 9, ADR 195): for
// each operation a valid-looking request is built from its schemas, then at least 30 variants
// break it — NUL characters and broken Unicode in every text field, ids past 2^31 − 1, impossible
// dates and times, wrong types, unknown keys, malformed JSON and multipart bodies, over-long path
// parameters and bad percent-encoding. No answer may be a 5xx, and every error must be in the API
// format `{ code, message, params }`. Runs as a super user (guards run before validation: an
// anonymous request would stop at 401), from a new address each time (per-address limits would
// stop it at 429). Deterministic: the choice of variants comes from a seeded generator.
import { createConnection } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply, ReadyReply } from '@mijote/contracts';
import { suiteNow } from '@mijote/db/testing';
import { PASSWORD, freshIp, makeAccount } from './fixtures/accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

/** Variants per operation (the bar is 30). */
const VARIANTS_PER_OPERATION = 32;
const SEED = 0x9e3779b9;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: Json;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  consumes: string[];
}

/** A small seeded generator (mulberry32): the same variants on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
};
let suUuid = '';
let session: { cookie: string; csrf: string } | null = null;
let suEmail = '';
const SU_PASSWORD = PASSWORD;

async function logIn(): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/me/login',
    payload: { email: suEmail, password: SU_PASSWORD },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`fuzz login failed: ${res.statusCode} ${res.body}`);
  const c = res.cookies.find((x) => x.name.endsWith('mijote_sid'))!;
  session = { cookie: `${c.name}=${c.value}`, csrf: (res.json() as { csrfToken: string }).csrfToken };
}

beforeAll(async () => {
  const now = suiteNow();
  t = await createTestApp({
    seed: true,
    deps: { now: () => now, resetAnswerMs: 0 },
    config: { rateLimitMax: 1_000_000, pageRateLimitMax: 1_000_000 },
  });
  const su = await makeAccount(t.db, { userTypeCd: 'SU' });
  suEmail = su.email;
  suUuid = su.uuid;
  await logIn();
  doc = t.app.swagger() as typeof doc;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function resolve(s: Schema | undefined): Schema {
  let cur = s ?? {};
  for (let i = 0; cur.$ref && i < 20; i++) cur = doc.components?.schemas?.[cur.$ref.replace('#/components/schemas/', '')] ?? {};
  if (cur.allOf)
    return cur.allOf
      .map(resolve)
      .reduce((a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties } }), { ...cur, allOf: undefined });
  return cur;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json'] ? resolve(content['application/json'].schema) : null,
        consumes: Object.keys(content),
      });
    }
  }
  return out;
}

const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type);

/** A value the schema accepts (or close to it): the base every variant breaks in one place. */
function sample(raw: Schema | undefined, name = ''): Json {
  const s = resolve(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0] ?? null;
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options.find((o) => resolve(o).type !== 'null') ?? options[0], name);
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'uuid') return suUuid;
      if (s.format === 'date') return '2026-11-25';
      if (s.format === 'date-time') return '2026-11-25T15:00:00Z';
      if (s.pattern?.includes('[01]\\d|2[0-3]')) return '12:00';
      if (/e-?mail/i.test(name)) return 'fuzz@example.test';
      if (/postal/i.test(name)) return 'H9B 1A1';
      const text = 'abcdefghijklmnop'.slice(0, Math.max(s.minLength ?? 3, 3));
      return s.maxLength !== undefined ? text.slice(0, Math.max(s.maxLength, s.minLength ?? 0)) : text;
    }
    case 'integer':
    case 'number':
      return Math.min(s.maximum ?? 1, Math.max(s.minimum ?? 1, 1));
    case 'boolean':
      return false;
    case 'array':
      return s.minItems ? Array.from({ length: s.minItems }, () => sample(s.items)) : [];
    case 'object': {
      const o: Record<string, Json> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) o[k] = sample(v, k);
      return o;
    }
    default:
      return 'x';
  }
}

/** Values that break a field: what the issue found (NUL, 2^31, 2026-13-45, 99:99) and more. */
const BAD_VALUES: Json[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31m',
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '99:99',
  '24:00',
  2_147_483_648,
  2 ** 53 + 2,
  -2_147_483_649,
  1e308,
  -1,
  1.5,
  '12abc',
  'NaN',
  null,
  true,
  [],
  {},
  [[[[[[[[[[[]]]]]]]]]]],
  { __proto__: { polluted: true } } as unknown as Json,
  'x'.repeat(100_000),
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
];
const BAD_PARAMS = [
  '%00',
  'a%00b',
  '%C0%80',
  '%ED%A0%80',
  '99999999999',
  '2147483648',
  '-1',
  '1e3',
  '0x10',
  'abc',
  '2026-13-45',
  '99:99',
  'x'.repeat(600),
  '%E0%A4%A',
  '..%2F..%2Fpackage.json',
  '%20',
  ' 1',
];

/** Every place of a JSON value: dotted paths to its leaves and objects. */
function places(v: Json, at: string[] = []): string[][] {
  const here = [at];
  if (v && typeof v === 'object' && !Array.isArray(v))
    return [...(at.length ? here : []), ...Object.entries(v).flatMap(([k, x]) => places(x, [...at, k]))];
  if (Array.isArray(v)) return [...(at.length ? here : []), ...v.flatMap((x, i) => places(x, [...at, String(i)]))];
  return here;
}
function setAt(v: Json, path: string[], value: Json): Json {
  if (path.length === 0) return value;
  const copy = structuredClone(v) as Record<string, Json>;
  let cur = copy as Record<string, Json>;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string, Json>;
  cur[path[path.length - 1]!] = value;
  return copy;
}

interface Variant {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

function variantsOf(op: Operation, random: () => number): Variant[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const baseParams: Record<string, string> = Object.fromEntries(pathParams.map((p) => [p.name, String(sample(p.schema, p.name))]));
  if (op.path.includes('{formName}')) baseParams['formName'] = 'contact-us';
  const baseQuery: Record<string, string> = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema, p.name))]),
  );
  const url = (params = baseParams, query: Record<string, string> | string = baseQuery) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_m, n: string) => (params[n] ?? '1').replace(/[?#]/g, encodeURIComponent));
    const qs = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    return qs ? `${path}?${qs}` : path;
  };
  const body = op.body ? sample(op.body) : null;
  const json = (v: unknown) => ({ payload: JSON.stringify(v), headers: { 'content-type': 'application/json' } });

  const pool: Variant[] = [];
  // path parameters: raw bad segments (not re-encoded: '%00', bad escapes, 600 characters)
  for (const p of pathParams)
    for (const bad of BAD_PARAMS)
      pool.push({
        label: `path ${p.name}=${bad.slice(0, 20)}`,
        url: url({ ...baseParams, [p.name]: bad }),
        ...(body !== null ? json(body) : {}),
      });
  // query parameters, known and unknown, bad values and repeated keys
  for (const p of [...queryParams.map((q) => q.name), 'unknownParam']) {
    for (const bad of BAD_VALUES.filter((b) => typeof b === 'string' || typeof b === 'number').slice(0, 16)) {
      pool.push({
        label: `query ${p}=${String(bad).slice(0, 20)}`,
        url: url(baseParams, { ...baseQuery, [p]: String(bad).slice(0, 4000) }),
        ...(body !== null ? json(body) : {}),
      });
    }
    pool.push({
      label: `query ${p} repeated`,
      url: url(baseParams, `${new URLSearchParams(baseQuery).toString()}&${p}=a&${p}=b`),
      ...(body !== null ? json(body) : {}),
    });
  }
  if (body !== null) {
    // every place of the body gets bad values; unknown keys next to every object
    for (const place of places(body)) {
      for (const bad of BAD_VALUES)
        pool.push({ label: `body ${place.join('.')}=${JSON.stringify(bad)?.slice(0, 20)}`, url: url(), ...json(setAt(body, place, bad)) });
    }
    for (const place of [[], ...places(body)].filter((p) => {
      const v = p.reduce<Json>((o, k) => (o as Record<string, Json>)?.[k] ?? null, body);
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    })) {
      const target = place.reduce<Json>((o, k) => (o as Record<string, Json>)[k]!, body) as Record<string, Json>;
      pool.push({
        label: `body ${place.join('.') || '(root)'} + unknown key`,
        url: url(),
        ...json(setAt(body, place, { ...target, misspeledKey: 1 })),
      });
    }
    const whole: [string, Variant][] = [
      ['malformed JSON', { label: '', url: url(), payload: '{"a": [1, 2', headers: { 'content-type': 'application/json' } }],
      ['JSON null', { label: '', url: url(), ...json(null) }],
      ['JSON array', { label: '', url: url(), ...json([body]) }],
      ['JSON string', { label: '', url: url(), ...json('body') }],
      [
        'JSON with a NUL key',
        {
          label: '',
          url: url(),
          payload: JSON.stringify(body).replace(/^\{/, '{"\\u0000":1,'),
          headers: { 'content-type': 'application/json' },
        },
      ],
      [
        'a __proto__ key',
        { label: '', url: url(), payload: '{"__proto__":{"isAdmin":true}}', headers: { 'content-type': 'application/json' } },
      ],
      ['text/plain body', { label: '', url: url(), payload: 'hello', headers: { 'content-type': 'text/plain' } }],
      [
        'form-encoded garbage',
        { label: '', url: url(), payload: 'a=%00&b[c]=1&%E0=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ],
      [
        'multipart to a JSON route',
        {
          label: '',
          url: url(),
          payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n',
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
        },
      ],
      [
        'a 2 MB body',
        {
          label: '',
          url: url(),
          payload: JSON.stringify({ ...(body as object), pad: 'x'.repeat(2 * 1024 * 1024) }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      ['no body at all', { label: '', url: url(), headers: { 'content-type': 'application/json' } }],
    ];
    for (const [label, v] of whole) pool.push({ ...v, label });
  }
  if (op.consumes.includes('multipart/form-data')) {
    const b = 'fuzzb';
    for (const [label, payload, type] of [
      ['multipart without boundary', 'x', 'multipart/form-data'],
      [
        'multipart cut in a part',
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
        `multipart/form-data; boundary=${b}`,
      ],
      ['multipart garbage', '\u0000\u0001\u0002--', `multipart/form-data; boundary=${b}`],
      [
        'multipart NUL names',
        `--${b}\r\nContent-Disposition: form-data; name="\u0000"; filename="\u0000"\r\n\r\nx\r\n--${b}--\r\n`,
        `multipart/form-data; boundary=${b}`,
      ],
      [
        'multipart purpose NUL',
        `--${b}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncv\u0000\r\n--${b}--\r\n`,
        `multipart/form-data; boundary=${b}`,
      ],
      [
        'multipart two files of junk',
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n%PDF-1.4\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="b"\r\n\r\n\u00ff\u00d8\u00ff\r\n--${b}--\r\n`,
        `multipart/form-data; boundary=${b}`,
      ],
    ] as const) {
      pool.push({ label, url: url(), payload: Buffer.from(payload, 'latin1'), headers: { 'content-type': type } });
    }
  }
  // what every operation gets, inputs or not: junk headers, junk query, unknown query keys
  const generic: Variant[] = [
    { label: 'NUL in a query', url: url(baseParams, `${new URLSearchParams(baseQuery).toString()}&q=%00`) },
    { label: 'bad percent-encoding in the query', url: url(baseParams, `${new URLSearchParams(baseQuery).toString()}&q=%E0%A4%A`) },
    { label: 'a 10 kB query value', url: url(baseParams, { ...baseQuery, junk: 'y'.repeat(10_000) }) },
    { label: 'a junk session cookie', url: url(), headers: { cookie: 'mijote_sid=%00%ff; mijote_in=\u0001' } },
    { label: 'a junk CSRF token', url: url(), headers: { 'x-csrf-token': 'x'.repeat(5000) } },
    { label: 'a junk Accept-Language', url: url(), headers: { 'accept-language': '\u00ff'.repeat(100) } },
    { label: 'a junk If-None-Match', url: url(), headers: { 'if-none-match': '"\u00ff' } },
    { label: 'a junk Idempotency-Key', url: url(), headers: { 'idempotency-key': 'k'.repeat(3000) }, ...(body !== null ? json(body) : {}) },
    { label: 'a cross-site Origin', url: url(), headers: { origin: 'https://evil.example' }, ...(body !== null ? json(body) : {}) },
    { label: 'the valid-looking request', url: url(), ...(body !== null ? json(body) : {}) },
  ];
  // a fixed share of each kind, then random picks up to the bar
  const chosen: Variant[] = [...generic];
  const rest = [...pool];
  while (chosen.length < VARIANTS_PER_OPERATION && rest.length > 0) chosen.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  for (let i = 0; chosen.length < VARIANTS_PER_OPERATION; i++) {
    chosen.push({
      label: `junk query ${i}`,
      url: url(baseParams, {
        ...baseQuery,
        [`k${i}`]: BAD_VALUES[i % BAD_VALUES.length] === null ? '' : String(BAD_VALUES[i % BAD_VALUES.length]).slice(0, 2000),
      }),
    });
  }
  return chosen;
}

function isErrorFormat(res: LightMyRequestResponse): boolean {
  try {
    return ErrorReply.safeParse(res.json()).success;
  } catch {
    return false;
  }
}

describe('generated bad input over every OpenAPI operation', () => {
  it('answers no 5xx, and every 4xx in the API error format', { timeout: 600_000 }, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(70);
    const random = rng(SEED);
    const failures: string[] = [];
    let sent = 0;
    const perOperation = new Map<string, number>();
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      for (const v of variantsOf(op, random)) {
        if (!session) await logIn();
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: v.url,
          headers: { cookie: session!.cookie, 'x-csrf-token': session!.csrf, 'idempotency-key': `fuzz-${sent}`, ...v.headers },
          ...(v.payload !== undefined ? { payload: v.payload } : {}),
          remoteAddress: freshIp(),
        });
        sent++;
        perOperation.set(name, (perOperation.get(name) ?? 0) + 1);
        // the readiness probe says 503 while this very run keeps the event loop busy: its answer, not a failure
        const probeBusy = op.path === '/api/ready' && res.statusCode === 503 && ReadyReply.safeParse(res.json()).success;
        if (res.statusCode >= 500 && !probeBusy) failures.push(`${res.statusCode} ${name} [${v.label}] ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && !probeBusy && !isErrorFormat(res))
          failures.push(`${res.statusCode} not in the error format: ${name} [${v.label}] ${res.body.slice(0, 200)}`);
        // a variant that logged in, signed up or logged out changed the session: start a new one
        if (res.cookies.some((c) => c.name.endsWith('mijote_sid'))) session = null;
      }
    }
    expect(failures).toEqual([]);
    expect(Math.min(...perOperation.values())).toBeGreaterThanOrEqual(30);
    expect(sent).toBeGreaterThanOrEqual(ops.length * 30);
  });
});

describe('errors of the HTTP layer, before any route', () => {
  const paths: [string, string][] = [
    ['a path parameter past maxParamLength', `/api/blogs/${'x'.repeat(600)}`],
    ['bad percent-encoding in a path', '/api/blogs/%E0%A4%A'],
  ];
  for (const [label, url] of paths) {
    it(`${label}: a 4xx in the API error format`, async () => {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(isErrorFormat(res), res.body).toBe(true);
      if (label.includes('maxParamLength')) expect(res.json()).toMatchObject({ code: 'uri-too-long' });
      expect(res.statusCode).toBe(label.includes('maxParamLength') ? 414 : 400);
    });
  }

  /** Raw bytes to a listening server; the whole answer. */
  async function raw(port: number, request: string): Promise<{ status: number; body: string; head: string }> {
    return new Promise((resolve, reject) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
      });
      socket.write(request);
    });
  }

  it('431 (headers too large), 400 (an unreadable request) and 414/431 (a too long address) come in the API error format', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port || (t.app.server.address() as AddressInfo).port);
    const cases: [string, string, number, string][] = [
      ['huge headers', `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`, 431, 'headers-too-large'],
      ['a huge URL', `GET /api/health?${'q'.repeat(40_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 431, 'headers-too-large'],
      ['a broken request line', 'GARBAGE\r\n\r\n', 400, 'bad-request'],
      ['a NUL in a header', `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0000b\r\n\r\n`, 400, 'bad-request'],
      [
        'a long path parameter',
        `GET /api/blogs/${'s'.repeat(600)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        414,
        'uri-too-long',
      ],
    ];
    for (const [label, request, status, code] of cases) {
      const res = await raw(port, request);
      expect(res.status, label).toBe(status);
      expect(res.head.toLowerCase(), label).toContain('content-type: application/json');
      expect(ErrorReply.parse(JSON.parse(res.body)), label).toMatchObject({ code });
    }
  });
});
