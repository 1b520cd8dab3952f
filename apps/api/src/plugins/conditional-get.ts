// Conditional GETs on every public API read (ADR 240): an answer that a shared cache may keep
// (Cache-Control `public`) and that did not set its own ETag gets a strong ETag of its body, and a
// request that already holds it gets 304 with no body. The catalogue's cached replies set their
// ETag themselves (computed once per load, catalogue-cache.ts); this covers the rest (lookups,
// holidays, blog, franchises, menus lists), where the saving is the transfer, not the work.
import type { FastifyInstance } from 'fastify';
import { etagMatches, etagOf } from '../modules/catalogue/catalogue-cache.js';

export function registerConditionalGets(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('cache-control') ?? '').startsWith('public')) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
}
