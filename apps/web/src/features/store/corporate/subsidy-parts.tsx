// The corporate cafeterias' own pieces (customer-side §2, §6; issue 13; ADR 300): the sign-in
// links, the mobile stop chooser, the badge-number form of a subsidy that requires one (issue 28),
// the gate of the non-dismissable popup of Review and Confirm (its body: ./subsidy-popup.tsx), and
// Confirm's "where your meal is served". Texts: the `corporate`
// namespace, loaded with these stores only (client-routes).
import type { AccountSubsidy } from '@mijote/contracts';
import { needsExternalUserId } from '@mijote/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { paths, type Lang } from '../../../lib/paths';
import { useChooseStop, useStoreSubsidy, type CorporateStore } from './api';

/** `?next=` back to where the visitor is (the login and sign-up pages return there). */
function useHere(): string {
  const { pathname, search } = useLocation();
  return encodeURIComponent(pathname + search);
}

export function SignInLinks({ lang }: { lang: Lang }) {
  const { t } = useTranslation('corporate');
  const next = useHere();
  return (
    <div className="modal__actions">
      <Link className="button button--primary" to={`${paths.login(lang)}?next=${next}`}>
        {t('signedOut.login')}
      </Link>
      <Link className="button button--secondary" to={`${paths.signUp(lang)}?next=${next}`}>
        {t('signedOut.signUp')}
      </Link>
    </div>
  );
}

/** The mobile cafeteria's stops: one radio per stop; choosing saves it on the account. */
export function StopChooser({ subsidy, compact = false }: { subsidy: AccountSubsidy; compact?: boolean }) {
  const { t } = useTranslation('corporate');
  const choose = useChooseStop();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const chosen = subsidy.mobileAddresses.find((a) => a.id === subsidy.mobileAddressId) ?? null;
  if (chosen && !open)
    return (
      <p className="corporate-stop__chosen">
        {t('stop.chosen', { name: chosen.name })}{' '}
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {t('stop.change')}
        </button>
      </p>
    );
  return (
    <fieldset className={`corporate-stop${compact ? ' corporate-stop--compact' : ''}`}>
      <legend>{t('stop.legend')}</legend>
      <ul className="corporate-stop__list">
        {subsidy.mobileAddresses.map((a) => (
          <li key={a.id}>
            <label className="corporate-stop__option">
              <input
                type="radio"
                name="mobile-stop"
                value={a.id}
                checked={a.id === subsidy.mobileAddressId}
                disabled={busy}
                onChange={() => {
                  setBusy(true);
                  setProblem(null);
                  choose(a.id)
                    .then(() => setOpen(false))
                    .catch((err: unknown) => setProblem(errorText(t, err)))
                    .finally(() => setBusy(false));
                }}
              />
              <span>
                <strong>{a.name}</strong>
                <span className="corporate-stop__address">{[a.line1, a.line2, a.city, a.postalCode].filter(Boolean).join(', ')}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {busy && <p role="status">{t('stop.saving')}</p>}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The badge-number form, its own chunk: loaded only for a subsidy that requires one and an account
 * without it (issue 28; the store pages' 130 KB budget).
 */
const LazyBadgeForm = lazy(() => import('./badge-form').then((m) => ({ default: m.BadgeForm })));

/** The badge-number form when the subsidy asks for it and the account has none; nothing otherwise. */
export function BadgeForm({ subsidy, idPrefix }: { subsidy: AccountSubsidy; idPrefix?: string }) {
  if (!needsExternalUserId(subsidy, subsidy.externalUserId)) return null;
  return (
    <Suspense fallback={null}>
      <LazyBadgeForm subsidy={subsidy} {...(idPrefix ? { idPrefix } : {})} />
    </Suspense>
  );
}

/**
 * Review and Confirm (customer-side §2): a non-dismissable popup while the visitor is not signed
 * in, or has no subsidy bistro (on-site) / no stop (mobile), or owes the badge number; it hides
 * once set. It lives in the store's layout, so leaving the store closes it. Its body is its own
 * chunk, loaded only when the popup must show (the store pages' 130 KB budget, ADR 373).
 */
const LazySubsidyPopupBody = lazy(() => import('./subsidy-popup').then((m) => ({ default: m.SubsidyPopupBody })));

export function SubsidyPopup({ store, lang }: { store: CorporateStore; lang: Lang }) {
  const state = useStoreSubsidy(store, lang);
  const needsBadge = state.status === 'ready' && needsExternalUserId(state.subsidy, state.subsidy.externalUserId);
  const blocked = state.status === 'signed-out' || state.status === 'none' || (state.status === 'ready' && (!state.placeSet || needsBadge));
  // once shown, the body stays mounted so that the popup closes as a dialog does
  const [shown, setShown] = useState(false);
  if (blocked && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazySubsidyPopupBody store={store} lang={lang} state={state} needsBadge={needsBadge} open={blocked} />
    </Suspense>
  );
}

/** Confirm: where the meal goes — the subsidy's bistro, or the chosen stop (changeable). */
export function PlaceSection({ store, lang }: { store: CorporateStore; lang: Lang }) {
  const { t } = useTranslation('corporate');
  const state = useStoreSubsidy(store, lang);
  if (state.status !== 'ready') return null;
  const { subsidy } = state;
  return (
    <section className="confirm-section" aria-labelledby="corporate-place-title">
      <h2 id="corporate-place-title">{t('place.title')}</h2>
      {store === 'corporate' && subsidy.franchise ? (
        <p>
          {t('place.onsite', { name: subsidy.franchise.Name })}
          <br />
          <span className="corporate-stop__address">
            {[subsidy.franchise.Line1, subsidy.franchise.City, subsidy.franchise.PostalCode].join(', ')}
          </span>
        </p>
      ) : (
        <StopChooser subsidy={subsidy} />
      )}
      {!subsidy.active && <p className="alert alert--warning">{t('unverified')}</p>}
    </section>
  );
}
