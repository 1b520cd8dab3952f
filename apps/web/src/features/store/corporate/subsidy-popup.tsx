// The cafeterias' blocking popup of Review and Confirm (customer-side §2; ADR 300): its own chunk,
// loaded by `SubsidyPopup` (./subsidy-parts.tsx) only when the popup must show (ADR 373).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { paths, type Lang } from '../../../lib/paths';
import type { CorporateStore, useStoreSubsidy } from './api';
import { BadgeForm, SignInLinks, StopChooser } from './subsidy-parts';

/** The popup's body; `open` false once what it asked for is set. */
export function SubsidyPopupBody({
  store,
  lang,
  state,
  needsBadge,
  open,
}: {
  store: CorporateStore;
  lang: Lang;
  state: ReturnType<typeof useStoreSubsidy>;
  needsBadge: boolean;
  open: boolean;
}) {
  const { t } = useTranslation('corporate');
  const title = state.status === 'signed-out' ? t('signedOut.title') : state.status === 'none' ? t('notSet.title') : t(`heading.${store}`);
  return (
    <Modal open={open} id="subsidy-blocking" title={title} dismissable={false} onClose={() => undefined}>
      {state.status === 'signed-out' ? (
        <>
          <p>{t('blocking.signedOut')}</p>
          <SignInLinks lang={lang} />
        </>
      ) : state.status === 'none' ? (
        <>
          <p>{t('notSet.body')}</p>
          <div className="modal__actions">
            <Link className="button button--primary" to={paths.store.menu(store, lang)}>
              {t('blocking.back')}
            </Link>
          </div>
        </>
      ) : state.status === 'ready' && !state.placeSet ? (
        <>
          <p>{t(`blocking.noPlace.${store}`)}</p>
          {store === 'mobile' && <StopChooser subsidy={state.subsidy} compact />}
          <div className="modal__actions">
            <Link className="button button--secondary" to={paths.store.menu(store, lang)}>
              {t('blocking.back')}
            </Link>
          </div>
        </>
      ) : state.status === 'ready' && needsBadge ? (
        <>
          <BadgeForm subsidy={state.subsidy} idPrefix="badge-popup" />
          <div className="modal__actions">
            <Link className="button button--secondary" to={paths.store.menu(store, lang)}>
              {t('blocking.back')}
            </Link>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
