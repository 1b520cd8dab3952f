// The order-steps bar (Menu → Review → Confirm), always visible in the store (DESIGN.md). It shows
// what really happened (issue 11): an empty cart has done nothing yet (Menu is current, even on
// Review or Confirm); a declined or failed payment marks Confirm failed, not done; only a paid order
// has every step done. Review and Confirm report the cart (CartGate), Success the order's outcome;
// the Failure page's kind comes from its path. What is not known yet (the cart or the order still
// loading) is not claimed done.
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { matchPath, paths, type Lang } from '../../../lib/paths';
import type { OpenStoreKind } from '../../../lib/stores';
import { decodeFailureMessage, failureKind } from '../failure-message';

export const STEPS = ['menu', 'review', 'confirm'] as const;
export type Step = (typeof STEPS)[number];
export type StepState = 'done' | 'current' | 'failed' | 'next';
/** The store page the bar is on: one of the steps, or after them (Success, Failure). */
export type StepsPage = Step | 'after';
/** What became of the order placed on Confirm, as far as the page knows. */
export type StepsOutcome = 'paid' | 'pending' | 'failed' | 'unauthorized';

/** What the page knows that the path does not say. */
export interface StepsFacts {
  /** Review and Confirm: whether the cart has nothing to order (undefined while unknown). */
  cartEmpty?: boolean | undefined;
  /** Success and Failure: what became of the order (undefined while unknown). */
  outcome?: StepsOutcome | undefined;
}

/** The state of each step (pure; table-tested). */
export function stepStates(page: StepsPage, facts: StepsFacts): Record<Step, StepState> {
  const s = (menu: StepState, review: StepState, confirm: StepState) => ({ menu, review, confirm });
  switch (page) {
    case 'menu':
      return s('current', 'next', 'next');
    case 'review':
      if (facts.cartEmpty === true) return s('current', 'next', 'next');
      return s(facts.cartEmpty === false ? 'done' : 'next', 'current', 'next');
    case 'confirm':
      if (facts.cartEmpty === true) return s('current', 'next', 'next');
      return facts.cartEmpty === false ? s('done', 'done', 'current') : s('next', 'next', 'current');
    case 'after':
      switch (facts.outcome) {
        case 'paid':
          return s('done', 'done', 'done');
        case 'failed':
          return s('done', 'done', 'failed');
        case 'pending':
        case 'unauthorized':
          return s('done', 'done', 'current');
        default:
          return s('next', 'next', 'next');
      }
  }
}

/** The page and what its path says (the Failure page's kind). */
export function pageFacts(pathname: string): { page: StepsPage; outcome?: StepsOutcome } {
  const match = matchPath(pathname);
  switch (match?.id) {
    case 'storeReviewOrder':
      return { page: 'review' };
    case 'storeConfirmOrder':
      return { page: 'confirm' };
    case 'storeSuccess':
      return { page: 'after' };
    case 'storeFailure': {
      const kind = failureKind(decodeFailureMessage(match.params['message'] ?? ''));
      return { page: 'after', outcome: kind === 'unauthorized' ? 'unauthorized' : 'failed' };
    }
    default:
      return { page: 'menu' };
  }
}

type Report = StepsFacts & { pathname: string };
const ReportContext = createContext<(report: Report) => void>(() => undefined);
/** The store layout holds the latest report of its page. */
export const StepsReportProvider = ReportContext.Provider;

/** A page tells the bar what it knows (kept for its path only). */
export function useReportSteps(facts: StepsFacts) {
  const report = useContext(ReportContext);
  const { pathname } = useLocation();
  const { cartEmpty, outcome } = facts;
  useEffect(() => report({ pathname, cartEmpty, outcome }), [report, pathname, cartEmpty, outcome]);
}

export function OrderSteps({ store, lang, report }: { store: OpenStoreKind; lang: Lang; report?: Report | null }) {
  const { t } = useTranslation('store');
  const { pathname } = useLocation();
  const { page, outcome } = pageFacts(pathname);
  const known: StepsFacts = report && report.pathname === pathname ? report : {};
  const states = stepStates(page, { cartEmpty: known.cartEmpty, outcome: outcome ?? known.outcome });
  const href: Record<Step, string> = {
    menu: paths.store.menu(store, lang),
    review: paths.store.reviewOrder(store, lang),
    confirm: paths.store.confirmOrder(store, lang),
  };
  return (
    <nav className="order-steps" aria-label={t('steps.label')}>
      <ol>
        {STEPS.map((step, i) => {
          const state = states[step];
          return (
            <li key={step} className={`order-steps__step order-steps__step--${state}`}>
              <Link to={href[step]} aria-current={state === 'current' || state === 'failed' ? 'step' : undefined}>
                <span className="order-steps__number" aria-hidden="true">
                  {state === 'done' ? '✓' : state === 'failed' ? '✕' : i + 1}
                </span>
                <span>{t(`steps.${step}`)}</span>
                {state === 'done' && <span className="visually-hidden">{t('steps.completed')}</span>}
                {state === 'failed' && <span className="visually-hidden">{t('steps.failed')}</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
