// The bistro store's menu step (customer-side §2, issue 12; ADR 231): the restaurant-address modal
// asks which bistro first (the enabled bistros from the API); the choice is the cart's `franchiseId`
// and is kept for the browser session (sessionStorage: a paid order empties the cart, the next one
// is for the same bistro), changeable from the menu's head. Then the bistro's menu at
// its prices (`/restaurant/menus/products/current?franchiseId`) with its sides, the cart summary, and
// the holiday notice when today is a holiday of the bistro. Its own route module: none of it is in
// the other stores' menu chunk (ADR 230 budgets).
import type { Franchise, MenuProduct } from '@mijote/contracts';
import { formatWallTime } from '@mijote/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { Modal } from '../../../components/ui/modal';
import { useCart } from '../../../lib/cart/use-cart';
import { usePageTitle } from '../../../lib/page-meta';
import type { Lang } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { addItem, addOutcome, type NewItem } from '../cart-edit';
import { useFranchises, useRestaurantHolidayToday, useRestaurantMenu, useRestaurantSides } from '../api';
import { CartBar, CartSummary } from '../components/cart-summary';
import { ProductCard, type AddOutcome } from '../components/product-card';
import type { CartDocument } from '@mijote/contracts';

const STORE = 'restaurant';
const KEPT_KEY = 'mijote.bistro';

