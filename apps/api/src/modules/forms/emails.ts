// E-mails caused by a form: the staff notification (every form) and the referral invitation to
// the referred friend. English and Quebec French; the words live here, the markup in outbox/layout.
import { buildPath } from '@mijote/contracts/routes';
import type { FormName } from '@mijote/contracts';
import { REFERRAL_CREDIT, type Lang } from '@mijote/domain';
import { renderEmail } from '../outbox/layout.js';
import type { OutgoingEmail } from '../outbox/repository.js';

const FORM_TITLES: Record<FormName, Record<Lang, string>> = {
  'contact-us': { en: 'Contact us', fr: 'Nous joindre' },
  referral: { en: 'Referral program', fr: 'Programme de parrainage' },
  specials: { en: 'Specials list', fr: 'Liste des promotions' },
  employment: { en: 'Job application', fr: 'Demande d’emploi' },
  'feedback-free-lunch': { en: 'Free lunch feedback', fr: 'Commentaires — dîner gratuit' },
  'feedback-catering-cookie-platter': { en: 'Catering cookie platter feedback', fr: 'Commentaires — plateau de biscuits traiteur' },
  schools: { en: 'Schools', fr: 'Écoles' },
  'home-first-form': { en: 'Lead form (step 1)', fr: 'Demande d’information (étape 1)' },
  'home-second-form': { en: 'Lead form (step 2)', fr: 'Demande d’information (étape 2)' },
  corporate: { en: 'Corporate lunch', fr: 'Repas d’affaires' },
  coffee: { en: 'Gourmet coffee', fr: 'Café gourmet' },
  cafeteria: { en: 'Corporate cafeteria', fr: 'Cafétéria d’entreprise' },
};

export function formTitle(formName: FormName, lang: Lang): string {
  return FORM_TITLES[formName][lang];
}

/** Labels of the form fields, in the order they are shown. */
const FIELD_LABELS: Record<string, Record<Lang, string>> = {
  firstName: { en: 'First name', fr: 'Prénom' },
  lastName: { en: 'Last name', fr: 'Nom' },
  email: { en: 'E-mail', fr: 'Courriel' },
  phone: { en: 'Phone', fr: 'Téléphone' },
  company: { en: 'Company', fr: 'Entreprise' },
  schoolName: { en: 'School', fr: 'École' },
  subject: { en: 'Subject', fr: 'Objet' },
  position: { en: 'Position', fr: 'Poste' },
  province: { en: 'Province', fr: 'Province' },
  availability: { en: 'Availability', fr: 'Disponibilités' },
  friendFirstName: { en: 'Friend’s first name', fr: 'Prénom de l’ami' },
  friendLastName: { en: 'Friend’s last name', fr: 'Nom de l’ami' },
  friendEmail: { en: 'Friend’s e-mail', fr: 'Courriel de l’ami' },
  postalCode: { en: 'Postal code', fr: 'Code postal' },
  eventDate: { en: 'Event date', fr: 'Date de l’événement' },
  rating: { en: 'Rating (1–5)', fr: 'Note (1 à 5)' },
  numberOfStudents: { en: 'Number of students', fr: 'Nombre d’élèves' },
  numberOfEmployees: { en: 'Number of employees', fr: 'Nombre d’employés' },
  service: { en: 'Service', fr: 'Service' },
  parentId: { en: 'Step 1 submission', fr: 'Demande de l’étape 1' },
  message: { en: 'Message', fr: 'Message' },
};

const SERVICE_LABELS: Record<string, Record<Lang, string>> = {
  'meal-delivery': { en: 'Home meal delivery', fr: 'Livraison de repas à domicile' },
  catering: { en: 'Catering', fr: 'Traiteur' },
  'corporate-cafeteria': { en: 'Corporate cafeteria', fr: 'Cafétéria d’entreprise' },
  'corporate-lunch': { en: 'Corporate lunch', fr: 'Repas d’affaires' },
  schools: { en: 'Schools', fr: 'Écoles' },
  coffee: { en: 'Gourmet coffee', fr: 'Café gourmet' },
  other: { en: 'Other', fr: 'Autre' },
};

