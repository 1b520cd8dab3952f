// The scheduling widget's two calls (ADR 372): the open slots of a kind and team, and the booking.
// A plain fetch like the public forms' (islands do not load the app's API client); a signed-in
// visitor's booking carries the session's CSRF token (`send` asks for it on a CSRF refusal).
import type { BookAppointmentBody, BookAppointmentReply, OpenSlotsReply } from '@mijote/contracts';
import { readError, send } from '../form/api';

export type Kind = 'call' | 'tasting';
export type Team = 'catering' | 'corporate';

export async function fetchOpenSlots(kind: Kind, team: Team, lang: 'en' | 'fr'): Promise<OpenSlotsReply> {
  const res = await fetch(`/api/scheduling/slots?kind=${kind}&team=${team}&language=${lang}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw await readError(res);
  return (await res.json()) as OpenSlotsReply;
}

export async function postBooking(body: BookAppointmentBody): Promise<BookAppointmentReply> {
  const res = await send(
    (csrf) => ({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      body: JSON.stringify(body),
    }),
    '/api/scheduling/bookings',
  );
  if (!res.ok) throw await readError(res);
  return (await res.json()) as BookAppointmentReply;
}
