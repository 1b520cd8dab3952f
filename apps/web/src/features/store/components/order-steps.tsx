// The order-steps bar (Menu → Review → Confirm), always visible in the store (DESIGN.md).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { matchPath, paths, type Lang } from '../../../lib/paths';
import type { OpenStoreKind } from '../../../lib/stores';

const STEPS = ['menu', 'review', 'confirm'] as const;
type Step = (typeof STEPS)[number];

function currentStep(pathname: string): Step | 'done' {
  switch (matchPath(pathname)?.id) {
    case 'storeReviewOrder':
      return 'review';
    case 'storeConfirmOrder':
      return 'confirm';
    case 'storeSuccess':
    case 'storeFailure':
      return 'done';
    default:
      return 'menu';
  }
}

export function OrderSteps({ store, lang }: { store: OpenStoreKind; lang: Lang }) {
  const { t } = useTranslation('store');
  const { pathname } = useLocation();
  const current = currentStep(pathname);
  const position = current === 'done' ? STEPS.length : STEPS.indexOf(current);
  const href: Record<Step, string> = {
    menu: paths.store.menu(store, lang),
    review: paths.store.reviewOrder(store, lang),
    confirm: paths.store.confirmOrder(store, lang),
  };
  return (
    <nav className="order-steps" aria-label={t('steps.label')}>
      <ol>
        {STEPS.map((step, i) => {
          const state = i < position ? 'done' : i === position ? 'current' : 'next';
          return (
            <li key={step} className={`order-steps__step order-steps__step--${state}`}>
              <Link to={href[step]} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="order-steps__number" aria-hidden="true">
                  {state === 'done' ? '✓' : i + 1}
                </span>
                <span>{t(`steps.${step}`)}</span>
                {state === 'done' && <span className="visually-hidden">{t('steps.completed')}</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
