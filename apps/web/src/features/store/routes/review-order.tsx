// Review step (customer-side §2, §4, §5): the cart's lines by day or group with steppers, sides
// and remove; which days pay the delivery fee ($49 rule); the upsell list; promo code, Century
// Dollars and tip; GST and QST; totals. Lines the server removed (closed days, expired products)
// are taken out with the cleanup warning. Every amount is the server's priced cart.
import type { CartRemovalReason } from '@mijote/contracts';
import { boxChoiceCount, formatMoney, giftCardNeeds, SINGLE_CHOICE_BOX_CHOICES, type ProductTypeCd } from '@mijote/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { useCart } from '../../../lib/cart/use-cart';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { useAccount, useAddresses } from '../../../lib/account/api';
import { defaultDeliveryAddress } from '../addresses';
import { useCateringMenu, usePlanning, useSides } from '../api';
import type { BoxOffer } from '../components/box-choices';
import { keptLines, withoutRemoved } from '../cart-edit';
import { CartGate } from '../components/cart-gate';
import { AmountForm } from '../components/amount-form';
import { groupLines } from '../components/cart-summary';
import { CleanupWarning } from '../components/cleanup-warning';
import { useFeeRule } from '../components/fee-rule';
import { DeliveryArea, PromoCodeForm, ReviewLine, Upsell } from '../components/review-parts';
import { Totals } from '../components/totals';
import { useGenericCartRedirect } from '../checkout/generic-redirect';
import { isWeekdayGroup, useStoreKind } from '../store';

