// The forms inbox's filters as the back-office's URLs write them (issue 30): the inbox screen reads
// them, and Today's unread figure links to the inbox with the query the API counted (its own names).
import type { FormName } from '@mijote/contracts';
import { FORM_FIELDS } from '../../../components/forms/form-props';
import { paths, type Lang } from '../../../lib/paths';

/** Every public form, in the site's order (the forms' own list of fields, one entry a form). */
export const INBOX_FORMS = Object.keys(FORM_FIELDS) as FormName[];

/** The inbox's filters in the URL, each to its API name: read state (`unread=true|false`), one form. */
export const MESSAGE_URL_FILTERS = { unread: 'unread', form: 'formName' } as const;

const CHECK: Record<keyof typeof MESSAGE_URL_FILTERS, (v: string) => boolean> = {
  unread: (v) => v === 'true' || v === 'false',
  form: (v) => (INBOX_FORMS as readonly string[]).includes(v),
};

/** The URL's filters the inbox knows, by their API names (a value it does not know is left out). */
export function messageFiltersOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, api] of Object.entries(MESSAGE_URL_FILTERS) as [keyof typeof MESSAGE_URL_FILTERS, string][]) {
    const v = params.get(name);
    if (v && CHECK[name](v)) out[api] = v;
  }
  return out;
}

/** The inbox opened with an API query (`unread`, `formName`), in the URL's names. */
export function messagesLink(lang: Lang, apiQuery: Readonly<Record<string, string>>): string {
  const urlName = Object.fromEntries(Object.entries(MESSAGE_URL_FILTERS).map(([url, api]) => [api, url]));
  const q = new URLSearchParams(Object.entries(apiQuery).map(([k, v]) => [urlName[k] ?? k, v]));
  const s = q.toString();
  return s ? `${paths.admin.messages(lang)}?${s}` : paths.admin.messages(lang);
}
