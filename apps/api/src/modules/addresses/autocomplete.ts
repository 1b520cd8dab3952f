// Postal-address autocomplete at sign-up, behind an adapter (ARCHITECTURE.md integrations): a
// Canada Post-style service when keyed; the local default searches our postal-code tables.
import type { DbHandle } from '@mijote/db';
import { normalizePostalCode } from '@mijote/domain';
import { searchPostalCodes } from './repository.js';

export interface AddressSuggestion {
  postalCode: string;
  city: string;
  province: string;
}

export interface AddressAutocomplete {
  readonly name: string;
  suggest(query: { q: string; language: 'en' | 'fr'; country: 'CAN' }): Promise<AddressSuggestion[]>;
}

const MAX_SUGGESTIONS = 10;

/** 'H9B1A1' → 'H9B 1A1'; shorter prefixes stay as they are. */
export function displayPostalCode(code: string): string {
  const c = normalizePostalCode(code);
  return c.length > 3 ? `${c.slice(0, 3)} ${c.slice(3)}` : c;
}

export function createLocalAutocomplete(db: DbHandle): AddressAutocomplete {
  return {
    name: 'local',
    async suggest({ q }) {
      const prefix = normalizePostalCode(q);
      if (prefix.length < 2) return [];
      const { own, franchiseAreas } = await searchPostalCodes(db.db, prefix, q.trim(), MAX_SUGGESTIONS);
      const seen = new Set<string>();
      const out: AddressSuggestion[] = [];
      const add = (s: AddressSuggestion) => {
        const key = `${s.postalCode}|${s.city}`;
        if (seen.has(key) || out.length >= MAX_SUGGESTIONS) return;
        seen.add(key);
        out.push(s);
      };
      for (const r of own) add({ postalCode: displayPostalCode(r.code), city: r.city ?? '', province: 'QC' });
      for (const r of franchiseAreas) add({ postalCode: displayPostalCode(r.code), city: r.city, province: r.province });
      return out;
    },
  };
}
