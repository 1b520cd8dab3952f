// A product card of the store menu (DESIGN.md), compact (issue 11, ADR 210): image, title, price
// (of the chosen size), tags as coloured chips, the required side, and the add button on one line;
// on demand, in a disclosure: the ways it is sold (regular, half portion where the domain offers
// one — ADR 191 —, kids portion, family pack = 2 large + 2 small), the quantity, the description,
// the container, nutrition and cooking instructions. Prices are the catalogue's and the domain's
// (`unitPrice`; the priced cart confirms them); nothing is computed here.
import type { CartItemType, MenuProduct, Product, SideListReply } from '@mijote/contracts';
import { formatDecimal, formatMoney, halfPortionOffered, lowStockLeft, SIDE_PLACEHOLDER, unitPrice, type StoreKind } from '@mijote/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';
import { parseSideChoice, type CartSideChoice, type NewItem } from '../cart-edit';
import { useHydrated } from '../../../lib/use-hydrated';
import { QuantityStepper } from './quantity-stepper';
import { domId } from '../../../lib/dom-id';
import { HydrateLater } from '../../../lib/hydrate-later';

export interface ProductCardProps {
  product: Product | MenuProduct;
  lang: Lang;
  /** The first cards of the page load their image at once; the others lazily. */
  eager?: boolean;
  sides?: SideListReply | undefined;
  /** "Add to Monday" or "Add to cart": the button's name. */
  addLabel: string;
  /** What the button shows when its name is too long for one line ("Add"; the name starts with it). */
  addShort?: string;
  /** Why it cannot be ordered (closed day, out of stock…), or null. */
  unavailable: string | null;
  /** Offer the kids portion and family pack when the catalogue prices them. */
  kinds?: boolean;
  /** The store whose menu shows the card: a half portion is offered where the domain says so (ADR 191). */
  store?: StoreKind;
  /**
   * The cart can take the dish: false while the session is not known yet (an add would go to a
   * visitor's cart of a signed-in customer). Default true.
   */
  ready?: boolean;
  /** Adds; answers how many the cart really took when the stock allowed fewer (issue 9). */
  onAdd(item: Omit<NewItem, 'date'>): Promise<AddOutcome | void>;
}

/** What an add did: `added` of the `asked` (fewer when the stock ran short). */
export interface AddOutcome {
  asked: number;
  added: number;
}

/** The ways a card sells a dish: a regular meal, a half portion of it, a kids portion, a family pack. */
type CardOption = CartItemType | 'half';

