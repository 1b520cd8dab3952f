// Where a corporate or mobile cafeteria order goes (customer-side §2, §5, §6; issue 13). Both stores
// serve only employees whose account belongs to a subsidy of their kind (an on-site one for
// /corporate, a mobile one for /mobile) with a verified e-mail (ADR 245): the on-site cafeteria is
// its subsidy's bistro, the mobile one delivers to the stop the employee chose among its subsidy's
// stops. Nothing of it comes from the order's body: a client cannot name another employer's bistro
// or stop. A subsidy that requires an external user id (a badge number) takes no order of an
// account without one (issue 28).
import type { StoreKindCd } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import type { AddressSnapshot } from '@mijote/db/schema';
import { needsExternalUserId } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { accountSubsidyIds, subsidyDetail } from '../subsidies/repository.js';

export interface CorporatePlace {
  subsidyId: number;
  /** the on-site cafeteria's bistro; null for a mobile cafeteria */
  franchiseId: number | null;
  /** the mobile stop (as the delivery address); null on-site */
  mobileStop: { id: number; snapshot: AddressSnapshot } | null;
  /** where the meal is delivered: the mobile stop, or the on-site cafeteria's bistro */
  deliverTo: AddressSnapshot;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const isCorporateStore = (store: StoreKindCd): boolean => store === 'corporate' || store === 'mobile';

/** The subsidy, bistro and stop of a corporate or mobile order; null for the other stores. */
export async function corporatePlace(db: DbOrTx, accountId: number, store: StoreKindCd): Promise<CorporatePlace | null> {
  if (!isCorporateStore(store)) return null;
  const ids = await accountSubsidyIds(db, accountId);
  const s = ids?.subsidyId != null ? await subsidyDetail(db, ids.subsidyId) : undefined;
  if (!ids || !s || !s.enabled || s.isOnSite !== (store === 'corporate'))
    throw new AppError(400, 'subsidy-not-set', 'Your account is not attached to a corporate subsidy of this store');
  if (ids.emailVerifiedAt === null)
    throw new AppError(403, 'subsidy-email-unverified', 'The subsidy applies once the account’s e-mail address is verified');
  if (needsExternalUserId(s, ids.externalUserId))
    throw new AppError(400, 'external-user-id-required', 'The subsidy asks for your badge number before an order');
  if (s.isOnSite) {
    const f = s.franchise;
    if (!f) throw new AppError(400, 'franchise-required', 'The subsidy has no bistro');
    // the employer's name over the bistro's street address: the bistro's own company (the seller,
    // "Mijote") is not where the meal goes (issue 28)
    const deliverTo: AddressSnapshot = {
      name: s.company || s.name,
      company: null,
      line1: f.line1,
      line2: f.line2,
      city: f.city,
      province: f.province,
      postalCode: f.postalCode,
      country: f.country,
      phone: f.phone,
    };
    return { subsidyId: s.id, franchiseId: f.id, mobileStop: null, deliverTo };
  }
  const stop = s.mobileAddresses.find((m) => m.id === ids.mobileAddressId);
  if (!stop) throw new AppError(400, 'mobile-address-required', 'Choose the stop of the mobile cafeteria first');
  const snapshot: AddressSnapshot = {
    name: stop.name,
    company: stop.company && !sameText(stop.company, stop.name) ? stop.company : null,
    line1: stop.line1,
    line2: stop.line2,
    city: stop.city,
    province: stop.province,
    postalCode: stop.postalCode,
    country: stop.country,
    phone: null,
  };
  return { subsidyId: s.id, franchiseId: null, mobileStop: { id: stop.id, snapshot }, deliverTo: snapshot };
}
