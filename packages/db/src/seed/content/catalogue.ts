// Mijote's demo catalogue: tags, products and two weeks of meal-delivery menus.
// Plain data in the shapes of ./types.ts (money in integer cents, text in en + fr).
//
// Key prefixes: md- meal delivery (category M), cat- catering (C), bis- bistro / corporate on-site /
// mobile cafeteria menus (R), store- generic store (S).
//
// Conventions used below:
// - kidsPriceCents is exactly half of priceCents, rounded to the cent (spec §9: kids and
//   half-portions cost half); familyPackPriceCents (2 large + 2 small portions) is about 3.6×.
// - Prepared food is taxable (GST + QST); gift cards and a few basic groceries sold by the jar or
//   can (soup, cretons, fruit ketchup, maple syrup) are zero-rated.
// - Type codes BS and BW are not defined by the spec: here BS = bistro soups and BW = bistro
//   wraps and bowls, both of the restaurant category (R).
// - The spec has no dessert type: desserts are sold as SN (snack), or as TR for the catering
//   platter of traditional sweets.
// - franchises[].costCents is the bistro's price for pickup or delivery and inStoreCostCents its
//   eat-in (counter) price; subsidyPrices are the negotiated employee prices before the subsidy
//   discount; subsidyDays are Monday–Friday only.
import type { SeedMenu, SeedProduct, SeedTag } from './types.js';

export const tags: SeedTag[] = [
  { id: 1, name: { en: 'Chef’s pick', fr: 'Coup de cœur du chef' } }, // orange
  { id: 2, name: { en: 'Gluten-free', fr: 'Sans gluten' } }, // blue
  { id: 3, name: { en: 'New', fr: 'Nouveauté' } }, // primary
  { id: 4, name: { en: 'Vegetarian', fr: 'Végétarien' } },
  { id: 5, name: { en: 'Vegan', fr: 'Végétalien' } },
  { id: 6, name: { en: 'Spicy', fr: 'Épicé' } },
  { id: 7, name: { en: 'Quebec classic', fr: 'Classique québécois' } },
  { id: 8, name: { en: 'Kids’ favourite', fr: 'Favori des enfants' } },
  { id: 9, name: { en: 'High protein', fr: 'Riche en protéines' } },
  { id: 10, name: { en: 'Dairy-free', fr: 'Sans produits laitiers' } },
];

const T = { chef: 1, glutenFree: 2, isNew: 3, vegetarian: 4, vegan: 5, spicy: 6, classic: 7, kids: 8, protein: 9, dairyFree: 10 } as const;

type FranchiseKey = 'bistro-pointe-claire' | 'bistro-kirkland' | 'bistro-dorval';
const ALL_BISTROS: FranchiseKey[] = ['bistro-pointe-claire', 'bistro-kirkland', 'bistro-dorval'];

/** The same price at each listed bistro, for pickup/delivery and at the counter. */
function atBistros(priceCents: number, inStoreCents: number = priceCents, only: FranchiseKey[] = ALL_BISTROS): SeedProduct['franchises'] {
  return only.map((franchiseKey) => ({ franchiseKey, costCents: priceCents, inStoreCostCents: inStoreCents }));
}

const ONSITE = 'subsidy-onsite-novatech';
const MOBILE = 'subsidy-mobile-aerotech';

