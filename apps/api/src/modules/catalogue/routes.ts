// The catalogue API (customer-side.md §7 Catalogue), registered inside the /api scope.
import type { FastifyPluginAsync } from 'fastify';
import type { DbHandle } from '@mijote/db';
import type { PageReads } from '../../plugins/page-reads.js';
import { CATALOGUE_CHANNEL, CatalogueCache } from './catalogue-cache.js';
import { holidayRoutes } from './holidays/routes.js';
import { lookupRoutes } from './lookups/routes.js';
import { menuRoutes } from './menus/routes.js';
import { postalCodeRoutes } from './postal-codes/routes.js';
import { productRoutes } from './products/routes.js';
import { promoCodeRoutes } from './promo-codes/routes.js';

export interface CatalogueDeps {
  db: DbHandle;
  now: () => Date;
  /** How long this node keeps a catalogue reply, in ms (0 = off; ADR 121, 240). */
  cacheMs?: number;
  /** The node's cache, when the app made it (for its 304 short-cut, ADR 280); else made here from cacheMs. */
  cache?: CatalogueCache;
  /** Where the server render finds the reads it makes in process (ADR 345). */
  reads?: PageReads | undefined;
}

/** The catalogue reply cache of each environment: on in production, off where data is edited by hand. */
export function menuCacheMsFor(env: 'development' | 'production' | 'test'): number {
  return env === 'production' ? 5_000 : 0;
}

export const catalogueRoutes =
  (deps: CatalogueDeps): FastifyPluginAsync =>
  async (app) => {
    const cache = deps.cache ?? new CatalogueCache(deps.cacheMs ?? 0);
    if (cache.enabled) {
      // a catalogue write on any node (catalogueChanged) empties this node's cache; so does a lost
      // and re-made connection, during which a write may have gone unheard (ADR 240)
      const stop = await deps.db.listen(CATALOGUE_CHANNEL, () => cache.clear());
      app.addHook('onClose', stop);
    }
    await app.register(productRoutes({ ...deps, cache }));
    await app.register(menuRoutes({ ...deps, cache }));
    await app.register(lookupRoutes(deps));
    await app.register(promoCodeRoutes(deps));
    await app.register(postalCodeRoutes(deps));
    await app.register(holidayRoutes(deps));
  };
