// Menu step (customer-side §2): meal delivery by day of the week planning (each dish is added to a
// day), the generic store's gift cards and specials, or the catering menu (issue 12); category filters, product cards, the
// promotion sidebar, the cart summary (wide screens) and the bottom cart bar (phones). Master
// logins see the rush-order checkbox (today's rush menu).
import type { CartDocument, CartGroupName, MenuDay, MenuProduct, Product, SideListReply } from '@mijote/contracts';
import { formatMoney, MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY, parseMoney } from '@mijote/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { useCart } from '../../../lib/cart/use-cart';
import { usePageTitle } from '../../../lib/page-meta';
import type { Lang } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  useCateringMenu,
  useCateringSides,
  useCustomProduct,
  usePlanning,
  useRushDay,
  useSides,
  useStoreProducts,
  useWeekendDays,
} from '../api';
import { addCustomItem, addItem, addOutcome, type NewItem } from '../cart-edit';
import { errorText } from '../../../lib/api-client';
import { CartBar, CartSummary } from '../components/cart-summary';
import { ProductCard, type AddOutcome } from '../components/product-card';
import { PromotionSidebar } from '../components/promotions';
import { formatDay, formatDayInline, formatShortDay } from '../format';
import type { OpenStoreKind } from '../../../lib/stores';
import { useStoreKind } from '../store';
import type { MenuState } from '../checkout/use-place-order';
import { HydrateLater } from '../../../lib/hydrate-later';

/** The order of the category filters (product types, customer-side §3). */
const TYPE_ORDER = [
  'BF',
  'LU',
  'SU',
  'CC',
  'KC',
  'SH',
  'PZ',
  'SD',
  'WR',
  'AP',
  'TR',
  'SW',
  'SC',
  'HD',
  'LB',
  'HB',
  'MO',
  'SN',
  'HY',
  'SM',
  'DR',
  'SI',
  'GC',
  'SP',
] as const;

function typesOf(products: readonly (Product | MenuProduct)[]): string[] {
  const present = new Set(products.map((p) => p.ProductTypeCd));
  return [...TYPE_ORDER.filter((c) => present.has(c)), ...[...present].filter((c) => !(TYPE_ORDER as readonly string[]).includes(c))];
}

function CategoryFilter({ types, selected, onSelect }: { types: string[]; selected: string | null; onSelect(type: string | null): void }) {
  const { t } = useTranslation('store');
  const live = useHydrated();
  if (types.length < 2) return null;
  return (
    <div className="filters" role="group" aria-label={t('menu.filterLabel')}>
      <button type="button" className="filter" aria-pressed={selected === null} disabled={!live} onClick={() => onSelect(null)}>
        {t('menu.allTypes')}
      </button>
      {types.map((c) => (
        <button key={c} type="button" className="filter" aria-pressed={selected === c} disabled={!live} onClick={() => onSelect(c)}>
          {t(`types.${c}`)}
        </button>
      ))}
    </div>
  );
}

export function useAdd(store: OpenStoreKind, lang: Lang) {
  const cart = useCart(store, lang);
  // the dishes are in the server HTML before the session is known: an add waits for it (ADR 216)
  const { state } = useSession();
  return {
    cart,
    ready: state.status !== 'loading',
    /** Adds, and answers what the server kept: the stock may allow fewer than asked (issue 9). */
    add: async (group: CartGroupName, item: NewItem): Promise<AddOutcome> => {
      let before: CartDocument | null = null;
      const reply = await cart.update((doc) => {
        before = doc;
        return addItem(doc, group, item, new Date());
      });
      return reply && before ? addOutcome(before, reply.cart, group, item) : { asked: item.quantity, added: item.quantity };
    },
  };
}

/** Why a menu day cannot be ordered (one set of texts with the products' reasons). */
export function closedText(t: (k: string, o?: Record<string, unknown>) => string, day: MenuDay): string {
  return t(`menu.unavailable.${day.closedReason ?? 'past'}`, { name: day.holidayName ?? '' });
}

export function unavailableText(
  t: (k: string, o?: Record<string, unknown>) => string,
  day: MenuDay | null,
  p: MenuProduct | Product,
): string | null {
  if (day && !day.orderable) return closedText(t, day);
  if ('Available' in p && !p.Available)
    return t(`menu.unavailable.${p.UnavailableReason ?? 'out-of-stock'}`, { name: day?.holidayName ?? '' });
  if (p.OutOfStock) return t('menu.unavailable.out-of-stock');
  return null;
}