/**
 * A menu card; on the page's first hydration it is hydrated in a task of its own after the rest of
 * the page (ADR 280): its controls stay disabled in the server HTML until then.
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <HydrateLater>
      <Card {...props} />
    </HydrateLater>
  );
}

function Card({
  product: p,
  lang,
  eager,
  sides,
  addLabel,
  addShort,
  unavailable,
  kinds = true,
  store,
  ready = true,
  onAdd,
}: ProductCardProps) {
  const { t } = useTranslation('store');
  const id = domId('dish', p.Id);
  const [option, setOption] = useState<CardOption>('meal');
  const type: CartItemType = option === 'half' ? 'meal' : option;
  const [quantity, setQuantity] = useState(1);
  const [side, setSide] = useState<CartSideChoice>(SIDE_PLACEHOLDER);
  const [status, setStatus] = useState<{ kind: 'ok' | 'warning' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // the card is server HTML first (ADR 216): its controls wait for React, or a click would be lost
  const live = useHydrated();

  // a cafeteria's menu: the subsidy's price, the one the cart charges (issue 28), and the employer's share of a unit
  const subsidyPrice = 'SubsidyPriceCents' in p ? (p.SubsidyPriceCents ?? null) : null;
  const employerShare = 'SubsidyAmountCents' in p ? (p.SubsidyAmountCents ?? null) : null;
  const mealPrice = subsidyPrice ?? p.PriceCents;
  const options: { type: CardOption; price: number; label: string }[] = [{ type: 'meal', price: mealPrice, label: t('card.kinds.meal') }];
  if (store && halfPortionOffered({ store, productType: p.ProductTypeCd, kind: 'meal' })) {
    options.push({
      type: 'half',
      price: unitPrice({ price: p.PriceCents }, { kind: 'meal', fullPortion: false }) ?? p.PriceCents,
      label: t('card.kinds.half'),
    });
  }
  if (kinds && p.KidsPriceCents !== null) options.push({ type: 'kids', price: p.KidsPriceCents, label: t('card.kinds.kids') });
  if (kinds && p.FamilyPackPriceCents !== null)
    options.push({ type: 'familyPack', price: p.FamilyPackPriceCents, label: t('card.kinds.familyPack') });
  const needsSide = p.RequiresSecondaryProducts === 'y';
  const sideOptions = (sides ?? []).filter((s) => p.SideProductIds.includes(s.Id));
  const price = options.find((o) => o.type === option)?.price ?? mealPrice;
  // the inventory counts units: a family pack uses four
  const fewLeft = lowStockLeft(p.Inventory, type);
  const cooking = (p.CookingInstructionTypes ?? []).filter((c) => c.Instructions);

  async function add() {
    setBusy(true);
    setStatus(null);
    try {
      const outcome = await onAdd({ productId: p.Id, type, fullPortion: option !== 'half', quantity, sides: needsSide ? [side] : [] });
      const added = outcome ? outcome.added : quantity;
      // say what the cart really took, and why when it is fewer: the stock (a family pack uses 4 portions)
      if (added >= quantity) setStatus({ kind: 'ok', text: t('card.added', { count: quantity, title: p.Title }) });
      else if (added === 0)
        setStatus({ kind: 'warning', text: t(type === 'familyPack' ? 'card.noneLeftFamily' : 'card.noneLeft', { title: p.Title }) });
      else
        setStatus({
          kind: 'warning',
          text: t(type === 'familyPack' ? 'card.cappedFamily' : 'card.capped', { count: added, asked: quantity, title: p.Title }),
        });
      setQuantity(1);
    } catch {
      setStatus({ kind: 'error', text: t('card.addFailed') });
    } finally {
      setBusy(false);
    }
  }

  const orderable = !unavailable;
  const Order = orderable ? 'form' : 'div';
  const chosen = options.find((o) => o.type === option);

  return (
    <article className={`product-card${unavailable ? ' product-card--unavailable' : ''}`} aria-labelledby={`${id}-title`}>
      <img
        className="product-card__image"
        src={p.ImageUrl}
        alt={p.ImageName ? t('card.imageAlt', { title: p.Title }) : ''}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="product-card__summary">
        <h3 id={`${id}-title`} className="product-card__title">
          {p.Title}
        </h3>
        <p className="product-card__price">
          {formatMoney(price, lang)}
          {chosen && option !== 'meal' && <span className="product-card__kind"> · {chosen.label}</span>}
        </p>
        {subsidyPrice !== null && employerShare !== null && employerShare > 0 && (
          <p className="product-card__share">{t('card.employerShare', { amount: formatMoney(employerShare, lang) })}</p>
        )}
        {p.ProductTags && p.ProductTags.length > 0 && (
          <ul className="tags" aria-label={t('card.tags')}>
            {p.ProductTags.map((tag) => (
              <li key={tag.TagId} className={`tag tag--${tag.Color}`}>
                {tag.Name}
              </li>
            ))}
          </ul>
        )}
        {fewLeft !== null && orderable && <p className="product-card__stock">{t('card.fewLeft', { count: fewLeft })}</p>}
        {unavailable && <p className="product-card__unavailable">{unavailable}</p>}
      </div>
      <Order
        className="product-card__order"
        {...(orderable
          ? {
              onSubmit: (e: FormEvent) => {
                e.preventDefault();
                void add();
              },
            }
          : {})}
      >
        {orderable && needsSide && (
          <div className="field product-card__side">
            <label htmlFor={`${id}-side`}>{t('card.side')}</label>
            <select
              id={`${id}-side`}
              value={String(side)}
              disabled={!live}
              onChange={(e) => setSide(parseSideChoice(e.currentTarget.value))}
            >
              <option value={SIDE_PLACEHOLDER}>{t('card.sideChoice')}</option>
              {sideOptions.map((s) => (
                <option key={s.Id} value={s.Id}>
                  {s.Title}
                </option>
              ))}
            </select>
            {side === SIDE_PLACEHOLDER && <p className="field__hint">{t('card.sideHint')}</p>}
          </div>
        )}
        {/* details on demand (ADR 210): sizes, quantity, description, container, nutrition, cooking */}
        <details className="product-card__more">
          <summary>{t(!orderable ? 'card.moreInfo' : options.length > 1 ? 'card.moreSizes' : 'card.more')}</summary>
          <div className="product-card__details">
            {p.Description && <p className="product-card__description">{p.Description}</p>}
            {p.ContainerCd && (
              <p className={`container-badge container-badge--${p.ContainerCd}`}>
                {t(`card.container.${p.ContainerCd === 'CM' ? 'CM' : 'RC'}`)}
              </p>
            )}
            {orderable && options.length > 1 && (
              <fieldset className="choice-group">
                <legend>{t('card.kinds.legend')}</legend>
                {options.map((o) => (
                  <label key={o.type} className="choice">
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      value={o.type}
                      checked={option === o.type}
                      disabled={!live}
                      onChange={() => setOption(o.type)}
                    />
                    <span>
                      {o.label} <span className="choice__price">{formatMoney(o.price, lang)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            {orderable && (
              <QuantityStepper
                id={`${id}-qty`}
                value={quantity}
                label={t('card.quantity')}
                decreaseLabel={t('card.decrease', { title: p.Title })}
                increaseLabel={t('card.increase', { title: p.Title })}
                disabled={!live}
                onChange={setQuantity}
              />
            )}
            {/* a gift card is not food: no nutrition nor cooking (issue 11, ADR 214) */}
            {p.ProductTypeCd !== 'GC' && (
              <>
                <h4 className="product-card__subhead">{t('card.details')}</h4>
                {p.Nutrition ? (
                  <dl className="nutrition">
                    {p.Nutrition.Calories !== null && (
                      <div>
                        <dt>{t('card.nutrition.calories')}</dt>
                        <dd>{t('card.nutrition.kcal', { value: p.Nutrition.Calories })}</dd>
                      </div>
                    )}
                    {(['Fat', 'Protein', 'Carbs'] as const).map((k) =>
                      p.Nutrition?.[k] != null ? (
                        <div key={k}>
                          <dt>{t(`card.nutrition.${k}`)}</dt>
                          <dd>{t('card.nutrition.grams', { value: formatDecimal(p.Nutrition[k], lang) })}</dd>
                        </div>
                      ) : null,
                    )}
                    {p.Nutrition.Sodium !== null && (
                      <div>
                        <dt>{t('card.nutrition.Sodium')}</dt>
                        <dd>{t('card.nutrition.mg', { value: p.Nutrition.Sodium })}</dd>
                      </div>
                    )}
                  </dl>
                ) : (
                  <p>{t('card.nutrition.none')}</p>
                )}
                {cooking.length > 0 && (
                  <>
                    <h4 className="product-card__subhead">{t('card.cooking')}</h4>
                    <ul className="cooking">
                      {cooking.map((c) => (
                        <li key={c.TypeCd}>
                          <strong>{c.Name}</strong> {c.Instructions}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </div>
        </details>
        {orderable && (
          <button
            type="submit"
            className="button button--primary product-card__add"
            disabled={busy || !live || !ready}
            aria-label={
              options.length > 1 || quantity > 1
                ? `${addLabel} (${quantity > 1 ? `${quantity} × ` : ''}${formatMoney(price, lang)})`
                : addLabel
            }
            aria-describedby={`${id}-title`}
          >
            {addShort ?? addLabel}
          </button>
        )}
      </Order>
      <p className={`product-card__status${status && status.kind !== 'ok' ? ` product-card__status--${status.kind}` : ''}`} role="status">
        {status?.text ?? ''}
      </p>
    </article>
  );
}
