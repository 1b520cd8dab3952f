// Cache-Control values of the catalogue (ADR 121). Reference tables change rarely; menus depend on
// "now" (cut-off) and on inventory, so they are cached briefly; anything that depends on the
// session, on counters (promo-code uses) or on admin-only data is never cached by a shared cache.
import type { FastifyReply } from 'fastify';

export const CACHE = {
  /** Code tables (categories, types, cooking instructions, provinces). */
  reference: 'public, max-age=3600, stale-while-revalidate=86400',
  /** Catalogue lists, served areas, holidays and promotions. */
  catalogue: 'public, max-age=300, stale-while-revalidate=600',
  /**
   * Menus: availability turns at the cut-off, so a browser or CDN keeps the body but asks again
   * each time, answered 304 while its ETag holds (ADR 240).
   */
  menu: 'public, no-cache',
  /** Public content that changes with the clock or staff edits (the blog): kept, revalidated each time. */
  content: 'public, no-cache',
  /** Session-dependent or counter-dependent answers. */
  none: 'private, no-store',
} as const;

export function cacheFor(reply: FastifyReply, value: (typeof CACHE)[keyof typeof CACHE]): void {
  reply.header('cache-control', value);
}
