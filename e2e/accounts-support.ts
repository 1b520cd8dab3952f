// Shared steps of the account specs (accounts-en, accounts-fr): the texts each language must show
// (the spec's own where it has them) and small page helpers (support.ts has the console watch and
// the page checks).
import { expect, type Locator, type Page } from '@playwright/test';

export type Lang = 'en' | 'fr';

/** Texts of the account screens, per language (customer-side §5, §8 and the translations). */
export const TEXT = {
  en: {
    login: 'Log in',
    loginPath: '/en/login',
    signUpPath: '/en/sign-up',
    forgotPath: '/en/forgot-my-password',
    home: '/en/',
    email: 'E-mail',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    confirmPassword: 'Confirm the password',
    phone: 'Phone',
    findArea: 'Find your area',
    street: 'Street address',
    city: 'City',
    postalCode: 'Postal code',
    createAccount: 'Create my account',
    required: 'Please fill out this field',
    invalidEmail: 'Please fill in a valid email address',
    mismatch: 'Please make sure both passwords match.',
    emailTaken: 'An account already uses this e-mail address',
    invalidCredentials: 'Oh snap! Looks like you entered an invalid username or password!',
    myAccount: 'My account',
    logout: 'Log out',
    hello: 'Hello',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change my password',
    saved: 'Saved',
    addDelivery: 'Add a delivery address',
    saveAddress: 'Save the address',
    addCard: 'Add a card',
    cardNumber: 'Card number',
    cardName: 'Name on the card',
    month: 'Expiry month',
    year: 'Expiry year',
    cvv: 'Security code (CVV)',
    saveCard: 'Save the card',
    cardAdded: 'Card added!',
    visa4242: 'Visa ending in 4242',
    removeCard: 'Remove the Visa ending in 4242',
    cardRemoved: 'The card was removed.',
    noCard: 'No saved card.',
    giftCode: 'Gift card code',
    addGift: 'Add the card',
    giftCard: 'MIJ-4K7Q-2ZP9',
    balanceBefore: '$0.00',
    balanceAfter: '$25.00',
    giftMethod: 'Gift card',
    orders: 'Orders',
    ordersTitle: 'My orders',
    noOrders: 'You have not ordered yet.',
    forgotTitle: 'Forgot your password?',
    sendLink: 'Send me the link',
    emailInstruction: 'If an account uses this e-mail address, we have just sent it an e-mail with instructions',
    resetTitle: 'Choose a new password',
    resetIssue: 'Sorry there was an issue while attempting to reset your password.',
    saveNewPassword: 'Save my new password',
    forcedWhy: 'For your security, your password must be changed before you continue.',
    expiredTitle: 'Sorry, your session has expired.',
  },
  fr: {
    login: 'Se connecter',
    loginPath: '/fr/connecter',
    signUpPath: '/fr/sign-up',
    forgotPath: '/fr/oublie-mot-de-passe',
    home: '/fr/',
    email: 'Courriel',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    confirmPassword: 'Confirmez le mot de passe',
    phone: 'Téléphone',
    findArea: 'Trouvez votre secteur',
    street: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    createAccount: 'Créer mon compte',
    required: 'Veuillez remplir ce champ',
    invalidEmail: 'Veuillez saisir une adresse courriel valide',
    mismatch: 'Assurez-vous que les deux mots de passe sont identiques.',
    emailTaken: 'Un compte utilise déjà cette adresse courriel',
    invalidCredentials: 'Oups! Le courriel ou le mot de passe saisi n’est pas valide!',
    myAccount: 'Mon compte',
    logout: 'Se déconnecter',
    hello: 'Bonjour',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    changePassword: 'Changer mon mot de passe',
    saved: 'Enregistré',
    addDelivery: 'Ajouter une adresse de livraison',
    saveAddress: 'Enregistrer l’adresse',
    addCard: 'Ajouter une carte',
    cardNumber: 'Numéro de la carte',
    cardName: 'Nom sur la carte',
    month: 'Mois d’expiration',
    year: 'Année d’expiration',
    cvv: 'Code de sécurité (CVV)',
    saveCard: 'Enregistrer la carte',
    cardAdded: 'Carte ajoutée!',
    visa4242: 'Visa se terminant par 4242',
    removeCard: 'Retirer la carte Visa se terminant par 4242',
    cardRemoved: 'La carte a été retirée.',
    noCard: 'Aucune carte enregistrée.',
    giftCode: 'Code de la carte-cadeau',
    addGift: 'Ajouter la carte',
    giftCard: 'MIJ-8RTD-5XWB',
    balanceBefore: '0,00 $',
    balanceAfter: '50,00 $',
    giftMethod: 'Carte-cadeau',
    orders: 'Commandes',
    ordersTitle: 'Mes commandes',
    noOrders: 'Vous n’avez pas encore commandé.',
    forgotTitle: 'Mot de passe oublié?',
    sendLink: 'Envoyez-moi le lien',
    emailInstruction: 'Si un compte utilise cette adresse courriel, nous venons de lui envoyer un courriel',
    resetTitle: 'Choisissez un nouveau mot de passe',
    resetIssue: 'Désolé, un problème est survenu lors de la réinitialisation de votre mot de passe.',
    saveNewPassword: 'Enregistrer mon nouveau mot de passe',
    forcedWhy: 'Pour votre sécurité, votre mot de passe doit être changé avant de continuer.',
    expiredTitle: 'Désolé, votre session a expiré.',
  },
} as const;

/** A fresh e-mail address for this run (tests are independent). */
export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The page's main region (the footer's lead form also has e-mail and name fields). */
export const main = (page: Page): Locator => page.locator('main');

/** Once dismissed, the division-move modal stays closed for 31 days (ADR 213), after login too. */
export async function expectHomeModalSnoozed(page: Page): Promise<void> {
  await expect(page.locator('#division-modal.notice-modal--snoozed')).not.toHaveAttribute('open');
}

/** The home page opens the division-move modal on a first visit: close it. */
export async function closeHomeModal(page: Page): Promise<void> {
  const dialog = page.locator('#division-modal');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Fills and sends the login form of the page. Waits for the submit button to be enabled first:
 * the server HTML keeps it disabled until React has hydrated the form.
 */
export async function submitLogin(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const T = TEXT[lang];
  const form = main(page);
  const button = form.getByRole('button', { name: T.login, exact: true });
  await expect(button).toBeEnabled();
  await form.getByLabel(T.email, { exact: true }).fill(email);
  await form.getByLabel(T.password, { exact: true }).fill(password);
  await button.click();
}

/** Logs in through the login page (optionally with `?next=`). */
export async function logIn(page: Page, lang: Lang, email: string, password: string, next?: string): Promise<void> {
  const T = TEXT[lang];
  await page.goto(next ? `${T.loginPath}?next=${encodeURIComponent(next)}` : T.loginPath);
  await submitLogin(page, lang, email, password);
}

/** The header's account links (the account-links island). */
export const utilityNav = (page: Page): Locator => page.locator('.topbar__nav');
