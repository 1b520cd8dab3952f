// What the customer chose on Confirm, kept in the tab for the next try after a payment that did
// not go through (ADR 368): the Failure page's "Try again" comes back to Confirm with the same
// delivery date, time, address, comment and number of people, and the server tries the same order
// again. Never the card: only choices. Cleared once an order is placed. Read after the first render
// (the server's HTML has none of it), so hydration is untouched.
import type { OpenStoreKind } from '../../../lib/stores';
import type { AddressChoice } from '../components/confirm-parts';

export interface ConfirmDraft {
  date: string;
  time: string;
  address: AddressChoice | null;
  comment: string;
  people: string;
}

const keyOf = (store: OpenStoreKind) => `mijote:confirm-draft:${store}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): nothing is kept
  }
}

export function readConfirmDraft(store: OpenStoreKind): ConfirmDraft | null {
  const raw = storage()?.getItem(keyOf(store));
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<ConfirmDraft>;
    return {
      date: typeof d.date === 'string' ? d.date : '',
      time: typeof d.time === 'string' ? d.time : '',
      address: typeof d.address === 'number' || d.address === 'new' ? d.address : null,
      comment: typeof d.comment === 'string' ? d.comment : '',
      people: typeof d.people === 'string' ? d.people : '',
    };
  } catch {
    return null;
  }
}

export function saveConfirmDraft(store: OpenStoreKind, draft: ConfirmDraft): void {
  try {
    // the draft's fields only, whatever the caller's object carries
    const { date, time, address, comment, people } = draft;
    storage()?.setItem(keyOf(store), JSON.stringify({ date, time, address, comment, people }));
  } catch {
    // full or refused: the next try starts from the defaults
  }
}

export function clearConfirmDraft(store: OpenStoreKind): void {
  storage()?.removeItem(keyOf(store));
}
