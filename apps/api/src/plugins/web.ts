import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createHash, createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { AppConfig } from '../config.js';
import { langOfPath, matchPath, paths } from '@mijote/contracts/routes';
import { hostnameOf, isKnownHost, publicOriginOf } from '../public-origin.js';
import { apiNotFound } from './errors.js';
import { PageReads } from './page-reads.js';
import type { RequestLimitStore } from '../modules/rate-limits/request-limits.js';

/** The contract of apps/web's server entry (dist/server/entry-server.js). */
export interface RenderInput {
  url: string;
  /** The origin of canonical and hreflang links: PUBLIC_ORIGIN or a configured host, never any Host header. */
  origin: string;
  /** The host name when it is a configured host, else '' (any other host shows the main brand, DEV). */
  host: string;
  config: { bakeryHosts: string[]; productionHost: string; revision: string; recaptchaSiteKey?: string | undefined };
  /**
   * Reads the API in-process (no network): GET `/api/...` through `app.inject`, for the data a
   * server-rendered page needs (blog articles, testimonials, menus). Only GET, no cookies.
   */
  fetchApi?: (path: string) => Promise<{ status: number; json(): Promise<unknown> }>;
}
export interface RenderResult {
  status: number;
  redirect?: string;
  html?: string;
  headers?: Record<string, string>;
  /**
   * The page is the same for every visitor of this host and URL (public marketing and blog
   * pages): it may be kept in the shared page cache. Sign-in, store, account and admin pages
   * never are.
   */
  shared?: boolean;
  /**
   * The page is the same for every visitor until the next full hour (a store's menu: its days
   * close on the hour, Toronto time): this node keeps it until then (or its lifetime, if sooner),
   * while browsers and shared caches are told it is private and revalidate it (issue 31).
   */
  hourly?: boolean;
}
export type RenderFn = (input: RenderInput) => Promise<RenderResult>;

export interface WebBundle {
  clientDir: string;
  render: RenderFn;
}

