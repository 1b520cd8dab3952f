// The catalogue API (customer-side.md §7 Catalogue), registered inside the /api scope.
import type { FastifyPluginAsync } from 'fastify';
import type { DbHandle } from '@mijote/db';
import { holidayRoutes } from './holidays/routes.js';
import { lookupRoutes } from './lookups/routes.js';
import { menuRoutes } from './menus/routes.js';
import { postalCodeRoutes } from './postal-codes/routes.js';
import { productRoutes } from './products/routes.js';
import { promoCodeRoutes } from './promo-codes/routes.js';

export interface CatalogueDeps {
  db: DbHandle;
  now: () => Date;
  /** Per-process reply cache of the public menus, in ms (0 = off; ADR 121). */
  menuCacheMs?: number;
}

/** The menu reply cache of each environment: on in production, off where data is edited by hand. */
export function menuCacheMsFor(env: 'development' | 'production' | 'test'): number {
  return env === 'production' ? 5_000 : 0;
}

export const catalogueRoutes =
  (deps: CatalogueDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(productRoutes(deps));
    await app.register(menuRoutes(deps));
    await app.register(lookupRoutes(deps));
    await app.register(promoCodeRoutes(deps));
    await app.register(postalCodeRoutes(deps));
    await app.register(holidayRoutes(deps));
  };
