// Delivery fees (customer-side §3, §4, §9; ADR 024).
// Meal delivery: the address's home-delivery fee is charged once per delivery day (a monday..sunday
// group) unless that day's goods reach the free-delivery minimum, $49 by default.
// Catering: the address's catering fee once per order holding catering or custom items.
// Bistro (restaurant): the fee of the bistro's zone the address falls in, once per order holding
// restaurant items (issue 12, ADR 231).
// Pickup and eat-in carry no fee; a master login may waive the fees.
import type { Cents } from './money.js';
import { normalizePostalCode } from './postal-code.js';
import { WEEKDAYS, type CartGroupKey, type CheckoutProcedure } from './vocabulary.js';

export const MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY: Cents = 4900;

export interface DeliveryFeeInput {
  procedure: CheckoutProcedure;
  homeDeliveryFees: Cents;
  cateringDeliveryFees: Cents;
  /** the bistro zone's fee of the delivery address (restaurant group); 0 when none */
  restaurantDeliveryFees?: Cents;
  minAmountPerDayForFreeDelivery?: Cents;
  /** the cart's waiver, honoured only for a master login */
  isDeliveryWaived: boolean;
  isMaster: boolean;
}

/** The goods (subTotal + extraCharges, before discounts) of each non-empty cart group. */
export type GroupGoods = Partial<Record<CartGroupKey, Cents>>;

export function deliveryFeeApplies(procedure: CheckoutProcedure): boolean {
  return procedure === 'delivery';
}

/** The fee charged for each cart group; groups without a fee are absent. */
export function deliveryFeesByGroup(goods: GroupGoods, input: DeliveryFeeInput): Partial<Record<CartGroupKey, Cents>> {
  const fees: Partial<Record<CartGroupKey, Cents>> = {};
  if (!deliveryFeeApplies(input.procedure) || (input.isDeliveryWaived && input.isMaster)) return fees;
  const minimum = input.minAmountPerDayForFreeDelivery ?? MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY;
  for (const day of WEEKDAYS) {
    const dayGoods = goods[day];
    if (dayGoods !== undefined && dayGoods < minimum && input.homeDeliveryFees > 0) fees[day] = input.homeDeliveryFees;
  }
  const cateringGroup = goods.catering !== undefined ? 'catering' : goods.custom !== undefined ? 'custom' : null;
  if (cateringGroup && input.cateringDeliveryFees > 0) fees[cateringGroup] = input.cateringDeliveryFees;
  const restaurantFee = input.restaurantDeliveryFees ?? 0;
  if (goods.restaurant !== undefined && restaurantFee > 0) fees.restaurant = restaurantFee;
  return fees;
}

/**
 * What `days` delivery days cost before the area is known: the lowest and highest total over the
 * served areas' home-delivery fees (issue 11: the visitor sees the rule before the total has it).
 * Null when no area is known; 0 and 0 when no day pays.
 */
export function deliveryFeeRange(areaFees: readonly Cents[], days: number): { min: Cents; max: Cents } | null {
  if (areaFees.length === 0) return null;
  return { min: Math.min(...areaFees) * days, max: Math.max(...areaFees) * days };
}

/** The delivery waiver of a cart and the delivery postal code it goes with. */
export interface DeliveryWaiverState {
  waived: boolean;
  postalCode: string | null;
}

/**
 * Whether a cart's delivery waiver holds after a change (customer-side §4: "Rush and delivery
 * waiver are toggled on the cart; changing the address resets the waiver to off"; §6: waiving
 * delivery fees is a master login's). Only a master login holds one. A waiver just turned on is
 * granted for the address it is asked with; one already on is kept while the delivery postal code
 * stays the same — a first address (none before) is not a change, a different or removed one is.
 * The order placement asks the same with the order's delivery address as `after`.
 */
export function keepsDeliveryWaiver(before: DeliveryWaiverState, after: DeliveryWaiverState, isMaster: boolean): boolean {
  if (!isMaster || !after.waived) return false;
  if (!before.waived || before.postalCode === null) return true;
  return after.postalCode !== null && normalizePostalCode(after.postalCode) === normalizePostalCode(before.postalCode);
}
