// Reference data every database needs (not demo data): code tables with en/fr names.
// ensureReferenceData() upserts it after each migration run, on PGlite and PostgreSQL alike,
// so production gets it without the demo seed and a renamed label reaches existing databases.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import {
  centuryDollarMethod,
  container,
  cookingInstructionType,
  paymentMethod,
  productCategory,
  productType,
  province,
} from './schema/index.js';

type Named = { code: string; nameEn: string; nameFr: string };

export const PRODUCT_CATEGORY_ROWS: Named[] = [
  { code: 'C', nameEn: 'Catering', nameFr: 'Traiteur' },
  { code: 'M', nameEn: 'Meal delivery', nameFr: 'Livraison de repas' },
  { code: 'R', nameEn: 'Restaurant', nameFr: 'Restaurant' },
  { code: 'S', nameEn: 'Specials', nameFr: 'Spéciaux' },
];

const HOT_MEAL = ['LU', 'SU', 'BF', 'CC'];
const DAY_OPTIONS = ['LU', 'SU', 'BF', 'CC', 'SH', 'PZ', 'KC', 'DR', 'SD', 'WR', 'SN', 'AP'];
const WEEKEND = ['LU', 'SU', 'CC', 'PZ'];

/** customer-side.md §3. BS and BW are listed without a meaning; we use them for the bistro's soups and bowls/wraps. */
export const PRODUCT_TYPE_ROWS: Named[] = [
  { code: 'LU', nameEn: 'Lunch', nameFr: 'Dîner' },
  { code: 'SU', nameEn: 'Supper', nameFr: 'Souper' },
  { code: 'CC', nameEn: "Chef's choice", nameFr: 'Choix du chef' },
  { code: 'KC', nameEn: 'Kids corner', nameFr: 'Coin des enfants' },
  { code: 'SH', nameEn: 'Sushi', nameFr: 'Sushis' },
  { code: 'PZ', nameEn: 'Pizza', nameFr: 'Pizza' },
  { code: 'SD', nameEn: 'Salads', nameFr: 'Salades' },
  { code: 'WR', nameEn: 'Sandwiches, paninis and wraps', nameFr: 'Sandwichs, paninis et wraps' },
  { code: 'BF', nameEn: 'Breakfast', nameFr: 'Déjeuner' },
  { code: 'AP', nameEn: 'Appetizers', nameFr: 'Entrées' },
  { code: 'SN', nameEn: 'Snacks', nameFr: 'Collations' },
  { code: 'HY', nameEn: 'Holiday', nameFr: 'Temps des fêtes' },
  { code: 'SM', nameEn: 'Smoothies', nameFr: 'Smoothies' },
  { code: 'DR', nameEn: 'Drinks', nameFr: 'Boissons' },
  { code: 'SI', nameEn: 'Side orders', nameFr: 'Accompagnements' },
  { code: 'SP', nameEn: 'Specials', nameFr: 'Spéciaux' },
  { code: 'GC', nameEn: 'Gift cards', nameFr: 'Cartes-cadeaux' },
  { code: 'MO', nameEn: 'Morning snacks', nameFr: 'Collations du matin' },
  { code: 'TR', nameEn: 'Traditional platters', nameFr: 'Plateaux traditionnels' },
  { code: 'SW', nameEn: 'Sandwich platters', nameFr: 'Plateaux de sandwichs' },
  { code: 'SC', nameEn: 'Classic sandwich platters', nameFr: 'Plateaux de sandwichs classiques' },
  { code: 'HD', nameEn: "Hors d'oeuvres", nameFr: "Hors-d'œuvre" },
  { code: 'LB', nameEn: 'Lunch boxes', nameFr: 'Boîtes à lunch' },
  { code: 'HB', nameEn: 'Hot buffet', nameFr: 'Buffet chaud' },
  { code: 'BS', nameEn: 'Bistro soups', nameFr: 'Soupes du bistro' },
  { code: 'BW', nameEn: 'Bowls and wraps', nameFr: 'Bols et wraps' },
];

