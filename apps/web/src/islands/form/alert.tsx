import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'danger' | 'warning';

/** An inline alert: the tone is also said in words by an icon with a text alternative. */
export function Alert({ tone, children, id }: { tone: AlertTone; children: ReactNode; id?: string }) {
  return (
    <div id={id} className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'danger' ? '!' : '…'}
      </span>
      <p className="alert__text">{children}</p>
    </div>
  );
}
