// Failure step (customer-side §2, §8): the message of the URL (base64 or URI encoded) picks the
// header — 'Unauthorized' the session-expired header, 'Order declined' the declined header (call
// customer service), anything else 'Payment processing failed'; a text starting with '~' is a
// backend key, shown translated. Logged out, the way back leads to Review (customer-side §4).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../islands/form/alert';
import { CUSTOMER_SERVICE_PHONE } from '../../../lib/contact';
import { useLang } from '../../../app/layout/use-lang';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { decodeFailureMessage, failureKind } from '../failure-message';
import { useStoreKind } from '../store';

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('store');
  usePageTitle('storeFailure', { store: t(`common:stores.${store}`) });
  const { state } = useSession();
  const message = decodeFailureMessage(useParams()['message'] ?? '');
  const kind = failureKind(message);
  const backend = message.startsWith('~') ? message.slice(1) : null;
  const backendText = backend ? t(`errors:codes.${backend}`, { defaultValue: '' }) || t(backend, { ns: 'store', defaultValue: '' }) : '';
  const signedIn = state.status === 'authenticated';
  return (
    <>
      <header className="store-head">
        <h1>{t(`failure.${kind}.title`)}</h1>
      </header>
      <div className="failure">
        <Alert tone="danger">
          {t(`failure.${kind}.subtext`)}{' '}
          {kind === 'declined' && <a href={`tel:${CUSTOMER_SERVICE_PHONE.tel}`}>{CUSTOMER_SERVICE_PHONE.display}</a>}
          {backendText && (
            <>
              <br />
              {backendText}
            </>
          )}
          <br />
          {t('failure.cartKept')}
        </Alert>
      </div>
      <p className="store-actions">
        {signedIn && kind !== 'unauthorized' ? (
          <>
            <Link className="button button--primary" to={paths.store.confirmOrder(store, lang)}>
              {t('failure.retry')}
            </Link>
            <Link className="button button--ghost" to={paths.store.reviewOrder(store, lang)}>
              {t('failure.review')}
            </Link>
          </>
        ) : (
          <Link className="button button--primary" to={paths.store.reviewOrder(store, lang)}>
            {t('failure.toReview')}
          </Link>
        )}
      </p>
    </>
  );
}