export const COOKING_INSTRUCTION_TYPE_ROWS: (Named & { instructionsEn: string; instructionsFr: string })[] = [
  {
    code: 'MW',
    nameEn: 'Microwave',
    nameFr: 'Micro-ondes',
    instructionsEn: 'Pierce the film and heat 2 to 3 minutes, stir, then 1 more minute.',
    instructionsFr: 'Percer la pellicule et chauffer de 2 à 3 minutes, remuer, puis 1 minute de plus.',
  },
  {
    code: 'OV',
    nameEn: 'Oven',
    nameFr: 'Four',
    instructionsEn: 'Remove the lid and bake at 350 °F (175 °C) for 20 to 25 minutes.',
    instructionsFr: 'Retirer le couvercle et cuire à 350 °F (175 °C) de 20 à 25 minutes.',
  },
  {
    code: 'ST',
    nameEn: 'Stove top',
    nameFr: 'Cuisinière',
    instructionsEn: 'Warm in a saucepan over medium heat for 8 to 10 minutes, stirring often.',
    instructionsFr: 'Réchauffer dans une casserole à feu moyen de 8 à 10 minutes en remuant souvent.',
  },
  {
    code: 'OM',
    nameEn: 'Oven or microwave',
    nameFr: 'Four ou micro-ondes',
    instructionsEn: 'Oven: 350 °F (175 °C) for 20 minutes. Microwave: 3 to 4 minutes.',
    instructionsFr: 'Four : 350 °F (175 °C) pendant 20 minutes. Micro-ondes : 3 à 4 minutes.',
  },
  {
    code: 'SM',
    nameEn: 'Stove top or microwave',
    nameFr: 'Cuisinière ou micro-ondes',
    instructionsEn: 'Stove top: 8 minutes over medium heat. Microwave: 3 minutes.',
    instructionsFr: 'Cuisinière : 8 minutes à feu moyen. Micro-ondes : 3 minutes.',
  },
  {
    code: 'SA',
    nameEn: 'Salad',
    nameFr: 'Salade',
    instructionsEn: 'Serve cold. Add the dressing just before eating.',
    instructionsFr: 'Servir froid. Ajouter la vinaigrette juste avant de manger.',
  },
  {
    code: 'SW',
    nameEn: 'Sandwich',
    nameFr: 'Sandwich',
    instructionsEn: 'Ready to eat. Keep refrigerated.',
    instructionsFr: 'Prêt à manger. Garder au réfrigérateur.',
  },
  { code: 'NO', nameEn: 'None', nameFr: 'Aucune', instructionsEn: '', instructionsFr: '' },
];

export const CONTAINER_ROWS: Named[] = [
  { code: 'RC', nameEn: 'Recyclable', nameFr: 'Recyclable' },
  { code: 'CM', nameEn: 'Compostable', nameFr: 'Compostable' },
];

/** Ids are fixed: back-office.md says payment method 2 is Century Dollar. */
export const PAYMENT_METHOD_ROWS: (Named & { id: number })[] = [
  { id: 1, code: 'CC', nameEn: 'Credit card', nameFr: 'Carte de crédit' },
  { id: 2, code: 'CD', nameEn: 'Century Dollars', nameFr: 'Dollars Century' },
  { id: 3, code: 'GC', nameEn: 'Gift card', nameFr: 'Carte-cadeau' },
  { id: 4, code: 'IO', nameEn: 'Interac Online', nameFr: 'Interac en ligne' },
  { id: 5, code: 'MA', nameEn: 'Manual', nameFr: 'Manuel' },
];

export const CENTURY_DOLLAR_METHOD_ROWS: Named[] = [
  { code: 'MA', nameEn: 'Manual', nameFr: 'Manuel' },
  { code: 'OR', nameEn: 'Order payment', nameFr: 'Paiement de commande' },
  { code: 'RF', nameEn: 'Refund', nameFr: 'Remboursement' },
  { code: 'RE', nameEn: 'Referral', nameFr: 'Parrainage' },
  { code: 'GC', nameEn: 'Gift card', nameFr: 'Carte-cadeau' },
  { code: 'PR', nameEn: 'Promotion', nameFr: 'Promotion' },
];