/** Loads the built web app (client assets + server renderer), or null when it was not built. */
export async function loadWebBundle(webDist: string): Promise<WebBundle | null> {
  const entry = path.join(webDist, 'server', 'entry-server.js');
  const clientDir = path.join(webDist, 'client');
  if (!existsSync(entry) || !existsSync(clientDir)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as { render?: RenderFn };
  if (typeof mod.render !== 'function') throw new Error(`${entry} does not export render()`);
  return { clientDir, render: mod.render };
}

export type WebOptions = Pick<
  AppConfig,
  | 'bakeryHosts'
  | 'mainHosts'
  | 'productionHost'
  | 'revision'
  | 'publicOrigin'
  | 'recaptchaSiteKey'
  | 'pageRateLimitMax'
  | 'pageCacheSeconds'
  | 'sessionSecret'
>;

function addNonce(html: string, nonce: string): string {
  return html.replace(/<script(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`);
}

/** br when the client takes it, else gzip, else none (q=0 refuses an encoding). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A page's compression (issue 17): a page kept in the shared cache is compressed once per encoding
 * and sent many times, so it gets the smaller output (br quality 5, gzip 6); a page sent once (a
 * store, an account, any page when the cache is off) gets the cheaper one (br 3, gzip 3). On the
 * 38 KB home page: br 5 → 8.6 KB for 0.58 ms of CPU, br 3 → 9.6 KB for 0.24 ms; gzip 6 → 9.2 KB
 * for 0.40 ms, gzip 3 → 9.9 KB for 0.24 ms.
 */
const compress = (body: Buffer, encoding: 'br' | 'gzip', kept: boolean) =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: kept ? 5 : 3, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: kept ? 6 : 3 });

/** A rendered page ready to send: its bytes, each encoding when first asked, its ETag, the nonce its scripts carry. */
interface RenderedPage {
  status: number;
  redirect?: string;
  headers: Record<string, string>;
  body: Buffer;
  /** The body in an encoding, compressed the first time a visitor asks for it and kept with the page (null: too small to compress). */
  encoded(encoding: 'br' | 'gzip'): Buffer | null;
  etag: string;
  nonce: string;
  shared: boolean;
  /** kept by this node until the next full hour, private to browsers (a store's menu) */
  hourly: boolean;
  /** kept in the shared page cache (set by the cache): compressed for many sends */
  kept: boolean;
  expiresAt: number;
}

/**
 * The script nonce of a page: a keyed hash of its HTML (issue 31). The same page rendered again
 * gets the same nonce, so its bytes and ETag stay the same and a browser's copy revalidates with a
 * 304 (a random nonce per render changed the ETag at every render); markup injected into a page
 * changes the page, hence its nonce, which cannot be known without the key.
 */
export function pageNonce(html: string, key: string): string {
  return createHmac('sha256', key).update(html).digest('base64').slice(0, 24);
}

/** The next full hour after `ms` (Toronto's offset from UTC is whole hours: its hours too). */
export const nextFullHour = (ms: number) => Math.floor(ms / 3_600_000) * 3_600_000 + 3_600_000;

function prepare(result: RenderResult, nonce: string, expiresAt: number): RenderedPage {
  const body = Buffer.from(addNonce(result.html ?? '', nonce), 'utf8');
  const big = body.length >= 1024;
  // a page rendered for one visitor (a store, an account) is sent in one encoding: compressing it
  // in both spent 0.4–0.6 ms of CPU per page (a 38 KB page: br q5 0.62 ms, gzip 0.40 ms) on an encoding
  // nobody asked for; a shared page still compresses each encoding once (issue 17)
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  const page: RenderedPage = {
    status: result.status,
    headers: result.headers ?? {},
    body,
    encoded: (encoding) =>
      !big ? null : encoding === 'br' ? (br ??= compress(body, 'br', page.kept)) : (gzip ??= compress(body, 'gzip', page.kept)),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    nonce,
    shared: result.shared === true && result.status === 200,
    hourly: result.shared !== true && result.hourly === true && result.status === 200,
    kept: false,
    expiresAt: result.hourly === true && result.shared !== true ? Math.min(expiresAt, nextFullHour(Date.now())) : expiresAt,
  };
  return page;
}

/**
 * The shared cache of public pages (ADR 197): the same HTML for every visitor of a host and URL,
 * kept `ttlMs`, at most `maxEntries` (least recently used out first). One render per key at a
 * time: visitors asking while it renders wait for it instead of rendering again.
 */
export class PageCache {
  private readonly entries = new Map<string, RenderedPage>();
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every kept page (a back-office change to what public pages show: catalogue, blog, banners). */
  clear(): void {
    this.entries.clear();
  }

  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    if (hit) this.entries.delete(key);
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const job = render().finally(() => this.rendering.delete(key));
    this.rendering.set(key, job);
    const page = await job;
    if ((page.shared || page.hourly) && this.ttlMs > 0) {
      page.kept = true;
      this.entries.set(key, page);
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return page;
  }
}

/**
 * Where a request for an admin page goes instead (back-office §2, §6: "Users who are not super
 * users are sent Home"), decided by the server before anything is rendered: null for a super user;
 * the login page with `?next=` back here for a visitor without a session; home for anyone else.
 * The session is the API's own: the page asks `POST /api/accounts/me/status` in process with the
 * request's cookie, the check every `/api/admin` call also goes through.
 */
export async function adminPageRedirect(app: FastifyInstance, request: FastifyRequest, url: string): Promise<string | null> {
  const pathname = url.split('?')[0] ?? '/';
  if (matchPath(pathname)?.area !== 'admin') return null;
  const lang = langOfPath(pathname) ?? 'en';
  const cookie = request.headers.cookie;
  const res = cookie
    ? await app.inject({ method: 'POST', url: '/api/accounts/me/status', headers: { cookie }, remoteAddress: request.ip })
    : null;
  if (res?.statusCode === 200 && (res.json() as { type?: unknown }).type === 'SU') return null;
  if (!res || res.statusCode === 401) return `${paths.login(lang)}?next=${encodeURIComponent(url)}`;
  return paths.home(lang);
}

/** Cache-Control of a shared page: browsers revalidate (a 304 when unchanged), shared caches keep it briefly. */
export const sharedPageCacheControl = (seconds: number) => `public, max-age=0, s-maxage=${seconds}, must-revalidate`;
/** Cache-Control of a page that is per visitor (store, account, sign-in, admin) or an error. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
}

/**
 * Serves the web app from the same process: hashed assets with immutable caching, every other
 * GET rendered on the server by the web bundle — public pages through the shared page cache,
 * with ETag/304 — under a per-address limiter of their own. Unknown /api paths answer the JSON 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  web: WebBundle | null,
  opts: WebOptions,
  reads: PageReads = new PageReads(),
  /** Where the page limit counts, shared by every node (ADR 387); default: this node's memory. */
  limitStore: RequestLimitStore = {},
): Promise<PageCache> {
  const cache = new PageCache(opts.pageCacheSeconds * 1000);
  // the pages' nonces are keyed with a key of their own, derived from the session secret
  const nonceKey = createHmac('sha256', opts.sessionSecret).update('mijote page nonce').digest('base64');
  if (web) {
    await app.register(fastifyStatic, {
      root: web.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite'),
      cacheControl: false,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders(reply: unknown, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        (reply as FastifyReply).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    // Browsers ask for /favicon.ico where a document names no icon (a JSON reply, a PDF invoice):
    // the site's icon is an SVG (every page links it), so they are sent there instead of a 404.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
  }

  // Pages have a limiter of their own (a page costs far more than an API call): per address,
  // PAGE_RATE_LIMIT_MAX a minute, counted for every node (ADR 387). Registered in a child context so
  // it does not touch /api's.
  let pageLimit: preHandlerAsyncHookHandler | null = null;
  await app.register(async (child) => {
    await child.register(rateLimit, {
      global: false,
      ...limitStore,
      max: opts.pageRateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_req, ctx) => {
        const err = new Error('Too many requests') as Error & { statusCode: number };
        err.statusCode = ctx.statusCode;
        return err;
      },
    });
    pageLimit = child.rateLimit() as preHandlerAsyncHookHandler;
  });

  app.setNotFoundHandler(
    { preHandler: (request: FastifyRequest, reply: FastifyReply) => pageLimit!.call(app, request, reply) },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.raw.url ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
      if (!isPage || !web) return apiNotFound(reply, request.method, url);
      // admin pages: super users only, decided here (never only hidden in the browser)
      const away = await adminPageRedirect(app, request, url);
      if (away) return reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL).redirect(away, 302);
      const origin = publicOriginOf(request, opts);
      const hostname = hostnameOf(request.hostname ?? '');
      const host = isKnownHost(hostname, opts) ? hostname : '';
      // the render reads nothing else from the request: these are the page's whole key
      const key = `${host}|${origin}|${url}`;
      const render = async (): Promise<RenderedPage> => {
        const result = await web.render({
          url,
          origin,
          host,
          config: {
            bakeryHosts: opts.bakeryHosts,
            productionHost: opts.productionHost,
            revision: opts.revision,
            recaptchaSiteKey: opts.recaptchaSiteKey,
          },
          fetchApi: async (apiPath: string) => {
            if (!apiPath.startsWith('/api/')) throw new Error(`fetchApi only reads /api paths, got ${apiPath}`);
            // the reads the API answers in process (ADR 345); any other through the API itself, with
            // the visitor's own address, so the API's per-address limits apply to them, not to us
            const direct = await reads.get(apiPath);
            if (direct) return direct;
            const res = await app.inject({ method: 'GET', url: apiPath, remoteAddress: request.ip });
            return { status: res.statusCode, json: async () => res.json() as unknown };
          },
        });
        if (result.redirect)
          return { ...prepare({ status: result.status, headers: result.headers }, '', 0), shared: false, redirect: result.redirect };
        return prepare(result, pageNonce(result.html ?? '', nonceKey), Date.now() + cache.ttlMs);
      };
      const page = await cache.get(key, render);

      for (const [k, v] of Object.entries(page.headers)) reply.header(k, v);
      if (page.redirect) return reply.redirect(page.redirect, page.status >= 300 && page.status < 400 ? page.status : 302);
      // the CSP's script nonce must be the one in the page's bytes (a cached page keeps its own)
      const requestNonce = (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script;
      const csp = reply.getHeader('content-security-policy');
      if (requestNonce && typeof csp === 'string')
        reply.header('content-security-policy', csp.replace(`'nonce-${requestNonce}'`, `'nonce-${page.nonce}'`));
      reply
        .code(page.status)
        .header('cache-control', page.shared ? sharedPageCacheControl(opts.pageCacheSeconds) : PRIVATE_PAGE_CACHE_CONTROL)
        .header('etag', page.etag)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      // @fastify/compress hooks routes as they are added (onRoute): the not-found handler that
      // renders pages is not a route, so the page is sent in its prepared encoding here
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const encoded = encoding ? page.encoded(encoding) : null;
      if (encoded) return reply.header('content-encoding', encoding!).send(encoded);
      return reply.send(page.body);
    },
  );
  return cache;
}
