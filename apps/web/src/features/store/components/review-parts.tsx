// Pieces of the Review step: a cart line with its stepper, side and messages; the delivery
// postal-code picker (which days pay the delivery fee, ADR 024); the promo code; the upsell list.
import type {
  CartDocument,
  CartReply,
  MenuPlanningReply,
  PostalCodeReply,
  PricedCartLine,
  Product,
  SideListReply,
} from '@mijote/contracts';
import { formatMoney, MIN_POSTAL_CODE_LENGTH, SIDE_PLACEHOLDER } from '@mijote/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { checkPostalCode, useDeliveryLocations, useUpsell } from '../api';
import { addItem, cappedFromOf, heldQuantityOf, parseSideChoice, removeLine, setQuantity, setSide, sideOf } from '../cart-edit';
import { formatButtonDay } from '../format';
import type { OpenStoreKind } from '../../../lib/stores';
import type { WeekdayGroup } from '../store';
import { BoxChoices, type BoxOffer } from './box-choices';
import { lineKindLabel } from './cart-summary';
import { QuantityStepper } from './quantity-stepper';
import { domId } from '../../../lib/dom-id';

type Update = (change: (doc: CartDocument) => CartDocument) => Promise<unknown>;

export function ReviewLine({
  line,
  doc,
  lang,
  sides,
  update,
  box,
}: {
  line: PricedCartLine;
  doc: CartDocument;
  lang: Lang;
  sides: SideListReply | undefined;
  update: Update;
  /** a catering box: how many choices each box takes, among what (ADR 220) */
  box?: BoxOffer | undefined;
}) {
  const { t } = useTranslation('store');
  const id = domId('line', line.group, line.index);
  const [error, setError] = useState<string | null>(null);
  // The quantity follows the clicks at once (two quick clicks add two); the cart's takes over once saved.
  const [typed, setTyped] = useState<number | null>(null);
  const inFlight = useRef(0);
  const offered = (sides ?? []).filter((s) => s.MainProductIds.includes(line.productId));
  const chosen = sideOf(doc, line);
  const showSide = offered.length > 0 && (line.sideMissing || chosen !== SIDE_PLACEHOLDER);
  const kind = lineKindLabel(t, line);
  // the stock cut this line when it was added: say so until the customer sets the quantity (issue 9)
  const asked = cappedFromOf(doc, line);
  const run = (change: (d: CartDocument) => CartDocument) => {
    setError(null);
    return update(change).catch((err: unknown) => setError(errorText(t, err)));
  };
  return (
    <li
      className={`review-line${line.sideMissing || line.choicesMissing || asked !== null ? ' review-line--attention' : ''}`}
      id={`line-${line.group}-${line.index}`}
    >
      <div className="review-line__what">
        <p className="review-line__title">
          <strong>{line.title}</strong>
          {kind && <span className="review-line__kind">{kind}</span>}
        </p>
        <p className="review-line__unit">{t('lines.unitPrice', { price: formatMoney(line.unitPrice, lang) })}</p>
        {showSide && (
          <div className={`field${line.sideMissing ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-side`}>{t('card.side')}</label>
            <select
              id={`${id}-side`}
              value={String(chosen)}
              aria-invalid={line.sideMissing ? true : undefined}
              aria-describedby={line.sideMissing ? `${id}-side-error` : undefined}
              onChange={(e) => {
                const side = parseSideChoice(e.currentTarget.value);
                run((d) => setSide(d, line, side, new Date()));
              }}
            >
              <option value={SIDE_PLACEHOLDER}>{t('card.sideChoice')}</option>
              {offered.map((s) => (
                <option key={s.Id} value={s.Id}>
                  {s.Title}
                </option>
              ))}
            </select>
            {line.sideMissing && (
              <p className="field__error" id={`${id}-side-error`}>
                {t('lines.sideMissing')}
              </p>
            )}
          </div>
        )}
        {box && box.count > 0 && <BoxChoices line={line} doc={doc} box={box} onChange={run} />}
        {asked !== null ? (
          <p className="review-line__problem review-line__capped">
            {t(line.type === 'familyPack' ? 'lines.cappedFromFamily' : 'lines.cappedFrom', { count: line.quantity, asked })}
          </p>
        ) : (
          (line.maxInventory || line.outOfStock) && (
            <p className="review-line__problem">
              {t('errors:codes.out-of-stock')}
              {line.quantity > 0 && line.quantity < line.requestedQuantity ? ` — ${t('lines.capped', { count: line.quantity })}` : ''}
            </p>
          )
        )}
        {error && (
          <p className="review-line__problem" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="review-line__how">
        <QuantityStepper
          id={`${id}-qty`}
          value={typed ?? Math.max(1, heldQuantityOf(doc, line) ?? line.requestedQuantity)}
          hideLabel
          label={t('lines.quantityOf', { title: line.title })}
          decreaseLabel={t('card.decrease', { title: line.title })}
          increaseLabel={t('card.increase', { title: line.title })}
          onChange={(q) => {
            setTyped(q);
            setError(null);
            inFlight.current += 1;
            update((d) => setQuantity(d, line, q, new Date()))
              .catch((err: unknown) => setError(errorText(t, err)))
              .finally(() => {
                inFlight.current -= 1;
                if (inFlight.current === 0) setTyped(null);
              });
          }}
        />
        <button type="button" className="link-button review-line__remove" onClick={() => run((d) => removeLine(d, line))}>
          {t('lines.remove')}
          <span className="visually-hidden"> {line.title}</span>
        </button>
      </div>
      <p className="review-line__amount">
        {formatMoney(line.amount, lang)}
        {line.employerAmount > 0 && (
          <small className="review-line__shares">
            {t('lines.shares', { employer: formatMoney(line.employerAmount, lang), employee: formatMoney(line.employeeAmount, lang) })}
          </small>
        )}
      </p>
    </li>
  );
}

/**
 * The delivery postal code of the cart: the priced cart then shows which days pay the delivery
 * fee. The served-area answer lists the matching location (customer-side §2 postal-code picker).
 */
export function DeliveryArea({ doc, lang, update, minForFree }: { doc: CartDocument; lang: Lang; update: Update; minForFree: number }) {
  const { t } = useTranslation('store');
  const id = 'delivery-area';
  const [code, setCode] = useState(doc.postalCode ?? '');
  const [answer, setAnswer] = useState<PostalCodeReply | null>(null);
  // The cart's postal code set elsewhere (the customer's address): shown in the field.
  const [seen, setSeen] = useState(doc.postalCode);
  if (doc.postalCode !== seen) {
    setSeen(doc.postalCode);
    if (!answer) setCode(doc.postalCode ?? '');
  }
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check() {
    setBusy(true);
    setMessage(null);
    try {
      const r = await checkPostalCode(code.trim(), lang);
      setAnswer(r);
      if (r.served) await update((d) => ({ ...d, postalCode: r.code }));
    } catch (err) {
      setAnswer(null);
      setMessage(errorText(t, err));
    } finally {
      setBusy(false);
    }
  }

  const problem =
    message ??
    (answer?.reason === 'too-short'
      ? t('area.tooShort', { min: MIN_POSTAL_CODE_LENGTH })
      : answer?.reason === 'not-served'
        ? t('area.notServed')
        : null);
  return (
    <section className="delivery-area" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('area.title')}</h2>
      <p>{t('area.lead', { min: formatMoney(minForFree, lang) })}</p>
      <form
        className="inline-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <div className={`field${problem ? ' field--invalid' : ''}`}>
          <label htmlFor={id}>{t('area.postalCode')}</label>
          <div className="inline-form__row">
            <input
              id={id}
              value={code}
              autoComplete="postal-code"
              maxLength={10}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <button type="submit" className="button button--ghost" disabled={busy || code.trim() === ''}>
              {t('area.check')}
            </button>
          </div>
          {problem && (
            <p className="field__error" id={`${id}-error`} role="alert">
              {problem}
            </p>
          )}
        </div>
      </form>
      {answer?.match && (
        <p className="delivery-area__match" role="status">
          {t('area.served', {
            city: answer.match.City ?? answer.match.Code,
            fee: formatMoney(answer.match.HomeDeliveryFeeCents, lang),
            min: formatMoney(minForFree, lang),
          })}
        </p>
      )}
      {!answer && doc.postalCode && <p className="delivery-area__match">{t('area.current', { code: doc.postalCode })}</p>}
      <ServedAreas lang={lang} />
    </section>
  );
}

/** The cities meal delivery serves, on demand. */
function ServedAreas({ lang }: { lang: Lang }) {
  const { t } = useTranslation('store');
  const deliveryLocations = useDeliveryLocations(lang);
  const cities = [...new Set((deliveryLocations.data ?? []).map((l) => l.City).filter((c): c is string => !!c))].sort((a, b) =>
    a.localeCompare(b, lang),
  );
  if (cities.length === 0) return null;
  return (
    <details className="served-areas">
      <summary>{t('area.list')}</summary>
      <p>{cities.join(' · ')}</p>
    </details>
  );
}

/** The promo code entry with the priced cart's result key (customer-side §5, the five keys). */
export function PromoCodeForm({ reply, lang, update }: { reply: CartReply; lang: Lang; update: Update }) {
  const { t } = useTranslation('store');
  const id = 'promo-code';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const result = reply.totals.promoCode;
  const run = async (change: (d: CartDocument) => CartDocument) => {
    setBusy(true);
    setError(null);
    try {
      await update(change);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  if (reply.cart.promoCode) {
    const ok = result?.key === 'promo-added';
    return (
      <div className="promo">
        <p className={`promo__result ${ok ? 'promo__result--ok' : 'promo__result--refused'}`} role="status">
          {ok
            ? t('promo.added', { code: reply.cart.promoCode, amount: formatMoney(result.discount, lang) })
            : t('promo.refused', { code: reply.cart.promoCode, reason: t(`errors:codes.${result?.key ?? 'sorry-expired'}`) })}
        </p>
        <button type="button" className="link-button" disabled={busy} onClick={() => void run((d) => ({ ...d, promoCode: null }))}>
          {t('promo.remove')}
        </button>
        {error && <p className="field__error">{error}</p>}
      </div>
    );
  }
  return (
    <form
      className="inline-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = code.trim();
        if (!value) {
          setError(t('promo.empty'));
          return;
        }
        void run((d) => ({ ...d, promoCode: value }));
      }}
    >
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={id}>{t('promo.label')}</label>
        <div className="inline-form__row">
          <input
            id={id}
            value={code}
            maxLength={50}
            autoComplete="off"
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t('promo.apply')}
          </button>
        </div>
        {error && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * A few drinks, snacks and desserts (GET /products/upsell). In meal delivery a product is offered
 * on the planned days whose menu has it, so it always lands on a day that sells it.
 */
export function Upsell({
  store,
  lang,
  reply,
  planning,
  update,
}: {
  store: OpenStoreKind;
  lang: Lang;
  reply: CartReply;
  planning: MenuPlanningReply | undefined;
  update: Update;
}) {
  const { t } = useTranslation('store');
  const upsell = useUpsell(
    store,
    lang,
    reply.lines.map((l) => l.productId),
  );
  const [added, setAdded] = useState<string | null>(null);
  const offers = (upsell.data ?? []).flatMap((p: Product) => {
    if (store !== 'mealDelivery') return [{ product: p, days: [null] as (null | { date: string; weekday: string })[] }];
    const days = (planning?.days ?? []).filter((d) => d.orderable && d.products.some((x) => x.Id === p.Id && x.Available));
    return days.length > 0 ? [{ product: p, days }] : [];
  });
  if (offers.length === 0) return null;
  const add = async (p: Product, day: { date: string; weekday: string } | null) => {
    await update((d) =>
      addItem(
        d,
        day ? (day.weekday as WeekdayGroup) : 'generic',
        { productId: p.Id, type: 'meal', quantity: 1, sides: [], ...(day ? { date: day.date } : {}) },
        new Date(),
      ),
    );
    setAdded(t('upsell.added', { title: p.Title }));
  };
  return (
    <section className="upsell" aria-labelledby="upsell-title">
      <h2 id="upsell-title">{t('upsell.title')}</h2>
      <ul className="upsell__list">
        {offers.map(({ product: p, days }) => (
          <li key={p.Id} className="upsell__item">
            <img src={p.ImageUrl} alt="" width={96} height={72} loading="lazy" decoding="async" />
            <div>
              <p className="upsell__name">
                <strong>{p.Title}</strong> <span>{formatMoney(p.PriceCents, lang)}</span>
              </p>
              <div className="upsell__actions">
                {days.map((d) => (
                  <button
                    key={d?.date ?? 'generic'}
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => void add(p, d).catch(() => setAdded(t('card.addFailed')))}
                  >
                    {d ? t('upsell.addTo', { day: formatButtonDay(d.date, lang) }) : t('card.addToCart')}
                    <span className="visually-hidden"> — {p.Title}</span>
                  </button>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="upsell__status">
        {added ?? ''}
      </p>
    </section>
  );
}
