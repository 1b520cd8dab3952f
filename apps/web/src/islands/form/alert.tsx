import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'danger' | 'warning';

/**
 * An inline alert: the tone is also said in words by an icon with a text alternative. Without a
 * title the children are its text; with one, the title leads in bold and the children follow as
 * blocks of their own (paragraphs, a list, a button).
 */
export function Alert({ tone, title, children, id }: { tone: AlertTone; title?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <div id={id} className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'danger' ? '!' : '…'}
      </span>
      {title === undefined ? (
        <p className="alert__text">{children}</p>
      ) : (
        <div>
          <p className="alert__text">
            <strong>{title}</strong>
          </p>
          {children}
        </div>
      )}
    </div>
  );
}