/**
 * Phones: the days scroll sideways in one row; the chosen day (the day being ordered) is brought
 * into it whenever it changes or the days arrive. The meal-delivery and the cafeterias' menus use it.
 */
export function useChosenDayInView(rowRef: RefObject<HTMLDivElement | null>, date: string | null, loading: boolean): void {
  useEffect(() => {
    let live = true;
    const bring = () => {
      const row = rowRef.current;
      const pressed = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (!live || !row || !pressed || row.scrollWidth <= row.clientWidth) return;
      row.scrollLeft += pressed.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
    };
    // measured in the next frame, after the layout the browser does anyway (ADR 343), and again
    // once the web fonts are in: they change the buttons' widths (issue 28, the strip at 375 px)
    const frame = requestAnimationFrame(bring);
    void document.fonts?.ready.then(() => requestAnimationFrame(bring));
    // and whenever a day button changes width meanwhile (a font swap, labels that arrive late): the
    // chosen day stays in the row until the page settles (issue 28)
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => requestAnimationFrame(bring));
    rowRef.current?.querySelectorAll('button').forEach((b) => resized?.observe(b));
    const settled = window.setTimeout(() => resized?.disconnect(), 3000);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.clearTimeout(settled);
    };
  }, [rowRef, date, loading]);
}

/**
 * The week's day buttons. The menu is server HTML first (ADR 216): they wait for React; their own
 * component, so that coming alive re-renders the row alone, not the menu and its cards (ADR 280).
 */
