import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { apiNotFound } from './errors.js';

/** The contract of apps/web's server entry (dist/server/entry-server.js). */
export interface RenderInput {
  url: string;
  origin: string;
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

export interface WebOptions {
  bakeryHosts: string[];
  productionHost: string;
  revision: string;
  publicOrigin: string | undefined;
  recaptchaSiteKey?: string | undefined;
}

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
 * Serves the web app from the same process: hashed assets with immutable caching, every other
 * GET rendered on the server by the web bundle. Unknown /api paths answer the JSON 404.
 */
export async function registerWeb(app: FastifyInstance, web: WebBundle | null, opts: WebOptions): Promise<void> {
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
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
    if (!isPage || !web) return apiNotFound(reply, request.method, url);
    const origin = opts.publicOrigin ?? `${request.protocol}://${request.host.toLowerCase()}`;
    const result = await web.render({
      url,
      origin,
      host: request.hostname.toLowerCase(),
      config: { bakeryHosts: opts.bakeryHosts, productionHost: opts.productionHost, revision: opts.revision, recaptchaSiteKey: opts.recaptchaSiteKey },
      fetchApi: async (apiPath: string) => {
        if (!apiPath.startsWith('/api/')) throw new Error(`fetchApi only reads /api paths, got ${apiPath}`);
        // the visitor's own address, so the API's per-address limits apply to them, not to us
        const res = await app.inject({ method: 'GET', url: apiPath, remoteAddress: request.ip });
        return { status: res.statusCode, json: async () => res.json() as unknown };
      },
    });
    for (const [k, v] of Object.entries(result.headers ?? {})) reply.header(k, v);
    if (result.redirect) return reply.redirect(result.redirect, result.status >= 300 && result.status < 400 ? result.status : 302);
    const nonce = (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script;
    const html = result.html ?? '';
    const body = nonce ? addNonce(html, nonce) : html;
    reply.code(result.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    // @fastify/compress hooks routes as they are added (onRoute): the not-found handler that
    // renders pages is not a route, so the page is compressed here (br or gzip, per accept-encoding)
    reply.header('vary', 'accept-encoding');
    const encoding = body.length >= 1024 ? pickEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(body);
    const packed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
        : gzipSync(body, { level: 6 });
    return reply.header('content-encoding', encoding).send(packed);
  });
}
