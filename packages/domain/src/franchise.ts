// Franchises (the bistros), back-office §3, §9.
import type { PackageType } from './vocabulary.js';

/** A new franchise as the back-office form opens it: disabled, plated, in Quebec, Canada. */
export function newFranchiseDefaults(): {
  enabled: boolean;
  packageType: PackageType;
  country: 'CA';
  province: 'QC';
  corporateOnly: boolean;
  isNew: true;
} {
  return { enabled: false, packageType: 'P', country: 'CA', province: 'QC', corporateOnly: false, isNew: true };
}