const mealDelivery: SeedProduct[] = [
  // ── LU lunches ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'md-chicken-pot-pie', category: 'M', type: 'LU',
    title: { en: 'Chicken pot pie', fr: 'Pâté au poulet' },
    description: {
      en: 'Tender chicken, carrots, peas and celery in a creamy thyme sauce under a flaky all-butter crust.',
      fr: 'Poulet tendre, carottes, petits pois et céleri dans une sauce crémeuse au thym, sous une pâte feuilletée pur beurre.',
    },
    priceCents: 1495, kidsPriceCents: 748, familyPackPriceCents: 5395, taxable: true,
    nutrition: { calories: 610, fatG: 32, proteinG: 29, carbsG: 52, sodiumMg: 890 },
    tagIds: [T.classic, T.kids], cookingInstructions: ['OV', 'OM'], container: 'CM',
    image: { shape: 'plate', color: '#D9A35B', accent: '#7FA04B' },
  },
  {
    key: 'md-red-lentil-dal', category: 'M', type: 'LU',
    title: { en: 'Red lentil dal with basmati rice', fr: 'Dal de lentilles rouges et riz basmati' },
    description: {
      en: 'Red lentils simmered with ginger, turmeric and coconut milk, finished with a cumin and mustard-seed tadka.',
      fr: 'Lentilles rouges mijotées au gingembre, au curcuma et au lait de coco, relevées d’un tadka au cumin et aux graines de moutarde.',
    },
    priceCents: 1295, kidsPriceCents: 648, familyPackPriceCents: 4695, taxable: true,
    nutrition: { calories: 480, fatG: 14, proteinG: 18, carbsG: 72, sodiumMg: 640 },
    tagIds: [T.vegan, T.glutenFree, T.dairyFree], cookingInstructions: ['MW', 'SM'], container: 'CM',
    image: { shape: 'bowl', color: '#E39B3B', accent: '#F4E7C5' },
  },
  {
    key: 'md-chicken-shawarma-bowl', category: 'M', type: 'LU',
    title: { en: 'Chicken shawarma bowl', fr: 'Bol shawarma au poulet' },
    description: {
      en: 'Spiced roast chicken over lemony rice with pickled turnips, tabbouleh, garlic sauce and a wedge of pita.',
      fr: 'Poulet rôti aux épices sur riz citronné, navets marinés, taboulé, toum à l’ail et pointe de pita.',
    },
    priceCents: 1595, kidsPriceCents: 798, familyPackPriceCents: 5745, taxable: true,
    nutrition: { calories: 640, fatG: 24, proteinG: 38, carbsG: 66, sodiumMg: 1120 },
    tagIds: [T.protein, T.chef], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'bowl', color: '#C9782F', accent: '#E8D7A8' },
  },
  {
    key: 'md-macaroni-chinois', category: 'M', type: 'LU',
    title: { en: 'Quebec-style beef and macaroni stir-fry', fr: 'Macaroni chinois' },
    description: {
      en: 'The church-basement classic: elbow pasta stir-fried with ground beef, celery, onions, bean sprouts and a soy-brown sugar glaze.',
      fr: 'Le classique des soupers de paroisse : coudes sautés au bœuf haché, céleri, oignons et fèves germées, glacés à la sauce soya et à la cassonade.',
    },
    priceCents: 1395, kidsPriceCents: 698, familyPackPriceCents: 4995, taxable: true,
    nutrition: { calories: 590, fatG: 19, proteinG: 30, carbsG: 74, sodiumMg: 1180 },
    tagIds: [T.classic, T.kids], cookingInstructions: ['MW', 'SM'], container: 'RC',
    image: { shape: 'bowl', color: '#B5652B', accent: '#A7C46A' },
  },
  {
    key: 'md-salmon-quinoa', category: 'M', type: 'LU',
    title: { en: 'Grilled salmon, quinoa and broccolini', fr: 'Saumon grillé, quinoa et brocolini' },
    description: {
      en: 'Herb-grilled Atlantic salmon on lemon quinoa with broccolini and a dill yogurt sauce.',
      fr: 'Saumon de l’Atlantique grillé aux fines herbes, quinoa au citron, brocolini et sauce au yogourt et à l’aneth.',
    },
    priceCents: 1795, kidsPriceCents: 898, familyPackPriceCents: 6495, taxable: true, allowGstTaxRebate: true,
    nutrition: { calories: 520, fatG: 21, proteinG: 36, carbsG: 42, sodiumMg: 560 },
    tagIds: [T.glutenFree, T.protein], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'plate', color: '#F08A5D', accent: '#4F8A3C' },
  },
  {
    key: 'md-vegetable-lasagna', category: 'M', type: 'LU',
    title: { en: 'Grilled vegetable lasagna', fr: 'Lasagne aux légumes grillés' },
    description: {
      en: 'Layers of fresh pasta, grilled zucchini, eggplant and peppers, ricotta, spinach and a slow-cooked tomato sauce.',
      fr: 'Pâtes fraîches en étages, courgettes, aubergines et poivrons grillés, ricotta, épinards et sauce tomate mijotée.',
    },
    priceCents: 1495, kidsPriceCents: 748, familyPackPriceCents: 5395, taxable: true,
    nutrition: { calories: 560, fatG: 24, proteinG: 26, carbsG: 58, sodiumMg: 930 },
    tagIds: [T.vegetarian], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'tray', color: '#C8402E', accent: '#F2D06B' },
  },
  {
    key: 'md-pea-soup-ham', category: 'M', type: 'LU',
    title: { en: 'Habitant pea soup with smoked ham and country bread', fr: 'Soupe aux pois et jambon fumé, pain de campagne' },
    description: {
      en: 'Yellow split peas simmered all morning with smoked ham hock, carrots and savory, served with a thick slice of country bread.',
      fr: 'Pois jaunes cassés mijotés toute la matinée avec un jarret de jambon fumé, des carottes et de la sarriette, servis avec une belle tranche de pain de campagne.',
    },
    priceCents: 1295, kidsPriceCents: 648, familyPackPriceCents: 4695, taxable: true, allowGstTaxRebate: true,
    nutrition: { calories: 470, fatG: 10, proteinG: 28, carbsG: 66, sodiumMg: 1240 },
    tagIds: [T.classic, T.protein], cookingInstructions: ['SM'], container: 'RC',
    image: { shape: 'bowl', color: '#E2C04A', accent: '#C27B55' },
  },
  {
    key: 'md-turkey-chili', category: 'M', type: 'LU',
    title: { en: 'Turkey and black bean chili', fr: 'Chili à la dinde et aux haricots noirs' },
    description: {
      en: 'Lean ground turkey, black beans, corn and chipotle in a smoky tomato base, with sour cream and green onions on the side.',
      fr: 'Dinde hachée maigre, haricots noirs, maïs et chipotle dans une sauce tomate fumée, crème sure et oignons verts à part.',
    },
    priceCents: 1395, kidsPriceCents: 698, familyPackPriceCents: 4995, taxable: true,
    nutrition: { calories: 450, fatG: 13, proteinG: 34, carbsG: 46, sodiumMg: 870 },
    tagIds: [T.spicy, T.glutenFree, T.protein], cookingInstructions: ['SM'], container: 'CM',
    image: { shape: 'bowl', color: '#A8392A', accent: '#F2C94C' },
  },

  // ── SU suppers ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'md-pate-chinois', category: 'M', type: 'SU',
    title: { en: 'Pâté chinois (Quebec shepherd’s pie)', fr: 'Pâté chinois' },
    description: {
      en: 'Seasoned ground beef, sweet creamed corn and buttery mashed potatoes, baked until golden — just like at grand-maman’s.',
      fr: 'Steak haché assaisonné, blé d’Inde en crème et purée de pommes de terre au beurre, gratinés au four — comme chez grand-maman.',
    },
    priceCents: 1495, kidsPriceCents: 748, familyPackPriceCents: 5395, taxable: true,
    nutrition: { calories: 580, fatG: 26, proteinG: 27, carbsG: 56, sodiumMg: 820 },
    tagIds: [T.classic, T.kids], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'tray', color: '#E8B64C', accent: '#8A4B2A' },
    videos: [{ code: 'pC3hN8vLw1s' }],
  },
  {
    key: 'md-tourtiere', category: 'M', type: 'SU',
    title: { en: 'Pork and veal tourtière', fr: 'Tourtière au porc et au veau' },
    description: {
      en: 'Our family recipe: pork and veal with onion, clove and cinnamon in a golden lard-and-butter crust. Choose your side.',
      fr: 'Notre recette de famille : porc et veau, oignon, clou de girofle et cannelle dans une croûte dorée au saindoux et au beurre. Choisissez votre accompagnement.',
    },
    priceCents: 1595, kidsPriceCents: 798, familyPackPriceCents: 5745, taxable: true,
    nutrition: { calories: 690, fatG: 41, proteinG: 26, carbsG: 52, sodiumMg: 960 },
    tagIds: [T.classic, T.chef], cookingInstructions: ['OV', 'OM'], container: 'CM',
    requiresSides: true, sideKeys: ['md-side-fruit-ketchup', 'md-side-mashed-potatoes', 'md-side-creamy-coleslaw', 'md-side-baked-beans'],
    image: { shape: 'plate', color: '#C98A3D', accent: '#B8322A' },
    videos: [{ code: 'tQ7rMj2xK4e' }, { code: 'Lm4sW9dRb2Z' }],
  },
  {
    key: 'md-butter-chicken', category: 'M', type: 'SU',
    title: { en: 'Butter chicken', fr: 'Poulet au beurre' },
    description: {
      en: 'Tandoori-marinated chicken thighs in a silky tomato, butter and fenugreek sauce. Pick basmati rice or naan.',
      fr: 'Hauts de cuisse marinés façon tandoori dans une sauce veloutée aux tomates, au beurre et au fenugrec. Riz basmati ou naan, au choix.',
    },
    priceCents: 1595, kidsPriceCents: 798, familyPackPriceCents: 5745, taxable: true,
    nutrition: { calories: 540, fatG: 30, proteinG: 34, carbsG: 28, sodiumMg: 980 },
    tagIds: [T.glutenFree, T.kids], cookingInstructions: ['MW', 'SM'], container: 'CM',
    requiresSides: true, sideKeys: ['md-side-basmati-rice', 'md-side-naan'],
    image: { shape: 'bowl', color: '#E07A2E', accent: '#FFF1D6' },
  },
  {
    key: 'md-braised-beef', category: 'M', type: 'SU',
    title: { en: 'Red wine braised beef', fr: 'Bœuf braisé au vin rouge' },
    description: {
      en: 'Quebec beef chuck braised for six hours with red wine, pearl onions, mushrooms and bacon lardons.',
      fr: 'Palette de bœuf du Québec braisée six heures au vin rouge, avec oignons perlés, champignons et lardons.',
    },
    priceCents: 1795, kidsPriceCents: 898, familyPackPriceCents: 6495, taxable: true,
    nutrition: { calories: 560, fatG: 28, proteinG: 42, carbsG: 16, sodiumMg: 780 },
    tagIds: [T.chef, T.glutenFree, T.protein], cookingInstructions: ['OM'], container: 'CM',
    requiresSides: true, sideKeys: ['md-side-mashed-potatoes', 'md-side-roasted-root-vegetables', 'md-side-green-beans'],
    image: { shape: 'plate', color: '#6E2B22', accent: '#E2B15B' },
  },
  {
    key: 'md-maple-salmon', category: 'M', type: 'SU',
    title: { en: 'Maple-glazed salmon', fr: 'Saumon laqué à l’érable' },
    description: {
      en: 'Oven-roasted salmon brushed with maple syrup, grainy mustard and a touch of soy. Served with the side of your choice.',
      fr: 'Saumon rôti au four, badigeonné de sirop d’érable, de moutarde à l’ancienne et d’une touche de sauce soya. Avec l’accompagnement de votre choix.',
    },
    priceCents: 1795, kidsPriceCents: 898, familyPackPriceCents: 6495, taxable: true,
    nutrition: { calories: 430, fatG: 20, proteinG: 34, carbsG: 24, sodiumMg: 620 },
    tagIds: [T.classic, T.glutenFree, T.protein], cookingInstructions: ['OM'], container: 'CM',
    requiresSides: true, sideKeys: ['md-side-wild-rice', 'md-side-green-beans', 'md-side-roasted-root-vegetables'],
    image: { shape: 'plate', color: '#E8764A', accent: '#8C5A1E' },
  },
  {
    key: 'md-pork-tenderloin-cider', category: 'M', type: 'SU',
    title: { en: 'Pork tenderloin with apples and cider', fr: 'Filet de porc aux pommes et au cidre' },
    description: {
      en: 'Roasted pork tenderloin medallions with caramelized Cortland apples and a Quebec cider cream sauce.',
      fr: 'Médaillons de filet de porc rôtis, pommes Cortland caramélisées et sauce crémeuse au cidre du Québec.',
    },
    priceCents: 1695, kidsPriceCents: 848, familyPackPriceCents: 6095, taxable: true, allowGstTaxRebate: true,
    nutrition: { calories: 490, fatG: 22, proteinG: 38, carbsG: 30, sodiumMg: 690 },
    tagIds: [T.glutenFree], cookingInstructions: ['OM'], container: 'CM',
    requiresSides: true, sideKeys: ['md-side-mashed-potatoes', 'md-side-roasted-root-vegetables', 'md-side-green-beans'],
    image: { shape: 'plate', color: '#D9B27A', accent: '#B5442E' },
  },
  {
    key: 'md-spaghetti-bolognese', category: 'M', type: 'SU',
    title: { en: 'Spaghetti with meat sauce', fr: 'Spaghetti sauce à la viande' },
    description: {
      en: 'A generous spaghetti with our slow-simmered beef and pork sauce, topped with grated parmesan.',
      fr: 'Un spaghetti généreux nappé de notre sauce à la viande bœuf et porc mijotée longtemps, parmesan râpé sur le dessus.',
    },
    priceCents: 1395, kidsPriceCents: 698, familyPackPriceCents: 4995, taxable: true,
    nutrition: { calories: 650, fatG: 22, proteinG: 32, carbsG: 80, sodiumMg: 940 },
    tagIds: [T.kids, T.classic], cookingInstructions: ['MW', 'SM'], container: 'RC',
    image: { shape: 'plate', color: '#B8362B', accent: '#F3E3B0' },
  },
  {
    key: 'md-ragout-boulettes', category: 'M', type: 'SU',
    title: { en: 'Meatball stew', fr: 'Ragoût de boulettes' },
    description: {
      en: 'Pork meatballs in a toasted-flour gravy spiced with clove and cinnamon, with boiled potatoes and carrots.',
      fr: 'Boulettes de porc dans une sauce à la farine grillée parfumée au clou et à la cannelle, pommes de terre et carottes bouillies.',
    },
    priceCents: 1495, kidsPriceCents: 748, familyPackPriceCents: 5395, taxable: true,
    nutrition: { calories: 610, fatG: 30, proteinG: 30, carbsG: 50, sodiumMg: 1010 },
    tagIds: [T.classic], cookingInstructions: ['SM'], container: 'CM',
    image: { shape: 'bowl', color: '#7A4A2A', accent: '#E9A23B' },
  },
  {
    key: 'md-general-tao', category: 'M', type: 'SU',
    title: { en: 'General Tao chicken', fr: 'Poulet Général Tao' },
    description: {
      en: 'Crispy chicken pieces tossed in a sweet, tangy and gently spicy sauce with dried chilies and sesame. Choose your side.',
      fr: 'Bouchées de poulet croustillantes enrobées d’une sauce sucrée, acidulée et un brin piquante, piments séchés et sésame. Accompagnement au choix.',
    },
    priceCents: 1495, kidsPriceCents: 748, familyPackPriceCents: 5395, taxable: true,
    nutrition: { calories: 680, fatG: 26, proteinG: 32, carbsG: 78, sodiumMg: 1350 },
    tagIds: [T.spicy, T.kids, T.dairyFree], cookingInstructions: ['OM'], container: 'RC',
    requiresSides: true, sideKeys: ['md-side-basmati-rice', 'md-side-green-beans'],
    image: { shape: 'box', color: '#C0392B', accent: '#F5D76E' },
  },

  // ── CC chef's choice ───────────────────────────────────────────────────────────────────────
  {
    key: 'md-duck-confit', category: 'M', type: 'CC',
    title: { en: 'Duck leg confit with green lentils', fr: 'Cuisse de canard confite, lentilles vertes' },
    description: {
      en: 'Quebec duck leg confit in its own fat, crisped in the oven, on green lentils braised with bacon and thyme.',
      fr: 'Cuisse de canard du Québec confite dans sa graisse, croustillée au four, sur des lentilles vertes braisées au lard et au thym.',
    },
    priceCents: 1995, familyPackPriceCents: 7195, taxable: true,
    nutrition: { calories: 720, fatG: 40, proteinG: 44, carbsG: 38, sodiumMg: 1080 },
    tagIds: [T.chef, T.glutenFree], cookingInstructions: ['OV'], container: 'CM',
    inventory: 20, allowPartialStock: true,
    image: { shape: 'plate', color: '#8E4A2B', accent: '#5E7D3A' },
  },
  {
    key: 'md-short-ribs-stout', category: 'M', type: 'CC',
    title: { en: 'Stout-braised beef short ribs', fr: 'Bouts de côtes braisés à la bière noire' },
    description: {
      en: 'Bone-in short ribs braised in a local oatmeal stout with molasses, on creamy polenta and glazed carrots.',
      fr: 'Bouts de côtes avec l’os braisés dans une stout à l’avoine d’ici et de la mélasse, sur polenta crémeuse et carottes glacées.',
    },
    priceCents: 1995, familyPackPriceCents: 7195, taxable: true,
    nutrition: { calories: 780, fatG: 44, proteinG: 46, carbsG: 40, sodiumMg: 920 },
    tagIds: [T.chef, T.protein], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'plate', color: '#4E2A1E', accent: '#F0B443' },
  },
  {
    key: 'md-cod-beurre-blanc', category: 'M', type: 'CC',
    title: { en: 'Pan-seared cod, beurre blanc', fr: 'Morue poêlée, beurre blanc' },
    description: {
      en: 'Atlantic cod with a shallot beurre blanc, crushed fingerling potatoes, leeks and fresh chives.',
      fr: 'Morue de l’Atlantique, beurre blanc à l’échalote, pommes de terre grelots écrasées, poireaux et ciboulette fraîche.',
    },
    priceCents: 1895, kidsPriceCents: 948, familyPackPriceCents: 6795, taxable: true,
    nutrition: { calories: 510, fatG: 24, proteinG: 32, carbsG: 36, sodiumMg: 640 },
    tagIds: [T.chef, T.glutenFree], cookingInstructions: ['OV'], container: 'CM',
    image: { shape: 'plate', color: '#F4EBD9', accent: '#6FA24A' },
  },
  {
    key: 'md-wild-mushroom-risotto', category: 'M', type: 'CC',
    title: { en: 'Wild mushroom risotto', fr: 'Risotto aux champignons sauvages' },
    description: {
      en: 'Carnaroli rice stirred with Quebec wild mushrooms, white wine, aged cheddar and a drizzle of truffle oil.',
      fr: 'Riz carnaroli cuisiné aux champignons sauvages du Québec, vin blanc, cheddar vieilli et un filet d’huile de truffe.',
    },
    priceCents: 1795, kidsPriceCents: 898, taxable: true,
    nutrition: { calories: 590, fatG: 26, proteinG: 16, carbsG: 70, sodiumMg: 780 },
    tagIds: [T.vegetarian, T.glutenFree, T.isNew], cookingInstructions: ['SM'], container: 'CM',
    image: { shape: 'bowl', color: '#C9A66B', accent: '#6B4F2E' },
  },

  // ── KC kids corner ─────────────────────────────────────────────────────────────────────────
  {
    key: 'md-kids-mac-and-cheese', category: 'M', type: 'KC',
    title: { en: 'Mac and cheese', fr: 'Macaroni au fromage' },
    description: {
      en: 'Elbow pasta in a smooth Quebec cheddar sauce with a crunchy breadcrumb top and a few steamed broccoli florets.',
      fr: 'Coudes dans une sauce onctueuse au cheddar du Québec, chapelure croquante et quelques bouquets de brocoli vapeur.',
    },
    priceCents: 895, taxable: true, allowGstTaxRebate: true,
    nutrition: { calories: 420, fatG: 18, proteinG: 17, carbsG: 46, sodiumMg: 620 },
    tagIds: [T.kids, T.vegetarian], cookingInstructions: ['MW', 'OM'], container: 'RC',
    image: { shape: 'bowl', color: '#F2B632', accent: '#5E9E3E' },
  },
  {
    key: 'md-kids-chicken-fingers', category: 'M', type: 'KC',
    title: { en: 'Oven-baked chicken fingers', fr: 'Croquettes de poulet au four' },
    description: {
      en: 'Crispy baked chicken strips with sweet potato wedges, cucumber sticks and a honey-mustard dip.',
      fr: 'Lanières de poulet panées cuites au four, quartiers de patate douce, bâtonnets de concombre et trempette miel-moutarde.',
    },
    priceCents: 895, taxable: true,
    nutrition: { calories: 460, fatG: 16, proteinG: 26, carbsG: 50, sodiumMg: 680 },
    tagIds: [T.kids, T.protein], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'box', color: '#E0A04A', accent: '#7DBE5A' },
  },
  {
    key: 'md-kids-meatball-pasta', category: 'M', type: 'KC',
    title: { en: 'Mini meatballs and pasta', fr: 'Mini-boulettes et pâtes sauce tomate' },
    description: {
      en: 'Small beef meatballs and rotini in a mild tomato sauce with hidden vegetables and a sprinkle of mozzarella.',
      fr: 'Petites boulettes de bœuf et rotinis dans une sauce tomate douce aux légumes cachés, un peu de mozzarella sur le dessus.',
    },
    priceCents: 845, taxable: true,
    nutrition: { calories: 410, fatG: 14, proteinG: 21, carbsG: 48, sodiumMg: 590 },
    tagIds: [T.kids], cookingInstructions: ['MW'], container: 'RC',
    image: { shape: 'bowl', color: '#D2452F', accent: '#F7E4B5' },
  },
  {
    key: 'md-kids-grilled-cheese', category: 'M', type: 'KC',
    title: { en: 'Grilled cheese and tomato soup', fr: 'Grilled cheese et soupe aux tomates' },
    description: {
      en: 'A golden cheddar grilled cheese on whole-wheat bread with a small cup of creamy tomato soup for dipping.',
      fr: 'Un grilled cheese doré au cheddar sur pain de blé entier, avec une petite soupe crème de tomates pour tremper.',
    },
    priceCents: 795, taxable: true,
    nutrition: { calories: 390, fatG: 17, proteinG: 15, carbsG: 44, sodiumMg: 720 },
    tagIds: [T.kids, T.vegetarian, T.isNew], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'box', color: '#E9B949', accent: '#C8412C' },
  },

  // ── SH sushi ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'md-salmon-avocado-maki', category: 'M', type: 'SH',
    title: { en: 'Salmon-avocado maki (16 pieces)', fr: 'Maki saumon-avocat (16 morceaux)' },
    description: {
      en: 'Fresh salmon, avocado and cucumber rolled the morning of delivery, with pickled ginger, wasabi and soy sauce.',
      fr: 'Saumon frais, avocat et concombre roulés le matin même de la livraison, gingembre mariné, wasabi et sauce soya.',
    },
    priceCents: 1595, kidsPriceCents: 798, taxable: true,
    nutrition: { calories: 540, fatG: 16, proteinG: 24, carbsG: 74, sodiumMg: 880 },
    tagIds: [T.dairyFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'sushi', color: '#F27B50', accent: '#7BB661' },
  },
  {
    key: 'md-california-maki', category: 'M', type: 'SH',
    title: { en: 'California maki (16 pieces)', fr: 'Maki California (16 morceaux)' },
    description: {
      en: 'Crab-style surimi, avocado and cucumber, rolled inside-out in toasted sesame and tobiko.',
      fr: 'Goberge, avocat et concombre roulés à l’envers dans le sésame grillé et le tobiko.',
    },
    priceCents: 1395, kidsPriceCents: 698, taxable: true,
    nutrition: { calories: 500, fatG: 14, proteinG: 16, carbsG: 78, sodiumMg: 960 },
    tagIds: [T.kids, T.dairyFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'sushi', color: '#F6A07A', accent: '#F2F0E6' },
  },
  {
    key: 'md-veggie-maki', category: 'M', type: 'SH',
    title: { en: 'Vegetable maki (16 pieces)', fr: 'Maki végé (16 morceaux)' },
    description: {
      en: 'Sweet potato tempura, avocado, pickled radish, carrot and mango with a sweet soy glaze.',
      fr: 'Tempura de patate douce, avocat, radis mariné, carotte et mangue, glace sucrée à la sauce soya.',
    },
    priceCents: 1295, kidsPriceCents: 648, taxable: true,
    nutrition: { calories: 470, fatG: 12, proteinG: 9, carbsG: 82, sodiumMg: 760 },
    tagIds: [T.vegan, T.dairyFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'sushi', color: '#F3B13E', accent: '#5C9E47' },
  },
  {
    key: 'md-spicy-tuna-maki', category: 'M', type: 'SH',
    title: { en: 'Spicy tuna crunch maki (16 pieces)', fr: 'Maki thon épicé et croustillant (16 morceaux)' },
    description: {
      en: 'Yellowfin tuna with sriracha mayo, tempura crunch, cucumber and green onion, with pickled ginger and wasabi.',
      fr: 'Thon albacore, mayo sriracha, croustillant tempura, concombre et oignon vert, avec gingembre mariné et wasabi.',
    },
    priceCents: 1695, taxable: true,
    nutrition: { calories: 560, fatG: 20, proteinG: 26, carbsG: 68, sodiumMg: 990 },
    tagIds: [T.spicy, T.dairyFree], cookingInstructions: ['NO'], container: 'RC',
    inventory: 0,
    image: { shape: 'sushi', color: '#C8323A', accent: '#F5E9D3' },
  },
  {
    key: 'md-salmon-poke-bowl', category: 'M', type: 'SH',
    title: { en: 'Salmon poke bowl', fr: 'Bol poké au saumon' },
    description: {
      en: 'Marinated raw salmon on sushi rice with edamame, mango, cucumber, pickled cabbage, nori and spicy mayo.',
      fr: 'Saumon cru mariné sur riz à sushi, edamames, mangue, concombre, chou mariné, nori et mayo épicée.',
    },
    priceCents: 1695, kidsPriceCents: 848, taxable: true,
    nutrition: { calories: 620, fatG: 22, proteinG: 30, carbsG: 72, sodiumMg: 1040 },
    tagIds: [T.isNew, T.protein, T.dairyFree], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'bowl', color: '#F08A5D', accent: '#F6C945' },
  },

  // ── PZ pizza ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'md-pizza-margherita', category: 'M', type: 'PZ',
    title: { en: 'Margherita pizza (12-inch)', fr: 'Pizza margherita (12 pouces)' },
    description: {
      en: 'Slow-fermented crust, San Marzano-style tomato sauce, fior di latte and fresh basil. Finish in a hot oven.',
      fr: 'Pâte à fermentation lente, sauce aux tomates italiennes, fior di latte et basilic frais. À terminer au four bien chaud.',
    },
    priceCents: 1495, kidsPriceCents: 748, familyPackPriceCents: 5395, taxable: true,
    nutrition: { calories: 820, fatG: 28, proteinG: 36, carbsG: 104, sodiumMg: 1520 },
    tagIds: [T.vegetarian, T.kids], cookingInstructions: ['OV'], container: 'CM',
    image: { shape: 'pizza', color: '#D93A2B', accent: '#F8EBC8' },
  },
  {
    key: 'md-pizza-all-dressed', category: 'M', type: 'PZ',
    title: { en: 'All-dressed pizza (12-inch)', fr: 'Pizza toute garnie (12 pouces)' },
    description: {
      en: 'The Quebec favourite: pepperoni, mushrooms, green peppers and mozzarella on our tomato sauce.',
      fr: 'La préférée du Québec : pepperoni, champignons, poivrons verts et mozzarella sur notre sauce tomate.',
    },
    priceCents: 1695, kidsPriceCents: 848, familyPackPriceCents: 6095, taxable: true,
    nutrition: { calories: 980, fatG: 42, proteinG: 44, carbsG: 102, sodiumMg: 2180 },
    tagIds: [T.classic, T.kids], cookingInstructions: ['OV'], container: 'CM',
    image: { shape: 'pizza', color: '#C7442E', accent: '#4E8B3A' },
  },
  {
    key: 'md-pizza-smoked-meat', category: 'M', type: 'PZ',
    title: { en: 'Smoked meat and mustard pizza (12-inch)', fr: 'Pizza au smoked meat et à la moutarde (12 pouces)' },
    description: {
      en: 'Montreal-style smoked meat, yellow-mustard cream, old cheddar, pickles and sauerkraut on a crisp crust.',
      fr: 'Smoked meat à la montréalaise, crème à la moutarde jaune, vieux cheddar, cornichons et choucroute sur une croûte croustillante.',
    },
    priceCents: 1795, familyPackPriceCents: 6495, taxable: true,
    nutrition: { calories: 1040, fatG: 46, proteinG: 52, carbsG: 98, sodiumMg: 2640 },
    tagIds: [T.chef, T.isNew], cookingInstructions: ['OV'], container: 'CM',
    image: { shape: 'pizza', color: '#B04A3A', accent: '#E8C547' },
  },
  {
    key: 'md-pizza-grilled-vegetable', category: 'M', type: 'PZ',
    title: { en: 'Grilled vegetable and goat cheese pizza (12-inch)', fr: 'Pizza légumes grillés et chèvre (12 pouces)' },
    description: {
      en: 'Grilled zucchini, red peppers, red onion and eggplant with fresh Quebec goat cheese and basil pesto.',
      fr: 'Courgettes, poivrons rouges, oignon rouge et aubergine grillés, fromage de chèvre frais du Québec et pesto au basilic.',
    },
    priceCents: 1695, kidsPriceCents: 848, taxable: true,
    nutrition: { calories: 860, fatG: 34, proteinG: 32, carbsG: 104, sodiumMg: 1380 },
    tagIds: [T.vegetarian], cookingInstructions: ['OV'], container: 'CM',
    image: { shape: 'pizza', color: '#E4573D', accent: '#6AA84F' },
  },

  // ── SD salads ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'md-quinoa-kale-salad', category: 'M', type: 'SD',
    title: { en: 'Quinoa, kale and cranberry salad', fr: 'Salade de quinoa, chou frisé et canneberges' },
    description: {
      en: 'Tri-colour quinoa, massaged kale, Quebec dried cranberries, toasted pumpkin seeds and a maple-cider vinaigrette.',
      fr: 'Quinoa trois couleurs, chou frisé massé, canneberges séchées du Québec, graines de citrouille grillées et vinaigrette érable et cidre.',
    },
    priceCents: 1295, taxable: true,
    nutrition: { calories: 420, fatG: 18, proteinG: 12, carbsG: 54, sodiumMg: 380 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'bowl', color: '#4E8B3A', accent: '#B3263A' },
  },
  {
    key: 'md-chicken-cobb-salad', category: 'M', type: 'SD',
    title: { en: 'Chicken Cobb salad', fr: 'Salade Cobb au poulet' },
    description: {
      en: 'Romaine, grilled chicken, bacon, hard-boiled egg, avocado, cherry tomatoes and blue cheese, with a buttermilk dressing.',
      fr: 'Romaine, poulet grillé, bacon, œuf dur, avocat, tomates cerises et fromage bleu, vinaigrette au babeurre.',
    },
    priceCents: 1495, kidsPriceCents: 748, taxable: true,
    nutrition: { calories: 560, fatG: 36, proteinG: 38, carbsG: 14, sodiumMg: 980 },
    tagIds: [T.glutenFree, T.protein], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'bowl', color: '#7DB35A', accent: '#F3C64B' },
  },
  {
    key: 'md-greek-salad', category: 'M', type: 'SD',
    title: { en: 'Greek salad with feta', fr: 'Salade grecque à la feta' },
    description: {
      en: 'Tomatoes, cucumber, peppers, red onion, Kalamata olives and a slab of feta with oregano vinaigrette.',
      fr: 'Tomates, concombre, poivrons, oignon rouge, olives Kalamata et une belle tranche de feta, vinaigrette à l’origan.',
    },
    priceCents: 1195, taxable: true,
    nutrition: { calories: 360, fatG: 28, proteinG: 10, carbsG: 16, sodiumMg: 990 },
    tagIds: [T.vegetarian, T.glutenFree], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'bowl', color: '#D8432F', accent: '#F5F1E6' },
  },
  {
    key: 'md-golden-beet-salad', category: 'M', type: 'SD',
    title: { en: 'Golden beet and goat cheese salad', fr: 'Salade de betteraves dorées et chèvre' },
    description: {
      en: 'Roasted golden and red beets, fresh goat cheese, candied walnuts, arugula and a honey-thyme dressing.',
      fr: 'Betteraves dorées et rouges rôties, chèvre frais, noix de Grenoble confites, roquette et vinaigrette au miel et au thym.',
    },
    priceCents: 1395, taxable: true,
    nutrition: { calories: 410, fatG: 26, proteinG: 12, carbsG: 34, sodiumMg: 420 },
    tagIds: [T.chef, T.vegetarian, T.glutenFree], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'plate', color: '#E3A72F', accent: '#8C1D40' },
  },
  {
    key: 'md-chicken-caesar-salad', category: 'M', type: 'SD',
    title: { en: 'Grilled chicken Caesar', fr: 'César au poulet grillé' },
    description: {
      en: 'Crisp romaine, grilled chicken, bacon bits, garlic croutons and parmesan with our creamy Caesar dressing.',
      fr: 'Romaine croquante, poulet grillé, bacon, croûtons à l’ail et parmesan, avec notre vinaigrette César crémeuse.',
    },
    priceCents: 1395, kidsPriceCents: 698, taxable: true,
    nutrition: { calories: 520, fatG: 32, proteinG: 36, carbsG: 20, sodiumMg: 1060 },
    tagIds: [T.protein], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'bowl', color: '#9CC567', accent: '#E9D8A6' },
  },

  // ── WR sandwiches, paninis and wraps ──────────────────────────────────────────────────────
  {
    key: 'md-smoked-meat-sandwich', category: 'M', type: 'WR',
    title: { en: 'Montreal smoked meat sandwich', fr: 'Sandwich au smoked meat' },
    description: {
      en: 'Hand-sliced medium-fat smoked meat piled on rye with yellow mustard, a dill pickle and coleslaw on the side.',
      fr: 'Smoked meat mi-gras tranché à la main, empilé sur pain de seigle avec moutarde jaune, cornichon à l’aneth et salade de chou.',
    },
    priceCents: 1495, taxable: true,
    nutrition: { calories: 690, fatG: 30, proteinG: 44, carbsG: 56, sodiumMg: 2380 },
    tagIds: [T.classic, T.protein], cookingInstructions: ['SW'], container: 'RC',
    image: { shape: 'wrap', color: '#B5533C', accent: '#E5C158' },
  },
  {
    key: 'md-chicken-pesto-panini', category: 'M', type: 'WR',
    title: { en: 'Chicken pesto panini', fr: 'Panini poulet et pesto' },
    description: {
      en: 'Grilled chicken, basil pesto, roasted red peppers and provolone pressed on ciabatta. Warm it up or enjoy it cold.',
      fr: 'Poulet grillé, pesto au basilic, poivrons rouges rôtis et provolone pressés sur ciabatta. À réchauffer ou à déguster froid.',
    },
    priceCents: 1295, taxable: true,
    nutrition: { calories: 610, fatG: 24, proteinG: 38, carbsG: 58, sodiumMg: 1180 },
    tagIds: [T.protein], cookingInstructions: ['SW', 'OV'], container: 'RC',
    image: { shape: 'wrap', color: '#D7A35B', accent: '#4F8A3C' },
  },
  {
    key: 'md-falafel-wrap', category: 'M', type: 'WR',
    title: { en: 'Falafel and hummus wrap', fr: 'Wrap falafel et hummus' },
    description: {
      en: 'Herbed chickpea falafel, hummus, tahini, pickled turnips, tomatoes and parsley in a soft whole-wheat tortilla.',
      fr: 'Falafels de pois chiches aux herbes, hummus, tahini, navets marinés, tomates et persil dans une tortilla de blé entier.',
    },
    priceCents: 1195, taxable: true,
    nutrition: { calories: 540, fatG: 22, proteinG: 17, carbsG: 68, sodiumMg: 1020 },
    tagIds: [T.vegan, T.dairyFree], cookingInstructions: ['SW'], container: 'CM',
    image: { shape: 'wrap', color: '#9C6B3A', accent: '#7DB35A' },
  },
  {
    key: 'md-turkey-club', category: 'M', type: 'WR',
    title: { en: 'Roast turkey club', fr: 'Club sandwich à la dinde rôtie' },
    description: {
      en: 'House-roasted turkey breast, bacon, lettuce, tomato and mayonnaise on toasted multigrain bread.',
      fr: 'Poitrine de dinde rôtie à la maison, bacon, laitue, tomate et mayonnaise sur pain multigrain grillé.',
    },
    priceCents: 1395, taxable: true,
    nutrition: { calories: 620, fatG: 28, proteinG: 40, carbsG: 50, sodiumMg: 1410 },
    tagIds: [T.protein], cookingInstructions: ['SW'], container: 'RC',
    image: { shape: 'wrap', color: '#C98F4E', accent: '#D9412E' },
  },

  // ── BF breakfasts ──────────────────────────────────────────────────────────────────────────
  {
    key: 'md-maple-apple-oatmeal', category: 'M', type: 'BF',
    title: { en: 'Maple, apple and cinnamon oatmeal', fr: 'Gruau à l’érable, aux pommes et à la cannelle' },
    description: {
      en: 'Steel-cut oats cooked with milk, diced apples, cinnamon and pure Quebec maple syrup, topped with toasted pecans.',
      fr: 'Gruau d’avoine épointée cuit au lait, pommes en dés, cannelle et sirop d’érable pur du Québec, pacanes grillées sur le dessus.',
    },
    priceCents: 695, kidsPriceCents: 348, taxable: true,
    nutrition: { calories: 380, fatG: 11, proteinG: 11, carbsG: 60, sodiumMg: 120 },
    tagIds: [T.vegetarian, T.classic], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'bowl', color: '#D8B27C', accent: '#A63D2F' },
  },
  {
    key: 'md-breakfast-burrito', category: 'M', type: 'BF',
    title: { en: 'Egg and chorizo breakfast burrito', fr: 'Burrito déjeuner œufs et chorizo' },
    description: {
      en: 'Scrambled eggs, chorizo, black beans, cheddar and pico de gallo wrapped in a flour tortilla.',
      fr: 'Œufs brouillés, chorizo, haricots noirs, cheddar et pico de gallo roulés dans une tortilla de blé.',
    },
    priceCents: 895, kidsPriceCents: 448, taxable: true,
    nutrition: { calories: 560, fatG: 28, proteinG: 28, carbsG: 46, sodiumMg: 1140 },
    tagIds: [T.spicy, T.protein], cookingInstructions: ['MW', 'OV'], container: 'RC',
    image: { shape: 'wrap', color: '#E2A03F', accent: '#C0392B' },
  },
  {
    key: 'md-quiche-lorraine', category: 'M', type: 'BF',
    title: { en: 'Quiche lorraine and greens', fr: 'Quiche lorraine et verdures' },
    description: {
      en: 'A generous wedge of bacon, onion and Gruyère-style cheese quiche with a small green salad.',
      fr: 'Une belle pointe de quiche au bacon, aux oignons et au fromage de type gruyère, avec une petite salade verte.',
    },
    priceCents: 995, kidsPriceCents: 498, taxable: true,
    nutrition: { calories: 520, fatG: 36, proteinG: 19, carbsG: 30, sodiumMg: 780 },
    tagIds: [T.classic], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'plate', color: '#EBC35E', accent: '#6DA544' },
  },
  {
    key: 'md-french-toast', category: 'M', type: 'BF',
    title: { en: 'Brioche French toast with berries', fr: 'Pain doré brioché aux petits fruits' },
    description: {
      en: 'Thick brioche slices soaked in vanilla custard, with a warm wild-blueberry and strawberry compote and maple syrup.',
      fr: 'Épaisses tranches de brioche trempées dans une crème à la vanille, compote tiède de bleuets sauvages et de fraises, sirop d’érable.',
    },
    priceCents: 945, kidsPriceCents: 473, taxable: true,
    nutrition: { calories: 590, fatG: 20, proteinG: 14, carbsG: 88, sodiumMg: 420 },
    tagIds: [T.vegetarian, T.kids], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'plate', color: '#D79A4B', accent: '#5B3A8C' },
  },
  {
    key: 'md-yogurt-parfait', category: 'M', type: 'BF',
    title: { en: 'Yogurt, granola and berry parfait', fr: 'Parfait au yogourt, granola et petits fruits' },
    description: {
      en: 'Greek-style yogurt layered with our maple granola and a wild-blueberry and haskap compote.',
      fr: 'Yogourt de style grec en étages avec notre granola à l’érable et une compote de bleuets sauvages et de camerises.',
    },
    priceCents: 695, taxable: true,
    nutrition: { calories: 340, fatG: 10, proteinG: 16, carbsG: 46, sodiumMg: 95 },
    tagIds: [T.vegetarian, T.isNew], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#F4EEE2', accent: '#5B3A8C' },
  },

  // ── AP appetizers ──────────────────────────────────────────────────────────────────────────
  {
    key: 'md-spring-rolls', category: 'M', type: 'AP',
    title: { en: 'Pork and vegetable egg rolls (4)', fr: 'Rouleaux impériaux au porc et aux légumes (4)' },
    description: {
      en: 'Crispy egg rolls filled with pork, cabbage, carrots and glass noodles, with a sweet chili and lime dip.',
      fr: 'Rouleaux impériaux croustillants farcis au porc, au chou, aux carottes et aux vermicelles, trempette chili doux et lime.',
    },
    priceCents: 795, taxable: true,
    nutrition: { calories: 380, fatG: 18, proteinG: 12, carbsG: 42, sodiumMg: 720 },
    tagIds: [T.dairyFree], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'box', color: '#D9993F', accent: '#C8412C' },
  },
  {
    key: 'md-vegetable-samosas', category: 'M', type: 'AP',
    title: { en: 'Vegetable samosas (4)', fr: 'Samoussas aux légumes (4)' },
    description: {
      en: 'Flaky pastry filled with spiced potatoes and peas, served with a tamarind and date chutney.',
      fr: 'Pâte croustillante farcie de pommes de terre et de petits pois épicés, chutney aux tamarins et aux dattes.',
    },
    priceCents: 745, taxable: true,
    nutrition: { calories: 360, fatG: 16, proteinG: 7, carbsG: 48, sodiumMg: 540 },
    tagIds: [T.vegan, T.spicy], cookingInstructions: ['OV'], container: 'CM',
    image: { shape: 'box', color: '#CF9A45', accent: '#6E2B22' },
  },
  {
    key: 'md-chicken-dumplings', category: 'M', type: 'AP',
    title: { en: 'Chicken and ginger dumplings (8)', fr: 'Dumplings au poulet et au gingembre (8)' },
    description: {
      en: 'Pan-fried dumplings filled with chicken, napa cabbage, ginger and green onion, with a black-vinegar dipping sauce.',
      fr: 'Dumplings poêlés farcis au poulet, au chou nappa, au gingembre et à l’oignon vert, sauce au vinaigre noir.',
    },
    priceCents: 895, taxable: true,
    nutrition: { calories: 410, fatG: 14, proteinG: 22, carbsG: 48, sodiumMg: 890 },
    tagIds: [T.isNew, T.dairyFree], cookingInstructions: ['ST', 'MW'], container: 'RC',
    image: { shape: 'box', color: '#EFE3C8', accent: '#4E8B3A' },
  },
  {
    key: 'md-cretons-and-bread', category: 'M', type: 'AP',
    title: { en: 'Homemade cretons with country bread', fr: 'Cretons maison et pain de campagne' },
    description: {
      en: 'Our spiced pork cretons with sliced country bread, Dijon mustard and cornichons — the Quebec breakfast spread, anytime.',
      fr: 'Nos cretons de porc épicés avec pain de campagne tranché, moutarde de Dijon et cornichons — le classique du déjeuner, à toute heure.',
    },
    priceCents: 695, taxable: true,
    nutrition: { calories: 390, fatG: 22, proteinG: 14, carbsG: 32, sodiumMg: 760 },
    tagIds: [T.classic], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'jar', color: '#B88A66', accent: '#D8B27C' },
  },

  // ── SN snacks and desserts ─────────────────────────────────────────────────────────────────
  {
    key: 'md-date-square', category: 'M', type: 'SN',
    title: { en: 'Date square', fr: 'Carré aux dattes' },
    description: {
      en: 'A buttery oat crumble with a thick layer of date filling, baked in our kitchen every morning.',
      fr: 'Un croustillant à l’avoine et au beurre avec une épaisse couche de dattes, cuit dans notre cuisine chaque matin.',
    },
    priceCents: 395, taxable: true,
    nutrition: { calories: 310, fatG: 12, proteinG: 4, carbsG: 48, sodiumMg: 110 },
    tagIds: [T.vegetarian, T.classic], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'box', color: '#8B5A2B', accent: '#E6C48A' },
  },
  {
    key: 'md-hummus-crudites', category: 'M', type: 'SN',
    title: { en: 'Hummus and crudités', fr: 'Hummus et crudités' },
    description: {
      en: 'Lemony chickpea hummus with carrot, cucumber, pepper and celery sticks.',
      fr: 'Hummus de pois chiches au citron avec bâtonnets de carotte, de concombre, de poivron et de céleri.',
    },
    priceCents: 595, taxable: true,
    nutrition: { calories: 220, fatG: 12, proteinG: 7, carbsG: 22, sodiumMg: 380 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'cup', color: '#E6CFA0', accent: '#F08A3C' },
  },
  {
    key: 'md-energy-balls', category: 'M', type: 'SN',
    title: { en: 'Date and cocoa energy bites (4)', fr: 'Boules d’énergie dattes et cacao (4)' },
    description: {
      en: 'Dates, oats, sunflower-seed butter and cocoa rolled in coconut. Made in a nut-free area of our kitchen.',
      fr: 'Dattes, flocons d’avoine, beurre de graines de tournesol et cacao, roulés dans la noix de coco. Préparées dans une zone sans noix de notre cuisine.',
    },
    priceCents: 495, taxable: true,
    nutrition: { calories: 240, fatG: 11, proteinG: 6, carbsG: 32, sodiumMg: 40 },
    tagIds: [T.vegan, T.kids], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'cup', color: '#5C3A21', accent: '#F2EAD8' },
  },
  {
    key: 'md-pouding-chomeur', category: 'M', type: 'SN',
    title: { en: 'Pouding chômeur (maple pudding cake)', fr: 'Pouding chômeur' },
    description: {
      en: 'Soft vanilla cake baked in a pool of maple syrup and cream. Warm it a few seconds for the full effect.',
      fr: 'Gâteau moelleux à la vanille cuit dans un bain de sirop d’érable et de crème. Quelques secondes au micro-ondes et c’est le bonheur.',
    },
    priceCents: 495, taxable: true,
    nutrition: { calories: 430, fatG: 16, proteinG: 4, carbsG: 70, sodiumMg: 260 },
    tagIds: [T.classic, T.vegetarian, T.chef], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'cup', color: '#C1823A', accent: '#F7E7C6' },
  },
  {
    key: 'md-sugar-pie', category: 'M', type: 'SN',
    title: { en: 'Sugar pie slice', fr: 'Pointe de tarte au sucre' },
    description: {
      en: 'Brown sugar and cream filling in a flaky crust — rich, old-fashioned and perfect with a coffee.',
      fr: 'Garniture à la cassonade et à la crème dans une pâte feuilletée — riche, à l’ancienne, parfaite avec un café.',
    },
    priceCents: 450, taxable: true,
    nutrition: { calories: 460, fatG: 20, proteinG: 4, carbsG: 66, sodiumMg: 210 },
    tagIds: [T.classic, T.vegetarian], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'plate', color: '#A8662B', accent: '#F3DDB0' },
  },

  // ── HY holiday meals ───────────────────────────────────────────────────────────────────────
  {
    key: 'md-holiday-turkey-dinner', category: 'M', type: 'HY',
    title: { en: 'Holiday turkey dinner', fr: 'Repas de dinde des Fêtes' },
    description: {
      en: 'Roast turkey with sage and onion stuffing, gravy, mashed potatoes, maple-glazed carrots and cranberry sauce.',
      fr: 'Dinde rôtie, farce à la sauge et aux oignons, sauce brune, purée de pommes de terre, carottes glacées à l’érable et sauce aux canneberges.',
    },
    priceCents: 2295, kidsPriceCents: 1148, familyPackPriceCents: 8295, taxable: true,
    nutrition: { calories: 820, fatG: 30, proteinG: 52, carbsG: 82, sodiumMg: 1560 },
    tagIds: [T.classic, T.chef], cookingInstructions: ['OM'], container: 'CM',
    inventory: 40, allowPartialStock: true,
    image: { shape: 'plate', color: '#B8763A', accent: '#A3213A' },
  },
  {
    key: 'md-ragout-pattes', category: 'M', type: 'HY',
    title: { en: 'Pork hock and meatball stew', fr: 'Ragoût de pattes de cochon et boulettes' },
    description: {
      en: 'The Réveillon tradition: pork hocks and meatballs in a toasted-flour gravy with cloves, served with potatoes.',
      fr: 'La tradition du réveillon : pattes de cochon et boulettes dans une sauce à la farine grillée au clou de girofle, avec pommes de terre.',
    },
    priceCents: 1895, kidsPriceCents: 948, familyPackPriceCents: 6795, taxable: true,
    nutrition: { calories: 760, fatG: 44, proteinG: 40, carbsG: 48, sodiumMg: 1320 },
    tagIds: [T.classic], cookingInstructions: ['SM'], container: 'CM',
    inventory: 40,
    image: { shape: 'bowl', color: '#6B3E26', accent: '#D9A35B' },
  },
  {
    key: 'md-easter-ham', category: 'M', type: 'HY',
    title: { en: 'Maple and beer glazed Easter ham', fr: 'Jambon de Pâques à l’érable et à la bière' },
    description: {
      en: 'Bone-in smoked ham glazed with maple syrup and a Quebec amber ale, studded with cloves. Choose your side.',
      fr: 'Jambon fumé avec l’os glacé au sirop d’érable et à la bière rousse du Québec, piqué de clous de girofle. Accompagnement au choix.',
    },
    priceCents: 1995, kidsPriceCents: 998, familyPackPriceCents: 7195, taxable: true,
    nutrition: { calories: 640, fatG: 28, proteinG: 46, carbsG: 42, sodiumMg: 2100 },
    tagIds: [T.classic, T.glutenFree], cookingInstructions: ['OV'], container: 'CM',
    inventory: 12, allowPartialStock: true,
    requiresSides: true, sideKeys: ['md-side-baked-beans', 'md-side-mashed-potatoes', 'md-side-green-beans'],
    image: { shape: 'plate', color: '#D9866B', accent: '#8C5A1E' },
  },
  {
    key: 'md-buche-de-noel', category: 'M', type: 'HY', status: 'D',
    title: { en: 'Chocolate and maple Yule log (serves 8)', fr: 'Bûche de Noël chocolat et érable (8 portions)' },
    description: {
      en: 'Chocolate sponge rolled with maple buttercream, covered in dark chocolate ganache. Draft for the coming holidays.',
      fr: 'Génoise au chocolat roulée avec une crème au beurre à l’érable, nappée de ganache au chocolat noir. Brouillon pour les prochaines Fêtes.',
    },
    priceCents: 3995, taxable: true,
    nutrition: { calories: 480, fatG: 28, proteinG: 6, carbsG: 54, sodiumMg: 180 },
    tagIds: [T.vegetarian, T.isNew], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'tray', color: '#4A2C20', accent: '#E3A72F' },
  },

  // ── SM smoothies ───────────────────────────────────────────────────────────────────────────
  {
    key: 'md-berry-smoothie', category: 'M', type: 'SM',
    title: { en: 'Wild berry smoothie', fr: 'Smoothie aux petits fruits sauvages' },
    description: {
      en: 'Wild blueberries, strawberries, banana, yogurt and a spoon of honey, blended the morning of delivery.',
      fr: 'Bleuets sauvages, fraises, banane, yogourt et une cuillerée de miel, mélangés le matin de la livraison.',
    },
    priceCents: 695, kidsPriceCents: 348, taxable: true,
    nutrition: { calories: 260, fatG: 3, proteinG: 8, carbsG: 52, sodiumMg: 70 },
    tagIds: [T.vegetarian, T.glutenFree, T.kids], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#7B3F8C', accent: '#E75A7C' },
  },
  {
    key: 'md-green-smoothie', category: 'M', type: 'SM',
    title: { en: 'Green smoothie', fr: 'Smoothie vert' },
    description: {
      en: 'Spinach, kale, green apple, cucumber, pineapple, ginger and lime with oat milk.',
      fr: 'Épinards, chou frisé, pomme verte, concombre, ananas, gingembre et lime, avec boisson d’avoine.',
    },
    priceCents: 695, taxable: true,
    nutrition: { calories: 210, fatG: 3, proteinG: 4, carbsG: 44, sodiumMg: 90 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#6BA539', accent: '#D8E8A0' },
  },
  {
    key: 'md-mango-coconut-smoothie', category: 'M', type: 'SM',
    title: { en: 'Mango and coconut smoothie', fr: 'Smoothie mangue et noix de coco' },
    description: {
      en: 'Ripe mango, coconut milk, banana and a hint of lime — tropical and naturally dairy-free.',
      fr: 'Mangue bien mûre, lait de coco, banane et une touche de lime — tropical et sans produits laitiers.',
    },
    priceCents: 695, kidsPriceCents: 348, taxable: true,
    nutrition: { calories: 280, fatG: 9, proteinG: 3, carbsG: 48, sodiumMg: 30 },
    tagIds: [T.vegan, T.dairyFree, T.isNew], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#F5A623', accent: '#FFF4DC' },
  },

  // ── DR drinks ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'md-pressed-apple-juice', category: 'M', type: 'DR',
    title: { en: 'Cold-pressed apple juice (473 mL)', fr: 'Jus de pomme pressé à froid (473 ml)' },
    description: {
      en: 'Unfiltered juice of Quebec orchard apples, nothing added.',
      fr: 'Jus non filtré de pommes de vergers du Québec, sans rien d’ajouté.',
    },
    priceCents: 450, taxable: true,
    nutrition: { calories: 220, fatG: 0, proteinG: 0, carbsG: 54, sodiumMg: 10 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#E8C15A', accent: '#C0392B' },
  },
  {
    key: 'md-homemade-lemonade', category: 'M', type: 'DR',
    title: { en: 'Homemade lemonade (473 mL)', fr: 'Limonade maison (473 ml)' },
    description: {
      en: 'Freshly squeezed lemons, lightly sweetened with cane sugar and a sprig of mint.',
      fr: 'Citrons fraîchement pressés, légèrement sucrée au sucre de canne, avec une tige de menthe.',
    },
    priceCents: 395, taxable: true,
    nutrition: { calories: 150, fatG: 0, proteinG: 0, carbsG: 38, sodiumMg: 5 },
    tagIds: [T.vegan, T.kids], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#F7E27A', accent: '#6BA539' },
  },
  {
    key: 'md-iced-tea', category: 'M', type: 'DR',
    title: { en: 'Maple iced tea (473 mL)', fr: 'Thé glacé à l’érable (473 ml)' },
    description: {
      en: 'Black tea brewed in our kitchen, sweetened with maple syrup and a squeeze of lemon.',
      fr: 'Thé noir infusé dans notre cuisine, sucré au sirop d’érable avec un trait de citron.',
    },
    priceCents: 395, taxable: true,
    nutrition: { calories: 110, fatG: 0, proteinG: 0, carbsG: 28, sodiumMg: 10 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#A0522D', accent: '#F4D03F' },
  },

  // ── SI side orders (offered through sideKeys) ──────────────────────────────────────────────
  {
    key: 'md-side-basmati-rice', category: 'M', type: 'SI',
    title: { en: 'Basmati rice', fr: 'Riz basmati' },
    description: { en: 'Fluffy steamed basmati rice with a touch of butter and cardamom.', fr: 'Riz basmati vapeur bien détaché, une noix de beurre et une pointe de cardamome.' },
    priceCents: 395, taxable: true,
    nutrition: { calories: 240, fatG: 4, proteinG: 5, carbsG: 46, sodiumMg: 180 },
    tagIds: [T.glutenFree, T.vegetarian], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'cup', color: '#F5EEDC', accent: '#D9B45A' },
  },
  {
    key: 'md-side-naan', category: 'M', type: 'SI',
    title: { en: 'Garlic naan', fr: 'Pain naan à l’ail' },
    description: { en: 'Soft tandoor-style flatbread brushed with garlic butter and cilantro.', fr: 'Pain plat moelleux façon tandoor, badigeonné de beurre à l’ail et de coriandre.' },
    priceCents: 345, taxable: true,
    nutrition: { calories: 280, fatG: 9, proteinG: 8, carbsG: 42, sodiumMg: 460 },
    tagIds: [T.vegetarian], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'plate', color: '#E3B873', accent: '#5E9E3E' },
  },
  {
    key: 'md-side-mashed-potatoes', category: 'M', type: 'SI',
    title: { en: 'Buttery mashed potatoes', fr: 'Purée de pommes de terre au beurre' },
    description: { en: 'Yukon Gold potatoes mashed with butter, milk and a little nutmeg.', fr: 'Pommes de terre Yukon Gold écrasées avec beurre, lait et une pincée de muscade.' },
    priceCents: 395, taxable: true,
    nutrition: { calories: 230, fatG: 10, proteinG: 4, carbsG: 32, sodiumMg: 320 },
    tagIds: [T.glutenFree, T.vegetarian], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'cup', color: '#F3E2B3', accent: '#E3A72F' },
  },
  {
    key: 'md-side-roasted-root-vegetables', category: 'M', type: 'SI',
    title: { en: 'Roasted root vegetables', fr: 'Légumes racines rôtis' },
    description: { en: 'Carrots, parsnips, beets and turnip roasted with olive oil and rosemary.', fr: 'Carottes, panais, betteraves et navet rôtis à l’huile d’olive et au romarin.' },
    priceCents: 445, taxable: true,
    nutrition: { calories: 170, fatG: 7, proteinG: 3, carbsG: 26, sodiumMg: 240 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'cup', color: '#D0642D', accent: '#8C1D40' },
  },
  {
    key: 'md-side-green-beans', category: 'M', type: 'SI',
    title: { en: 'Buttered green beans', fr: 'Haricots verts au beurre' },
    description: { en: 'Crisp-tender green beans with butter, shallots and toasted almonds.', fr: 'Haricots verts croquants au beurre, échalotes et amandes grillées.' },
    priceCents: 395, taxable: true,
    nutrition: { calories: 130, fatG: 9, proteinG: 3, carbsG: 10, sodiumMg: 150 },
    tagIds: [T.vegetarian, T.glutenFree], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'cup', color: '#4F8A3C', accent: '#E8D3A1' },
  },
  {
    key: 'md-side-wild-rice', category: 'M', type: 'SI',
    title: { en: 'Wild rice pilaf', fr: 'Pilaf de riz sauvage' },
    description: { en: 'Wild and brown rice with mushrooms, celery and fresh herbs.', fr: 'Riz sauvage et riz brun aux champignons, au céleri et aux fines herbes.' },
    priceCents: 445, taxable: true,
    nutrition: { calories: 210, fatG: 4, proteinG: 6, carbsG: 38, sodiumMg: 260 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'cup', color: '#5A3E2B', accent: '#A7C46A' },
  },
  {
    key: 'md-side-creamy-coleslaw', category: 'M', type: 'SI',
    title: { en: 'Creamy coleslaw', fr: 'Salade de chou crémeuse' },
    description: { en: 'Shredded cabbage and carrots in a tangy, creamy dressing.', fr: 'Chou et carottes râpés dans une vinaigrette crémeuse et acidulée.' },
    priceCents: 345, taxable: true,
    nutrition: { calories: 150, fatG: 11, proteinG: 1, carbsG: 12, sodiumMg: 220 },
    tagIds: [T.vegetarian, T.glutenFree], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'cup', color: '#EEF2D6', accent: '#F0913A' },
  },
  {
    key: 'md-side-fruit-ketchup', category: 'M', type: 'SI',
    title: { en: 'Homemade fruit ketchup', fr: 'Ketchup aux fruits maison' },
    description: { en: 'Tomatoes, peaches, pears and apples cooked down with warm spices — made for tourtière.', fr: 'Tomates, pêches, poires et pommes mijotées aux épices douces — fait pour la tourtière.' },
    priceCents: 295, taxable: true,
    nutrition: { calories: 70, fatG: 0, proteinG: 1, carbsG: 17, sodiumMg: 140 },
    tagIds: [T.vegan, T.classic], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'jar', color: '#C4452E', accent: '#F2B248' },
  },
  {
    key: 'md-side-baked-beans', category: 'M', type: 'SI',
    title: { en: 'Maple baked beans', fr: 'Fèves au lard à l’érable' },
    description: { en: 'Navy beans slow-baked overnight with salt pork, molasses and maple syrup.', fr: 'Haricots blancs cuits lentement toute la nuit avec lard salé, mélasse et sirop d’érable.' },
    priceCents: 395, taxable: true,
    nutrition: { calories: 260, fatG: 7, proteinG: 11, carbsG: 40, sodiumMg: 520 },
    tagIds: [T.classic, T.glutenFree], cookingInstructions: ['SM'], container: 'CM',
    image: { shape: 'cup', color: '#8B3A1F', accent: '#E3A72F' },
  },
];

