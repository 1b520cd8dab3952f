// The corporate cafeterias' menu step (customer-side §2, §3 Subsidy, §5, §6, §9; issue 13; ADR 300):
// the on-site cafeteria (/corporate, /fr/corporatif) and the mobile one (/mobile, /quebecor). The
// menu is the employee's subsidy's: its weekdays (Mon–Fri), its products and prices
// (`/bistro/onsite/...` or `/bistro/mobile/...` with the account's subsidy id). A visitor is asked
// to sign in with the work e-mail; an account without a subsidy of this kind gets the
// subsidy-not-set prompt; the mobile cafeteria asks for the stop and shows its 9:59:59 same-day
// cut-off. Issue 28: each card shows the subsidy's price (what the cart charges) and the employer's
// share of a unit; the head shows the caps and what is left of the day being ordered; a subsidy that
// requires a badge number asks for it before anything is ordered; the day strip opens on that day.
// Its own route module: none of it is in the other stores' chunks (ADR 230 budgets).
import { formatMoney, formatWallTime } from '@mijote/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { Modal } from '../../../components/ui/modal';
import { usePageTitle } from '../../../lib/page-meta';
import { paths, type Lang } from '../../../lib/paths';
import { CartBar, CartSummary } from '../components/cart-summary';
import { useStoreKind } from '../store';
import {
  isCorporateStore,
  useCorporateSides,
  useStoreSubsidy,
  useSubsidyDay,
  useSubsidyPlanning,
  type CorporateStore,
  type SubsidyState,
} from '../corporate/api';
import { SubsidyAllowance } from '../corporate/subsidy-allowance';
import { BadgeForm, SignInLinks, StopChooser } from '../corporate/subsidy-parts';
import { formatDayInline } from '../format';
import { DayButtons, DayDishes, useAdd, useChosenDayInView } from './menu';

/** What stands in the menu's place while there is no subsidy to show: sign in, or the subsidy-not-set prompt. */
function SubsidyPrompt({ store, lang, state }: { store: CorporateStore; lang: Lang; state: SubsidyState }) {
  const { t } = useTranslation('corporate');
  // the subsidy-not-set prompt (customer-side §2 modals): dismissable; the text stays in the page
  const [dismissed, setDismissed] = useState(false);
  if (state.status === 'signed-out')
    return (
      <section className="corporate-prompt" aria-labelledby="corporate-signed-out">
        <h2 id="corporate-signed-out">{t('signedOut.title')}</h2>
        <p>{t('signedOut.body')}</p>
        <SignInLinks lang={lang} />
      </section>
    );
  if (state.status !== 'none') return null;
  const other: CorporateStore = store === 'corporate' ? 'mobile' : 'corporate';
  const body = (
    <>
      <p>{t('notSet.body')}</p>
      {state.otherKind && (
        <p>
          {t('notSet.otherKind')} <Link to={paths.store.menu(other, lang)}>{t(`notSet.goOther.${other}`)}</Link>
        </p>
      )}
    </>
  );
  return (
    <>
      <section className="corporate-prompt" aria-labelledby="corporate-not-set">
        <h2 id="corporate-not-set">{t('notSet.title')}</h2>
        {body}
        <p>
          <Link to={paths.account.profile(lang)}>{t('notSet.profile')}</Link>
        </p>
      </section>
      <Modal
        open={!dismissed}
        id="subsidy-not-set"
        title={t('notSet.title')}
        closeLabel={t('common:actions.close')}
        onClose={() => setDismissed(true)}
      >
        {body}
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={() => setDismissed(true)}>
            {t('notSet.ok')}
          </button>
        </div>
      </Modal>
    </>
  );
}

function CorporateMenu({ store, lang }: { store: CorporateStore; lang: Lang }) {
  const { t } = useTranslation('corporate');
  const { t: ts } = useTranslation('store');
  const subsidy = useStoreSubsidy(store, lang);
  const ready = subsidy.status === 'ready' ? subsidy : null;
  const planning = useSubsidyPlanning(store, ready?.subsidy.id ?? null, lang);
  const sides = useCorporateSides(store, lang);
  const { cart, add, ready: canAdd } = useAdd(store, lang);
  const [params, setParams] = useSearchParams();
  const daysRow = useRef<HTMLDivElement>(null);

  const days = planning.data?.days ?? [];
  const requested = params.get('day');
  const day = days.find((d) => d.date === requested) ?? days.find((d) => d.orderable) ?? days[0] ?? null;
  const loading = subsidy.status === 'loading' || (ready !== null && planning.isPending);
  // the day's allowance used up: the cards no longer promise the employer's share
  const left = useSubsidyDay(ready?.subsidy.perDeliveryDay && day?.orderable ? day.date : null, lang).data ?? null;
  const usedUp = left !== null && (left.ProductCountRemaining === 0 || left.AmountRemaining === 0);
  const products = useMemo(
    () => (day && usedUp ? day.products.map((p) => ({ ...p, SubsidyAmountCents: 0 })) : (day?.products ?? [])),
    [day, usedUp],
  );
  // phones: the strip opens on the day being ordered, not on the week's past days
  useChosenDayInView(daysRow, day?.date ?? null, loading);

  return (
    <>
      <header className="store-head">
        <h1>{t(`heading.${store}`)}</h1>
        <p className="store-head__lead">{t(`lead.${store}`)}</p>
        {ready && (
          <p className="store-head__lead">
            {t('employer', {
              company: ready.subsidy.company || ready.subsidy.name,
              percent: ready.subsidy.discountPercent,
              max: formatMoney(ready.subsidy.maxUnitAmount, lang),
            })}
          </p>
        )}
        {ready && (
          <SubsidyAllowance
            subsidy={ready.subsidy}
            date={day?.orderable ? day.date : null}
            dayLabel={day ? formatDayInline(day.date, lang) : ''}
            lang={lang}
          />
        )}
        {store === 'mobile' && planning.data && (
          <p className="store-head__lead">{t('cutoff', { time: formatWallTime(planning.data.cutoff, lang, { seconds: true }) })}</p>
        )}
      </header>
      {ready && !ready.subsidy.active && <p className="alert alert--warning">{t('unverified')}</p>}
      {ready && <BadgeForm subsidy={ready.subsidy} />}
      {ready && store === 'mobile' && <StopChooser subsidy={ready.subsidy} />}
      <div className="store-menu">
        <div className="store-menu__main">
          {loading ? (
            <p role="status">{ts('loading')}</p>
          ) : subsidy.status === 'signed-out' || subsidy.status === 'none' ? (
            <SubsidyPrompt store={store} lang={lang} state={subsidy} />
          ) : subsidy.status === 'failed' || planning.isError ? (
            <p className="alert alert--danger" role="alert">
              {ts('menu.loadFailed')}
            </p>
          ) : days.length === 0 ? (
            <p>{ts('menu.noDays')}</p>
          ) : (
            <>
              <DayButtons
                days={days}
                chosen={day?.date ?? null}
                lang={lang}
                rowRef={daysRow}
                onSelect={(date) =>
                  setParams(
                    (prev) => {
                      const next = new URLSearchParams(prev);
                      next.set('day', date);
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  )
                }
              />
              {day && (
                <DayDishes
                  day={day}
                  products={products}
                  store={store}
                  lang={lang}
                  sides={sides.data}
                  ready={canAdd}
                  kinds={false}
                  add={add}
                />
              )}
            </>
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

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('common');
  usePageTitle('storeMenu', { store: t(`stores.${store}`) });
  return isCorporateStore(store) ? <CorporateMenu store={store} lang={lang} /> : null;
}
