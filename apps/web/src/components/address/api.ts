// The postal-address autocomplete (customer-side §7): GET /addresses/autocomplete.
import type { AddressAutocompleteReply } from '@mijote/contracts';
import { apiFetch } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';

export const fetchAddressSuggestions = (term: string, lang: Lang, signal: AbortSignal) =>
  apiFetch<AddressAutocompleteReply>(`/addresses/autocomplete?q=${encodeURIComponent(term)}&language=${lang}`, { signal });