/** The bistro chosen in this browser session, if any (storage may be unavailable). */
function readKeptFranchise(): number | null {
  try {
    const v = Number(window.sessionStorage.getItem(KEPT_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

function keepFranchise(id: number): void {
  try {
    window.sessionStorage.setItem(KEPT_KEY, String(id));
  } catch {
    // the cart keeps it anyway
  }
}

/** The bistro's own price where it has one (the spec's franchisePrice); the priced cart confirms it. */
const atFranchisePrice = (p: MenuProduct): MenuProduct => ({ ...p, PriceCents: p.FranchisePriceCents ?? p.PriceCents });

/** The restaurant-address modal: which bistro (customer-side §2 modals). */
function FranchiseModal({
  open,
  lang,
  franchises,
  current,
  dismissable,
  openOnServer,
  canSubmit,
  onChoose,
  onClose,
}: {
  open: boolean;
  lang: Lang;
  franchises: readonly Franchise[];
  current: number | null;
  dismissable: boolean;
  /** The server renders it open: the first paint shows the choice (issue 31). */
  openOnServer: boolean;
  /** The cart has loaded: the choice can be kept in it. */
  canSubmit: boolean;
  onChoose(id: number): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation('store');
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(false);
  const chosen = picked ?? current;
  return (
    <Modal
      open={open}
      id="bistro-choice"
      title={t('bistro.title')}
      dismissable={dismissable}
      closeLabel={t('common:actions.close')}
      onClose={onClose}
      openOnServer={openOnServer}
      className="modal--first-paint"
    >
      <form
        // its radios start from the bistro chosen (a new form when that changes, never at hydration)
        key={current ?? 'none'}
        onSubmit={(e) => {
          e.preventDefault();
          // the radio checked in the page, even one checked before hydration (the choice is open
          // from the first paint, issue 31): the form says which, not only React's state
          const checked = Number(new FormData(e.currentTarget).get('bistro'));
          const id = Number.isInteger(checked) && checked > 0 ? checked : chosen;
          if (id === null) return setProblem(true);
          setPicked(id);
          setBusy(true);
          onChoose(id)
            .then(onClose)
            .catch(() => setProblem(true))
            .finally(() => setBusy(false));
        }}
      >
        <fieldset className="choice-list">
          <legend>{t('bistro.lead')}</legend>
          {franchises.map((b) => (
            <label key={b.Id} className="choice choice--card">
              <input
                type="radio"
                name="bistro"
                value={b.Id}
                defaultChecked={current === b.Id}
                onChange={() => {
                  setPicked(b.Id);
                  setProblem(false);
                }}
              />
              <span>
                <strong>{b.Name}</strong>
                <br />
                {b.Line1}, {b.City} {b.PostalCode}
                <br />
                {t('bistro.hours', { from: formatWallTime(b.OpeningTime, lang), to: formatWallTime(b.ClosingTime, lang) })}
              </span>
            </label>
          ))}
        </fieldset>
        {problem && (
          <p className="field__error" role="alert">
            {picked === null && current === null ? t('errors:codes.franchise-required') : t('errors:unknown')}
          </p>
        )}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={busy || !canSubmit} aria-busy={busy}>
            {t('bistro.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Today is a holiday of the bistro: said once per visit (the holiday notice). */
function FranchiseHolidayModal({ franchiseId, lang }: { franchiseId: number | null; lang: Lang }) {
  const { t } = useTranslation('store');
  const [dismissed, setDismissed] = useState(false);
  const today = useRestaurantHolidayToday(franchiseId, lang, !dismissed).data;
  return (
    <Modal
      open={!dismissed && !!today?.isHoliday}
      id="holiday-notice"
      title={t('bistro.holidayTitle')}
      closeLabel={t('common:actions.close')}
      onClose={() => setDismissed(true)}
    >
      <p>{t('bistro.holidayBody', { name: today?.holiday?.Name ?? t('holiday.fallbackName') })}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => setDismissed(true)}>
          {t('holiday.ok')}
        </button>
      </div>
    </Modal>
  );
}

export function Component() {
  const lang = useLang();
  const { t } = useTranslation('store');
  usePageTitle('storeMenu', { store: t('common:stores.restaurant') });
  const live = useHydrated();
  const { state } = useSession();
  const cart = useCart(STORE, lang);
  const franchises = useFranchises(lang);
  const [params, setParams] = useSearchParams();
  const [changing, setChanging] = useState(false);
  const list = franchises.data ?? [];
  // read after hydration: the server renders without it
  const [kept, setKept] = useState<number | null>(null);
  useEffect(() => setKept(readKeptFranchise()), []);
  const asked = cart.reply?.cart.franchiseId ?? cart.doc.franchiseId ?? kept;
  // a bistro no longer open is asked again
  const franchise = list.find((b) => b.Id === asked) ?? null;
  const franchiseId = franchise?.Id ?? null;
  const menu = useRestaurantMenu(franchiseId, lang);
  const sides = useRestaurantSides(lang, franchiseId !== null);
  const ready = state.status !== 'loading' && !cart.isLoading;
  const settled = live && ready && franchises.isSuccess;
  const mustChoose = settled && franchise === null;
  // the choice is open from the first paint (the server renders it open: its list is the page's
  // largest element, issue 31) until what the browser kept says otherwise
  const choosingFirst = !settled && franchise === null && kept === null && !franchises.isError;

  const choose = (id: number) => {
    keepFranchise(id);
    setKept(id);
    return cart.update((doc: CartDocument) => ({ ...doc, franchiseId: id }));
  };
  const add = async (item: NewItem): Promise<AddOutcome> => {
    let before: CartDocument | null = null;
    const reply = await cart.update((doc) => {
      before = doc;
      return addItem({ ...doc, franchiseId: doc.franchiseId ?? franchiseId }, STORE, item, new Date());
    });
    return reply && before ? addOutcome(before, reply.cart, STORE, item) : { asked: item.quantity, added: item.quantity };
  };

  const type = params.get('type');
  const products = (menu.data?.day.products ?? []).map(atFranchisePrice);
  const types = [...new Set(products.map((p) => p.ProductTypeCd))];
  const shown = products.filter((p) => !type || p.ProductTypeCd === type);
  const selectType = (v: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === null) next.delete('type');
        else next.set('type', v);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <header className="store-head">
        <h1>{t('menu.restaurant.title')}</h1>
        <p className="store-head__lead">
          {franchise
            ? t('bistro.current', {
                name: franchise.Name,
                from: formatWallTime(franchise.OpeningTime, lang),
                to: formatWallTime(franchise.ClosingTime, lang),
              })
            : t('menu.restaurant.lead')}{' '}
          {franchise && (
            <button type="button" className="link-button" disabled={!live} onClick={() => setChanging(true)}>
              {t('bistro.change')}
            </button>
          )}
        </p>
      </header>
      <div className="store-menu">
        <div className="store-menu__main">
          {franchises.isError || menu.isError ? (
            <p className="alert alert--danger" role="alert">
              {t('menu.loadFailed')}
            </p>
          ) : !franchise ? (
            <p>
              <button type="button" className="button button--primary" disabled={!live} onClick={() => setChanging(true)}>
                {t('bistro.choose')}
              </button>
            </p>
          ) : menu.isPending ? (
            <p role="status">{t('loading')}</p>
          ) : (
            <section aria-labelledby="store-products-title">
              <h2 id="store-products-title" className="visually-hidden">
                {t('menu.restaurant.products')}
              </h2>
              {types.length > 1 && (
                <div className="filters" role="group" aria-label={t('menu.filterLabel')}>
                  <button type="button" className="filter" aria-pressed={type === null} disabled={!live} onClick={() => selectType(null)}>
                    {t('menu.allTypes')}
                  </button>
                  {types.map((c) => (
                    <button
                      key={c}
                      type="button"
                      className="filter"
                      aria-pressed={type === c}
                      disabled={!live}
                      onClick={() => selectType(c)}
                    >
                      {t(`types.${c}`)}
                    </button>
                  ))}
                </div>
              )}
              <ul className="product-grid">
                {shown.map((p, i) => (
                  <li key={p.Id}>
                    <ProductCard
                      product={p}
                      lang={lang}
                      eager={i < 3}
                      kinds={false}
                      sides={sides.data}
                      store={STORE}
                      addLabel={t('card.addToCart')}
                      unavailable={
                        !p.Available || p.OutOfStock ? t(`menu.unavailable.${p.UnavailableReason ?? 'out-of-stock'}`, { name: '' }) : null
                      }
                      ready={ready}
                      onAdd={(item) => add(item)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="store-menu__aside">
          <CartSummary store={STORE} lang={lang} reply={cart.reply} loading={cart.isLoading} />
        </aside>
      </div>
      <CartBar store={STORE} lang={lang} reply={cart.reply} />
      <FranchiseModal
        open={mustChoose || changing || (live && choosingFirst)}
        lang={lang}
        franchises={list}
        current={franchiseId}
        dismissable={franchise !== null}
        openOnServer={choosingFirst}
        canSubmit={ready}
        onChoose={choose}
        onClose={() => setChanging(false)}
      />
      {franchise && <FranchiseHolidayModal franchiseId={franchise.Id} lang={lang} />}
    </>
  );
}
