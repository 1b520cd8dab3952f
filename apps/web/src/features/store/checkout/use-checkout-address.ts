// The delivery address of the Confirm step (customer-side §2, §3): a saved one (delivery
// addresses first, the first served one checked) or a new one typed in the account area's address
// fields, whose postal code is checked against the served areas when the field is left. The cart's
// postal code follows the address, so the delivery fees priced are the address's.
import type { Address, CartDocument } from '@mijote/contracts';
import { MIN_POSTAL_CODE_LENGTH, normalizePostalCode } from '@mijote/domain';
import { useEffect, useMemo, useState } from 'react';
import { emptyAddress, type AddressField, type AddressValues } from '../../../components/address/address-values';
import type { FieldProblems } from '../../../lib/form-validation';
import type { Lang } from '../../../lib/paths';
import { defaultDeliveryAddress, deliveryChoices, isServedAddress, zoneAreaOf, type ServedCheck, type ZoneArea } from '../addresses';
import { checkPostalCode } from '../api';
import type { AddressChoice, AreaAnswer } from '../components/confirm-parts';

export interface CheckoutAddressInput {
  lang: Lang;
  /** The saved addresses query. */
  addresses: { data: Address[] | undefined; isSuccess: boolean; isPending: boolean };
  signedIn: boolean;
  delivering: boolean;
  /** The customer's name: a new address's name until they change it (customer-side §3). */
  name: string;
  doc: CartDocument | undefined;
  update(change: (doc: CartDocument) => CartDocument): Promise<unknown>;
  /** The bistro store: the bistro's delivery zone, which decides what is served (ADR 231); null elsewhere. */
  zone?: readonly ZoneArea[] | null;
}

export function useCheckoutAddress({ lang, addresses, signedIn, delivering, name, doc, update, zone = null }: CheckoutAddressInput) {
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [newAddress, setNewAddress] = useState<AddressValues>(emptyAddress);
  const [problems, setProblems] = useState<FieldProblems<AddressField>>({});
  const [nameEdited, setNameEdited] = useState(false);
  const [area, setArea] = useState<AreaAnswer>(null);

  // Delivery addresses first, then billing ones (../addresses.ts); the first served one by default.
  const saved = useMemo(() => deliveryChoices(addresses.data ?? []), [addresses.data]);
  const served: ServedCheck = useMemo(() => (zone ? (a) => zoneAreaOf(a.postalCode, zone) !== null : isServedAddress), [zone]);
  const chosen = choice ?? (addresses.isSuccess ? (defaultDeliveryAddress(saved, served)?.id ?? saved[0]?.id ?? 'new') : null);
  const values: AddressValues = nameEdited ? newAddress : { ...newAddress, name };

  // The delivery postal code prices the delivery fees: keep the cart's in step with the address.
  const postalCode = !delivering
    ? null
    : chosen === 'new'
      ? area === 'served'
        ? normalizePostalCode(values.postalCode)
        : null
      : (saved.find((a) => a.id === chosen)?.postalCode ?? null);
  const cartPostal = doc?.postalCode ?? null;
  useEffect(() => {
    if (!signedIn || !doc || !postalCode || (cartPostal && normalizePostalCode(cartPostal) === normalizePostalCode(postalCode))) return;
    update((d) => ({ ...d, postalCode })).catch(() => undefined);
  }, [signedIn, doc, postalCode, cartPostal, update]);

  /** The served-area answer of the new address's postal code (GET /postal-codes). */
  async function checkNewPostalCode() {
    const code = values.postalCode.trim();
    if (!code) {
      setArea(null);
      return;
    }
    if (zone) {
      // the bistro's zone is known: the domain's matching answers at once
      const tooShort = normalizePostalCode(code).length < MIN_POSTAL_CODE_LENGTH;
      setArea(tooShort ? 'too-short' : zoneAreaOf(code, zone) ? 'served' : 'not-served');
      return;
    }
    try {
      const r = await checkPostalCode(code, lang);
      setArea(r.served ? 'served' : (r.reason ?? 'not-served'));
    } catch {
      setArea(null);
    }
  }

  return {
    pending: addresses.isPending,
    saved,
    /** Whether a saved address is served (by the bistro's zone in the bistro store). */
    served,
    zone,
    /** The chosen address (null until the saved ones are known). */
    chosen,
    values,
    problems,
    setProblems,
    area,
    choose(c: AddressChoice) {
      setChoice(c);
      setProblems({});
    },
    /** A change of the new address's fields: their messages clear, a new postal code is checked again. */
    edit(next: AddressValues, changed: AddressField[]) {
      if (changed.includes('name')) setNameEdited(true);
      if (changed.includes('postalCode')) setArea(null);
      setNewAddress(next);
      setProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !changed.includes(k as AddressField))));
    },
    checkNewPostalCode,
  };
}

export type CheckoutAddress = ReturnType<typeof useCheckoutAddress>;