const catering: SeedProduct[] = [
  // ── TR traditional platters ────────────────────────────────────────────────────────────────
  {
    key: 'cat-quebec-cheese-platter', category: 'C', type: 'TR',
    title: { en: 'Quebec cheese platter (serves 10–12)', fr: 'Plateau de fromages du Québec (10 à 12 personnes)' },
    description: {
      en: 'Five Quebec cheeses — washed rind, aged cheddar, blue, goat and a soft bloomy rind — with grapes, dried fruit, nuts and crackers.',
      fr: 'Cinq fromages d’ici — croûte lavée, cheddar vieilli, bleu, chèvre et pâte molle à croûte fleurie — avec raisins, fruits séchés, noix et craquelins.',
    },
    priceCents: 12995, taxable: true,
    nutrition: { calories: 320, fatG: 24, proteinG: 16, carbsG: 10, sodiumMg: 480 },
    tagIds: [T.chef, T.vegetarian], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'platter', color: '#F1D38A', accent: '#7A2E3B' },
  },
  {
    key: 'cat-crudites-platter', category: 'C', type: 'TR',
    title: { en: 'Crudités and dips platter (serves 10–12)', fr: 'Plateau de crudités et trempettes (10 à 12 personnes)' },
    description: {
      en: 'Seasonal vegetables cut the morning of your event, with herbed yogurt dip and roasted red pepper hummus.',
      fr: 'Légumes de saison coupés le matin de votre événement, trempette au yogourt et aux fines herbes et hummus aux poivrons rôtis.',
    },
    priceCents: 6495, taxable: true,
    nutrition: { calories: 90, fatG: 5, proteinG: 3, carbsG: 9, sodiumMg: 140 },
    tagIds: [T.vegetarian, T.glutenFree], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'platter', color: '#6BA539', accent: '#F28C28' },
  },
  {
    key: 'cat-fresh-fruit-platter', category: 'C', type: 'TR',
    title: { en: 'Fresh fruit platter (serves 10–12)', fr: 'Plateau de fruits frais (10 à 12 personnes)' },
    description: {
      en: 'Pineapple, melons, grapes, strawberries and berries of the season, cut and arranged by hand.',
      fr: 'Ananas, melons, raisins, fraises et petits fruits de saison, taillés et montés à la main.',
    },
    priceCents: 7495, taxable: true,
    nutrition: { calories: 80, fatG: 0, proteinG: 1, carbsG: 20, sodiumMg: 5 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'platter', color: '#E84A5F', accent: '#F6C945' },
  },
  {
    key: 'cat-charcuterie-board', category: 'C', type: 'TR',
    title: { en: 'Charcuterie and terrine board (serves 10–12)', fr: 'Planche de charcuteries et terrines (10 à 12 personnes)' },
    description: {
      en: 'Dry sausages, cured ham, our country terrine and rillettes, with pickles, grainy mustard and sliced baguette.',
      fr: 'Saucissons secs, jambon séché, notre terrine de campagne et des rillettes, avec marinades, moutarde à l’ancienne et baguette tranchée.',
    },
    priceCents: 13995, taxable: true,
    nutrition: { calories: 360, fatG: 26, proteinG: 18, carbsG: 14, sodiumMg: 1100 },
    tagIds: [T.chef, T.protein], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'platter', color: '#A8323E', accent: '#E8C98E' },
  },
  {
    key: 'cat-traditional-sweets-platter', category: 'C', type: 'TR',
    title: { en: 'Traditional sweets platter (24 pieces)', fr: 'Plateau de douceurs d’antan (24 morceaux)' },
    description: {
      en: 'Date squares, sugar pie bites, maple fudge and mini pets-de-sœur — the desserts of every Quebec family gathering.',
      fr: 'Carrés aux dattes, bouchées de tarte au sucre, sucre à la crème et mini pets-de-sœur — les desserts de tous les partys de famille.',
    },
    priceCents: 5995, taxable: true,
    nutrition: { calories: 180, fatG: 8, proteinG: 2, carbsG: 26, sodiumMg: 70 },
    tagIds: [T.classic, T.vegetarian], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'platter', color: '#B87333', accent: '#F3DDB0' },
  },

  // ── SW sandwich platters ───────────────────────────────────────────────────────────────────
  {
    key: 'cat-gourmet-sandwich-platter', category: 'C', type: 'SW',
    title: { en: 'Gourmet sandwich platter (12 halves)', fr: 'Plateau de sandwichs gourmets (12 demis)' },
    description: {
      en: 'Roast beef and horseradish, chicken pesto, smoked turkey and brie, and grilled vegetables on artisan breads.',
      fr: 'Rôti de bœuf et raifort, poulet au pesto, dinde fumée et brie, légumes grillés, sur pains artisanaux.',
    },
    priceCents: 7995, taxable: true,
    nutrition: { calories: 340, fatG: 13, proteinG: 18, carbsG: 36, sodiumMg: 720 },
    tagIds: [T.chef], cookingInstructions: ['SW'], container: 'CM',
    image: { shape: 'platter', color: '#D6A25C', accent: '#6A9F45' },
  },
  {
    key: 'cat-wrap-platter', category: 'C', type: 'SW',
    title: { en: 'Wrap platter (12 halves)', fr: 'Plateau de wraps (12 demis)' },
    description: {
      en: 'Chicken Caesar, falafel and hummus, tuna niçoise and turkey-avocado wraps, cut and skewered.',
      fr: 'Wraps poulet César, falafel et hummus, thon niçois et dinde-avocat, coupés et piqués.',
    },
    priceCents: 7495, taxable: true,
    nutrition: { calories: 310, fatG: 12, proteinG: 16, carbsG: 34, sodiumMg: 680 },
    cookingInstructions: ['SW'], container: 'CM',
    image: { shape: 'platter', color: '#C9A06A', accent: '#7DB35A' },
  },
  {
    key: 'cat-mini-croissant-platter', category: 'C', type: 'SW',
    title: { en: 'Filled mini-croissant platter (24)', fr: 'Plateau de mini-croissants garnis (24)' },
    description: {
      en: 'Butter mini-croissants with egg salad, ham and Swiss, chicken salad and cucumber with herbed cream cheese.',
      fr: 'Mini-croissants au beurre garnis de salade aux œufs, jambon-suisse, salade de poulet et concombre au fromage à la crème aux herbes.',
    },
    priceCents: 6995, taxable: true,
    nutrition: { calories: 220, fatG: 13, proteinG: 8, carbsG: 18, sodiumMg: 380 },
    tagIds: [T.isNew], cookingInstructions: ['SW'], container: 'RC',
    image: { shape: 'platter', color: '#E6B35A', accent: '#F6EBD0' },
  },

  // ── SC classic sandwich platters ───────────────────────────────────────────────────────────
  {
    key: 'cat-classic-sandwich-platter', category: 'C', type: 'SC',
    title: { en: 'Classic sandwich platter (24 quarters)', fr: 'Plateau de sandwichs classiques (24 pointes)' },
    description: {
      en: 'Egg salad, ham and mustard, chicken salad and tuna on white and whole-wheat bread, cut in quarters.',
      fr: 'Salade aux œufs, jambon-moutarde, salade de poulet et thon sur pain blanc et pain de blé, en pointes.',
    },
    priceCents: 5495, taxable: true, allowGstTaxRebate: true,
    nutrition: { calories: 180, fatG: 8, proteinG: 8, carbsG: 18, sodiumMg: 360 },
    tagIds: [T.classic], cookingInstructions: ['SW'], container: 'CM',
    image: { shape: 'platter', color: '#EAD9B0', accent: '#C8A24A' },
  },
  {
    key: 'cat-crustless-sandwich-platter', category: 'C', type: 'SC',
    title: { en: 'Crustless party sandwiches and pinwheels (36 pieces)', fr: 'Sandwichs pas de croûte et roulés (36 morceaux)' },
    description: {
      en: 'The baptism-and-shower classic: crustless ribbon sandwiches of ham, egg and chicken, with pinwheels in pastel bread.',
      fr: 'Le classique des baptêmes et des showers : sandwichs pas de croûte au jambon, aux œufs et au poulet, et sandwichs roulés sur pain coloré.',
    },
    priceCents: 6495, taxable: true,
    nutrition: { calories: 120, fatG: 6, proteinG: 5, carbsG: 12, sodiumMg: 260 },
    tagIds: [T.classic, T.kids], cookingInstructions: ['SW'], container: 'CM',
    image: { shape: 'platter', color: '#F2C6C2', accent: '#B9D98A' },
  },

  // ── HD hors d'oeuvres (per dozen) ──────────────────────────────────────────────────────────
  {
    key: 'cat-mini-tourtieres', category: 'C', type: 'HD',
    title: { en: 'Mini tourtières (12)', fr: 'Mini-tourtières (12)' },
    description: {
      en: 'Bite-size pork and veal tourtières with a dab of fruit ketchup. Reheat in the oven before serving.',
      fr: 'Tourtières au porc et au veau format bouchée, avec une touche de ketchup aux fruits. À réchauffer au four avant de servir.',
    },
    priceCents: 3295, taxable: true,
    nutrition: { calories: 140, fatG: 9, proteinG: 5, carbsG: 10, sodiumMg: 210 },
    tagIds: [T.classic], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'tray', color: '#C98A3D', accent: '#B8322A' },
  },
  {
    key: 'cat-shrimp-cocktail', category: 'C', type: 'HD',
    title: { en: 'Shrimp cocktail (24)', fr: 'Crevettes cocktail (24)' },
    description: {
      en: 'Poached jumbo shrimp with a horseradish cocktail sauce and lemon wedges, served on ice.',
      fr: 'Grosses crevettes pochées, sauce cocktail au raifort et quartiers de citron, servies sur glace.',
    },
    priceCents: 4495, taxable: true,
    nutrition: { calories: 60, fatG: 1, proteinG: 10, carbsG: 3, sodiumMg: 290 },
    tagIds: [T.glutenFree, T.dairyFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'platter', color: '#F4845F', accent: '#F7F3E8' },
  },
  {
    key: 'cat-tomato-bruschetta', category: 'C', type: 'HD',
    title: { en: 'Tomato and basil bruschetta (12)', fr: 'Bruschettas tomates et basilic (12)' },
    description: {
      en: 'Garlic-rubbed crostini topped with marinated tomatoes, basil, a little parmesan and balsamic reduction.',
      fr: 'Crostinis frottés à l’ail, tomates marinées, basilic, un peu de parmesan et réduction de balsamique.',
    },
    priceCents: 2495, taxable: true,
    nutrition: { calories: 80, fatG: 3, proteinG: 2, carbsG: 11, sodiumMg: 150 },
    tagIds: [T.vegetarian], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'platter', color: '#D93A2B', accent: '#5E9E3E' },
  },
  {
    key: 'cat-mushroom-arancini', category: 'C', type: 'HD',
    title: { en: 'Mushroom arancini (12)', fr: 'Arancinis aux champignons (12)' },
    description: {
      en: 'Crisp risotto balls with wild mushrooms and a mozzarella heart, with a garlic aioli.',
      fr: 'Boulettes de risotto croustillantes aux champignons sauvages, cœur de mozzarella, aïoli à l’ail.',
    },
    priceCents: 2995, taxable: true,
    nutrition: { calories: 110, fatG: 6, proteinG: 3, carbsG: 11, sodiumMg: 190 },
    tagIds: [T.vegetarian, T.isNew], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'tray', color: '#D8A047', accent: '#F2EAD3' },
  },
  {
    key: 'cat-chicken-satay', category: 'C', type: 'HD',
    title: { en: 'Chicken satay skewers (12)', fr: 'Brochettes de poulet satay (12)' },
    description: {
      en: 'Lemongrass-marinated chicken skewers with a spicy peanut sauce. Contains peanuts.',
      fr: 'Brochettes de poulet marinées à la citronnelle, sauce aux arachides épicée. Contient des arachides.',
    },
    priceCents: 3495, taxable: true,
    nutrition: { calories: 120, fatG: 6, proteinG: 12, carbsG: 4, sodiumMg: 260 },
    tagIds: [T.spicy, T.glutenFree, T.protein], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'tray', color: '#C77A2E', accent: '#7FB347' },
  },

  // ── LB lunch boxes (choices per box: 2, or 1) ──────────────────────────────────────────────
  {
    key: 'cat-classic-lunch-box', category: 'C', type: 'LB',
    title: { en: 'Classic lunch box', fr: 'Boîte à lunch classique' },
    description: {
      en: 'A sandwich or wrap of your choice, plus a salad or side of your choice, with a cookie and a piece of fruit.',
      fr: 'Un sandwich ou un wrap au choix, plus une salade ou un accompagnement au choix, avec un biscuit et un fruit.',
    },
    priceCents: 1795, taxable: true, allowGstTaxRebate: true,
    nutrition: { calories: 880, fatG: 32, proteinG: 34, carbsG: 110, sodiumMg: 1500 },
    cookingInstructions: ['SW'], container: 'CM', lunchBoxChoices: 2,
    image: { shape: 'box', color: '#D6A25C', accent: '#8C1D40' },
  },
  {
    key: 'cat-executive-lunch-box', category: 'C', type: 'LB',
    title: { en: 'Executive lunch box', fr: 'Boîte à lunch exécutive' },
    description: {
      en: 'Two choices among our gourmet sandwiches and composed salads, with a cheese portion, fruit salad and a dessert square.',
      fr: 'Deux choix parmi nos sandwichs gourmets et salades composées, avec une portion de fromage, une salade de fruits et un carré-dessert.',
    },
    priceCents: 2395, taxable: true,
    nutrition: { calories: 980, fatG: 40, proteinG: 40, carbsG: 112, sodiumMg: 1620 },
    tagIds: [T.chef], cookingInstructions: ['SW'], container: 'CM', lunchBoxChoices: 2,
    image: { shape: 'box', color: '#8C1D40', accent: '#E3A72F' },
  },
  {
    key: 'cat-vegetarian-lunch-box', category: 'C', type: 'LB',
    title: { en: 'Vegetarian lunch box', fr: 'Boîte à lunch végétarienne' },
    description: {
      en: 'Two choices among our vegetarian wraps, grain bowls and salads, with hummus and crudités and a date square.',
      fr: 'Deux choix parmi nos wraps, bols de grains et salades végétariens, avec hummus et crudités et un carré aux dattes.',
    },
    priceCents: 1795, taxable: true,
    nutrition: { calories: 820, fatG: 30, proteinG: 24, carbsG: 116, sodiumMg: 1240 },
    tagIds: [T.vegetarian], cookingInstructions: ['SW', 'SA'], container: 'CM', lunchBoxChoices: 2,
    image: { shape: 'box', color: '#7DB35A', accent: '#E6C48A' },
  },
  {
    key: 'cat-salad-lunch-box', category: 'C', type: 'LB',
    title: { en: 'Big salad lunch box', fr: 'Boîte-repas grande salade' },
    description: {
      en: 'One large composed salad of your choice with a multigrain roll, a piece of fruit and sparkling water.',
      fr: 'Une grande salade composée au choix avec un petit pain multigrain, un fruit et une eau pétillante.',
    },
    priceCents: 1695, taxable: true,
    nutrition: { calories: 620, fatG: 26, proteinG: 26, carbsG: 70, sodiumMg: 980 },
    tagIds: [T.isNew], cookingInstructions: ['SA'], container: 'CM', lunchBoxChoices: 1,
    image: { shape: 'box', color: '#9CC567', accent: '#F2F0E6' },
  },
  {
    key: 'cat-hot-lunch-box', category: 'C', type: 'LB',
    title: { en: 'Hot meal lunch box', fr: 'Boîte-repas chaude' },
    description: {
      en: 'One hot main of the day of your choice, delivered warm in a compostable box, with a side salad and a cookie.',
      fr: 'Un plat chaud du jour au choix, livré chaud dans une boîte compostable, avec une salade d’accompagnement et un biscuit.',
    },
    priceCents: 2195, taxable: true,
    nutrition: { calories: 900, fatG: 34, proteinG: 42, carbsG: 100, sodiumMg: 1480 },
    cookingInstructions: ['NO'], container: 'CM', lunchBoxChoices: 1,
    image: { shape: 'box', color: '#C9782F', accent: '#7FA04B' },
  },

  // ── MO morning snacks ──────────────────────────────────────────────────────────────────────
  {
    key: 'cat-morning-box', category: 'C', type: 'MO',
    title: { en: 'Morning box', fr: 'Boîte matinale' },
    description: {
      en: 'Four choices among mini-croissant, muffin, yogurt parfait, fruit cup, cheese and boiled egg, with a juice.',
      fr: 'Quatre choix parmi mini-croissant, muffin, parfait au yogourt, coupe de fruits, fromage et œuf cuit dur, avec un jus.',
    },
    priceCents: 1395, taxable: true,
    nutrition: { calories: 640, fatG: 24, proteinG: 22, carbsG: 84, sodiumMg: 560 },
    tagIds: [T.vegetarian], cookingInstructions: ['NO'], container: 'CM', lunchBoxChoices: 4,
    image: { shape: 'box', color: '#F2C14E', accent: '#E84A5F' },
  },
  {
    key: 'cat-viennoiserie-platter', category: 'C', type: 'MO',
    title: { en: 'Pastry and muffin platter (24 pieces)', fr: 'Plateau de viennoiseries et muffins (24 morceaux)' },
    description: {
      en: 'Mini croissants, chocolatines, blueberry-oat muffins and maple-pecan danishes, baked at dawn.',
      fr: 'Mini-croissants, chocolatines, muffins bleuets et avoine et danoises érable et pacanes, cuits à l’aube.',
    },
    priceCents: 5995, taxable: true,
    nutrition: { calories: 230, fatG: 12, proteinG: 4, carbsG: 27, sodiumMg: 210 },
    tagIds: [T.vegetarian], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'platter', color: '#D99A4E', accent: '#5B3A29' },
  },

  // ── HB hot buffets (price per person, minimum 10) ──────────────────────────────────────────
  {
    key: 'cat-hot-buffet-lasagna', category: 'C', type: 'HB',
    title: { en: 'Italian hot buffet (per person)', fr: 'Buffet chaud à l’italienne (par personne)' },
    description: {
      en: 'Meat lasagna and vegetable lasagna, Caesar salad, garlic bread and tiramisu. Minimum 10 people.',
      fr: 'Lasagne à la viande et lasagne aux légumes, salade César, pain à l’ail et tiramisu. Minimum 10 personnes.',
    },
    priceCents: 2495, taxable: true,
    nutrition: { calories: 1050, fatG: 48, proteinG: 42, carbsG: 110, sodiumMg: 1900 },
    tagIds: [T.kids], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'tray', color: '#C8402E', accent: '#F2D06B' },
  },
  {
    key: 'cat-hot-buffet-butter-chicken', category: 'C', type: 'HB',
    title: { en: 'Butter chicken hot buffet (per person)', fr: 'Buffet chaud poulet au beurre (par personne)' },
    description: {
      en: 'Butter chicken, chana masala, basmati rice, naan, cucumber raita and mango salad. Minimum 10 people.',
      fr: 'Poulet au beurre, chana masala, riz basmati, naan, raïta au concombre et salade de mangue. Minimum 10 personnes.',
    },
    priceCents: 2595, taxable: true,
    nutrition: { calories: 1010, fatG: 40, proteinG: 46, carbsG: 114, sodiumMg: 1740 },
    tagIds: [T.spicy], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'tray', color: '#E07A2E', accent: '#FFF1D6' },
  },
  {
    key: 'cat-hot-buffet-bourguignon', category: 'C', type: 'HB',
    title: { en: 'Beef bourguignon hot buffet (per person)', fr: 'Buffet chaud bœuf bourguignon (par personne)' },
    description: {
      en: 'Beef bourguignon, herb-roasted chicken, garlic mashed potatoes, seasonal vegetables, green salad and maple cake.',
      fr: 'Bœuf bourguignon, poulet rôti aux herbes, purée à l’ail, légumes de saison, salade verte et gâteau à l’érable.',
    },
    priceCents: 2795, taxable: true,
    nutrition: { calories: 1120, fatG: 50, proteinG: 58, carbsG: 98, sodiumMg: 1820 },
    tagIds: [T.chef, T.protein], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'tray', color: '#6E2B22', accent: '#E2B15B' },
  },
  {
    key: 'cat-sugar-shack-buffet', category: 'C', type: 'HB',
    title: { en: 'Sugar shack buffet (per person)', fr: 'Buffet cabane à sucre (par personne)' },
    description: {
      en: 'Pea soup, maple ham, baked beans, crispy salt-pork rinds (oreilles de crisse), fluffy omelette, pickled beets and pouding chômeur. Spring only.',
      fr: 'Soupe aux pois, jambon à l’érable, fèves au lard, oreilles de crisse, omelette soufflée, betteraves marinées et pouding chômeur. Au printemps seulement.',
    },
    priceCents: 2695, taxable: true,
    nutrition: { calories: 1380, fatG: 62, proteinG: 52, carbsG: 150, sodiumMg: 2600 },
    tagIds: [T.classic, T.chef], cookingInstructions: ['OV'], container: 'CM',
    inventory: 12, allowPartialStock: true,
    image: { shape: 'tray', color: '#9A5B2E', accent: '#E3A72F' },
    videos: [{ code: 'sH4ck7Mpl3q' }],
  },

  // ── DR drinks and SN desserts for events ───────────────────────────────────────────────────
  {
    key: 'cat-coffee-box', category: 'C', type: 'DR',
    title: { en: 'Coffee box (serves 10)', fr: 'Boîte de café (10 tasses)' },
    description: {
      en: 'Freshly brewed locally roasted coffee in an insulated box, with cups, milk, cream and sugar.',
      fr: 'Café torréfié localement, fraîchement infusé, en boîte isotherme, avec gobelets, lait, crème et sucre.',
    },
    priceCents: 2995, taxable: true,
    nutrition: { calories: 20, fatG: 1, proteinG: 1, carbsG: 2, sodiumMg: 10 },
    cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'box', color: '#4B2E1F', accent: '#E8D5B5' },
  },
  {
    key: 'cat-assorted-juices', category: 'C', type: 'DR',
    title: { en: 'Assorted juices (12 bottles)', fr: 'Jus assortis (12 bouteilles)' },
    description: {
      en: 'Orange, apple and cranberry juices, 300 mL bottles, delivered chilled.',
      fr: 'Jus d’orange, de pomme et de canneberge en bouteilles de 300 ml, livrés froids.',
    },
    priceCents: 3495, taxable: true,
    nutrition: { calories: 140, fatG: 0, proteinG: 1, carbsG: 34, sodiumMg: 10 },
    tagIds: [T.vegan], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#F39C12', accent: '#C0392B' },
  },
  {
    key: 'cat-sparkling-water', category: 'C', type: 'DR',
    title: { en: 'Sparkling water (12 cans)', fr: 'Eau pétillante (12 canettes)' },
    description: {
      en: 'Quebec sparkling spring water, plain and lemon, 355 mL cans.',
      fr: 'Eau de source pétillante du Québec, nature et citron, canettes de 355 ml.',
    },
    priceCents: 2195, taxable: true,
    nutrition: { calories: 0, fatG: 0, proteinG: 0, carbsG: 0, sodiumMg: 15 },
    cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#9ED6E3', accent: '#F4D03F' },
  },
  {
    key: 'cat-cookie-platter', category: 'C', type: 'SN',
    title: { en: 'Homemade cookie platter (24)', fr: 'Plateau de biscuits maison (24)' },
    description: {
      en: 'Chocolate chunk, oatmeal-raisin, molasses and white chocolate-cranberry cookies, baked the same day.',
      fr: 'Biscuits aux pépites de chocolat, à l’avoine et aux raisins, à la mélasse et chocolat blanc-canneberges, cuits le jour même.',
    },
    priceCents: 3995, taxable: true,
    nutrition: { calories: 190, fatG: 9, proteinG: 2, carbsG: 26, sodiumMg: 140 },
    tagIds: [T.vegetarian, T.kids], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'platter', color: '#B5773E', accent: '#4A2C20' },
  },
];

