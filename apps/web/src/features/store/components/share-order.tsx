// "Share your order on Facebook, get 25 % off the next one" (customer-side §4, §7, §8, §9; ADR 182).
// The button opens Facebook's share dialog in a window; when that window closes, the result is
// posted to POST /accounts/me/orders/{id}/share?site=21 (language, store, error) and a message
// shows either way: thanks (20 s) or the failure text. A window the browser blocked is a failure.
import { FACEBOOK_SHARE_PERCENT, formatPercent } from '@mijote/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreKind } from '@mijote/domain';
import type { Lang } from '../../../lib/paths';
import { reportOrderShare } from '../api';

/** How long the share messages stay (customer-side §9: 20 s for the share). */
const SHARE_ALERT_MS = 20_000;

function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

type Outcome = 'idle' | 'sharing' | 'shared' | 'failed';

export function ShareOrder({ orderId, store, lang, pageUrl }: { orderId: number; store: StoreKind; lang: Lang; pageUrl: string }) {
  const { t } = useTranslation('store');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // the code sent for a share is the domain's percent off (the API issues it with the same constant)
  const percent = formatPercent(FACEBOOK_SHARE_PERCENT, lang);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearInterval(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (outcome !== 'shared' && outcome !== 'failed') return;
    const id = window.setTimeout(() => setOutcome('idle'), SHARE_ALERT_MS);
    return () => window.clearTimeout(id);
  }, [outcome]);

  async function report(error: string | null) {
    try {
      await reportOrderShare(orderId, store, lang, error);
      setOutcome(error ? 'failed' : 'shared');
    } catch {
      setOutcome('failed');
    }
  }

  function share() {
    const popup = window.open(facebookShareUrl(pageUrl), 'mijote-facebook-share', 'width=626,height=436');
    if (!popup) {
      void report('popup-blocked');
      return;
    }
    setOutcome('sharing');
    timer.current = window.setInterval(() => {
      if (!popup.closed) return;
      if (timer.current !== null) window.clearInterval(timer.current);
      timer.current = null;
      void report(null);
    }, 500);
  }

  return (
    <section className="share-order" aria-labelledby="share-order-title">
      <h2 id="share-order-title">{t('share.title', { percent })}</h2>
      <p>{t('share.body', { percent })}</p>
      <button type="button" className="button button--accent" onClick={share} disabled={outcome === 'sharing'}>
        {outcome === 'sharing' ? t('share.sharing') : t('share.button')}
      </button>
      <div role="status" aria-live="polite">
        {outcome === 'shared' && <p className="alert alert--success">{t('share.success')}</p>}
      </div>
      <div role="alert">{outcome === 'failed' && <p className="alert alert--danger">{t('share.failure')}</p>}</div>
    </section>
  );
}
