// The drawings a product can have until staff upload a photo (issue 11, ADR 212): one per dish
// kind, named by an explicit key that the seed gives each product (`image.shape`) and that the
// API draws (apps/api/src/modules/uploads/dish-art.ts). A dish kind is a family of products that
// are the same food in several recipes or sizes (the four 12-inch pizzas, the five soups); a
// drawing is never shared by two kinds. What each drawing shows: food, a drink or a gift card.
// A drink drawing is only for the drink types (DR, SM); every other product gets a food drawing.

export type DishArtKind = 'food' | 'drink' | 'gift';

export const DISH_ART = {
  // mains
  'meat-pie': 'food',
  curry: 'food',
  'grain-bowl': 'food',
  'poke-bowl': 'food',
  bibimbap: 'food',
  'pasta-bowl': 'food',
  spaghetti: 'food',
  meatballs: 'food',
  'braised-beef': 'food',
  roast: 'food',
  'roast-poultry': 'food',
  'fish-fillet': 'food',
  lasagna: 'food',
  'pate-chinois': 'food',
  chili: 'food',
  soup: 'food',
  risotto: 'food',
  'takeout-box': 'food',
  'kids-plate': 'food',
  maki: 'food',
  pizza: 'food',
  salad: 'food',
  'grain-salad': 'food',
  sandwich: 'food',
  panini: 'food',
  wrap: 'food',
  burrito: 'food',
  burger: 'food',
  skewers: 'food',
  // breakfast
  oatmeal: 'food',
  quiche: 'food',
  'french-toast': 'food',
  parfait: 'food',
  croissants: 'food',
  muffin: 'food',
  // appetizers and sides
  'egg-rolls': 'food',
  samosas: 'food',
  dumplings: 'food',
  hummus: 'food',
  rice: 'food',
  naan: 'food',
  'mashed-potatoes': 'food',
  vegetables: 'food',
  coleslaw: 'food',
  'baked-beans': 'food',
  shrimp: 'food',
  bruschetta: 'food',
  arancini: 'food',
  // sweets
  'pudding-cake': 'food',
  'pie-slice': 'food',
  'yule-log': 'food',
  squares: 'food',
  brownie: 'food',
  cookies: 'food',
  'energy-balls': 'food',
  // catering
  'cheese-board': 'food',
  crudites: 'food',
  'fruit-platter': 'food',
  charcuterie: 'food',
  'sandwich-platter': 'food',
  'lunch-box': 'food',
  'chafing-dish': 'food',
  // groceries
  'preserve-jar': 'food',
  'maple-syrup': 'food',
  // drinks
  smoothie: 'drink',
  juice: 'drink',
  'iced-drink': 'drink',
  'sparkling-water': 'drink',
  coffee: 'drink',
  'coffee-box': 'drink',
  // the generic store
  'gift-card': 'gift',
} as const satisfies Record<string, DishArtKind>;

export type DishArt = keyof typeof DISH_ART;

export const DISH_ART_KEYS = Object.keys(DISH_ART) as DishArt[];

export function isDishArt(key: string): key is DishArt {
  return Object.hasOwn(DISH_ART, key);
}

/** The product types whose products are drinks (and only they get a drink drawing). */
export const DRINK_TYPES: readonly string[] = ['DR', 'SM'];