// Bistro, corporate on-site and mobile cafeteria menus (category R). The Novatech on-site
// cafeteria is cooked by the Dorval bistro, so every on-site product is sold there; the Aerotech
// mobile cafeteria gets no raw fish.
const restaurant: SeedProduct[] = [
  // ── LU lunches ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'bis-chicken-brochette', category: 'R', type: 'LU',
    title: { en: 'Chicken souvlaki plate', fr: 'Assiette de brochette de poulet souvlaki' },
    description: {
      en: 'Lemon-oregano chicken skewer with rice, Greek salad, tzatziki and a warm pita.',
      fr: 'Brochette de poulet citron-origan, riz, salade grecque, tzatziki et pita chaude.',
    },
    priceCents: 1595, taxable: true,
    nutrition: { calories: 720, fatG: 26, proteinG: 44, carbsG: 76, sodiumMg: 1240 },
    tagIds: [T.protein], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'plate', color: '#E3B25A', accent: '#4F8A3C' },
    franchises: atBistros(1595, 1545),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1395 }, { subsidyKey: MOBILE, priceCents: 1450 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-penne-primavera', category: 'R', type: 'LU',
    title: { en: 'Penne primavera', fr: 'Penne primavera' },
    description: {
      en: 'Penne with asparagus, zucchini, peas and cherry tomatoes in a light garlic and parmesan cream.',
      fr: 'Penne aux asperges, courgettes, petits pois et tomates cerises dans une crème légère à l’ail et au parmesan.',
    },
    priceCents: 1395, taxable: true,
    nutrition: { calories: 640, fatG: 22, proteinG: 20, carbsG: 88, sodiumMg: 760 },
    tagIds: [T.vegetarian], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'bowl', color: '#F0D58C', accent: '#6AA84F' },
    franchises: atBistros(1395, 1345),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1250 }, { subsidyKey: MOBILE, priceCents: 1295 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 4 },
      { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 4 },
    ],
  },
  {
    key: 'bis-bistro-burger', category: 'R', type: 'LU',
    title: { en: 'Bistro burger and fries', fr: 'Burger du bistro et frites' },
    description: {
      en: 'Quebec beef patty, aged cheddar, caramelized onions, lettuce, tomato and house sauce on a brioche bun, with fries.',
      fr: 'Galette de bœuf du Québec, cheddar vieilli, oignons caramélisés, laitue, tomate et sauce maison sur pain brioché, avec frites.',
    },
    priceCents: 1695, taxable: true,
    nutrition: { calories: 1080, fatG: 56, proteinG: 44, carbsG: 96, sodiumMg: 1680 },
    tagIds: [T.chef], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'plate', color: '#A8552A', accent: '#F2C14E' },
    franchises: atBistros(1695, 1645),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1495 }],
    subsidyDays: [{ subsidyKey: ONSITE, day: 5 }],
  },

  // ── SD salads ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'bis-caesar-salad', category: 'R', type: 'SD',
    title: { en: 'Chicken Caesar salad', fr: 'Salade César au poulet' },
    description: {
      en: 'Romaine, grilled chicken, bacon, parmesan shavings and garlic croutons with our Caesar dressing.',
      fr: 'Romaine, poulet grillé, bacon, copeaux de parmesan et croûtons à l’ail, vinaigrette César maison.',
    },
    priceCents: 1295, taxable: true,
    nutrition: { calories: 510, fatG: 31, proteinG: 35, carbsG: 20, sodiumMg: 1040 },
    tagIds: [T.protein], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'bowl', color: '#9CC567', accent: '#E9D8A6' },
    franchises: atBistros(1295, 1245),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1150 }, { subsidyKey: MOBILE, priceCents: 1195 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-nicoise-salad', category: 'R', type: 'SD',
    title: { en: 'Tuna niçoise salad', fr: 'Salade niçoise au thon' },
    description: {
      en: 'Flaked tuna, green beans, baby potatoes, egg, olives and cherry tomatoes with a Dijon vinaigrette.',
      fr: 'Thon émietté, haricots verts, pommes de terre grelots, œuf, olives et tomates cerises, vinaigrette à la Dijon.',
    },
    priceCents: 1495, taxable: true,
    nutrition: { calories: 480, fatG: 24, proteinG: 32, carbsG: 30, sodiumMg: 860 },
    tagIds: [T.glutenFree, T.dairyFree], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'bowl', color: '#7DA34B', accent: '#F2C94C' },
    franchises: atBistros(1495, 1445),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1350 }],
    subsidyDays: [{ subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 3 }],
  },

  // ── WR sandwiches and paninis ──────────────────────────────────────────────────────────────
  {
    key: 'bis-smoked-meat-sandwich', category: 'R', type: 'WR',
    title: { en: 'Smoked meat on rye', fr: 'Smoked meat sur seigle' },
    description: {
      en: 'Warm hand-cut smoked meat on rye with yellow mustard, a pickle and coleslaw.',
      fr: 'Smoked meat chaud tranché à la main sur pain de seigle, moutarde jaune, cornichon et salade de chou.',
    },
    priceCents: 1395, taxable: true,
    nutrition: { calories: 680, fatG: 30, proteinG: 42, carbsG: 56, sodiumMg: 2350 },
    tagIds: [T.classic, T.protein], cookingInstructions: ['SW'], container: 'RC',
    image: { shape: 'wrap', color: '#B5533C', accent: '#E5C158' },
    franchises: atBistros(1395, 1345),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1250 }, { subsidyKey: MOBILE, priceCents: 1295 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-grilled-vegetable-panini', category: 'R', type: 'WR',
    title: { en: 'Grilled vegetable and goat cheese panini', fr: 'Panini légumes grillés et chèvre' },
    description: {
      en: 'Grilled zucchini, peppers and eggplant with goat cheese and sun-dried tomato pesto, pressed on focaccia.',
      fr: 'Courgettes, poivrons et aubergines grillés, fromage de chèvre et pesto de tomates séchées, pressés sur focaccia.',
    },
    priceCents: 1195, taxable: true,
    nutrition: { calories: 560, fatG: 24, proteinG: 18, carbsG: 64, sodiumMg: 940 },
    tagIds: [T.vegetarian], cookingInstructions: ['SW'], container: 'CM',
    image: { shape: 'wrap', color: '#C98F4E', accent: '#6AA84F' },
    franchises: atBistros(1195, 1145),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1095 }, { subsidyKey: MOBILE, priceCents: 1095 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 },
      { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 4 },
    ],
  },

  // ── SH sushi ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'bis-maki-lunch-combo', category: 'R', type: 'SH',
    title: { en: 'Lunch maki combo (12 pieces)', fr: 'Combo maki du midi (12 morceaux)' },
    description: {
      en: 'Six salmon-avocado and six vegetable maki with edamame, pickled ginger and wasabi.',
      fr: 'Six makis saumon-avocat et six makis végé, avec edamames, gingembre mariné et wasabi.',
    },
    priceCents: 1495, taxable: true,
    nutrition: { calories: 520, fatG: 14, proteinG: 20, carbsG: 78, sodiumMg: 900 },
    tagIds: [T.dairyFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'sushi', color: '#F27B50', accent: '#7BB661' },
    franchises: atBistros(1495, 1495, ['bistro-pointe-claire', 'bistro-dorval']),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1350 }],
    subsidyDays: [{ subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 4 }],
  },

  // ── DR drinks (gourmet coffee) ─────────────────────────────────────────────────────────────
  {
    key: 'bis-filter-coffee', category: 'R', type: 'DR',
    title: { en: 'Filter coffee (12 oz)', fr: 'Café filtre (12 oz)' },
    description: {
      en: 'A medium roast from a West Island roaster, brewed every 30 minutes.',
      fr: 'Un torréfié mi-noir d’un torréfacteur de l’Ouest-de-l’Île, infusé toutes les 30 minutes.',
    },
    priceCents: 275, taxable: true,
    nutrition: { calories: 5, fatG: 0, proteinG: 0, carbsG: 0, sodiumMg: 5 },
    tagIds: [T.vegan], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'cup', color: '#4B2E1F', accent: '#E8D5B5' },
    franchises: atBistros(275),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 225 }, { subsidyKey: MOBILE, priceCents: 250 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-maple-latte', category: 'R', type: 'DR',
    title: { en: 'Maple latte (12 oz)', fr: 'Latte à l’érable (12 oz)' },
    description: {
      en: 'Double espresso, steamed milk and a spoon of maple syrup. Oat milk on request.',
      fr: 'Double espresso, lait moussé et une cuillerée de sirop d’érable. Boisson d’avoine sur demande.',
    },
    priceCents: 525, taxable: true,
    nutrition: { calories: 190, fatG: 7, proteinG: 9, carbsG: 24, sodiumMg: 120 },
    tagIds: [T.isNew, T.vegetarian], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'cup', color: '#C69C6D', accent: '#F7EBDD' },
    franchises: atBistros(525),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 450 }],
    subsidyDays: [{ subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 }],
  },
  {
    key: 'bis-sparkling-water', category: 'R', type: 'DR',
    title: { en: 'Sparkling spring water (355 mL)', fr: 'Eau de source pétillante (355 ml)' },
    description: { en: 'Quebec sparkling spring water, plain or lemon.', fr: 'Eau de source pétillante du Québec, nature ou citron.' },
    priceCents: 250, taxable: true,
    nutrition: { calories: 0, fatG: 0, proteinG: 0, carbsG: 0, sodiumMg: 15 },
    cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'cup', color: '#9ED6E3', accent: '#F4D03F' },
    franchises: atBistros(250),
    subsidyPrices: [{ subsidyKey: MOBILE, priceCents: 225 }],
    subsidyDays: [{ subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 }],
  },

  // ── SN snacks ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'bis-blueberry-muffin', category: 'R', type: 'SN',
    title: { en: 'Blueberry and oat muffin', fr: 'Muffin bleuets et avoine' },
    description: {
      en: 'Packed with Lac-Saint-Jean wild blueberries and topped with an oat crumble.',
      fr: 'Rempli de bleuets sauvages du Lac-Saint-Jean et garni d’un croustillant à l’avoine.',
    },
    priceCents: 350, taxable: true,
    nutrition: { calories: 380, fatG: 15, proteinG: 6, carbsG: 56, sodiumMg: 320 },
    tagIds: [T.vegetarian], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'cup', color: '#C8945A', accent: '#4B3A8C' },
    franchises: atBistros(350),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 300 }, { subsidyKey: MOBILE, priceCents: 325 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-brownie', category: 'R', type: 'SN',
    title: { en: 'Double chocolate brownie', fr: 'Brownie double chocolat' },
    description: { en: 'Fudgy dark chocolate brownie with chocolate chunks.', fr: 'Brownie fondant au chocolat noir avec morceaux de chocolat.' },
    priceCents: 395, taxable: true,
    nutrition: { calories: 420, fatG: 22, proteinG: 5, carbsG: 52, sodiumMg: 180 },
    tagIds: [T.vegetarian, T.kids], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'box', color: '#3E2418', accent: '#C69C6D' },
    franchises: atBistros(395),
    subsidyPrices: [{ subsidyKey: MOBILE, priceCents: 350 }],
    subsidyDays: [{ subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 }],
  },

  // ── BS bistro soups (type code not defined by the spec; used here for the bistros' soups) ──
  {
    key: 'bis-roasted-tomato-soup', category: 'R', type: 'BS',
    title: { en: 'Cream of roasted tomato and basil', fr: 'Crème de tomates rôties et basilic' },
    description: { en: 'Oven-roasted tomatoes blended with a little cream and fresh basil, with a slice of bread.', fr: 'Tomates rôties au four, passées avec un peu de crème et du basilic frais, servies avec une tranche de pain.' },
    priceCents: 595, taxable: true,
    nutrition: { calories: 240, fatG: 12, proteinG: 5, carbsG: 28, sodiumMg: 820 },
    tagIds: [T.vegetarian], cookingInstructions: ['SM'], container: 'CM',
    image: { shape: 'bowl', color: '#D1432F', accent: '#F5EEDC' },
    franchises: atBistros(595),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 500 }, { subsidyKey: MOBILE, priceCents: 550 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-chicken-noodle-soup', category: 'R', type: 'BS',
    title: { en: 'Chicken noodle soup', fr: 'Soupe poulet et nouilles' },
    description: { en: 'Homemade chicken broth with pulled chicken, egg noodles, carrots and celery.', fr: 'Bouillon de poulet maison, poulet effiloché, nouilles aux œufs, carottes et céleri.' },
    priceCents: 595, taxable: true,
    nutrition: { calories: 210, fatG: 5, proteinG: 16, carbsG: 24, sodiumMg: 940 },
    tagIds: [T.classic, T.kids, T.dairyFree], cookingInstructions: ['SM'], container: 'CM',
    image: { shape: 'bowl', color: '#E9C46A', accent: '#E76F51' },
    franchises: atBistros(595),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 500 }, { subsidyKey: MOBILE, priceCents: 550 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 4 },
      { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 4 },
    ],
  },
  {
    key: 'bis-french-onion-soup', category: 'R', type: 'BS',
    title: { en: 'French onion soup au gratin', fr: 'Soupe à l’oignon gratinée' },
    description: { en: 'Slow-caramelized onions in beef broth under a crouton and bubbling Quebec Swiss-style cheese. Eat-in and pickup.', fr: 'Oignons longuement caramélisés dans un bouillon de bœuf, sous un croûton et un fromage suisse d’ici bien gratiné. Sur place et pour emporter.' },
    priceCents: 795, taxable: true,
    nutrition: { calories: 420, fatG: 20, proteinG: 18, carbsG: 40, sodiumMg: 1380 },
    tagIds: [T.classic, T.chef], cookingInstructions: ['OV'], container: 'RC',
    image: { shape: 'bowl', color: '#A0612E', accent: '#F2D06B' },
    franchises: atBistros(795, 795, ['bistro-pointe-claire', 'bistro-kirkland']),
  },
  {
    key: 'bis-butternut-squash-soup', category: 'R', type: 'BS',
    title: { en: 'Butternut squash and ginger soup', fr: 'Potage à la courge musquée et au gingembre' },
    description: { en: 'Velvety squash soup with ginger, coconut milk and toasted pumpkin seeds.', fr: 'Potage velouté à la courge musquée, gingembre, lait de coco et graines de citrouille grillées.' },
    priceCents: 595, taxable: true,
    nutrition: { calories: 190, fatG: 9, proteinG: 3, carbsG: 26, sodiumMg: 620 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['SM'], container: 'CM',
    image: { shape: 'bowl', color: '#E8902E', accent: '#5E7D3A' },
    franchises: atBistros(595),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 500 }],
    subsidyDays: [{ subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 }],
  },

  // ── BW bistro wraps and bowls (type code not defined by the spec) ──────────────────────────
  {
    key: 'bis-tuna-poke-bowl', category: 'R', type: 'BW',
    title: { en: 'Tuna poke bowl', fr: 'Bol poké au thon' },
    description: { en: 'Marinated tuna, sushi rice, edamame, cucumber, avocado, pickled onion, furikake and ponzu.', fr: 'Thon mariné, riz à sushi, edamames, concombre, avocat, oignon mariné, furikake et ponzu.' },
    priceCents: 1595, taxable: true,
    nutrition: { calories: 590, fatG: 18, proteinG: 34, carbsG: 70, sodiumMg: 1080 },
    tagIds: [T.protein, T.dairyFree], cookingInstructions: ['NO'], container: 'CM',
    image: { shape: 'bowl', color: '#C8323A', accent: '#7BB661' },
    franchises: atBistros(1595),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1450 }],
    subsidyDays: [{ subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 4 }],
  },
  {
    key: 'bis-buddha-bowl', category: 'R', type: 'BW',
    title: { en: 'Buddha bowl', fr: 'Bol bouddha' },
    description: { en: 'Brown rice, roasted chickpeas, sweet potato, kale, pickled cabbage and a lemon-tahini dressing.', fr: 'Riz brun, pois chiches rôtis, patate douce, chou frisé, chou mariné et vinaigrette citron-tahini.' },
    priceCents: 1395, taxable: true,
    nutrition: { calories: 610, fatG: 22, proteinG: 18, carbsG: 84, sodiumMg: 720 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['SA'], container: 'CM',
    image: { shape: 'bowl', color: '#E8902E', accent: '#6AA84F' },
    franchises: atBistros(1395),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1250 }, { subsidyKey: MOBILE, priceCents: 1295 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-chicken-caesar-wrap', category: 'R', type: 'BW',
    title: { en: 'Chicken Caesar wrap', fr: 'Wrap poulet César' },
    description: { en: 'Grilled chicken, romaine, bacon, parmesan and Caesar dressing in a spinach tortilla.', fr: 'Poulet grillé, romaine, bacon, parmesan et vinaigrette César dans une tortilla aux épinards.' },
    priceCents: 1195, taxable: true,
    nutrition: { calories: 580, fatG: 28, proteinG: 34, carbsG: 46, sodiumMg: 1220 },
    tagIds: [T.protein], cookingInstructions: ['SW'], container: 'CM',
    image: { shape: 'wrap', color: '#6E9E3A', accent: '#E9D8A6' },
    franchises: atBistros(1195, 1145),
    subsidyPrices: [{ subsidyKey: ONSITE, priceCents: 1095 }, { subsidyKey: MOBILE, priceCents: 1095 }],
    subsidyDays: [
      { subsidyKey: ONSITE, day: 1 }, { subsidyKey: ONSITE, day: 2 }, { subsidyKey: ONSITE, day: 3 }, { subsidyKey: ONSITE, day: 4 }, { subsidyKey: ONSITE, day: 5 },
      { subsidyKey: MOBILE, day: 1 }, { subsidyKey: MOBILE, day: 2 }, { subsidyKey: MOBILE, day: 3 }, { subsidyKey: MOBILE, day: 4 }, { subsidyKey: MOBILE, day: 5 },
    ],
  },
  {
    key: 'bis-bibimbap-bowl', category: 'R', type: 'BW', status: 'D',
    title: { en: 'Beef bibimbap bowl', fr: 'Bol bibimbap au bœuf' },
    description: { en: 'Bulgogi beef, rice, sautéed spinach, carrots, bean sprouts, kimchi, a soft egg and gochujang. Being tested in Kirkland.', fr: 'Bœuf bulgogi, riz, épinards sautés, carottes, fèves germées, kimchi, œuf mollet et gochujang. En essai à Kirkland.' },
    priceCents: 1595, taxable: true,
    nutrition: { calories: 690, fatG: 24, proteinG: 36, carbsG: 82, sodiumMg: 1290 },
    tagIds: [T.spicy, T.isNew, T.dairyFree], cookingInstructions: ['MW'], container: 'CM',
    image: { shape: 'bowl', color: '#B83A2E', accent: '#F2C14E' },
    franchises: atBistros(1595, 1595, ['bistro-kirkland']),
  },
];

