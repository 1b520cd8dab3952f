// Site-wide demo content for Mijote: bistros, corporate subsidies, the meal-delivery served
// area, holidays, The Golden Beet / La Betterave dorée articles, testimonials, provinces,
// promo codes and gift cards. Plain data typed with ./types.ts; src/seed/ maps it to tables.
// Every company, person, address, phone number and e-mail here is invented. Money is cents.

import type {
  SeedAddress,
  SeedBlog,
  SeedFranchise,
  SeedGiftCard,
  SeedHoliday,
  SeedPostalCode,
  SeedPromoCode,
  SeedProvince,
  SeedSubsidy,
  SeedTestimonial,
} from './types.js';

/** Joins article paragraphs (and '## ' subheadings) with the blank line the body format expects. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

// ---------------------------------------------------------------------------------------------
// Bistros (franchises). Back-office §3 / §9: province QC, country CA, PackageType P by default
// (C = chafing, used by the bistro that cooks for the on-site corporate cafeteria).
// customer-side §5: bistro delivery times must fall between firstDelivery and lastDelivery,
// pickup between the earliest time and closingTime.
// ---------------------------------------------------------------------------------------------

export const franchises: SeedFranchise[] = [
  {
    key: 'bistro-pointe-claire',
    name: { en: 'Mijote Bistro – Pointe-Claire', fr: 'Bistro Mijote – Pointe-Claire' },
    address: {
      name: 'Bistro Mijote',
      company: 'Mijote',
      line1: '955, boulevard Saint-Jean',
      line2: 'Local 110',
      city: 'Pointe-Claire',
      province: 'QC',
      postalCode: 'H9R 5K3',
      country: 'CA',
    },
    phone: '514-555-0161',
    email: 'pointe-claire@mijote.test',
    openingTime: '07:00',
    closingTime: '19:00',
    firstDelivery: '11:00',
    lastDelivery: '18:30',
    corporateOnly: false,
    packageType: 'P',
    enabled: true,
    latitude: 45.4672,
    longitude: -73.8212,
    deliveryPostalCodes: [
      { code: 'H9R', deliveryFeeCents: 395 },
      { code: 'H9S', deliveryFeeCents: 495 },
      { code: 'H9W', deliveryFeeCents: 595 },
      { code: 'H9J', deliveryFeeCents: 595 },
    ],
  },
  {
    key: 'bistro-kirkland',
    name: { en: 'Mijote Bistro – Kirkland', fr: 'Bistro Mijote – Kirkland' },
    address: {
      name: 'Bistro Mijote',
      company: 'Mijote',
      line1: '3690, boulevard Saint-Charles',
      city: 'Kirkland',
      province: 'QC',
      postalCode: 'H9H 3C4',
      country: 'CA',
    },
    phone: '514-555-0174',
    email: 'kirkland@mijote.test',
    openingTime: '07:30',
    closingTime: '19:30',
    firstDelivery: '11:30',
    lastDelivery: '19:00',
    corporateOnly: false,
    packageType: 'P',
    enabled: true,
    latitude: 45.4497,
    longitude: -73.8628,
    deliveryPostalCodes: [
      { code: 'H9H', deliveryFeeCents: 395 },
      { code: 'H9J', deliveryFeeCents: 395 },
      { code: 'H9A', deliveryFeeCents: 595 },
      { code: 'H9B', deliveryFeeCents: 595 },
      { code: 'H9G', deliveryFeeCents: 595 },
      { code: 'H9R', deliveryFeeCents: 595 },
    ],
  },
  {
    key: 'bistro-dorval',
    name: { en: 'Mijote Bistro – Dorval', fr: 'Bistro Mijote – Dorval' },
    address: {
      name: 'Bistro Mijote',
      company: 'Mijote',
      line1: '445, avenue Dorval',
      city: 'Dorval',
      province: 'QC',
      postalCode: 'H9S 3H6',
      country: 'CA',
    },
    phone: '514-555-0188',
    email: 'dorval@mijote.test',
    openingTime: '06:30',
    closingTime: '19:00',
    firstDelivery: '11:00',
    lastDelivery: '14:00',
    corporateOnly: false,
    // Dorval also cooks for the Novatech on-site cafeteria, served hot in chafing dishes.
    packageType: 'C',
    enabled: true,
    latitude: 45.4478,
    longitude: -73.7445,
    deliveryPostalCodes: [
      { code: 'H9S', deliveryFeeCents: 395 },
      { code: 'H9P', deliveryFeeCents: 395 },
      { code: 'H4Y', deliveryFeeCents: 495 },
      { code: 'H8T', deliveryFeeCents: 595 },
      { code: 'H8S', deliveryFeeCents: 595 },
      { code: 'H4S', deliveryFeeCents: 695 },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Corporate subsidies (employer-paid part of employees' meals). Back-office §9 defaults for a
// new subsidy are Discount 10, MaxRebate 10 $, MaxProductPrice 100 $, MaxProductCount 10; these
// two real-looking contracts are tighter. Weekdays are Monday–Friday only (1–5).
// ---------------------------------------------------------------------------------------------

const WEEKDAYS: SeedSubsidy['days'] = [1, 2, 3, 4, 5];

const aerotechPointeClaire: SeedAddress = {
  name: 'Cafétéria mobile – Aerotech Pointe-Claire',
  company: 'Aerotech Systèmes inc.',
  line1: '275, boulevard Hymus',
  line2: 'Quai de livraison B',
  city: 'Pointe-Claire',
  province: 'QC',
  postalCode: 'H9R 1G6',
  country: 'CA',
};

const aerotechKirkland: SeedAddress = {
  name: 'Cafétéria mobile – Aerotech Kirkland',
  company: 'Aerotech Systèmes inc.',
  line1: '17 120, route Transcanadienne',
  line2: 'Entrée principale',
  city: 'Kirkland',
  province: 'QC',
  postalCode: 'H9J 2M5',
  country: 'CA',
};

export const subsidies: SeedSubsidy[] = [
  {
    // On-site cafeteria in Novatech's plant near the airport (Dorval / Saint-Laurent line),
    // cooked and served by the Dorval bistro.
    key: 'subsidy-onsite-novatech',
    name: 'Cafétéria Novatech (sur place)',
    company: 'Novatech Aérospatiale inc.',
    isOnSite: true,
    discountPercent: 25,
    maxUnitAmountCents: 1600, // at most $16 of any one item is subsidised
    maxProductCount: 3,
    maxTotalAmountCents: 2500, // $25 of food per employee per day
    maxRebateCents: 1000, // the employer pays at most $10 a day
    perDeliveryDay: true,
    franchiseKey: 'bistro-dorval',
    days: WEEKDAYS,
    domains: ['novatech.test'],
    emails: [
      { firstName: 'Isabelle', lastName: 'Gagnon', email: 'isabelle.gagnon@novatech.test' },
      { firstName: 'Karim', lastName: 'Benali', email: 'karim.benali@novatech.test' },
      { firstName: 'Owen', lastName: 'Fraser', email: 'owen.fraser@novatech.test' },
    ],
    waiveFuel: true,
    waiveShipping: true,
    packageType: 'C',
    requireExternalUserId: true, // employees enter their badge number at checkout
    branding: true,
  },
  {
    // Mobile cafeteria: the truck stops at two Aerotech buildings at lunch.
    key: 'subsidy-mobile-aerotech',
    name: 'Cafétéria mobile Aerotech',
    company: 'Aerotech Systèmes inc.',
    isOnSite: false,
    discountPercent: 15,
    maxUnitAmountCents: 1400,
    maxProductCount: 2,
    maxTotalAmountCents: 2000,
    maxRebateCents: 500,
    perDeliveryDay: true,
    mobileAddresses: [aerotechPointeClaire, aerotechKirkland],
    days: WEEKDAYS,
    domains: ['aerotech.test'],
    emails: [
      { firstName: 'Sophie', lastName: 'Tremblay', email: 'sophie.tremblay@aerotech.test' },
      { firstName: 'Vikram', lastName: 'Patel', email: 'vikram.patel@aerotech.test' },
    ],
    waiveFuel: false,
    waiveShipping: true,
    packageType: 'P',
    requireExternalUserId: false,
    branding: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Meal-delivery served area. Codes are stored without spaces. customer-side §5: a postal match
// needs at least 6 characters and falls back by dropping trailing characters, so 'H9X 3L9' is
// tried as H9X3L9, then H9X3L, H9X3, H9X. The longer prefixes at the end show that rule: a
// campus drop-off cheaper than its FSA, and the airport, whose FSA (H4Y) is otherwise unserved.
// ---------------------------------------------------------------------------------------------

export const postalCodes: SeedPostalCode[] = [
  // West Island
  { code: 'H9R', city: 'Pointe-Claire', homeDeliveryFeeCents: 595, cateringDeliveryFeeCents: 1495 },
  { code: 'H9S', city: 'Dorval', homeDeliveryFeeCents: 595, cateringDeliveryFeeCents: 1495 },
  { code: 'H9P', city: 'Dorval', homeDeliveryFeeCents: 595, cateringDeliveryFeeCents: 1495 },
  { code: 'H9J', city: 'Kirkland', homeDeliveryFeeCents: 595, cateringDeliveryFeeCents: 1495 },
  { code: 'H9H', city: 'Kirkland', homeDeliveryFeeCents: 695, cateringDeliveryFeeCents: 1495 },
  { code: 'H9W', city: 'Beaconsfield', homeDeliveryFeeCents: 695, cateringDeliveryFeeCents: 1695 },
  { code: 'H9X', city: 'Sainte-Anne-de-Bellevue', homeDeliveryFeeCents: 795, cateringDeliveryFeeCents: 1995 },
  { code: 'H9K', city: 'Senneville', homeDeliveryFeeCents: 895, cateringDeliveryFeeCents: 2295 },
  { code: 'H9A', city: 'Dollard-des-Ormeaux', homeDeliveryFeeCents: 695, cateringDeliveryFeeCents: 1695 },
  { code: 'H9B', city: 'Dollard-des-Ormeaux', homeDeliveryFeeCents: 695, cateringDeliveryFeeCents: 1695 },
  { code: 'H9G', city: 'Dollard-des-Ormeaux', homeDeliveryFeeCents: 695, cateringDeliveryFeeCents: 1695 },
  { code: 'H8Y', city: 'Pierrefonds-Roxboro', homeDeliveryFeeCents: 795, cateringDeliveryFeeCents: 1795 },
  { code: 'H8Z', city: 'Pierrefonds-Roxboro', homeDeliveryFeeCents: 795, cateringDeliveryFeeCents: 1795 },
  { code: 'H9C', city: 'L’Île-Bizard–Sainte-Geneviève', homeDeliveryFeeCents: 895, cateringDeliveryFeeCents: 1995 },
  { code: 'H9E', city: 'L’Île-Bizard–Sainte-Geneviève', homeDeliveryFeeCents: 995, cateringDeliveryFeeCents: 2295 },
  { code: 'H8R', city: 'Lachine', homeDeliveryFeeCents: 795, cateringDeliveryFeeCents: 1795 },
  { code: 'H8S', city: 'Lachine', homeDeliveryFeeCents: 695, cateringDeliveryFeeCents: 1695 },
  { code: 'H8T', city: 'Lachine', homeDeliveryFeeCents: 695, cateringDeliveryFeeCents: 1695 },
  // Nearby Montréal boroughs and cities: longer drive, higher fees
  { code: 'H8N', city: 'LaSalle', homeDeliveryFeeCents: 995, cateringDeliveryFeeCents: 2495 },
  { code: 'H8P', city: 'LaSalle', homeDeliveryFeeCents: 995, cateringDeliveryFeeCents: 2495 },
  { code: 'H4S', city: 'Saint-Laurent', homeDeliveryFeeCents: 895, cateringDeliveryFeeCents: 1995 },
  { code: 'H4R', city: 'Saint-Laurent', homeDeliveryFeeCents: 995, cateringDeliveryFeeCents: 2295 },
  { code: 'H4T', city: 'Saint-Laurent', homeDeliveryFeeCents: 995, cateringDeliveryFeeCents: 2295 },
  { code: 'H4N', city: 'Saint-Laurent', homeDeliveryFeeCents: 1095, cateringDeliveryFeeCents: 2495 },
  { code: 'H4X', city: 'Montréal-Ouest', homeDeliveryFeeCents: 1095, cateringDeliveryFeeCents: 2495 },
  { code: 'H4V', city: 'Côte-Saint-Luc', homeDeliveryFeeCents: 1095, cateringDeliveryFeeCents: 2495 },
  { code: 'H4W', city: 'Côte-Saint-Luc', homeDeliveryFeeCents: 1095, cateringDeliveryFeeCents: 2495 },
  { code: 'H3X', city: 'Hampstead', homeDeliveryFeeCents: 1195, cateringDeliveryFeeCents: 2695 },
  { code: 'H4A', city: 'Côte-des-Neiges–Notre-Dame-de-Grâce', homeDeliveryFeeCents: 1195, cateringDeliveryFeeCents: 2695 },
  { code: 'H4B', city: 'Côte-des-Neiges–Notre-Dame-de-Grâce', homeDeliveryFeeCents: 1195, cateringDeliveryFeeCents: 2695 },
  { code: 'H4E', city: 'Le Sud-Ouest (Ville-Émard)', homeDeliveryFeeCents: 1295, cateringDeliveryFeeCents: 2995 },
  { code: 'H4G', city: 'Verdun', homeDeliveryFeeCents: 1295, cateringDeliveryFeeCents: 2995 },
  { code: 'H4H', city: 'Verdun', homeDeliveryFeeCents: 1295, cateringDeliveryFeeCents: 2995 },
  // Longer prefixes: matched before their FSA by the drop-trailing-characters fallback
  { code: 'H9X3L9', city: 'Sainte-Anne-de-Bellevue (cégep John-Abbott)', homeDeliveryFeeCents: 395, cateringDeliveryFeeCents: 995 },
  { code: 'H9X3V', city: 'Sainte-Anne-de-Bellevue (campus Macdonald)', homeDeliveryFeeCents: 495, cateringDeliveryFeeCents: 1295 },
  { code: 'H4Y1H1', city: 'Dorval (aéroport Montréal-Trudeau)', homeDeliveryFeeCents: 995, cateringDeliveryFeeCents: 3495 },
];

// ---------------------------------------------------------------------------------------------
// Holidays: the spec stores Day + Month only, so these are the fixed-date closures. The movable
// ones — Good Friday, Easter Monday, National Patriots' Day / Victoria Day (Monday before May 25),
// Labour Day (1st Monday of September), Thanksgiving (2nd Monday of October) — are added by the
// back-office each year for that year's date. Dec 24 and Dec 31 stay open on purpose: they are
// the busiest catering days of the year (réveillon platters).
// ---------------------------------------------------------------------------------------------

export const holidays: SeedHoliday[] = [
  { day: 1, month: 1, name: { en: 'New Year’s Day', fr: 'Jour de l’An' } },
  { day: 2, month: 1, name: { en: 'Day after New Year’s Day', fr: 'Lendemain du jour de l’An' } },
  {
    day: 24,
    month: 6,
    name: { en: 'Quebec’s National Holiday (Saint-Jean-Baptiste)', fr: 'Fête nationale du Québec (Saint-Jean-Baptiste)' },
  },
  { day: 1, month: 7, name: { en: 'Canada Day', fr: 'Fête du Canada' } },
  { day: 25, month: 12, name: { en: 'Christmas Day', fr: 'Noël' } },
  { day: 26, month: 12, name: { en: 'Boxing Day', fr: 'Lendemain de Noël' } },
];

// ---------------------------------------------------------------------------------------------
// Testimonials (invented customers, first name + last initial).
// ---------------------------------------------------------------------------------------------

export const testimonials: SeedTestimonial[] = [
  {
    author: 'Geneviève L.',
    city: 'Beaconsfield',
    service: 'mealDelivery',
    quote: {
      en: 'Since our second baby arrived, the weekly menu has kept us fed and sane. The butter chicken is gone before I can get it onto a plate, and the kids’ portions are exactly the right size.',
      fr: 'Depuis l’arrivée de notre deuxième bébé, le menu de la semaine nous garde nourris et sains d’esprit. Le poulet au beurre disparaît avant que j’aie le temps de le servir, et les portions pour enfants sont juste parfaites.',
    },
  },
  {
    author: 'Robert M.',
    city: 'Pointe-Claire',
    service: 'mealDelivery',
    quote: {
      en: 'At 82 I don’t cook much anymore. The driver knows my name, the pea soup tastes like my late wife’s, and the labels are printed big enough for me to read.',
      fr: 'À 82 ans, je ne cuisine plus beaucoup. Le livreur connaît mon nom, la soupe aux pois goûte celle de ma défunte femme et les étiquettes sont assez grosses pour que je puisse les lire.',
    },
  },
  {
    author: 'Priya S.',
    city: 'Dollard-des-Ormeaux',
    service: 'mealDelivery',
    quote: {
      en: 'Three kids, two hockey schedules and one very tired dad. The family packs on Tuesday and Thursday nights have honestly changed our week.',
      fr: 'Trois enfants, deux horaires de hockey et un papa épuisé. Les formats familiaux du mardi et du jeudi soir ont vraiment changé notre semaine.',
    },
  },
  {
    author: 'Marc-André T.',
    city: 'Kirkland',
    service: 'catering',
    quote: {
      en: 'We ordered sixty lunch boxes for a retirement party. Everything arrived twenty minutes early, every allergy was labelled, and people were still talking about the sugar pie the next morning.',
      fr: 'On a commandé soixante boîtes à lunch pour un départ à la retraite. Tout est arrivé vingt minutes d’avance, chaque allergie était bien identifiée, et les gens parlaient encore de la tarte au sucre le lendemain matin.',
    },
  },
  {
    author: 'Sarah K.',
    city: 'Baie-D’Urfé',
    service: 'catering',
    quote: {
      en: 'The sandwich platters and the hot buffet for my daughter’s First Communion were generous, beautiful and easy. I actually got to sit down and enjoy my own party.',
      fr: 'Les plateaux de sandwichs et le buffet chaud pour la première communion de ma fille étaient généreux, beaux et simples. Pour une fois, j’ai pu m’asseoir et profiter de ma propre fête.',
    },
  },
  {
    author: 'Luc B.',
    city: 'Dorval',
    service: 'restaurant',
    quote: {
      en: 'I grab a breakfast sandwich and a coffee at the avenue Dorval bistro before my train every morning. Fast, friendly, and the bagels are the real thing.',
      fr: 'Chaque matin, je prends un sandwich déjeuner et un café au bistro de l’avenue Dorval avant mon train. Rapide, sympathique, et les bagels sont des vrais.',
    },
  },
  {
    author: 'Émilie R.',
    city: 'Pierrefonds',
    service: 'restaurant',
    quote: {
      en: 'The Kirkland bistro is our Friday lunch spot. The soup of the day changes every time and I have yet to be disappointed.',
      fr: 'Le bistro de Kirkland, c’est notre dîner du vendredi. La soupe du jour change chaque fois et je n’ai jamais été déçue.',
    },
  },
  {
    author: 'Jonathan W.',
    city: 'Sainte-Anne-de-Bellevue',
    service: 'corporate',
    quote: {
      en: 'Our on-site cafeteria went from microwaved leftovers to real hot meals, and the company subsidy is applied automatically at checkout. Lunch is now the best meeting of the day.',
      fr: 'Notre cafétéria sur place est passée des restes réchauffés au micro-ondes à de vrais repas chauds, et la subvention de l’employeur s’applique toute seule au paiement. Le dîner est devenu la meilleure réunion de la journée.',
    },
  },
  {
    author: 'Nadia H.',
    city: 'Pointe-Claire',
    service: 'mobile',
    quote: {
      en: 'The mobile cafeteria stops at our building on boulevard Hymus right at noon. I order from my desk by 9:30 and my salad is waiting at the door.',
      fr: 'La cafétéria mobile s’arrête devant notre immeuble du boulevard Hymus pile à midi. Je commande de mon bureau avant 9 h 30 et ma salade m’attend à la porte.',
    },
  },
  {
    author: 'Claire D.',
    city: 'Senneville',
    service: 'generic',
    quote: {
      en: 'I gave Mijote gift cards to the neighbours who helped us after my surgery. Two of them have become regular customers since.',
      fr: 'J’ai offert des cartes-cadeaux Mijote aux voisins qui nous ont aidés après mon opération. Deux d’entre eux sont devenus des clients réguliers depuis.',
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Provinces and territories of Canada (the province dropdown).
// ---------------------------------------------------------------------------------------------

export const provinces: SeedProvince[] = [
  { code: 'AB', country: 'CA', name: { en: 'Alberta', fr: 'Alberta' } },
  { code: 'BC', country: 'CA', name: { en: 'British Columbia', fr: 'Colombie-Britannique' } },
  { code: 'MB', country: 'CA', name: { en: 'Manitoba', fr: 'Manitoba' } },
  { code: 'NB', country: 'CA', name: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' } },
  { code: 'NL', country: 'CA', name: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' } },
  { code: 'NS', country: 'CA', name: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' } },
  { code: 'NT', country: 'CA', name: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' } },
  { code: 'NU', country: 'CA', name: { en: 'Nunavut', fr: 'Nunavut' } },
  { code: 'ON', country: 'CA', name: { en: 'Ontario', fr: 'Ontario' } },
  { code: 'PE', country: 'CA', name: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' } },
  { code: 'QC', country: 'CA', name: { en: 'Quebec', fr: 'Québec' } },
  { code: 'SK', country: 'CA', name: { en: 'Saskatchewan', fr: 'Saskatchewan' } },
  { code: 'YT', country: 'CA', name: { en: 'Yukon', fr: 'Yukon' } },
];

// ---------------------------------------------------------------------------------------------
// Promo codes: one per rule of customer-side §4/§5. A code applies only if valid, not expired
// and status 'V'; it is refused below its minimum (sorry-amount), when maxed out
// (promo-maxedout), for another store (promo-invalid-store), otherwise when not valid or expired
// (sorry-expired). The discount is capped at the amount due. Demo "today" is 2026-11-22.
// ---------------------------------------------------------------------------------------------

export const promoCodes: SeedPromoCode[] = [
  {
    code: 'BIENVENUE10',
    type: 'dollars',
    amount: 1000,
    status: 'V',
    startsOn: { daysFromSeed: -60 },
    expiresOn: { daysFromSeed: 540 },
    minimumAmountCents: 0,
    maxUses: null,
    timesUsed: 142,
    storeSource: null,
    note: 'Valid fixed-amount code: $10 off in every store, no minimum, unlimited uses (promo-added). On a smaller order the discount is capped at the amount due.',
  },
  {
    code: 'SOUPE15',
    type: 'percent',
    amount: 15,
    status: 'V',
    startsOn: { daysFromSeed: -30 },
    expiresOn: { daysFromSeed: 540 },
    minimumAmountCents: 0,
    maxUses: null,
    timesUsed: 37,
    storeSource: null,
    note: 'Valid percentage code: 15 % off the subtotal in every store (promo-added).',
  },
  {
    code: 'ETE2026',
    type: 'percent',
    amount: 20,
    status: 'V',
    startsOn: { daysFromSeed: -200 },
    expiresOn: { daysFromSeed: -140 },
    minimumAmountCents: 0,
    maxUses: null,
    timesUsed: 88,
    storeSource: null,
    note: 'Expired: the summer campaign ended 140 days before the first start, so it is refused with sorry-expired even though its status is still V.',
  },
  {
    code: 'LANCEMENT25',
    type: 'dollars',
    amount: 2500,
    status: 'V',
    startsOn: { daysFromSeed: -60 },
    expiresOn: { daysFromSeed: 540 },
    minimumAmountCents: 0,
    maxUses: 25,
    timesUsed: 25,
    storeSource: null,
    note: 'Maxed out: all 25 uses are spent (timesUsed = maxUses), refused with promo-maxedout.',
  },
  {
    code: 'TRAITEUR20',
    type: 'percent',
    amount: 20,
    status: 'V',
    startsOn: { daysFromSeed: -60 },
    expiresOn: { daysFromSeed: 540 },
    minimumAmountCents: 0,
    maxUses: null,
    timesUsed: 12,
    storeSource: 'catering',
    note: 'One store only: 20 % off catering orders; in any other store it is refused with promo-invalid-store.',
  },
  {
    code: 'FAMILLE75',
    type: 'dollars',
    amount: 1500,
    status: 'V',
    startsOn: { daysFromSeed: -60 },
    expiresOn: { daysFromSeed: 540 },
    minimumAmountCents: 7500,
    maxUses: null,
    timesUsed: 54,
    storeSource: null,
    note: 'Minimum amount: $15 off orders of $75 or more; below $75 it is refused with sorry-amount.',
  },
  {
    code: 'BISTRO5',
    type: 'dollars',
    amount: 500,
    status: 'I',
    startsOn: { daysFromSeed: -60 },
    expiresOn: { daysFromSeed: 540 },
    minimumAmountCents: 0,
    maxUses: null,
    timesUsed: 310,
    storeSource: null,
    note: 'Invalid status: dates are fine but status is I (withdrawn by the back-office), so it is refused with sorry-expired.',
  },
  {
    code: 'DERNIERECHANCE',
    type: 'percent',
    amount: 10,
    status: 'V',
    startsOn: { daysFromSeed: -20 },
    expiresOn: { daysFromSeed: 540 },
    minimumAmountCents: 0,
    maxUses: 100,
    timesUsed: 97,
    storeSource: null,
    note: 'Usage limit nearly reached: 3 uses left out of 100; it works now and becomes maxed out after three more orders.',
  },
  {
    code: 'REVEILLON2027',
    type: 'percent',
    amount: 10,
    status: 'V',
    startsOn: { daysFromSeed: 60 },
    expiresOn: { daysFromSeed: 90 },
    minimumAmountCents: 0,
    maxUses: null,
    timesUsed: 0,
    storeSource: null,
    note: 'Not yet valid: the holiday campaign starts 60 days after the first start, so until then it is refused with sorry-expired ("expired or invalid").',
  },
];

// ---------------------------------------------------------------------------------------------
// Gift cards: status 'a' = created (still usable), 'u' = used up.
// ---------------------------------------------------------------------------------------------

export const giftCards: SeedGiftCard[] = [
  { code: 'MIJ-4K7Q-2ZP9', amountCents: 2500, balanceCents: 2500, status: 'a' },
  { code: 'MIJ-8RTD-5XWB', amountCents: 5000, balanceCents: 5000, status: 'a' },
  { code: 'MIJ-H3N6-VC2M', amountCents: 10000, balanceCents: 10000, status: 'a' },
  { code: 'MIJ-P9LE-7QAF', amountCents: 5000, balanceCents: 1875, status: 'a' }, // partly used
  { code: 'MIJ-2BWS-K4JY', amountCents: 7500, balanceCents: 0, status: 'u' }, // fully used
];

// ---------------------------------------------------------------------------------------------
// The Golden Beet / La Betterave dorée: food-history articles, written separately in each
// language (not translated line by line). Bodies: paragraphs separated by a blank line,
// '## ' starts a subheading.
// ---------------------------------------------------------------------------------------------

const tourtiere: SeedBlog = {
  key: 'blog-tourtiere-reveillon',
  slug: {
    en: 'tourtiere-and-the-christmas-reveillon',
    fr: 'la-tourtiere-et-le-reveillon-de-noel',
  },
  title: {
    en: 'Tourtière and the Réveillon: A Pie Worth Staying Up For',
    fr: 'La tourtière et le réveillon : une tarte qui vaut la peine de veiller',
  },
  summary: {
    en: 'Why Quebec families have eaten meat pie after midnight mass for generations, and how one name came to cover a dozen different recipes.',
    fr: 'Pourquoi les familles québécoises mangent de la tourtière au retour de la messe de minuit depuis des générations, et comment un seul nom en est venu à désigner une douzaine de recettes.',
  },
  body: {
    en: paragraphs(
      'Every December, our Pointe-Claire kitchen smells the way it has for as long as any of us can remember: pork and onions softening in the pot, cinnamon and clove in the air, and stacks of pastry rounds waiting on floured counters. Tourtière season has begun. Before we bake a few thousand of them for your holiday tables, we wanted to tell the story of this pie, and of the long night it belongs to.',
      '## A night that ended with a feast',
      'The réveillon — from réveiller, to wake up — was the meal French-Canadian families ate after coming home from midnight mass on Christmas Eve. For generations, Catholic households fasted or ate lightly through the day before. Then they bundled into sleighs, rode through the cold to the parish church and came home well after midnight, hungry and wide awake. What waited on the table was the richest food of the year: pork hock stew, meatball stew, pickled beets, cretons, sugar pie, doughnuts fried the week before and, at the centre of it all, the tourtière.',
      'The feast often ran until dawn. Children who had been allowed to stay up fell asleep on the benches, the fiddle came out, and the same stories were told once again. New Year’s Day, not Christmas, was traditionally the day for visiting and for gifts, so the réveillon was less about presents than about being together, well fed, warm and a little tired.',
      '## Where the name comes from',
      'You will hear two stories about the word tourtière. The romantic one links it to the tourte, the passenger pigeon that once darkened the skies of New France in enormous flocks and went into many a pie, until it was hunted to extinction early in the twentieth century. The likelier one is plainer: a tourtière was the deep dish the pie was baked in, and the dish lent its name to what came out of it, much as a casserole did. Food historians generally side with the dish. We like that both stories say something true: the pie was made from whatever meat the season and the land provided.',
      '## One name, many pies',
      'Ask ten Quebec families for their tourtière recipe and you will get eleven answers. In Montreal and across much of the south of the province, a tourtière is a shallow, double-crusted pie of finely ground pork — sometimes with veal or beef — seasoned with onion, garlic, savory and the warm “sweet spices” of old: cinnamon, clove, allspice and nutmeg. Some cooks bind the filling with mashed potato, others with breadcrumbs or rolled oats.',
      'Travel to the Saguenay–Lac-Saint-Jean and the same word means something else entirely: a deep pot lined with pastry and filled with cubes of pork, beef, sometimes game, and potatoes, covered with broth and baked slowly for hours. Elsewhere that dish goes by cipaille or cipâte, a name some trace to the “sea pie” of English sailors, its layers of meat and pastry stacked like the decks of a ship. Neighbours have been arguing for a century about which one is the real tourtière, and we have no intention of settling it.',
      '## Baked ahead, kept in the cold',
      'Part of the tourtière’s place in the holidays was practical. Before refrigerators, December itself was the freezer. In the weeks before Christmas, farm women baked dozens of pies and stored them in the unheated summer kitchen, on the back porch or in the woodshed, where they froze solid and waited for the réveillon and the round of New Year’s visits. A tourtière could be warmed in the wood stove while the family pulled off their boots. It fed a crowd, it travelled well, and it tasted even better with a spoonful of homemade fruit ketchup, the sweet, chunky tomato-and-fruit relish that still sits beside it on most Quebec tables.',
      '## How we make ours',
      'Our own recipe comes from the Montreal tradition: pork and a little veal, onions cooked slowly until golden, a pinch of clove and cinnamon, and an all-butter crust we roll by hand. We bake it in the same weeks our grandmothers did and deliver it frozen, so you can do exactly what they did — slide it into the oven after midnight mass, or once the last guest finally arrives. Bring out the fruit ketchup. Stay up late. That is the whole point.',
    ),
    fr: paragraphs(
      'Chaque mois de décembre, notre cuisine de Pointe-Claire se remplit des mêmes odeurs : le porc et les oignons qui mijotent doucement, la cannelle et le clou de girofle qui flottent dans l’air, les abaisses de pâte empilées sur les comptoirs enfarinés. La saison des tourtières est commencée. Avant d’en cuire quelques milliers pour vos tables des Fêtes, on avait envie de vous raconter l’histoire de cette tarte, et de la longue nuit à laquelle elle appartient.',
      '## Une nuit qui finissait en festin',
      'Le réveillon, c’est d’abord le repas que les familles canadiennes-françaises prenaient au retour de la messe de minuit, la veille de Noël. Pendant des générations, on jeûnait ou on mangeait peu durant la journée. Puis on s’emmitouflait dans la carriole, on bravait le froid jusqu’à l’église de la paroisse et on rentrait bien après minuit, le ventre creux et les yeux grands ouverts. Sur la table attendait ce que l’année avait de plus riche : ragoût de pattes de cochon, ragoût de boulettes, betteraves marinées, cretons, tarte au sucre, beignes frits la semaine d’avant et, au milieu de tout ça, la tourtière.',
      'La fête s’étirait souvent jusqu’à l’aube. Les enfants qui avaient eu la permission de veiller s’endormaient sur les bancs, le violon sortait de son étui et on se racontait les mêmes histoires que l’année d’avant. Comme c’était le jour de l’An, et non Noël, qui servait traditionnellement aux visites et aux étrennes, le réveillon tenait moins aux cadeaux qu’au simple bonheur d’être ensemble, bien nourris, au chaud et un peu fatigués.',
      '## D’où vient le mot',
      'On entend deux histoires au sujet du mot « tourtière ». La plus romantique le rattache à la tourte, cette tourte voyageuse qui obscurcissait autrefois le ciel de la Nouvelle-France en volées immenses et qu’on mettait volontiers en pâté, jusqu’à ce que la chasse la fasse disparaître au début du vingtième siècle. L’autre, plus probable, est toute simple : la tourtière, c’était le plat creux dans lequel on cuisait la tarte, et le contenant a fini par donner son nom au contenu. Les historiens de l’alimentation penchent généralement pour le plat. Nous, on aime que les deux versions disent quelque chose de vrai : la tourtière se faisait avec la viande que la saison et le pays voulaient bien offrir.',
      '## Un nom, mille tourtières',
      'Demandez sa recette de tourtière à dix familles québécoises et vous obtiendrez onze réponses. À Montréal et dans une bonne partie du sud de la province, c’est une tarte à double croûte, plutôt plate, garnie de porc haché fin — parfois avec du veau ou du bœuf — et relevée d’oignon, d’ail, de sarriette et des « épices douces » d’autrefois : cannelle, clou de girofle, piment de la Jamaïque et muscade. Certaines cuisinières lient la farce avec de la purée de pommes de terre, d’autres avec de la chapelure ou du gruau.',
      'Au Saguenay–Lac-Saint-Jean, le même mot désigne tout autre chose : un chaudron foncé de pâte, rempli de cubes de porc, de bœuf, parfois de gibier, et de pommes de terre, mouillé de bouillon et cuit lentement pendant des heures. Ailleurs, on l’appelle cipaille ou cipâte, un nom que certains font remonter au « sea pie » des marins anglais, avec ses étages de viande et de pâte superposés comme les ponts d’un navire. Les voisins se chicanent depuis un siècle pour savoir laquelle est la vraie tourtière, et on n’a aucune intention de trancher.',
      '## Cuite d’avance, gardée au froid',
      'Si la tourtière a pris tant de place dans le temps des Fêtes, c’est aussi pour des raisons pratiques. Avant le réfrigérateur, décembre faisait office de congélateur. Dans les semaines précédant Noël, les fermières cuisaient des dizaines de pâtés qu’elles rangeaient dans la cuisine d’été, sur la galerie ou dans le hangar à bois, où ils gelaient dur en attendant le réveillon et la tournée des visites du jour de l’An. On réchauffait la tourtière dans le poêle à bois pendant que la famille enlevait ses bottes. Elle nourrissait toute une tablée, voyageait bien et goûtait encore meilleur avec une cuillerée de ketchup aux fruits maison, ce condiment sucré aux tomates et aux fruits qu’on trouve encore à côté d’elle sur la plupart des tables du Québec.',
      '## Notre façon de la faire',
      'Notre recette à nous vient de la tradition montréalaise : du porc et un peu de veau, des oignons cuits lentement jusqu’à ce qu’ils soient bien dorés, une pincée de clou et de cannelle, et une pâte pur beurre abaissée à la main. On la cuit dans les mêmes semaines que nos grands-mères et on vous la livre congelée, pour que vous puissiez faire exactement comme elles : la glisser au four au retour de la messe de minuit, ou quand le dernier invité finit par arriver. Sortez le ketchup aux fruits. Veillez tard. C’est tout le principe.',
    ),
  },
  publishedOn: '2026-11-16',
  author: 'Hélène Marchand',
  image: { shape: 'plate', color: '#B5651D', accent: '#7A1F2B' },
};

const smokedMeatAndBagels: SeedBlog = {
  key: 'blog-smoked-meat-bagels',
  slug: {
    en: 'smoked-meat-bagels-and-the-main',
    fr: 'smoked-meat-bagels-et-la-main',
  },
  title: {
    en: 'Smoked Meat, Bagels and the Main: How Immigration Set Montreal’s Table',
    fr: 'Smoked meat, bagels et la Main : quand l’immigration a mis la table à Montréal',
  },
  summary: {
    en: 'Two of Montreal’s most famous foods arrived with Jewish immigrants from Eastern Europe, and the city has been lining up for them ever since.',
    fr: 'Deux des aliments les plus célèbres de Montréal sont arrivés avec les immigrants juifs d’Europe de l’Est, et la ville fait la file pour eux depuis ce temps-là.',
  },
  body: {
    en: paragraphs(
      'Ask a visitor what they want to eat in Montreal and the answer usually comes in two words: smoked meat, or bagels. Neither was invented on this island. Both arrived in the luggage — and, more to the point, in the memories — of immigrants who came here with very little, and both changed so much in a few decades that today they belong to Montreal and nowhere else.',
      '## The Main, around 1900',
      'Between the 1880s and the First World War, tens of thousands of Jewish families left the Russian Empire, Romania, Poland and Galicia, fleeing poverty and pogroms. Many of those who chose Canada settled in Montreal, along and around boulevard Saint-Laurent — the Main — the street that then divided the city’s English-speaking west from its French-speaking east. There they opened tailor shops, garment factories, synagogues, groceries and, inevitably, places to eat. By the 1930s Yiddish was one of the most widely spoken languages in the neighbourhood, and the smell of rye bread and cured beef drifted out of doorways all along the street.',
      '## Smoked meat: brisket with a Romanian accent',
      'The method behind smoked meat comes from the Romanian and Eastern European habit of curing beef with salt and spices to make it keep — a close cousin of pastrami. In Montreal it settled into a style of its own: a whole brisket rubbed for days with a peppery mix of coriander, black pepper, garlic and mustard seed, smoked, then steamed until it is so tender it has to be sliced by hand. Delicatessens appeared on the Main early in the twentieth century. The most famous of them, Schwartz’s, was opened in 1928 by Reuben Schwartz, a Jewish immigrant from Romania, and its recipe has barely changed since.',
      'Ordering smoked meat has its own rituals. You choose lean, medium or fat — regulars say medium. It comes piled high on rye bread with yellow mustard, a dill pickle and fries on the side, often with a black cherry soda. Nobody asks for mayonnaise twice.',
      '## Bagels: boiled, honeyed, wood-fired',
      'The bagel was a staple of Jewish bakeries in Poland and Russia long before it crossed the Atlantic. Montreal’s version is the one Montrealers will defend with real heat: smaller and denser than a New York bagel, with a bigger hole, rolled by hand, boiled in water sweetened with honey and baked in a wood-fired oven until the crust turns deep gold and faintly smoky. Sesame or poppy seed, the two classics, go on by the handful.',
      'Two bakeries in the Mile End have carried the tradition for generations. Fairmount Bagel traces its roots to 1919, when Isadore Shlafman opened a bakery near the Main; St-Viateur Bagel was founded in 1957 by Myer Lewkowicz, a Holocaust survivor. Both still bake around the clock, and the friendly rivalry between them is one of the city’s favourite arguments.',
      '## From the Main to the West Island',
      'After the Second World War, as families prospered, many moved from the Plateau and the Mile End to Outremont, Côte-Saint-Luc, Hampstead and, later, the West Island. The delis and bakeries followed, or at least their recipes did. That is how a smoked meat sandwich became an ordinary Saturday lunch in Dollard-des-Ormeaux, and how a dozen sesame bagels became the thing you bring to a friend’s house in Beaconsfield on a Sunday morning.',
      'What strikes us most, as cooks, is how completely these foods crossed the lines between communities. French-speaking Quebecers adopted smoked meat so thoroughly that you will find it in poutine, on pizza and at the snack bar of every hockey arena. The name never even got translated: in French, it is simply un smoked meat.',
      '## Our nod to the tradition',
      'We don’t pretend to out-smoke the Main. But our catering platters include a smoked meat sandwich on rye with old-fashioned mustard, our bistros bake sesame bagels every morning for their breakfast sandwiches, and once a season our meal-delivery menu offers a brisket cooked low and slow, the long way. Consider it our thank-you to the families who taught this city how to eat.',
    ),
    fr: paragraphs(
      'Demandez à un touriste ce qu’il veut manger à Montréal et la réponse tient souvent en deux mots : smoked meat ou bagels. Ni l’un ni l’autre n’est né sur l’île. Ils sont arrivés dans les valises — et surtout dans la mémoire — d’immigrants venus ici presque les mains vides, puis ils se sont tellement transformés en quelques décennies qu’aujourd’hui, ils n’appartiennent plus qu’à Montréal.',
      '## La Main, vers 1900',
      'Entre les années 1880 et la Première Guerre mondiale, des dizaines de milliers de familles juives ont quitté l’Empire russe, la Roumanie, la Pologne et la Galicie pour fuir la misère et les pogroms. Beaucoup de celles qui ont choisi le Canada se sont installées à Montréal, le long du boulevard Saint-Laurent et dans les rues voisines. La Main, comme on l’appelait, séparait alors l’ouest anglophone de l’est francophone. On y a ouvert des ateliers de tailleur, des manufactures de vêtements, des synagogues, des épiceries et, forcément, des endroits où manger. Dans les années 1930, le yiddish comptait parmi les langues les plus parlées du quartier, et l’odeur du pain de seigle et du bœuf mariné sortait de toutes les portes.',
      '## Le smoked meat : une poitrine à l’accent roumain',
      'La technique derrière le smoked meat vient de l’habitude roumaine et est-européenne de saler et d’épicer le bœuf pour le conserver; c’est un proche parent du pastrami. À Montréal, elle a pris un style bien à elle : une poitrine de bœuf entière, frottée pendant plusieurs jours d’un mélange bien poivré de coriandre, de poivre noir, d’ail et de graines de moutarde, fumée, puis cuite à la vapeur jusqu’à devenir si tendre qu’il faut la trancher à la main. Les premiers delicatessens apparaissent sur la Main au début du vingtième siècle. Le plus célèbre, Schwartz’s, a été ouvert en 1928 par Reuben Schwartz, un immigrant juif originaire de Roumanie, et sa recette n’a presque pas bougé depuis.',
      'Commander un smoked meat a ses rituels. On le choisit maigre, médium ou gras — les habitués disent médium. Il arrive empilé sur du pain de seigle avec de la moutarde jaune, un cornichon à l’aneth et des frites, souvent accompagné d’un soda à la cerise noire. Personne ne demande de mayonnaise deux fois.',
      '## Les bagels : bouillis, miellés, cuits au bois',
      'Le bagel était un pilier des boulangeries juives de Pologne et de Russie bien avant de traverser l’Atlantique. Celui de Montréal, les Montréalais le défendent avec passion : plus petit et plus dense que celui de New York, avec un trou plus grand, roulé à la main, bouilli dans une eau sucrée au miel, puis cuit au four à bois jusqu’à ce que la croûte soit bien dorée et légèrement fumée. Sésame ou pavot, les deux classiques, s’appliquent à pleines poignées.',
      'Dans le Mile End, deux boulangeries portent la tradition depuis des générations. Fairmount Bagel remonte à 1919, quand Isadore Shlafman a ouvert une boulangerie près de la Main; St-Viateur Bagel a été fondé en 1957 par Myer Lewkowicz, un survivant de l’Holocauste. Les deux cuisent encore jour et nuit, et leur rivalité amicale est l’un des débats préférés de la ville.',
      '## De la Main à l’Ouest-de-l’Île',
      'Après la Seconde Guerre mondiale, à mesure que les familles prospéraient, beaucoup ont quitté le Plateau et le Mile End pour Outremont, Côte-Saint-Luc, Hampstead, puis l’Ouest-de-l’Île. Les delis et les boulangeries ont suivi, ou du moins leurs recettes. C’est comme ça qu’un sandwich au smoked meat est devenu un dîner du samedi bien ordinaire à Dollard-des-Ormeaux, et qu’une douzaine de bagels au sésame est devenue ce qu’on apporte chez des amis à Beaconsfield, un dimanche matin.',
      'Ce qui nous frappe le plus, comme cuisiniers, c’est à quel point ces aliments ont traversé les frontières entre les communautés. Les Québécois francophones ont adopté le smoked meat si complètement qu’on le retrouve dans la poutine, sur la pizza et au casse-croûte de tous les arénas. Le mot, lui, n’a jamais été traduit : en français, on commande tout simplement « un smoked meat ».',
      '## Notre clin d’œil à la tradition',
      'On ne prétend pas fumer mieux que la Main. Mais nos plateaux traiteur comptent un sandwich au smoked meat sur pain de seigle avec moutarde à l’ancienne, nos bistros cuisent chaque matin des bagels au sésame pour leurs sandwichs déjeuner et, une fois par saison, notre menu de livraison à domicile propose une poitrine de bœuf cuite longuement, à basse température. Voyez-y notre façon de remercier les familles qui ont appris à cette ville à bien manger.',
    ),
  },
  publishedOn: '2026-08-20',
  author: 'Daniel Kaplan',
  image: { shape: 'tray', color: '#D9A35B', accent: '#3E2A1E' },
};

const sugarShack: SeedBlog = {
  key: 'blog-sugar-shack',
  slug: {
    en: 'when-the-sap-runs-a-history-of-the-sugar-shack',
    fr: 'quand-les-erables-coulent-histoire-de-la-cabane-a-sucre',
  },
  title: {
    en: 'When the Sap Runs: A Short History of the Sugar Shack',
    fr: 'Quand les érables coulent : petite histoire de la cabane à sucre',
  },
  summary: {
    en: 'From Indigenous sugar camps to pea soup and taffy on snow, how a few weeks of early spring became Quebec’s favourite feast.',
    fr: 'Des campements de sucrerie autochtones à la tire sur la neige, comment quelques semaines de fin d’hiver sont devenues la fête préférée du Québec.',
  },
  body: {
    en: paragraphs(
      'Sometime in March, a West Island morning starts well below freezing and the afternoon climbs to six or seven degrees. Snowbanks sag, the gutters run, and somewhere off the highway out towards Rigaud a column of steam rises from a wooden roof. The sap is running. Quebecers need no calendar to know what that means: it is the temps des sucres, sugaring-off season, and it is time to go to the cabane.',
      '## What the first peoples knew',
      'Long before Europeans arrived, the Indigenous peoples of the northeast — among them the Anishinaabe, the Haudenosaunee and the Wabanaki nations — knew that the sugar maple gives up a sweet water at the end of winter. They cut the bark, guided the sap into bark containers and concentrated it, either by boiling it with hot stones in wooden troughs or by letting it freeze overnight and throwing away the ice. The result was maple sugar, a food that kept all year and travelled well. Many nations have their own stories about how the maple’s gift was discovered, and several still hold sugar camps every spring.',
      'French settlers in the St. Lawrence valley learned the technique in the seventeenth and eighteenth centuries and adapted it to the iron kettle. For rural families, maple sugar was not a treat but a staple: imported cane sugar was expensive, and a good sugar bush could sweeten a household’s cooking for a whole year. The sugar was poured into moulds, stored in hard cakes and shaved with a knife into porridge, beans and pies.',
      '## From kettle to evaporator',
      'The nineteenth century brought the flat boiling pan, then the evaporator with its channelled compartments, which turned sap into syrup far faster and more evenly. As cheap cane and beet sugar arrived by rail, Quebec farms made less hard sugar and more syrup, and maple became less a necessity than a pleasure. It takes about forty litres of sap, which is only around two per cent sugar, to make a single litre of syrup — which explains both the clouds of steam and the price. Today Quebec produces roughly seven of every ten litres of maple syrup in the world.',
      '## The meal that came with the work',
      'Sugaring was hard work. Men and teenagers hauled pails through wet snow from tree to tree, and the boiling went on late into the night. The cabane fed them with what a farm had on hand at the end of winter: pea soup, ham, baked beans, potatoes, eggs, and thick slices of salt pork fried until crisp — the famous oreilles de crisse, whose irreverent name we will leave untranslated. Everything got a pour of fresh syrup, the omelette included.',
      'By the twentieth century, families and friends were visiting the sugar bush just for the party, and the cabane à sucre became a restaurant for a few weeks a year, with long communal tables, a fiddler and a caller for the square dance. The highlight for every child is still the tire sur la neige: boiling syrup poured in ribbons over clean packed snow, then rolled up on a wooden stick as it sets into soft taffy.',
      '## Bringing the cabane home',
      'Not everyone can drive out to a sugar bush on a Tuesday night. So every spring, for the length of the season, our meal-delivery menu borrows from the cabane: pea soup simmered with a ham bone, maple-glazed ham, beans baked in syrup and a pouding chômeur for dessert. It won’t replace the smell of the steam or the taffy on snow. But it might be a good reason to plan your own outing before the buds open — because once the maples leaf out, the sap turns bitter, and the season is over until next year.',
    ),
    fr: paragraphs(
      'Un matin de mars, le mercure est bien sous zéro dans l’Ouest-de-l’Île; l’après-midi, il grimpe à six ou sept degrés. Les bancs de neige s’affaissent, les gouttières coulent et, quelque part du côté de Rigaud, une colonne de vapeur s’élève d’un toit de bois. Les érables coulent. Pas besoin de calendrier pour comprendre ce que ça veut dire : c’est le temps des sucres, et il est temps d’aller à la cabane.',
      '## Ce que savaient les premiers peuples',
      'Bien avant l’arrivée des Européens, les peuples autochtones du Nord-Est — entre autres les Anishinaabés, les Haudenosaunee et les nations wabanakies — savaient que l’érable à sucre donne une eau sucrée à la fin de l’hiver. Ils entaillaient l’écorce, recueillaient la sève dans des contenants d’écorce et la concentraient, soit en la faisant bouillir avec des pierres chauffées dans des auges de bois, soit en la laissant geler la nuit pour jeter la glace au matin. On obtenait ainsi du sucre d’érable, un aliment qui se conservait toute l’année et se transportait facilement. Plusieurs nations ont leurs propres récits sur la découverte de ce cadeau de l’érable, et certaines tiennent encore un campement de sucrerie chaque printemps.',
      'Les colons français de la vallée du Saint-Laurent ont appris la technique aux dix-septième et dix-huitième siècles, puis l’ont adaptée au chaudron de fer. Pour les familles rurales, le sucre d’érable n’avait rien d’une gâterie : c’était un aliment de base. Le sucre de canne importé coûtait cher, et une bonne érablière pouvait sucrer la cuisine d’une maisonnée pendant toute une année. On coulait le sucre dans des moules, on le gardait en pains bien durs, puis on le râpait au couteau dans le gruau, les fèves au lard et les tartes.',
      '## Du chaudron à l’évaporateur',
      'Le dix-neuvième siècle amène la panne plate, puis l’évaporateur à compartiments, qui transforme l’eau d’érable en sirop beaucoup plus vite et de façon plus égale. À mesure que le sucre de canne et de betterave bon marché arrive par le train, les fermes québécoises font moins de sucre dur et plus de sirop, et l’érable passe de la nécessité au plaisir. Il faut environ quarante litres d’eau d’érable, qui ne contient qu’à peu près deux pour cent de sucre, pour obtenir un seul litre de sirop, ce qui explique à la fois les nuages de vapeur et le prix. Aujourd’hui, le Québec produit environ sept litres sur dix du sirop d’érable consommé dans le monde.',
      '## Le repas qui venait avec l’ouvrage',
      'Les sucres, c’était de l’ouvrage. Les hommes et les adolescents transportaient les chaudières d’un arbre à l’autre dans la neige mouillée, et on faisait bouillir tard dans la nuit. La cabane les nourrissait avec ce que la ferme avait sous la main à la fin de l’hiver : soupe aux pois, jambon, fèves au lard, patates, œufs et épaisses tranches de lard salé rôties jusqu’à ce qu’elles soient croustillantes — les fameuses oreilles de crisse, dont on vous laisse deviner l’origine du nom. Tout y passait sous un filet de sirop frais, l’omelette comprise.',
      'Au vingtième siècle, parents et amis se mettent à visiter l’érablière juste pour la fête, et la cabane à sucre devient, quelques semaines par année, un restaurant avec de grandes tables communes, un violoneux et un calleur pour le set carré. Le grand moment, pour tous les enfants, reste la tire sur la neige : du sirop bouillant versé en rubans sur de la neige propre et tassée, qu’on enroule autour d’un bâton de bois à mesure qu’il fige.',
      '## La cabane à la maison',
      'Ce n’est pas tout le monde qui peut se rendre à l’érablière un mardi soir. Alors chaque printemps, le temps de la saison, notre menu de livraison à domicile emprunte à la cabane : une soupe aux pois mijotée avec un os de jambon, du jambon glacé à l’érable, des fèves au lard cuites au sirop et un pouding chômeur pour dessert. Ça ne remplacera pas l’odeur de la vapeur ni la tire sur la neige. Mais c’est peut-être une bonne raison de planifier votre propre sortie avant que les bourgeons éclatent : une fois les érables en feuilles, la sève prend un goût amer et la saison est finie jusqu’à l’an prochain.',
    ),
  },
  publishedOn: '2026-03-12',
  author: 'Hélène Marchand',
  image: { shape: 'jar', color: '#C8811A', accent: '#F4E3C1' },
};

/** Newest first, the order the blog home lists them. */
export const blogs: SeedBlog[] = [tourtiere, smokedMeatAndBagels, sugarShack];
