import { type ReactNode } from 'react';
import { domId } from '../../../lib/dom-id';

/** One block of the profile page: a card with an H2 that names it. */
export function AccountSection({
  title,
  intro,
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = domId('section', title);
  return (
    <section className={['account-section', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">
        {title}
      </h2>
      {intro && <p className="account-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