export function DayButtons({
  days,
  chosen,
  lang,
  rowRef,
  onSelect,
}: {
  days: MenuDay[];
  chosen: string | null;
  lang: Lang;
  rowRef: RefObject<HTMLDivElement | null>;
  onSelect(date: string): void;
}) {
  const { t } = useTranslation('store');
  const live = useHydrated();
  return (
    <div className="days" role="group" aria-label={t('menu.dayLabel')} ref={rowRef}>
      {days.map((d) => (
        <button
          key={d.date}
          type="button"
          className="day"
          aria-pressed={d.date === chosen}
          disabled={!live}
          onClick={() => onSelect(d.date)}
        >
          <span className="day__name">{formatShortDay(d.date, lang)}</span>
          <span className="day__state">{d.orderable ? t('menu.open') : t('menu.closedShort')}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * One menu day's dishes: its heading, why it is closed, an optional filter, and a card per dish
 * added to that day's group of the cart. The meal-delivery and the cafeterias' menus show it.
 */
export function DayDishes({
  day,
  products,
  store,
  lang,
  sides,
  ready,
  kinds,
  filter,
  add,
}: {
  day: MenuDay;
  products: readonly MenuProduct[];
  store: OpenStoreKind;
  lang: Lang;
  sides: SideListReply | undefined;
  ready: boolean;
  kinds?: boolean;
  filter?: ReactNode;
  add(group: CartGroupName, item: NewItem): Promise<AddOutcome>;
}) {
  const { t } = useTranslation('store');
  return (
    <section aria-labelledby="menu-day-title">
      <h2 id="menu-day-title" className="menu-day__title">
        {formatDay(day.date, lang)}
      </h2>
      {!day.orderable && <p className="alert alert--warning">{closedText(t, day)}</p>}
      {filter}
      <ul className="product-grid">
        {products.map((p, i) => (
          <li key={p.Id}>
            <ProductCard
              product={p}
              lang={lang}
              eager={i < 3}
              {...(kinds === undefined ? {} : { kinds })}
              sides={sides}
              addLabel={t('card.addToDay', { day: formatDayInline(day.date, lang) })}
              addShort={t('card.add')}
              unavailable={unavailableText(t, day, p)}
              store={store}
              ready={ready}
              onAdd={(item) => add(day.weekday, { ...item, date: day.date })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MealDeliveryMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation('store');
  const store = 'mealDelivery';
  const { state } = useSession();
  const master = state.status === 'authenticated' && state.user.isMasterLogin;
  const [params, setParams] = useSearchParams();
  const { cart, add, ready } = useAdd(store, lang);
  // the box follows the click at once; the cart's value takes over once saved
  const [rushChoice, setRushChoice] = useState<boolean | null>(null);
  const rush = master && (rushChoice ?? cart.doc.isRush);
  const planning = usePlanning(lang, !rush);
  const weekend = useWeekendDays(rush ? undefined : planning.data, lang);
  const rushDay = useRushDay(lang, rush);
  const sides = useSides(lang);

  const days: MenuDay[] = useMemo(() => {
    if (rush) return rushDay.data ? [rushDay.data.day] : [];
    const list = [...(planning.data?.days ?? []), ...weekend.flatMap((q) => (q.data ? [q.data.day] : []))];
    // ISO dates sort as strings (no localeCompare: a collator costs the phone its locale data, ADR 280)
    return list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }, [rush, rushDay.data, planning.data, weekend]);

  const requested = params.get('day');
  const day = days.find((d) => d.date === requested) ?? days.find((d) => d.orderable) ?? days[0] ?? null;
  const type = params.get('type');
  const types = typesOf(day?.products ?? []);
  const shown = (day?.products ?? []).filter((p) => !type || p.ProductTypeCd === type);
  const loading = rush ? rushDay.isPending : planning.isPending;
  // phones: the days scroll sideways in one row; the chosen day is brought into it
  const daysRow = useRef<HTMLDivElement>(null);
  useChosenDayInView(daysRow, day?.date ?? null, loading);
  const failed = rush ? rushDay.isError : planning.isError;

  const select = (key: 'day' | 'type', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        if (key === 'day') next.delete('type');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <header className="store-head">
        <h1>{t('menu.mealDelivery.title')}</h1>
        <p className="store-head__lead">
          {t('menu.mealDelivery.lead', {
            min: formatMoney(cart.reply?.totals.minAmountPerDayForFreeDelivery ?? MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY, lang),
          })}
        </p>
      </header>
      {master && (
        <div className="field field--checkbox rush">
          <input
            id="rush-order"
            type="checkbox"
            checked={rush}
            disabled={cart.isLoading}
            onChange={(e) => {
              const isRush = e.currentTarget.checked;
              setRushChoice(isRush);
              cart
                .update((doc) => ({ ...doc, isRush }))
                .catch(() => undefined)
                .finally(() => setRushChoice(null));
            }}
          />
          <label htmlFor="rush-order">{t('menu.rush')}</label>
        </div>
      )}
      <div className="store-menu">
        <div className="store-menu__main">
          {loading ? (
            <p role="status">{t('loading')}</p>
          ) : failed ? (
            <p className="alert alert--danger" role="alert">
              {t('menu.loadFailed')}
            </p>
          ) : days.length === 0 ? (
            <p>{t('menu.noDays')}</p>
          ) : (
            <>
              <DayButtons days={days} chosen={day?.date ?? null} lang={lang} rowRef={daysRow} onSelect={(date) => select('day', date)} />
              {day && (
                <DayDishes
                  day={day}
                  products={shown}
                  store={store}
                  lang={lang}
                  sides={sides.data}
                  ready={ready}
                  filter={<CategoryFilter types={types} selected={type} onSelect={(v) => select('type', v)} />}
                  add={add}
                />
              )}
            </>
          )}
        </div>
        {/* hydrated after the dishes, in a task of its own (ADR 280) */}
        <HydrateLater>
          <aside className="store-menu__aside">
            <CartSummary store={store} lang={lang} reply={cart.reply} loading={cart.isLoading} />
            <PromotionSidebar store={store} lang={lang} reply={cart.reply} />
          </aside>
        </HydrateLater>
      </div>
      <CartBar store={store} lang={lang} reply={cart.reply} />
    </>
  );
}

/** The products of a list store: the generic store's gift cards and specials, or the catering menu and its sides. */
function useListProducts(store: 'generic' | 'catering', lang: Lang) {
  const generic = useStoreProducts(lang, store === 'generic');
  const catering = useCateringMenu(lang, store === 'catering');
  const sides = useCateringSides(lang, store === 'catering');
  if (store === 'generic') return { list: generic.data ?? [], isPending: generic.isPending, isError: generic.isError };
  return {
    list: [...(catering.data?.day.products ?? []), ...(sides.data ?? [])] as (Product | MenuProduct)[],
    isPending: catering.isPending,
    isError: catering.isError,
  };
}

/** A master login's custom product on the catering menu (customer-side §6, ADR 223): a title, a price, a quantity. */
function CustomProductForm({
  lang,
  onAdd,
}: {
  lang: Lang;
  onAdd(item: { productId: number; title: string; priceCents: number; quantity: number }): Promise<unknown>;
}) {
  const { t } = useTranslation('store');
  const product = useCustomProduct(lang, true);
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  if (!product.data) return null;
  const productId = product.data.Id;
  return (
    <form
      className="custom-product"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const cents = parseMoney(price, lang);
        if (!title.trim() || cents === null || cents < 0) return setProblem(t('catering.custom.invalid'));
        setProblem(null);
        onAdd({ productId, title: title.trim(), priceCents: cents, quantity: Number(quantity) || 1 })
          .then(() => {
            setTitle('');
            setPrice('');
            setQuantity('1');
          })
          .catch((err: unknown) => setProblem(errorText(t, err)));
      }}
    >
      <fieldset>
        <legend>{t('catering.custom.legend')}</legend>
        <div className="field">
          <label htmlFor="custom-title">{t('catering.custom.title')}</label>
          <input id="custom-title" maxLength={120} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="custom-price">{t('catering.custom.price')}</label>
          <input id="custom-price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="custom-quantity">{t('catering.custom.quantity')}</label>
          <input
            id="custom-quantity"
            type="number"
            min={1}
            max={500}
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
          />
        </div>
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--secondary">
          {t('catering.custom.add')}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * The stores whose menu is one list: the generic store (gift cards and specials) and catering
 * (platters, lunch boxes, hot buffets, morning snacks, then the sides; each box's choices are
 * made on Review, ADR 220).
 */
function ListStoreMenu({ lang, store }: { lang: Lang; store: 'generic' | 'catering' }) {
  const { t } = useTranslation('store');
  const [params, setParams] = useSearchParams();
  const { cart, add, ready } = useAdd(store, lang);
  const products = useListProducts(store, lang);
  const { state } = useSession();
  const master = state.status === 'authenticated' && state.user.isMasterLogin;
  const type = params.get('type');
  const list = products.list;
  const shown = list.filter((p) => !type || p.ProductTypeCd === type);
  return (
    <>
      <header className="store-head">
        <h1>{t(`menu.${store}.title`)}</h1>
        <p className="store-head__lead">{t(`menu.${store}.lead`)}</p>
      </header>
      <div className="store-menu">
        <div className="store-menu__main">
          {products.isPending ? (
            <p role="status">{t('loading')}</p>
          ) : products.isError ? (
            <p className="alert alert--danger" role="alert">
              {t('menu.loadFailed')}
            </p>
          ) : (
            <section aria-labelledby="store-products-title">
              <h2 id="store-products-title" className="visually-hidden">
                {t(`menu.${store}.products`)}
              </h2>
              <CategoryFilter
                types={typesOf(list)}
                selected={type}
                onSelect={(v) =>
                  setParams(
                    (prev) => {
                      const next = new URLSearchParams(prev);
                      if (v === null) next.delete('type');
                      else next.set('type', v);
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  )
                }
              />
              {store === 'catering' && master && (
                <CustomProductForm lang={lang} onAdd={(item) => cart.update((doc) => addCustomItem(doc, item, new Date()))} />
              )}
              <ul className="product-grid">
                {shown.map((p, i) => (
                  <li key={p.Id}>
                    <ProductCard
                      product={p}
                      lang={lang}
                      eager={i < 3}
                      kinds={false}
                      addLabel={t('card.addToCart')}
                      unavailable={unavailableText(t, null, p)}
                      ready={ready}
                      onAdd={(item) => add(store, item)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="store-menu__aside">
          <CartSummary store={store} lang={lang} reply={cart.reply} loading={cart.isLoading} />
        </aside>
      </div>
      <CartBar store={store} lang={lang} reply={cart.reply} />
    </>
  );
}

/** Sent back from Confirm: a dish still waits for its side (customer-side §4). */
function MenuNotice() {
  const { t } = useTranslation('store');
  const notice = (useLocation().state as MenuState | null)?.notice;
  if (!notice) return null;
  return (
    <p className="alert alert--warning store-notice" role="alert">
      {t(`errors:codes.${notice}`)}
    </p>
  );
}

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('common');
  usePageTitle('storeMenu', { store: t(`stores.${store}`) });
  return (
    <>
      <MenuNotice />
      {store === 'mealDelivery' ? (
        <MealDeliveryMenu lang={lang} />
      ) : store === 'restaurant' ||
        store === 'corporate' ||
        store === 'mobile' ? null /* their own modules: restaurant-menu.tsx, corporate-menu.tsx */ : (
        <ListStoreMenu lang={lang} store={store} />
      )}
    </>
  );
}