export const PROVINCE_ROWS: Named[] = [
  { code: 'AB', nameEn: 'Alberta', nameFr: 'Alberta' },
  { code: 'BC', nameEn: 'British Columbia', nameFr: 'Colombie-Britannique' },
  { code: 'MB', nameEn: 'Manitoba', nameFr: 'Manitoba' },
  { code: 'NB', nameEn: 'New Brunswick', nameFr: 'Nouveau-Brunswick' },
  { code: 'NL', nameEn: 'Newfoundland and Labrador', nameFr: 'Terre-Neuve-et-Labrador' },
  { code: 'NS', nameEn: 'Nova Scotia', nameFr: 'Nouvelle-Écosse' },
  { code: 'NT', nameEn: 'Northwest Territories', nameFr: 'Territoires du Nord-Ouest' },
  { code: 'NU', nameEn: 'Nunavut', nameFr: 'Nunavut' },
  { code: 'ON', nameEn: 'Ontario', nameFr: 'Ontario' },
  { code: 'PE', nameEn: 'Prince Edward Island', nameFr: 'Île-du-Prince-Édouard' },
  { code: 'QC', nameEn: 'Quebec', nameFr: 'Québec' },
  { code: 'SK', nameEn: 'Saskatchewan', nameFr: 'Saskatchewan' },
  { code: 'YT', nameEn: 'Yukon', nameFr: 'Yukon' },
];

const excluded = (col: string) => sql.raw(`excluded.${col}`);

/** Idempotent upsert of all reference data (one transaction). */
export async function ensureReferenceData(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    const names = { nameEn: excluded('name_en'), nameFr: excluded('name_fr'), sortOrder: excluded('sort_order') };
    await tx
      .insert(productCategory)
      .values(PRODUCT_CATEGORY_ROWS.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoUpdate({ target: productCategory.code, set: names });
    await tx
      .insert(productType)
      .values(
        PRODUCT_TYPE_ROWS.map((t, i) => ({
          ...t,
          sortOrder: i,
          isHotMeal: HOT_MEAL.includes(t.code),
          allowsDayOptions: DAY_OPTIONS.includes(t.code),
          weekendOrderable: WEEKEND.includes(t.code),
        })),
      )
      .onConflictDoUpdate({
        target: productType.code,
        set: {
          ...names,
          isHotMeal: excluded('is_hot_meal'),
          allowsDayOptions: excluded('allows_day_options'),
          weekendOrderable: excluded('weekend_orderable'),
        },
      });
    await tx
      .insert(paymentMethod)
      .values(PAYMENT_METHOD_ROWS.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoUpdate({ target: paymentMethod.id, set: { ...names, code: excluded('code') } });
    await tx
      .insert(centuryDollarMethod)
      .values(CENTURY_DOLLAR_METHOD_ROWS.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoUpdate({ target: centuryDollarMethod.code, set: names });
    await tx
      .insert(province)
      .values(PROVINCE_ROWS.map((p, i) => ({ ...p, country: 'CA', sortOrder: i })))
      .onConflictDoUpdate({ target: [province.country, province.code], set: names });
    // Last: these two tables feed the catalogue's product views, and a write to them takes the
    // catalogue version's row lock until commit (ADR 349). Taken last, it is never held while this
    // transaction waits for another's rows (two starts at once: the other's seed upserts provinces,
    // then writes tags and waits for the version — a deadlock when it came first).
    await tx
      .insert(cookingInstructionType)
      .values(COOKING_INSTRUCTION_TYPE_ROWS.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoUpdate({
        target: cookingInstructionType.code,
        set: { ...names, instructionsEn: excluded('instructions_en'), instructionsFr: excluded('instructions_fr') },
      });
    await tx
      .insert(container)
      .values(CONTAINER_ROWS.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoUpdate({ target: container.code, set: names });
  });
}
