// The catalogue's replies on every node (ADR 240): menus, products, sides and upsell are loaded
// once per key, kept as ready-to-send payloads (the JSON, its strong ETag, its br and gzip bytes
// made on first need and kept), and answered 304 when the client already holds that ETag.
// Invalidation: catalogueChanged() is the one entry point every catalogue write calls; it sends a
// PostgreSQL NOTIFY, and every node (this one included: PGlite delivers it in process) LISTENs
// and empties its cache. A short TTL still bounds what changes without a catalogue write (stock
// taken by orders); the order transaction re-reads prices, dates and stock itself.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DbOrTx } from '@mijote/db';
import { z } from 'zod';
import { pickEncoding } from '../../plugins/web.js';
import { ReplyCache } from './menus/reply-cache.js';

/** The NOTIFY channel of catalogue writes. */
export const CATALOGUE_CHANNEL = 'mijote_catalogue';

/** Bodies under this many bytes are sent as they are (compression gains nothing). */
const COMPRESS_FROM = 1024;

/** A strong ETag of a body: 27 characters of its SHA-256 (the page cache's, ADR 197). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 says for If-None-Match) or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** A reply ready to send: its JSON, ETag, and compressed bytes made once and kept. */
export class Payload {
  readonly etag: string;
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;

  /** `origin`: the cache and key it is kept under (sendPayload tells the cache which URL answered it). */
  constructor(
    readonly json: string,
    readonly origin?: { cache: CatalogueCache; key: string },
  ) {
    this.etag = etagOf(json);
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.json, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json) },
      });
      return this.br;
    }
    this.gzip ??= gzipSync(this.json, { level: 6 });
    return this.gzip;
  }
}

/** How many URLs the 304 short-cut remembers (beyond, it starts again: a bound, not an LRU). */
const MAX_URLS = 2000;

/** What a URL last answered: the key of its payload, the second it was computed in, its Cache-Control. */
interface Answered {
  key: string;
  second: number;
  cacheControl: string;
}

/** The node's catalogue replies, per key, until the TTL or a catalogue write (clear). */
export class CatalogueCache {
  private readonly replies: ReplyCache<Payload>;
  private readonly answered = new Map<string, Answered>();

  /** `checkReplies`: encode every loaded reply through its contract too (jsonOf; off in production). */
  readonly checkReplies: boolean;

  constructor(ttlMs: number, clock?: () => number, opts: { checkReplies?: boolean } = {}) {
    this.replies = new ReplyCache<Payload>(ttlMs, clock);
    this.checkReplies = opts.checkReplies ?? true;
  }

  /** A loader of a reply's JSON (jsonOf), checked against its contract when this cache checks replies. */
  jsonOf<S extends z.ZodType>(schema: S, load: () => Promise<z.output<S>>): () => Promise<string> {
    return jsonOf(schema, load, this.checkReplies);
  }

  /**
   * The URL answered `payload` at `now` (sendPayload): remembered for the 304 short-cut. A menu's
   * key depends on now only by whole seconds (its calendar part, ADR 240), so within that second
   * the URL's key is the same.
   */
  answeredBy(url: string, payload: Payload, now: Date, cacheControl: string): void {
    if (!payload.origin || payload.origin.cache !== this || !this.enabled) return;
    if (this.answered.size >= MAX_URLS) this.answered.clear();
    this.answered.set(url, { key: payload.origin.key, second: Math.floor(now.getTime() / 1000), cacheControl });
  }

  /**
   * The payload a request of `url` would get at `now` without running its route: known only when
   * the URL was answered in this same second and its payload is still kept (not expired, not
   * cleared by a catalogue write). Otherwise undefined: the route runs as usual.
   */
  current(url: string, now: Date): { payload: Payload; cacheControl: string } | undefined {
    const a = this.answered.get(url);
    if (!a || a.second !== Math.floor(now.getTime() / 1000)) return undefined;
    const payload = this.replies.peek(a.key);
    return payload ? { payload, cacheControl: a.cacheControl } : undefined;
  }

  get enabled(): boolean {
    return this.replies.enabled;
  }

  /** The payload of `key`: kept, in flight, or loaded now (`load` gives the reply's JSON). */
  get(key: string, load: () => Promise<string>): Promise<Payload> {
    return this.replies.get(key, async () => new Payload(await load(), { cache: this, key }));
  }

  /** Forgets every reply (a catalogue write, here or on another node). */
  clear(): void {
    this.replies.clear();
    this.answered.clear();
  }
}

/**
 * THE entry point of catalogue writes (products, prices, menus, sides, inventory set by staff,
 * holidays): call it with the transaction that wrote, and every node's cache is emptied when it
 * commits (NOTIFY is transactional). Nothing else invalidates the catalogue.
 */
