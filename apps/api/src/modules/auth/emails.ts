// The account e-mails (password reset, e-mail changed, e-mail verification, one-time sign-in
// link), in the account's language, queued in the outbox. A live link is queued sealed (ADR 376).
import { EMAIL_VERIFICATION_HOURS, type Lang } from '@mijote/domain';
import type { OutgoingEmail } from '../outbox/repository.js';
import { hiddenFormOf } from '../outbox/secret-link.js';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const TEXTS = {
  en: {
    subject: 'Reset your Mijote password',
    hello: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your Mijote account. Use this link within one hour to choose a new password:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    button: 'Choose a new password',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Mijote',
    hello: (name: string) => `Bonjour ${name},`,
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Mijote. Utilisez ce lien dans l’heure qui suit pour choisir un nouveau mot de passe :',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
    button: 'Choisir un nouveau mot de passe',
  },
} as const;

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  language: Lang;
  link: string;
  accountId: number;
}): OutgoingEmail {
  const t = TEXTS[input.language];
  // the queued text holds the link's hidden form; the sender puts the link in (ADR 376)
  const link = hiddenFormOf(input.link);
  const text = [t.hello(input.firstName), '', t.body, link, '', t.ignore, '', 'Mijote'].join('\n');
  const html =
    `<p>${escapeHtml(t.hello(input.firstName))}</p>` +
    `<p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>` +
    `<p>${escapeHtml(t.ignore)}</p><p>Mijote</p>`;
  return {
    to: input.to,
    subject: t.subject,
    text,
    html,
    language: input.language,
    template: 'password-reset',
    accountId: input.accountId,
    secretLink: input.link,
  };
}

const CHANGED = {
  en: {
    subject: 'Your Mijote e-mail address was changed',
    body: (email: string) =>
      `The e-mail address of your Mijote account was changed to ${email}. If you did not do this, contact customer service right away.`,
  },
  fr: {
    subject: 'L’adresse courriel de votre compte Mijote a changé',
    body: (email: string) =>
      `L’adresse courriel de votre compte Mijote est maintenant ${email}. Si vous n’êtes pas à l’origine de ce changement, communiquez immédiatement avec le service à la clientèle.`,
  },
} as const;

/** Notice sent to the previous address when the e-mail changes (ASVS 5 V6.3.7). */
export function emailChangedEmail(input: { to: string; newEmail: string; language: Lang; accountId: number }): OutgoingEmail {
  const t = CHANGED[input.language];
  const body = t.body(input.newEmail);
  return {
    to: input.to,
    subject: t.subject,
    text: `${body}\n\nMijote`,
    html: `<p>${escapeHtml(body)}</p><p>Mijote</p>`,
    language: input.language,
    template: 'email-changed',
    accountId: input.accountId,
  };
}

const VERIFY = {
  en: {
    subject: 'Confirm your e-mail address for Mijote',
    hello: 'Hello,',
    body: `Please confirm that this e-mail address is yours by opening this link within ${EMAIL_VERIFICATION_HOURS} hours:`,
    why: 'Until it is confirmed, referral credits cannot be used on this account.',
    ignore: 'If you did not create a Mijote account, ignore this e-mail.',
    button: 'Confirm my e-mail address',
  },
  fr: {
    subject: 'Confirmez votre adresse courriel pour Mijote',
    hello: 'Bonjour,',
    body: `Veuillez confirmer que cette adresse courriel est bien la vôtre en ouvrant ce lien d’ici ${EMAIL_VERIFICATION_HOURS} heures :`,
    why: 'Tant qu’elle n’est pas confirmée, les crédits de parrainage ne peuvent pas être utilisés dans ce compte.',
    ignore: 'Si vous n’avez pas créé de compte Mijote, ignorez ce courriel.',
    button: 'Confirmer mon adresse courriel',
  },
} as const;

/**
 * The e-mail verification link (ADR 192), to the address being verified, in the account's
 * language. Whoever signs up can type any address: the e-mail carries none of their words (not
 * even the name they typed), only ours and the link.
 */
export function emailVerificationEmail(input: { to: string; language: Lang; link: string; accountId: number }): OutgoingEmail {
  const t = VERIFY[input.language];
  const link = hiddenFormOf(input.link);
  const text = [t.hello, '', t.body, link, '', t.why, '', t.ignore, '', 'Mijote'].join('\n');
  const html =
    `<p>${escapeHtml(t.hello)}</p>` +
    `<p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>` +
    `<p>${escapeHtml(t.why)}</p>` +
    `<p>${escapeHtml(t.ignore)}</p><p>Mijote</p>`;
  return {
    to: input.to,
    subject: t.subject,
    text,
    html,
    language: input.language,
    template: 'email-verification',
    accountId: input.accountId,
    secretLink: input.link,
  };
}

const SIGN_IN = {
  en: {
    subject: 'Your Mijote sign-in link',
    hello: (name: string) => `Hello ${name},`,
    body: 'Someone, probably you, entered the right password for your Mijote account after several failed attempts. To finish signing in, open this link within 15 minutes (it works only once):',
    ignore:
      'If it was not you, do not open the link, and change your password: someone knows it. Your account stays locked to them without this link.',
    button: 'Sign in to Mijote',
  },
  fr: {
    subject: 'Votre lien de connexion Mijote',
    hello: (name: string) => `Bonjour ${name},`,
    body: 'Quelqu’un, sans doute vous, a saisi le bon mot de passe de votre compte Mijote après plusieurs tentatives infructueuses. Pour terminer la connexion, ouvrez ce lien d’ici 15 minutes (il ne fonctionne qu’une fois) :',
    ignore:
      'Si ce n’était pas vous, n’ouvrez pas le lien et changez votre mot de passe : quelqu’un le connaît. Sans ce lien, votre compte lui reste fermé.',
    button: 'Me connecter à Mijote',
  },
} as const;

/** The one-time sign-in link of a login past the per-e-mail limit (ADR 376). */
export function signInLinkEmail(input: { to: string; firstName: string; language: Lang; link: string; accountId: number }): OutgoingEmail {
  const t = SIGN_IN[input.language];
  const link = hiddenFormOf(input.link);
  const text = [t.hello(input.firstName), '', t.body, link, '', t.ignore, '', 'Mijote'].join('\n');
  const html =
    `<p>${escapeHtml(t.hello(input.firstName))}</p>` +
    `<p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>` +
    `<p>${escapeHtml(t.ignore)}</p><p>Mijote</p>`;
  return {
    to: input.to,
    subject: t.subject,
    text,
    html,
    language: input.language,
    template: 'sign-in-link',
    accountId: input.accountId,
    secretLink: input.link,
  };
}
