// The demo seed: reference data, the demo content of ./content and the demo accounts, applied
// once per database (the `seed.demo` app setting is written in the same transaction).
import type { DbHandle } from '../client.js';
import type { ProgressReporter } from '../progress.js';
import { applySeed } from './apply.js';
import { menus, products, tags } from './content/catalogue.js';
import { blogs, franchises, giftCards, holidays, postalCodes, promoCodes, provinces, subsidies, testimonials } from './content/site.js';
import type { SeedContent } from './content-shape.js';

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  DEMO_RECOVERY_CODES,
  SEED_MARKER_KEY,
  applySeed,
  type DemoAccount,
  type DemoRole,
} from './apply.js';
export type { SeedContent } from './content-shape.js';
export { generateDemoHistory, HISTORY_DAYS, HISTORY_MARKER_KEY, type HistoryOptions } from './history.js';

export const DEMO_CONTENT: SeedContent = {
  tags,
  products,
  menus,
  franchises,
  subsidies,
  postalCodes,
  holidays,
  blogs,
  testimonials,
  provinces,
  promoCodes,
  giftCards,
};

/** Applies the demo data once. `now` fixes week 0 of the menus (ISO week of `now` in America/Toronto). */
export function seed(handle: DbHandle, opts: { now: Date; onProgress?: ProgressReporter }): Promise<{ applied: boolean }> {
  return applySeed(handle, DEMO_CONTENT, opts);
}
