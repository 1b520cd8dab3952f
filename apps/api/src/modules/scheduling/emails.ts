// E-mails of the scheduling widget (ADR 372): the visitor's confirmation and cancellation, in the
// language they booked in, and the team's notice. The appointment in words comes from the domain
// (`formatAppointment`); the markup from outbox/layout.
import { formatAppointment, type AppointmentKind, type AppointmentTeam, type Lang, type SlotTime } from '@mijote/domain';
import { renderEmail } from '../outbox/layout.js';
import type { OutgoingEmail } from '../outbox/repository.js';

const KIND: Record<AppointmentKind, Record<Lang, string>> = {
  call: { en: 'call', fr: 'appel' },
  tasting: { en: 'tasting', fr: 'dégustation' },
};
const TEAM: Record<AppointmentTeam, Record<Lang, string>> = {
  catering: { en: 'catering team', fr: 'équipe traiteur' },
  corporate: { en: 'corporate team', fr: 'équipe des services aux entreprises' },
};

export function appointmentWhat(kind: AppointmentKind, team: AppointmentTeam, lang: Lang): string {
  if (lang === 'fr') return `${kind === 'call' ? 'Un appel' : 'Une dégustation'} avec l’${TEAM[team].fr}`;
  return `A ${KIND[kind].en} with the ${TEAM[team].en}`;
}

export interface AppointmentMailInput {
  bookingId: number;
  language: Lang;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  message: string;
  kind: AppointmentKind;
  team: AppointmentTeam;
  slot: SlotTime;
}

const LABELS = {
  en: { what: 'What', when: 'When', name: 'Name', email: 'E-mail', phone: 'Phone', company: 'Company', message: 'Message', ref: 'Booking' },
  fr: {
    what: 'Quoi',
    when: 'Quand',
    name: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    message: 'Message',
    ref: 'Réservation',
  },
} as const;

function details(input: AppointmentMailInput, lang: Lang, withContact: boolean): [string, string][] {
  const l = LABELS[lang];
  const rows: [string, string][] = [
    [l.what, appointmentWhat(input.kind, input.team, lang)],
    [l.when, formatAppointment(input.slot, lang)],
    [l.ref, `#${input.bookingId}`],
  ];
  if (withContact) {
    rows.push([l.name, input.name], [l.email, input.email], [l.phone, input.phone]);
    if (input.company) rows.push([l.company, input.company]);
    if (input.message) rows.push([l.message, input.message]);
  }
  return rows;
}

/** The visitor's confirmation. It repeats only what they booked and how we will reach them (no message echoed to an address a stranger may have typed). */
export function bookingConfirmation(input: AppointmentMailInput): OutgoingEmail {
  const lang = input.language;
  const when = formatAppointment(input.slot, lang);
  const content =
    lang === 'fr'
      ? renderEmail({
          language: 'fr',
          subject: `Votre rendez-vous Mijote : ${when}`,
          heading: `Bonjour ${input.name},`,
          blocks: [
            {
              kind: 'paragraph',
              text: `C’est confirmé! ${appointmentWhat(input.kind, input.team, 'fr')} vous attend le ${when} (heure de Montréal).`,
            },
            { kind: 'fields', rows: details(input, 'fr', false) },
            {
              kind: 'paragraph',
              text:
                input.kind === 'call'
                  ? `Nous vous appellerons au ${input.phone}. Un empêchement? Répondez à ce courriel et nous trouverons un autre moment.`
                  : `Nous vous écrirons d’ici là pour convenir du lieu de la dégustation. Un empêchement? Répondez à ce courriel et nous trouverons un autre moment.`,
            },
          ],
          signature: 'À bientôt!\nL’équipe Mijote',
        })
      : renderEmail({
          language: 'en',
          subject: `Your Mijote appointment: ${when}`,
          heading: `Hello ${input.name},`,
          blocks: [
            {
              kind: 'paragraph',
              text: `You are booked! ${appointmentWhat(input.kind, input.team, 'en')}, ${when} (Montreal time).`,
            },
            { kind: 'fields', rows: details(input, 'en', false) },
            {
              kind: 'paragraph',
              text:
                input.kind === 'call'
                  ? `We will call you at ${input.phone}. Something came up? Reply to this e-mail and we will find another time.`
                  : `We will write to you before then to agree on where the tasting takes place. Something came up? Reply to this e-mail and we will find another time.`,
            },
          ],
          signature: 'See you soon!\nThe Mijote team',
        });
  return { to: input.email, ...content, language: lang, template: 'appointment-confirmation' };
}

/** The visitor's notice that staff canceled the booking. */
export function bookingCancellation(input: AppointmentMailInput): OutgoingEmail {
  const lang = input.language;
  const when = formatAppointment(input.slot, lang);
  const content =
    lang === 'fr'
      ? renderEmail({
          language: 'fr',
          subject: `Rendez-vous annulé : ${when}`,
          heading: `Bonjour ${input.name},`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Nous devons malheureusement annuler votre rendez-vous (${appointmentWhat(input.kind, input.team, 'fr').toLowerCase()}) prévu le ${when}. Toutes nos excuses.`,
            },
            { kind: 'fields', rows: details(input, 'fr', false) },
            {
              kind: 'paragraph',
              text: 'Choisissez une autre plage horaire sur notre site, ou répondez à ce courriel : nous vous proposerons un autre moment.',
            },
          ],
          signature: 'L’équipe Mijote',
        })
      : renderEmail({
          language: 'en',
          subject: `Appointment canceled: ${when}`,
          heading: `Hello ${input.name},`,
          blocks: [
            {
              kind: 'paragraph',
              text: `We are sorry: we have to cancel your appointment on ${when} (${appointmentWhat(input.kind, input.team, 'en').toLowerCase()}).`,
            },
            { kind: 'fields', rows: details(input, 'en', false) },
            { kind: 'paragraph', text: 'Please choose another time on our website, or reply to this e-mail and we will suggest one.' },
          ],
          signature: 'The Mijote team',
        });
  return { to: input.email, ...content, language: lang, template: 'appointment-cancellation' };
}

/** The team's notice of a new booking, in the visitor's language (staff answer in it); reply goes to the visitor. */
export function bookingStaffNotice(input: AppointmentMailInput, staffEmail: string): OutgoingEmail {
  const lang = input.language;
  const content = renderEmail({
    language: lang,
    subject:
      lang === 'fr'
        ? `Nouveau rendez-vous : ${appointmentWhat(input.kind, input.team, 'fr')} — ${input.name}`
        : `New appointment: ${appointmentWhat(input.kind, input.team, 'en')} — ${input.name}`,
    heading: lang === 'fr' ? 'Un visiteur a réservé une plage horaire' : 'A visitor booked a time',
    blocks: [{ kind: 'fields', rows: details(input, lang, true) }],
    signature: lang === 'fr' ? 'Site Web de Mijote' : 'Mijote website',
  });
  return { to: staffEmail, ...content, language: lang, template: 'appointment-staff', replyTo: input.email };
}
