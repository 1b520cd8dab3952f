/** Every island, by name. Its module is `src/islands/<name>.tsx` and exports the component as default. */
export const ISLAND_NAMES = [
  'header-nav',
  'quick-cart',
  'to-top',
  'notice-modal',
  'public-form',
  'lead-form',
  'promo-video',
  'account-links',
  'forced-reset',
  'scheduling',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** Source path of an island module, as Vite's manifest names it (for modulepreload). */
export const islandSource = (name: IslandName): string => `src/islands/${name}.tsx`;
