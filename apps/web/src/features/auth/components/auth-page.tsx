import type { ReactNode } from 'react';
import '../../../styles/account.css';

/** The frame of a sign-in screen: one H1, an optional lead, the form in a card. */
export function AuthPage({ title, lead, wide, children }: { title: string; lead?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'container auth-page auth-page--wide' : 'container auth-page'}>
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** Shown while the session is being read or a redirection is under way. */
export function AuthWaiting({ text }: { text: string }) {
  return (
    <p className="loading-note" role="status">
      {text}
    </p>
  );
}
