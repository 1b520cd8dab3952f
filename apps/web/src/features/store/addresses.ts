// Which saved addresses the checkout offers for delivery, and which one it starts with (a choice
// of the page, not a price: the fees are the server's). Review prices the delivery fees with the
// same default address Confirm then shows checked.
import type { Address } from '@mijote/contracts';
import { normalizePostalCode } from '@mijote/domain';

/** The address is in an area meal delivery serves (the server answers its fees, null when not). */
export function isServedAddress(a: Pick<Address, 'homeDeliveryFees'>): boolean {
  return a.homeDeliveryFees !== null;
}

const place = (a: Address) => `${a.line1.trim().toLowerCase()}|${normalizePostalCode(a.postalCode)}`;

/** Delivery addresses first; then the billing addresses, unless a delivery address is the same place. */
export function deliveryChoices(list: readonly Address[]): Address[] {
  const delivery = list.filter((a) => a.addressType === 'S');
  const known = new Set(delivery.map(place));
  return [...delivery, ...list.filter((a) => a.addressType !== 'S' && !known.has(place(a)))];
}

/** The address the checkout starts with: the first served one of `deliveryChoices`. */
export function defaultDeliveryAddress(list: readonly Address[]): Address | undefined {
  return deliveryChoices(list).find(isServedAddress);
}