// Generic store (category S): gift cards (not taxable) and specials.
const store: SeedProduct[] = [
  {
    key: 'store-gift-card-25', category: 'S', type: 'GC',
    title: { en: '$25 gift card', fr: 'Carte-cadeau de 25 $' },
    description: {
      en: 'Good at all Mijote services: meal delivery, catering, our bistros and the store. Sent by email.',
      fr: 'Valable pour tous les services Mijote : livraison de repas, traiteur, nos bistros et la boutique. Envoyée par courriel.',
    },
    priceCents: 2500, taxable: false, cookingInstructions: ['NO'],
    image: { shape: 'card', color: '#8C1D40', accent: '#E3A72F' },
  },
  {
    key: 'store-gift-card-50', category: 'S', type: 'GC',
    title: { en: '$50 gift card', fr: 'Carte-cadeau de 50 $' },
    description: {
      en: 'A week of lunches or a family supper — let them choose. Good at all Mijote services.',
      fr: 'Une semaine de dîners ou un souper en famille — à eux de choisir. Valable pour tous les services Mijote.',
    },
    priceCents: 5000, taxable: false, cookingInstructions: ['NO'],
    image: { shape: 'card', color: '#E3A72F', accent: '#8C1D40' },
  },
  {
    key: 'store-gift-card-100', category: 'S', type: 'GC',
    title: { en: '$100 gift card', fr: 'Carte-cadeau de 100 $' },
    description: {
      en: 'The perfect gift for new parents, a move or a recovery: home-cooked meals at the door. Good at all Mijote services.',
      fr: 'Le cadeau parfait pour de nouveaux parents, un déménagement ou une convalescence : des petits plats livrés à la porte. Valable pour tous les services Mijote.',
    },
    priceCents: 10000, taxable: false, cookingInstructions: ['NO'],
    tagIds: [T.chef],
    image: { shape: 'card', color: '#1F1A17', accent: '#E3A72F' },
  },
  {
    key: 'store-pea-soup-jar', category: 'S', type: 'SP',
    title: { en: 'Habitant pea soup, 1 L jar', fr: 'Soupe aux pois d’habitant, pot de 1 L' },
    description: {
      en: 'Our yellow pea soup with smoked ham, ready to heat. Keeps three weeks in the fridge. A basic grocery: no tax.',
      fr: 'Notre soupe aux pois jaunes au jambon fumé, prête à réchauffer. Se conserve trois semaines au frigo. Produit alimentaire de base : non taxable.',
    },
    priceCents: 995, taxable: false,
    nutrition: { calories: 230, fatG: 4, proteinG: 14, carbsG: 34, sodiumMg: 780 },
    tagIds: [T.classic, T.dairyFree], cookingInstructions: ['SM'], container: 'RC',
    image: { shape: 'jar', color: '#E2C04A', accent: '#C27B55' },
  },
  {
    key: 'store-cretons-jar', category: 'S', type: 'SP',
    title: { en: 'Homemade cretons, 250 g jar', fr: 'Cretons maison, pot de 250 g' },
    description: {
      en: 'Pork cretons spiced with onion, clove and cinnamon — spread on warm toast with mustard.',
      fr: 'Cretons de porc à l’oignon, au clou et à la cannelle — à tartiner sur une rôtie chaude avec de la moutarde.',
    },
    priceCents: 695, taxable: false,
    nutrition: { calories: 150, fatG: 12, proteinG: 9, carbsG: 2, sodiumMg: 340 },
    tagIds: [T.classic, T.glutenFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'jar', color: '#B88A66', accent: '#F3E2B3' },
  },
  {
    key: 'store-fruit-ketchup-jar', category: 'S', type: 'SP',
    title: { en: 'Fruit ketchup, 500 mL jar', fr: 'Ketchup aux fruits, pot de 500 ml' },
    description: {
      en: 'Grand-maman’s recipe with tomatoes, peaches, pears and apples. For tourtière, pâté chinois and cretons.',
      fr: 'La recette de grand-maman aux tomates, pêches, poires et pommes. Pour la tourtière, le pâté chinois et les cretons.',
    },
    priceCents: 795, taxable: false,
    nutrition: { calories: 35, fatG: 0, proteinG: 0, carbsG: 9, sodiumMg: 70 },
    tagIds: [T.vegan, T.classic], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'jar', color: '#C4452E', accent: '#F2B248' },
  },
  {
    key: 'store-maple-syrup', category: 'S', type: 'SP',
    title: { en: 'Pure maple syrup, 540 mL', fr: 'Sirop d’érable pur, 540 ml' },
    description: {
      en: 'Amber, rich-taste syrup from a family sugar bush in the Laurentians.',
      fr: 'Sirop ambré au goût riche d’une érablière familiale des Laurentides.',
    },
    priceCents: 1495, taxable: false,
    nutrition: { calories: 210, fatG: 0, proteinG: 0, carbsG: 53, sodiumMg: 10 },
    tagIds: [T.vegan, T.glutenFree], cookingInstructions: ['NO'], container: 'RC',
    image: { shape: 'jar', color: '#B5651D', accent: '#F3DDB0' },
  },
  {
    key: 'store-family-tourtiere', category: 'S', type: 'SP',
    title: { en: 'Family tourtière, frozen (serves 6)', fr: 'Tourtière familiale surgelée (6 portions)' },
    description: {
      en: 'Our deep-dish pork and veal tourtière, frozen unbaked: straight from the freezer to the oven for 75 minutes.',
      fr: 'Notre tourtière creuse au porc et au veau, surgelée non cuite : du congélateur au four pendant 75 minutes.',
    },
    priceCents: 2895, taxable: true,
    nutrition: { calories: 540, fatG: 32, proteinG: 20, carbsG: 42, sodiumMg: 760 },
    tagIds: [T.classic, T.chef], cookingInstructions: ['OV'], container: 'CM',
    inventory: 40,
    image: { shape: 'plate', color: '#C98A3D', accent: '#7A4A2A' },
  },
  {
    key: 'store-holiday-cookie-tin', category: 'S', type: 'SP',
    title: { en: 'Holiday cookie tin (24 cookies)', fr: 'Boîte de biscuits des Fêtes (24 biscuits)' },
    description: {
      en: 'Gingerbread, shortbread, maple sandwich cookies and chocolate crinkles in a reusable tin. Limited batch.',
      fr: 'Bonshommes en pain d’épices, sablés, biscuits à la crème d’érable et craquelés au chocolat dans une boîte réutilisable. Quantité limitée.',
    },
    priceCents: 3495, taxable: true,
    nutrition: { calories: 120, fatG: 6, proteinG: 1, carbsG: 16, sodiumMg: 70 },
    tagIds: [T.vegetarian, T.isNew], cookingInstructions: ['NO'], container: 'RC',
    inventory: 20, allowPartialStock: true,
    image: { shape: 'box', color: '#A3213A', accent: '#E3A72F' },
  },
  {
    key: 'store-sugar-shack-kit', category: 'S', type: 'SP',
    title: { en: 'Sugar shack at home kit (serves 4)', fr: 'Trousse cabane à sucre à la maison (4 personnes)' },
    description: {
      en: 'Pea soup, maple ham, baked beans, crispy salt-pork rinds, pickled beets and a pouding chômeur to bake — spring’s feast, at home.',
      fr: 'Soupe aux pois, jambon à l’érable, fèves au lard, oreilles de crisse, betteraves marinées et un pouding chômeur à cuire — le festin du printemps, à la maison.',
    },
    priceCents: 8995, taxable: true, allowGstTaxRebate: true,
    nutrition: { calories: 1250, fatG: 56, proteinG: 48, carbsG: 138, sodiumMg: 2500 },
    tagIds: [T.classic, T.chef], cookingInstructions: ['OM'], container: 'CM',
    image: { shape: 'box', color: '#9A5B2E', accent: '#E3A72F' },
  },
];

