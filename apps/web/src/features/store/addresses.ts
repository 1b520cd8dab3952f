// Which saved addresses the checkout offers for delivery, and which one it starts with (a choice
// of the page, not a price: the fees are the server's). Review prices the delivery fees with the
// same default address Confirm then shows checked.
import type { Address } from '@mijote/contracts';
import { matchPostalCode, normalizePostalCode } from '@mijote/domain';

/** The address is in an area meal delivery serves (the server answers its fees, null when not). */
export function isServedAddress(a: Pick<Address, 'homeDeliveryFees' | 'postalCode'>): boolean {
  return a.homeDeliveryFees !== null;
}

const place = (a: Address) => `${a.line1.trim().toLowerCase()}|${normalizePostalCode(a.postalCode)}`;

/** Delivery addresses first; then the billing addresses, unless a delivery address is the same place. */
export function deliveryChoices(list: readonly Address[]): Address[] {
  const delivery = list.filter((a) => a.addressType === 'S');
  const known = new Set(delivery.map(place));
  return [...delivery, ...list.filter((a) => a.addressType !== 'S' && !known.has(place(a)))];
}

/** Whether an address is served: meal delivery's areas by default, a bistro's zone in the bistro store. */
export type ServedCheck = (a: Pick<Address, 'homeDeliveryFees' | 'postalCode'>) => boolean;

/** The address the checkout starts with: the first served one of `deliveryChoices`. */
export function defaultDeliveryAddress(list: readonly Address[], served: ServedCheck = isServedAddress): Address | undefined {
  return deliveryChoices(list).find(served);
}

/** A bistro's delivery zone (its postal areas and fees, GET /restaurant/delivery-locations). */
export interface ZoneArea {
  code: string;
  feeCents: number;
  /** the area's town (catering's areas) */
  city?: string | null;
}

/** The zone's area a postal code falls in (the domain's matching: ≥ 6 characters, longest prefix), or null. */
export function zoneAreaOf(postalCode: string, zone: readonly ZoneArea[]): ZoneArea | null {
  return matchPostalCode(postalCode, zone)[0] ?? null;
}