const T = {
  en: {
    subject: (form: string, who: string) => `New form: ${form} — ${who}`,
    heading: (form: string) => `A visitor sent the “${form}” form`,
    intro: 'Reply to this e-mail to answer the visitor directly.',
    leadIntro: 'Lead form: follow up within 24 hours.',
    yes: 'Yes',
    no: 'No',
    meta: { id: 'Submission', language: 'Language', site: 'Site', brand: 'Brand', newsletter: 'Newsletter', attachment: 'Attachment' },
    languages: { en: 'English', fr: 'French' },
    brands: { main: 'Mijote', bakery: 'Bakery brand' },
    attached: 'CV attached (PDF)',
    signature: 'Mijote website',
  },
  fr: {
    subject: (form: string, who: string) => `Nouveau formulaire : ${form} — ${who}`,
    heading: (form: string) => `Un visiteur a envoyé le formulaire « ${form} »`,
    intro: 'Répondez à ce courriel pour écrire directement au visiteur.',
    leadIntro: 'Demande d’information : faire un suivi d’ici 24 heures.',
    yes: 'Oui',
    no: 'Non',
    meta: { id: 'Demande', language: 'Langue', site: 'Site', brand: 'Bannière', newsletter: 'Infolettre', attachment: 'Pièce jointe' },
    languages: { en: 'anglais', fr: 'français' },
    brands: { main: 'Mijote', bakery: 'Bannière boulangerie' },
    attached: 'CV joint (PDF)',
    signature: 'Site Web de Mijote',
  },
} as const;

function valueText(key: string, value: unknown, lang: Lang): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (key === 'service' && typeof value === 'string') return SERVICE_LABELS[value]?.[lang] ?? value;
  if (typeof value === 'boolean') return value ? T[lang].yes : T[lang].no;
  return String(value);
}

export interface StaffNotificationInput {
  submissionId: number;
  formName: FormName;
  /** The language of the e-mail (the form's language: staff answer in it). */
  language: Lang;
  fields: Record<string, unknown>;
  site: string | undefined;
  isBbCorp: boolean;
  newsletter: boolean;
  hasAttachment: boolean;
  staffEmail: string;
  attachmentUploadIds: number[];
}

export function staffNotification(input: StaffNotificationInput): OutgoingEmail {
  const lang = input.language;
  const t = T[lang];
  const form = formTitle(input.formName, lang);
  const f = input.fields;
  const who = [f['firstName'], f['lastName']].filter((v) => typeof v === 'string' && v).join(' ') || String(f['email'] ?? '');
  const rows: [string, string][] = [];
  for (const [key, labels] of Object.entries(FIELD_LABELS)) {
    const v = valueText(key, f[key], lang);
    if (v !== null) rows.push([labels[lang], v]);
  }
  const meta: [string, string][] = [
    [t.meta.id, `#${input.submissionId}`],
    [t.meta.language, t.languages[lang]],
    [t.meta.brand, input.isBbCorp ? t.brands.bakery : t.brands.main],
    [t.meta.newsletter, input.newsletter ? t.yes : t.no],
  ];
  if (input.site) meta.push([t.meta.site, input.site]);
  if (input.hasAttachment) meta.push([t.meta.attachment, t.attached]);
  const isLead = input.formName === 'home-first-form' || input.formName === 'home-second-form';
  const content = renderEmail({
    language: lang,
    subject: t.subject(form, who),
    heading: t.heading(form),
    blocks: [
      { kind: 'paragraph', text: isLead ? `${t.leadIntro} ${t.intro}` : t.intro },
      { kind: 'fields', rows },
      { kind: 'fields', rows: meta },
    ],
    signature: t.signature,
  });
  const replyTo = typeof f['email'] === 'string' ? f['email'] : undefined;
  return {
    to: input.staffEmail,
    ...content,
    language: lang,
    template: `form-${input.formName}`,
    replyTo,
    attachmentUploadIds: input.attachmentUploadIds,
  };
}

