// Bistro locations (franchises), back-office §3, §9.
import type { PackageType } from './vocabulary.js';

/** A new location as the back-office form opens it: disabled, plated, in Quebec, Canada. */
export function newLocationDefaults(): {
  enabled: boolean;
  packageType: PackageType;
  country: 'CA';
  province: 'QC';
  corporateOnly: boolean;
  isNew: true;
} {
  return { enabled: false, packageType: 'P', country: 'CA', province: 'QC', corporateOnly: false, isNew: true };
}
