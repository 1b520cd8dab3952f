// Island: the footer's two-step lead form (customer-side §2, §4): step 1 (home-first-form) asks
// who to call back; on success the form moves to step 2 (home-second-form, linked by parentId
// and the same e-mail) for the details; then a thank-you with the 24-hour follow-up promise.
import { useState } from 'react';
import { Alert } from './form/alert';
import { FormView } from './form/form-view';
import type { PublicFormProps } from './form/types';

export interface LeadFormProps {
  first: PublicFormProps;
  second: PublicFormProps;
  stepLabels: { first: string; second: string };
  secondIntro: string;
  done: string;
}

type Step = { n: 1 } | { n: 2; parentId: number; email: string } | { n: 3 };

export default function LeadForm({ first, second, stepLabels, secondIntro, done }: LeadFormProps) {
  const [step, setStep] = useState<Step>({ n: 1 });
  if (step.n === 3) return <Alert tone="success">{done}</Alert>;
  if (step.n === 2) {
    return (
      <div className="lead-form lead-form--second">
        <p className="lead-form__step">{stepLabels.second}</p>
        <p>{secondIntro}</p>
        <FormView {...second} extra={{ parentId: step.parentId, email: step.email }} onSuccess={() => setStep({ n: 3 })} />
      </div>
    );
  }
  return (
    <div className="lead-form">
      <p className="lead-form__step">{stepLabels.first}</p>
      <FormView {...first} onSuccess={(reply, values) => setStep({ n: 2, parentId: reply.id, email: values['email'] ?? '' })} />
    </div>
  );
}