export interface ReferralInvitationInput {
  language: Lang;
  /**
   * The referrer's name as their verified account has it, when that account sent the form while
   * signed in; null otherwise (the invitation then names nobody).
   */
  referrerName: string | null;
  friendEmail: string;
  origin: string;
}

/**
 * The e-mail to the referred friend, in the form's language (ADR 193). The form is public, so this
 * e-mail goes to an address a stranger typed: it carries no words of theirs — no message, not the
 * names typed in the form, no reply-to — only our text, the friend's own address and, when the
 * referrer's verified account sent it, that account's name.
 */
export function referralInvitation(input: ReferralInvitationInput): OutgoingEmail {
  const lang = input.language;
  // Whole dollars read better here: "$25" / "25 $" (non-breaking space in French).
  const credit = lang === 'fr' ? `${REFERRAL_CREDIT / 100}\u00a0$` : `$${REFERRAL_CREDIT / 100}`;
  const signUp = `${input.origin}${buildPath('signUp', lang)}`;
  const name = input.referrerName?.trim() || null;
  const content =
    lang === 'fr'
      ? renderEmail({
          language: 'fr',
          subject: name
            ? `${name} vous invite chez Mijote : ${credit} sur votre première commande`
            : `Une invitation de Mijote : ${credit} sur votre première commande`,
          heading: 'Bonjour,',
          blocks: [
            {
              kind: 'paragraph',
              text: `${name ? `${name}, qui fait partie de notre clientèle,` : 'Une personne de notre clientèle'} pense que nos petits plats vous plairaient : repas livrés à domicile, traiteur, bistros et cafétérias d’entreprise, tous cuisinés dans l’Ouest-de-l’Île.`,
            },
            {
              kind: 'paragraph',
              text: `Créez votre compte avec cette adresse courriel (${input.friendEmail}) et confirmez-la avec le lien que nous vous enverrons; votre première commande payée par carte vous vaudra ensuite ${credit} en dollars Century, notre crédit d’achat, pour vos commandes suivantes.`,
            },
            { kind: 'paragraph', text: `Pour vous inscrire : ${signUp}` },
            {
              kind: 'paragraph',
              text: 'Vous recevez ce courriel parce que votre adresse a été inscrite dans notre programme de parrainage. Nous ne l’utiliserons pas pour autre chose; si vous ne vous inscrivez pas, vous n’entendrez plus parler de nous.',
            },
          ],
          signature: 'Bon appétit!\nL’équipe Mijote',
        })
      : renderEmail({
          language: 'en',
          subject: name
            ? `${name} invites you to Mijote: ${credit} toward your first order`
            : `An invitation from Mijote: ${credit} toward your first order`,
          heading: 'Hello,',
          blocks: [
            {
              kind: 'paragraph',
              text: `${name ? `${name}, one of our customers,` : 'One of our customers'} thinks you will enjoy Mijote’s cooking: home meal delivery, catering, bistros and corporate cafeterias, all cooked fresh in the West Island.`,
            },
            {
              kind: 'paragraph',
              text: `Create your account with this e-mail address (${input.friendEmail}) and confirm it with the link we send you; your first order paid by card then brings you ${credit} in Century Dollars, our store credit, for the orders that follow.`,
            },
            { kind: 'paragraph', text: `Sign up here: ${signUp}` },
            {
              kind: 'paragraph',
              text: 'You are receiving this e-mail because your address was entered in our referral program. We will not use it for anything else; if you do not sign up, you will not hear from us again.',
            },
          ],
          signature: 'Enjoy your meal!\nThe Mijote team',
        });
  return { to: input.friendEmail, ...content, language: lang, template: 'referral-invitation' };
}