/** Navigation state of a return from Confirm with removed items (409 cart-items-removed). */
export interface ReviewState {
  removed?: CartRemovalReason[];
}

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('store');
  usePageTitle('storeReviewOrder', { store: t(`common:stores.${store}`) });
  const location = useLocation();
  const { state } = useSession();
  const signedIn = state.status === 'authenticated';
  const cart = useCart(store, lang);
  useGenericCartRedirect(store, cart, lang, signedIn);
  const mealDelivery = store === 'mealDelivery';
  const sides = useSides(lang, mealDelivery);
  const planning = usePlanning(lang, mealDelivery);
  const catering = useCateringMenu(lang, store === 'catering');
  const account = useAccount();
  const addresses = useAddresses();
  const [removed, setRemoved] = useState<CartRemovalReason[]>(() => (location.state as ReviewState | null)?.removed ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const reply = cart.reply;
  const { update } = cart;

  // Lines the server removed leave the cart, with the cleanup warning and its reasons.
  const removable = reply?.flags.removedItems ? reply : null;
  useEffect(() => {
    if (!removable) return;
    setRemoved((prev) => [...new Set([...prev, ...removable.flags.reasons])]);
    update((doc) => withoutRemoved(doc, removable.lines)).catch((err: unknown) => setProblem(errorText(t, err)));
  }, [removable, update, t]);

  // The checkout's default delivery address (the one Confirm starts with) gives the postal code of the delivery fees.
  const firstServed = defaultDeliveryAddress(addresses.data ?? []);
  const needsCode = mealDelivery && !!reply && !reply.cart.postalCode && !!firstServed;
  useEffect(() => {
    if (!needsCode || !firstServed) return;
    update((doc) => (doc.postalCode ? doc : { ...doc, postalCode: firstServed.postalCode })).catch(() => undefined);
  }, [needsCode, firstServed, update]);

  // what each catering box offers, and how many choices it takes (the domain's rule, ADR 220)
  const boxOffers = new Map<number, BoxOffer>();
  for (const p of catering.data?.day.products ?? []) {
    const options = p.LunchBoxChoices ?? [];
    const count = boxChoiceCount({
      productType: p.ProductTypeCd as ProductTypeCd,
      singleChoice: p.LunchBoxChoiceCount === SINGLE_CHOICE_BOX_CHOICES,
      hasChoices: options.length > 0,
    });
    if (count !== null) boxOffers.set(p.Id, { count, options });
  }

  const balance = account.data?.CurrentCenturyDollarAmount ?? 0;
  const lines = keptLines(reply?.lines ?? []);
  // the cafeterias' place is the subsidy's (ADR 250): their fees never wait for an address
  const feesKnown = !!reply?.cart.postalCode || store === 'corporate' || store === 'mobile';
  // gift cards go by e-mail (ADR 214): a cart of gift cards only has no delivery, no fee and no tip (issue 28)
  const giftCardsOnly = lines.length > 0 && !giftCardNeeds(lines.map((l) => l.productType ?? '')).delivery;
  const delivering = reply?.cart.checkoutProcedure === 'delivery' && !giftCardsOnly;
  // a tip given before the cart held only gift cards goes (nobody delivers them)
  const strayTip = giftCardsOnly && (reply?.cart.tipAmount ?? 0) > 0;
  useEffect(() => {
    if (strayTip) update((doc) => ({ ...doc, tipAmount: 0 })).catch(() => undefined);
  }, [strayTip, update]);
  // a visitor (or an account without an address) sees the fee rule before the fee is in the total
  const feeRule = useFeeRule(reply?.totals, lang, t, mealDelivery && delivering && !feesKnown);
  const promo = reply?.totals.promoCode;
  const promoRefused = !!promo && promo.key !== 'promo-added';
  const blockers = [
    ...(reply?.flags.sideSelectionRequired ? [t('review.blockSide')] : []),
    ...(reply?.flags.lunchBoxChoicesRequired ? [t('review.blockBoxes')] : []),
    ...(lines.some((l) => l.outOfStock) ? [t('errors:codes.out-of-stock')] : []),
    ...(promoRefused ? [t('review.blockPromo')] : []),
  ];

  return (
    <>
      <header className="store-head">
        <h1>{t('review.title')}</h1>
      </header>
      {removed.length > 0 && <CleanupWarning reasons={removed} onDismiss={() => setRemoved([])} />}
      {problem && (
        <p className="alert alert--danger" role="alert">
          {problem}
        </p>
      )}
      <CartGate cart={cart} store={store} lang={lang}>
        {(reply) => {
          const { totals } = reply;
          return (
            <div className="review">
              <div className="review__main">
                <section aria-labelledby="review-lines-title">
                  <h2 id="review-lines-title">{t('review.items')}</h2>
                  {groupLines(lines, lang, t('summary.generic')).map((g) => {
                    const group = g.lines[0]?.group;
                    const fee = group ? totals.deliveryFeesByGroup[group] : undefined;
                    return (
                      <div key={g.key} className="review-group">
                        {/* a group without a day is the section's own items: no second "Your items" (issue 28) */}
                        {g.lines[0]?.date && <h3 className="review-group__title">{g.label}</h3>}
                        {mealDelivery && group && isWeekdayGroup(group) && delivering && feesKnown && (
                          <p className={`review-group__fee${fee ? ' review-group__fee--paid' : ''}`}>
                            {fee
                              ? t('review.dayFee', {
                                  fee: formatMoney(fee, lang),
                                  min: formatMoney(totals.minAmountPerDayForFreeDelivery, lang),
                                })
                              : t('review.dayFree', { min: formatMoney(totals.minAmountPerDayForFreeDelivery, lang) })}
                          </p>
                        )}
                        {group && isWeekdayGroup(group) && feeRule && (
                          <p className={`review-group__fee${totals.feeDays.includes(group) ? ' review-group__fee--paid' : ''}`}>
                            {totals.feeDays.includes(group)
                              ? t('review.dayFeeRule', {
                                  fee: feeRule.perDay,
                                  min: formatMoney(totals.minAmountPerDayForFreeDelivery, lang),
                                })
                              : t('review.dayFree', { min: formatMoney(totals.minAmountPerDayForFreeDelivery, lang) })}
                          </p>
                        )}
                        <ul className="review-lines">
                          {g.lines.map((l) => (
                            <ReviewLine
                              key={`${l.group}-${l.index}-${l.productId}`}
                              line={l}
                              doc={reply.cart}
                              lang={lang}
                              sides={sides.data}
                              update={update}
                              box={boxOffers.get(l.productId)}
                            />
                          ))}
                        </ul>
                      </div>
                    );
                  })}
                  <p>
                    <Link to={paths.store.menu(store, lang)}>{t(store === 'generic' ? 'review.addMoreItems' : 'review.addMore')}</Link>
                  </p>
                </section>
                {mealDelivery && delivering && (
                  <DeliveryArea doc={reply.cart} lang={lang} update={update} minForFree={totals.minAmountPerDayForFreeDelivery} />
                )}
                <Upsell store={store} lang={lang} reply={reply} planning={planning.data} update={update} />
              </div>
              <aside className="review__aside" aria-labelledby="review-total-title">
                <h2 id="review-total-title">{t('review.total')}</h2>
                <PromoCodeForm reply={reply} lang={lang} update={update} />
                {signedIn && balance > 0 && (
                  <AmountForm
                    key={`cd-${reply.cart.centuryDollarAmount}`}
                    lang={lang}
                    label={t('centuryDollars.label')}
                    hint={
                      <>
                        {t('centuryDollars.balance', { amount: formatMoney(balance, lang) })}
                        {totals.centuryDollars > 0 && (
                          <> {t('centuryDollars.applied', { amount: formatMoney(totals.centuryDollars, lang) })}</>
                        )}
                      </>
                    }
                    applyLabel={t('centuryDollars.apply')}
                    current={reply.cart.centuryDollarAmount}
                    busy={cart.isSaving}
                    onApply={async (cents) => {
                      await update((doc) => ({ ...doc, centuryDollarAmount: cents }));
                    }}
                  />
                )}
                {!giftCardsOnly && (
                  <AmountForm
                    key={`tip-${reply.cart.tipAmount}`}
                    lang={lang}
                    label={t(delivering ? 'tip.label' : 'tip.labelTeam')}
                    hint={t('tip.hint')}
                    applyLabel={t('tip.apply')}
                    current={reply.cart.tipAmount}
                    busy={cart.isSaving}
                    onApply={async (cents) => {
                      await update((doc) => ({ ...doc, tipAmount: cents }));
                    }}
                  />
                )}
                <Totals
                  totals={totals}
                  store={store}
                  lang={lang}
                  feesKnown={feesKnown}
                  pickup={!delivering}
                  feeRule={feeRule?.total ?? null}
                />
                {blockers.length > 0 && (
                  <ul className="review__blockers" role="alert">
                    {blockers.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                )}
                {blockers.length > 0 ? (
                  <button type="button" className="button button--primary button--large review__continue" disabled>
                    {t('review.continue')}
                  </button>
                ) : (
                  <Link className="button button--primary button--large review__continue" to={paths.store.confirmOrder(store, lang)}>
                    {t('review.continue')}
                  </Link>
                )}
              </aside>
            </div>
          );
        }}
      </CartGate>
    </>
  );
}
