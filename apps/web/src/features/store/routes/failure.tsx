// Failure step (customer-side §2, §8): the message of the URL (base64 or URI encoded) picks the
// header — 'Unauthorized' the session-expired header, 'Order declined' the declined header (call
// customer service), anything else 'Payment processing failed'; a text starting with '~' is a
// backend key, shown translated. Logged out, the way back leads to Review (customer-side §4).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CUSTOMER_SERVICE_PHONE } from '../../../lib/contact';
import { useLang } from '../../../app/layout/use-lang';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { useStoreKind } from '../store';

const KNOWN = ['Unauthorized', 'Order declined'];
const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}]+$/u;

/** The failure message of the path: as written when it reads as text, else its base64 decoding. */
export function decodeFailureMessage(raw: string): string {
  if (KNOWN.includes(raw) || raw.startsWith('~')) return raw;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) && raw.length % 4 === 0) {
    try {
      const bytes = Uint8Array.from(atob(raw.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (PRINTABLE.test(text)) return text;
    } catch {
      // not base64: the text itself
    }
  }
  return raw;
}

type FailureKind = 'unauthorized' | 'declined' | 'processing';

export function failureKind(message: string): FailureKind {
  if (message === 'Unauthorized') return 'unauthorized';
  if (message === 'Order declined') return 'declined';
  return 'processing';
}

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
      <div className="alert alert--danger failure" role="alert">
        <span className="alert__icon" aria-hidden="true">
          !
        </span>
        <div>
          <p className="alert__text">
            {t(`failure.${kind}.subtext`)}{' '}
            {kind === 'declined' && <a href={`tel:${CUSTOMER_SERVICE_PHONE.tel}`}>{CUSTOMER_SERVICE_PHONE.display}</a>}
          </p>
          {backendText && <p className="alert__text">{backendText}</p>}
          <p className="alert__text">{t('failure.cartKept')}</p>
        </div>
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
