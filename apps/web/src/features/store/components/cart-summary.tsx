// The persistent cart summary of the menu (wide screens) and the bottom cart bar (phones):
// the priced lines by day or group, the totals, and the way to the Review step. For meal delivery
// the delivery line follows Review's fee rule (fee-rule.ts, ADR 215): before the postal code is
// known it says what the fee may cost, after it the fee; and while a day pays one, when it is free.
import type { CartReply, PricedCartLine } from '@mijote/contracts';
import { formatMoney, giftCardNeeds } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineChoices } from '../../../components/order/line-choices';
import { paths, type Lang } from '../../../lib/paths';
import { itemCount, keptLines } from '../cart-edit';
import { formatDay } from '../format';
import type { OpenStoreKind } from '../../../lib/stores';
import { useFeeRule } from './fee-rule';
import { Totals } from './totals';

interface LineGroup {
  key: string;
  label: string;
  lines: PricedCartLine[];
}

/** The cart's lines by menu day (in date order) or by group, with their headings. */
export function groupLines(lines: readonly PricedCartLine[], lang: Lang, genericLabel: string): LineGroup[] {
  const map = new Map<string, LineGroup>();
  for (const line of lines) {
    const key = line.date ? `${line.date}:${line.group}` : line.group;
    let g = map.get(key);
    if (!g) {
      g = { key, label: line.date ? formatDay(line.date, lang) : genericLabel, lines: [] };
      map.set(key, g);
    }
    g.lines.push(line);
  }
  // keys are ISO dates or group codes: plain string order (no collator: its locale data costs a phone, ADR 280)
  return [...map.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function lineKindLabel(t: (k: string) => string, line: PricedCartLine): string | null {
  if (line.type === 'kids') return t('card.kinds.kids');
  if (!line.fullPortion) return t('card.kinds.half');
  if (line.type === 'familyPack') return t('card.kinds.familyPack');
  return null;
}

/** The kept lines by day or group, each with its quantity, kind, side or missing side, box choices and amount (menu summary, Confirm). */
export function CartLines({ lines, lang }: { lines: readonly PricedCartLine[]; lang: Lang }) {
  const { t } = useTranslation('store');
  return (
    <>
      {groupLines(lines, lang, t('summary.generic')).map((g) => (
        <div key={g.key} className="cart-summary__group">
          <h3 className="cart-summary__day">{g.label}</h3>
          <ul className="cart-summary__lines">
            {g.lines.map((l) => {
              const kind = lineKindLabel(t, l);
              return (
                <li key={`${l.group}-${l.index}`}>
                  <span>
                    {t('summary.line', { quantity: l.quantity, title: l.title })}
                    {kind && <span className="cart-summary__kind"> · {kind}</span>}
                    {l.sideMissing && <span className="cart-summary__warning"> · {t('lines.sideMissingShort')}</span>}
                    <LineChoices lines={l.choiceLines} />
                    {l.employerAmount > 0 && (
                      <small className="cart-summary__shares">
                        {t('lines.shares', {
                          employer: formatMoney(l.employerAmount, lang),
                          employee: formatMoney(l.employeeAmount, lang),
                        })}
                      </small>
                    )}
                  </span>
                  <span>{formatMoney(l.amount, lang)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}

export function CartSummary({
  store,
  lang,
  reply,
  loading,
}: {
  store: OpenStoreKind;
  lang: Lang;
  reply: CartReply | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('store');
  const lines = keptLines(reply?.lines ?? []);
  const count = itemCount(lines);
  const delivering = store === 'mealDelivery' && reply?.cart.checkoutProcedure === 'delivery';
  const feesKnown = !!reply?.cart.postalCode;
  // gift cards only go by e-mail: no delivery line (issue 28)
  const giftCardsOnly = lines.length > 0 && !giftCardNeeds(lines.map((l) => l.productType ?? '')).delivery;
  const feeRule = useFeeRule(reply?.totals, lang, t, delivering && !feesKnown && count > 0);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('summary.title')}
      </h2>
      {loading && !reply ? (
        <p role="status">{t('loading')}</p>
      ) : count === 0 ? (
        <p>{t('summary.empty')}</p>
      ) : (
        <>
          <CartLines lines={lines} lang={lang} />
          {reply && (
            <Totals
              idPrefix="cart-totals"
              totals={reply.totals}
              store={store}
              lang={lang}
              feesKnown={feesKnown}
              pickup={reply.cart.checkoutProcedure !== 'delivery' || giftCardsOnly}
              feeRule={feeRule?.total ?? null}
              compact
            />
          )}
          {reply && delivering && reply.totals.feeDays.length > 0 && (
            <p className="cart-summary__fee-rule">
              {t('summary.freeFrom', { min: formatMoney(reply.totals.minAmountPerDayForFreeDelivery, lang) })}
            </p>
          )}
          <Link className="button button--primary cart-summary__action" to={paths.store.reviewOrder(store, lang)}>
            {t('summary.review')}
          </Link>
        </>
      )}
    </section>
  );
}

/** Phones: a bar fixed at the bottom with the item count, the total and the Review link. */
export function CartBar({ store, lang, reply }: { store: OpenStoreKind; lang: Lang; reply: CartReply | undefined }) {
  const { t } = useTranslation('store');
  const count = itemCount(keptLines(reply?.lines ?? []));
  if (!reply || count === 0) return null;
  return (
    <div className="cart-bar">
      <p className="cart-bar__text">
        {t('summary.count', { count })} · <strong>{formatMoney(reply.totals.totalWithTaxes, lang)}</strong>
      </p>
      <Link className="button button--primary" to={paths.store.reviewOrder(store, lang)}>
        {t('summary.reviewShort')}
      </Link>
    </div>
  );
}
