// The unit price of a cart line, from the product's prices (customer-side §3, §9):
// a family pack (2 large + 2 small portions) has its own price; kids portions and half-portions
// cost half, half-up to the cent (ADR 020); a subsidy may set its own price for a product.
// Half portions (ADR 191) are offered for the hot meals of the home-delivery menu, sold as a
// regular meal: never a kids portion (already a half) nor a family pack.
import { mulDivHalfUp, type Cents } from './money.js';
import { HOT_MEAL_TYPES, type CartItemKind, type ProductTypeCd, type StoreKind } from './vocabulary.js';

export interface PricedProduct {
  price: Cents;
  /** the kids price when the product sets one; otherwise half the price */
  kidsPrice?: Cents | null;
  familyPackPrice?: Cents | null;
  /** SubsidyProductPrices */
  subsidyPrices?: readonly { subsidyId: number; price: Cents }[];
}

export interface PricingChoice {
  kind: CartItemKind;
  /** false for a half-portion (customizations.fullPortion); a regular meal only (`halfPortionOffered`) */
  fullPortion?: boolean;
  subsidyId?: number | null;
}

const half = (cents: Cents): Cents => mulDivHalfUp(cents, 1, 2);

/** Unit price in cents, or null when the product is not sold that way (no family-pack price). */
export function unitPrice(product: PricedProduct, choice: PricingChoice): Cents | null {
  const subsidized = choice.subsidyId == null ? undefined : product.subsidyPrices?.find((p) => p.subsidyId === choice.subsidyId);
  const base = subsidized?.price ?? product.price;
  let price: Cents;
  switch (choice.kind) {
    case 'familyPack':
      if (product.familyPackPrice == null) return null;
      price = product.familyPackPrice;
      break;
    case 'kids':
      price = product.kidsPrice != null && product.kidsPrice > 0 ? product.kidsPrice : half(base);
      break;
    case 'meal':
      price = base;
      break;
  }
  return choice.fullPortion === false && choice.kind === 'meal' ? half(price) : price;
}

/** Types a half portion is offered for (ADR 191): the hot meals. */
export const HALF_PORTION_TYPES: readonly ProductTypeCd[] = HOT_MEAL_TYPES;

/** Whether a line may be a half portion (ADR 191): a hot meal of the home-delivery menu, sold as a regular meal. */
export function halfPortionOffered(line: { store: StoreKind; productType: ProductTypeCd | string; kind: CartItemKind }): boolean {
  return line.store === 'mealDelivery' && line.kind === 'meal' && (HALF_PORTION_TYPES as readonly string[]).includes(line.productType);
}
