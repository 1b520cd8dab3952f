// How far behind the event loop is, and what a node does about it (issue 31, ADR 388).
//
// One watch per app measures the loop two ways: the p99 of its delay over the last window (5 s,
// what /api/ready reports: a balancer sends traffic elsewhere) and how late a 20 ms timer fired
// the last time, or already is (what load shedding reads: it moves within milliseconds). When
// that is later than the bound, the node answers the reads that are not essential — pages and API
// GETs, not static files — at once with 503 and `Retry-After` instead of queueing them behind the
// work that made it late. Never shed: liveness, readiness and metrics (someone is watching), and
// writes (a cart, an order, a payment in progress: a person is waiting on each, and they are few
// next to the reads).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langOfPath } from '@mijote/contracts/routes';
import { AppError } from '../errors.js';

/** How often the shedding probe fires (its lateness is the lag it reads). */
const PROBE_MS = 20;
/** A shed request is told to come back after this many seconds. */
export const SHED_RETRY_AFTER_SECONDS = 2;
/** Reads that are never shed: someone watches them to decide what to do with the node. */
const NEVER_SHED = new Set(['/api/health', '/api/ready', '/metrics']);

export class EventLoopWatch {
  /** The p99 of the loop's delay over the last window (ms). */
  windowP99Ms = 0;
  /** How late the probe fired last (ms). */
  private lastLateMs = 0;
  /** When the probe should fire next (performance.now()). */
  private expected = performance.now() + PROBE_MS;
  private readonly delay = monitorEventLoopDelay({ resolution: 20 });
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(windowMs: number) {
    this.delay.enable();
    let last = performance.now();
    // a loop blocked for the whole window has no sample in it: how late this very callback runs counts too
    const window = setInterval(() => {
      const at = performance.now();
      const late = Math.max(0, at - last - windowMs);
      last = at;
      this.windowP99Ms = Math.max(late, this.delay.count > 0 ? this.delay.percentile(99) / 1e6 : 0);
      this.delay.reset();
    }, windowMs);
    const probe = setInterval(() => {
      const at = performance.now();
      this.lastLateMs = Math.max(0, at - this.expected);
      this.expected = at + PROBE_MS;
    }, PROBE_MS);
    for (const t of [window, probe]) {
      t.unref();
      this.timers.push(t);
    }
  }

  /**
   * The lag right now (ms): how late the probe fired last, or how late it already is when it has not
   * fired yet — requests that queued behind a long task are answered before the timer's turn comes.
   */
  lagMs(): number {
    return Math.max(this.lastLateMs, performance.now() - this.expected);
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.delay.disable();
  }
}

/**
 * Whether a request may be answered 503 when the node is behind: an API read or a page, not a
 * probe, and not a static file (cheap to send, and a page without its script or stylesheet is broken).
 */
export function isSheddable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.raw.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (NEVER_SHED.has(path)) return false;
  if (path.startsWith('/api/')) return true;
  return !path.startsWith('/assets/') && !/\.[A-Za-z0-9]+$/.test(path);
}

const BUSY_PAGE = {
  en: {
    title: 'Mijote is very busy',
    text: 'So many people are visiting right now that we could not show this page. This page will try again by itself in a few seconds.',
  },
  fr: {
    title: 'Mijote est très achalandé',
    text: 'Tant de gens nous visitent en ce moment que nous n’avons pas pu afficher cette page. La page réessaiera d’elle-même dans quelques secondes.',
  },
} as const;

function busyPage(lang: 'en' | 'fr'): string {
  const t = BUSY_PAGE[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${SHED_RETRY_AFTER_SECONDS}"><title>${t.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${t.title}</h1><p>${t.text}</p></body></html>`;
}

/**
 * Answers sheddable requests 503 `overloaded` with Retry-After while the loop is later than
 * `boundMs` (0 turns shedding off). Pages get a short page in their language, the API its JSON error.
 */
export function registerLoadShedding(app: FastifyInstance, watch: EventLoopWatch, boundMs: number, onShed?: () => void): void {
  if (boundMs <= 0) return;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSheddable(request) || watch.lagMs() <= boundMs) return;
    onShed?.();
    void reply.header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    const url = request.raw.url ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url === '/metrics')
      throw new AppError(503, 'overloaded', 'The server is busy, please try again in a moment', {
        retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
      });
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .send(busyPage(langOfPath(url) ?? 'en'));
  });
}
