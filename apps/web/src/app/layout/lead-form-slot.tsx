// The footer's lead form as the server renders it (and tests, and the public pages, whose islands
// client hydrates it): at once. The full client's build takes lead-form-slot.client.tsx instead
// (vite.config.ts), which loads the form's code after the page hydrates (ADR 379).
import LeadForm, { type LeadFormProps } from '../../islands/lead-form';

export function LeadFormSlot(props: LeadFormProps) {
  return <LeadForm {...props} />;
}