export async function catalogueChanged(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/**
 * JSON text that stands in a reply for the value it encodes (ADR 349: a product's stored view).
 * Only `stringifyReply` (and so jsonOf) reads it; it is typed as the value it stands for.
 */
export class RawJson {
  constructor(readonly text: string) {}
}
/** `text` in place of a `T` of a reply (see RawJson). */
export const rawJson = <T>(text: string): T => new RawJson(text) as unknown as T;

/**
 * `JSON.stringify` of a reply made of plain data (objects, arrays, strings, numbers, booleans,
 * null) in which RawJson values are written as their text.
 */
export function stringifyReply(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out += (i ? ',' : '') + (item === undefined || typeof item === 'function' ? 'null' : stringifyReply(item));
    }
    return out + ']';
  }
  if (value !== null && typeof value === 'object' && !('toJSON' in value)) {
    let out = '';
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function') continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${stringifyReply(item)}`;
    }
    return `{${out}}`;
  }
  return JSON.stringify(value);
}

/**
 * A loader of a reply's JSON. Production serialises what the service built as it is: the services
 * build their replies in the contract's shape and key order, and validating our own 50 KB output
 * on every load cost more than the load's queries (issue 17, ADR 365); stored product views come
 * as their text (RawJson, ADR 349). With `check` (tests and development) the reply's JSON is also
 * decoded and encoded through its contract, and a reply the contract rejects, or whose JSON
 * differs from the encoded one in a single byte, fails the request: every catalogue test checks
 * that production's bytes are the contract's.
 */
export const jsonOf =
  <S extends z.ZodType>(schema: S, load: () => Promise<z.output<S>>, check = true) =>
  async (): Promise<string> => {
    const plain = stringifyReply(await load());
    if (!check) return plain;
    const encoded = JSON.stringify(z.encode(schema, JSON.parse(plain) as z.output<S>));
    if (encoded !== plain) throw new Error('a catalogue reply differs from its contract’s encoding (jsonOf)');
    return plain;
  };

/**
 * Sends a payload: ETag, Cache-Control, Vary; 304 when If-None-Match holds the ETag; else the
 * compressed bytes the client accepts (br, then gzip), or the JSON.
 */
export function sendPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Payload,
  cacheControl: string,
  now?: Date,
): FastifyReply {
  if (now) payload.origin?.cache.answeredBy(request.url, payload, now, cacheControl);
  reply.header('cache-control', cacheControl).header('etag', payload.etag).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], payload.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8').serializer((body: unknown) => body as string);
  const encoding = payload.json.length >= COMPRESS_FROM ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(payload.encoded(encoding));
  return reply.send(payload.json);
}

/** Sends JSON text a loader made (jsonOf) as it is, for a reply that is not kept (no ETag). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((body: unknown) => body as string)
    .send(json);
}

/** The 304 of a conditional GET/HEAD of a catalogue URL answered in this second, if it is one (see below). */
function notModified(
  cache: CatalogueCache,
  now: () => Date,
  method: string | undefined,
  url: string | undefined,
  tags: string | undefined,
): Record<string, string> | null {
  if (!tags || !url || (method !== 'GET' && method !== 'HEAD')) return null;
  const hit = cache.current(url, now());
  if (!hit || !etagMatches(tags, hit.payload.etag)) return null;
  return { 'cache-control': hit.cacheControl, etag: hit.payload.etag, vary: 'accept-encoding' };
}

/**
 * The 304 short-cut (issue 17, ADR 280). A GET or HEAD whose If-None-Match names the ETag of the
 * catalogue reply its URL answered in this same second, still kept, is answered 304 at once —
 * what its route would answer — without running the route nor the hooks before it (security
 * headers, compression, rate limit, session, request log line). Nothing else short-cuts: no
 * If-None-Match, another second, an expired or cleared entry, or another ETag go the usual way.
 * A 304 carries no body: no security header, cookie or counter of the skipped hooks applies to
 * it; the rate limit still counts every request that makes the API work.
 *
 * Two places: `notModifiedServer` checks the raw request before Fastify makes its request and
 * reply (what the box's bare 304 costs), and the first onRequest hook checks the same for what
 * does not come through that server (`inject` in tests).
 */
export function registerNotModifiedShortcut(app: FastifyInstance, cache: CatalogueCache, now: () => Date): void {
  if (!cache.enabled) return;
  app.addHook('onRequest', (request, reply, done) => {
    const headers = notModified(cache, now, request.method, request.url, request.headers['if-none-match']);
    if (!headers) return done();
    void reply.code(304).headers(headers).send();
  });
}

/**
 * Fastify's `serverFactory` for the short-cut: the HTTP server Fastify would make (same timeouts),
 * whose requests first meet the 304 check above.
 */
export function notModifiedServer(cache: CatalogueCache, now: () => Date) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, options: FastifyServerOptions): Server => {
    const server = createServer((options as { http?: ServerOptions }).http ?? {}, (req, res) => {
      const headers = cache.enabled ? notModified(cache, now, req.method, req.url, req.headers['if-none-match']) : null;
      if (!headers) return handler(req, res);
      res.writeHead(304, headers).end();
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