export const products: SeedProduct[] = [...mealDelivery, ...catering, ...restaurant, ...store];

// Meal-delivery weekly menus. Monday–Friday mix breakfasts, lunches, suppers, chef's choice,
// kids, sushi, pizza, salads, snacks and drinks; Saturday and Sunday carry only LU, SU, CC and
// PZ (spec §5: weekend days are orderable only for lunch, supper, chef's choice and pizza).
// Sides (SI) are offered through their main dish's sideKeys, not listed on the menu.
export const menus: SeedMenu[] = [
  // week 0
  { week: 0, day: 1, productKeys: ['md-maple-apple-oatmeal', 'md-chicken-pot-pie', 'md-red-lentil-dal', 'md-pate-chinois', 'md-butter-chicken', 'md-kids-mac-and-cheese', 'md-quinoa-kale-salad', 'md-date-square', 'md-berry-smoothie'] },
  { week: 0, day: 2, productKeys: ['md-breakfast-burrito', 'md-chicken-shawarma-bowl', 'md-tourtiere', 'md-spaghetti-bolognese', 'md-salmon-avocado-maki', 'md-california-maki', 'md-kids-chicken-fingers', 'md-smoked-meat-sandwich', 'md-homemade-lemonade'] },
  { week: 0, day: 3, productKeys: ['md-quiche-lorraine', 'md-macaroni-chinois', 'md-braised-beef', 'md-duck-confit', 'md-pizza-margherita', 'md-pizza-all-dressed', 'md-greek-salad', 'md-spring-rolls', 'md-spicy-tuna-maki'] },
  { week: 0, day: 4, productKeys: ['md-yogurt-parfait', 'md-salmon-quinoa', 'md-pea-soup-ham', 'md-maple-salmon', 'md-ragout-boulettes', 'md-kids-meatball-pasta', 'md-chicken-cobb-salad', 'md-hummus-crudites', 'md-green-smoothie'] },
  { week: 0, day: 5, productKeys: ['md-french-toast', 'md-vegetable-lasagna', 'md-general-tao', 'md-short-ribs-stout', 'md-pizza-smoked-meat', 'md-salmon-poke-bowl', 'md-veggie-maki', 'md-vegetable-samosas', 'md-pouding-chomeur', 'md-pressed-apple-juice'] },
  { week: 0, day: 6, productKeys: ['md-turkey-chili', 'md-pate-chinois', 'md-wild-mushroom-risotto', 'md-pizza-all-dressed', 'md-pizza-grilled-vegetable'] },
  { week: 0, day: 7, productKeys: ['md-chicken-pot-pie', 'md-tourtiere', 'md-pork-tenderloin-cider', 'md-cod-beurre-blanc', 'md-pizza-margherita'] },
  // week 1
  { week: 1, day: 1, productKeys: ['md-breakfast-burrito', 'md-turkey-chili', 'md-pork-tenderloin-cider', 'md-spaghetti-bolognese', 'md-wild-mushroom-risotto', 'md-kids-grilled-cheese', 'md-golden-beet-salad', 'md-chicken-dumplings', 'md-mango-coconut-smoothie'] },
  { week: 1, day: 2, productKeys: ['md-maple-apple-oatmeal', 'md-red-lentil-dal', 'md-pate-chinois', 'md-maple-salmon', 'md-salmon-avocado-maki', 'md-veggie-maki', 'md-chicken-pesto-panini', 'md-energy-balls', 'md-homemade-lemonade'] },
  { week: 1, day: 3, productKeys: ['md-quiche-lorraine', 'md-chicken-shawarma-bowl', 'md-butter-chicken', 'md-cod-beurre-blanc', 'md-pizza-grilled-vegetable', 'md-pizza-margherita', 'md-kids-mac-and-cheese', 'md-chicken-caesar-salad', 'md-sugar-pie'] },
  { week: 1, day: 4, productKeys: ['md-yogurt-parfait', 'md-vegetable-lasagna', 'md-tourtiere', 'md-ragout-boulettes', 'md-california-maki', 'md-falafel-wrap', 'md-kids-chicken-fingers', 'md-cretons-and-bread', 'md-iced-tea'] },
  { week: 1, day: 5, productKeys: ['md-french-toast', 'md-pea-soup-ham', 'md-general-tao', 'md-duck-confit', 'md-pizza-all-dressed', 'md-pizza-smoked-meat', 'md-salmon-poke-bowl', 'md-turkey-club', 'md-date-square', 'md-berry-smoothie'] },
  { week: 1, day: 6, productKeys: ['md-salmon-quinoa', 'md-chicken-pot-pie', 'md-braised-beef', 'md-short-ribs-stout', 'md-pizza-smoked-meat'] },
  { week: 1, day: 7, productKeys: ['md-macaroni-chinois', 'md-butter-chicken', 'md-pate-chinois', 'md-wild-mushroom-risotto', 'md-pizza-grilled-vegetable'] },
];
