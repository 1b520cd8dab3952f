// The footer's lead form in the full client (ADR 379): it sits below every page's content, so its
// code (the form engine, its upload field and captcha) loads after the page hydrates instead of
// with the page's scripts. Meanwhile the server's HTML stays as written: the lazy component
// suspends while hydrating and Preact keeps its one root element (the suspended hydration of
// ADR 280). vite.config.ts puts this file in place of lead-form-slot.tsx in the browser build.
import { lazy, Suspense } from 'react';
import type { LeadFormProps } from '../../islands/lead-form';

const LeadForm = lazy(() => import('../../islands/lead-form'));

export function LeadFormSlot(props: LeadFormProps) {
  return (
    <Suspense fallback={null}>
      <LeadForm {...props} />
    </Suspense>
  );
}
