// Every seed product has the drawing of its dish kind (issue 11, ADR 212). A dish kind is a
// family of products that are the same food in several recipes or sizes; the families below are
// the only products that share a drawing, so two different kinds never do (the mapping from
// kinds to drawings is injective), and a drink is never drawn for a dish.
import { describe, expect, it } from 'vitest';
import { DISH_ART, DISH_ART_KEYS, DRINK_TYPES, type DishArt } from '../src/schema/dish-art.js';
import { products } from '../src/seed/content/catalogue.js';

/** The dish kinds with more than one product: the drawing, and exactly the products it draws. */
const FAMILIES: Partial<Record<DishArt, string[]>> = {
  'meat-pie': ['md-chicken-pot-pie', 'md-tourtiere', 'cat-mini-tourtieres', 'store-family-tourtiere'],
  curry: ['md-red-lentil-dal', 'md-butter-chicken'],
  'grain-bowl': ['md-chicken-shawarma-bowl', 'bis-buddha-bowl'],
  'poke-bowl': ['md-salmon-poke-bowl', 'bis-tuna-poke-bowl'],
  'pasta-bowl': ['md-macaroni-chinois', 'md-kids-mac-and-cheese', 'bis-penne-primavera'],
  spaghetti: ['md-spaghetti-bolognese', 'md-kids-meatball-pasta'],
  meatballs: ['md-ragout-boulettes', 'md-ragout-pattes'],
  'braised-beef': ['md-braised-beef', 'md-short-ribs-stout'],
  roast: ['md-pork-tenderloin-cider', 'md-easter-ham'],
  'roast-poultry': ['md-duck-confit', 'md-holiday-turkey-dinner'],
  'fish-fillet': ['md-salmon-quinoa', 'md-maple-salmon', 'md-cod-beurre-blanc'],
  soup: ['md-pea-soup-ham', 'bis-roasted-tomato-soup', 'bis-chicken-noodle-soup', 'bis-french-onion-soup', 'bis-butternut-squash-soup'],
  'kids-plate': ['md-kids-chicken-fingers', 'md-kids-grilled-cheese'],
  maki: ['md-salmon-avocado-maki', 'md-california-maki', 'md-veggie-maki', 'md-spicy-tuna-maki', 'bis-maki-lunch-combo'],
  pizza: ['md-pizza-margherita', 'md-pizza-all-dressed', 'md-pizza-smoked-meat', 'md-pizza-grilled-vegetable'],
  salad: [
    'md-chicken-cobb-salad',
    'md-greek-salad',
    'md-chicken-caesar-salad',
    'bis-caesar-salad',
    'bis-nicoise-salad',
    'cat-side-green-salad',
  ],
  'grain-salad': ['md-quinoa-kale-salad', 'md-golden-beet-salad'],
  sandwich: ['md-smoked-meat-sandwich', 'md-turkey-club', 'bis-smoked-meat-sandwich'],
  panini: ['md-chicken-pesto-panini', 'bis-grilled-vegetable-panini'],
  wrap: ['md-falafel-wrap', 'bis-chicken-caesar-wrap'],
  skewers: ['cat-chicken-satay', 'bis-chicken-brochette'],
  croissants: ['cat-mini-croissant-platter', 'cat-viennoiserie-platter'],
  rice: ['md-side-basmati-rice', 'md-side-wild-rice'],
  vegetables: ['md-side-roasted-root-vegetables', 'md-side-green-beans', 'cat-side-roasted-potatoes'],
  squares: ['md-date-square', 'cat-traditional-sweets-platter'],
  cookies: ['cat-cookie-platter', 'store-holiday-cookie-tin'],
  'sandwich-platter': [
    'cat-gourmet-sandwich-platter',
    'cat-wrap-platter',
    'cat-classic-sandwich-platter',
    'cat-crustless-sandwich-platter',
  ],
  'lunch-box': [
    'cat-classic-lunch-box',
    'cat-executive-lunch-box',
    'cat-vegetarian-lunch-box',
    'cat-salad-lunch-box',
    'cat-hot-lunch-box',
    'cat-morning-box',
  ],
  // the custom product (internal, never on a menu; ADR 223) is drawn as a catering dish
  'chafing-dish': [
    'cat-hot-buffet-lasagna',
    'cat-hot-buffet-butter-chicken',
    'cat-hot-buffet-bourguignon',
    'cat-sugar-shack-buffet',
    'cat-custom-product',
  ],
  'preserve-jar': ['md-cretons-and-bread', 'md-side-fruit-ketchup', 'store-pea-soup-jar', 'store-cretons-jar', 'store-fruit-ketchup-jar'],
  'maple-syrup': ['store-maple-syrup', 'store-sugar-shack-kit'],
  smoothie: ['md-berry-smoothie', 'md-green-smoothie', 'md-mango-coconut-smoothie'],
  juice: ['md-pressed-apple-juice', 'cat-assorted-juices'],
  'iced-drink': ['md-homemade-lemonade', 'md-iced-tea'],
  'sparkling-water': ['cat-sparkling-water', 'bis-sparkling-water'],
  coffee: ['bis-filter-coffee', 'bis-maple-latte'],
  'gift-card': ['store-gift-card-25', 'store-gift-card-50', 'store-gift-card-100'],
};

function productsBy(art: DishArt): string[] {
  return products.filter((p) => p.image.shape === art).map((p) => p.key);
}

describe('the drawing of each seed product (issue 11, ADR 212)', () => {
  it('gives every product a known drawing', () => {
    expect(products.length).toBeGreaterThan(100);
    for (const p of products) expect(DISH_ART_KEYS, p.key).toContain(p.image.shape);
  });

  it('draws a drink for drinks only, a gift card for gift cards only, food for everything else', () => {
    for (const p of products) {
      const kind = DISH_ART[p.image.shape];
      const expected = DRINK_TYPES.includes(p.type) ? 'drink' : p.type === 'GC' ? 'gift' : 'food';
      expect(`${p.key}: ${kind}`).toBe(`${p.key}: ${expected}`);
    }
  });

  it('uses at least 40 distinct drawings, and every drawing is used', () => {
    const used = new Set(products.map((p) => p.image.shape));
    expect(used.size).toBeGreaterThanOrEqual(40);
    expect([...DISH_ART_KEYS].filter((k) => !used.has(k))).toEqual([]);
  });

  it('shares a drawing only within a declared family (no two dish kinds share a drawing)', () => {
    for (const art of DISH_ART_KEYS) {
      const users = productsBy(art);
      if (users.length > 1) expect(users.sort(), art).toEqual([...(FAMILIES[art] ?? [])].sort());
    }
    for (const [art, members] of Object.entries(FAMILIES)) {
      expect(productsBy(art as DishArt).sort(), art).toEqual([...members].sort());
      expect(members.length, art).toBeGreaterThan(1);
    }
  });

  it('keeps the products the issue names apart: hummus, parfait, pouding chômeur and juices', () => {
    const art = (key: string) => products.find((p) => p.key === key)!.image.shape;
    const named = ['md-hummus-crudites', 'md-yogurt-parfait', 'md-pouding-chomeur', 'md-pressed-apple-juice'].map(art);
    expect(new Set(named).size).toBe(4);
    expect(named.map((a) => DISH_ART[a])).toEqual(['food', 'food', 'food', 'drink']);
  });
});
