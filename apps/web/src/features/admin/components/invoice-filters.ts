// The invoices list's filters as the back-office's URLs write them (issue 30): the list screen reads
// them, and Today's figures link to the list with the query the API counted (its own names).
import { STORE_KINDS } from '@mijote/domain';
import { paths, type Lang } from '../../../lib/paths';

/**
 * The list's other filters in the URL (issue 30), each to its API name: the delivery days, the days
 * the orders were placed (Toronto), one store kind, one way of paying. The Today screen's figures
 * link here with them.
 */
export const INVOICE_URL_FILTERS = {
  from: 'deliveryFrom',
  to: 'deliveryTo',
  placedFrom: 'createdFrom',
  placedTo: 'createdTo',
  store: 'storeKind',
  pay: 'paymentMethod',
} as const;
export const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
export const FILTER_CHECK: Record<keyof typeof INVOICE_URL_FILTERS, (v: string) => boolean> = {
  from: isDay,
  to: isDay,
  placedFrom: isDay,
  placedTo: isDay,
  store: (v) => (STORE_KINDS as readonly string[]).includes(v),
  pay: (v) => v === 'card' || v === 'interac',
};

/** The URL's filters the list knows, by their API names (a value it does not know is left out). */
export function invoiceFiltersOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, api] of Object.entries(INVOICE_URL_FILTERS) as [keyof typeof INVOICE_URL_FILTERS, string][]) {
    const v = params.get(name);
    if (v && FILTER_CHECK[name](v)) out[api] = v;
  }
  return out;
}

/** The invoices list opened with an API query (`status`, `deliveryFrom`, `storeKind`…), in the URL's names. */
export function invoicesLink(lang: Lang, apiQuery: Readonly<Record<string, string>>): string {
  const urlName = Object.fromEntries(Object.entries(INVOICE_URL_FILTERS).map(([url, api]) => [api, url]));
  const q = new URLSearchParams(Object.entries(apiQuery).map(([k, v]) => [urlName[k] ?? k, v]));
  return `${paths.admin.invoices(lang)}?${q.toString()}`;
}
