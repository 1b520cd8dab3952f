// The step-up of the back-office's money actions (issue 29, ADR 378): a write that answers 403
// `step-up-required` asks for the code (the shell's dialog, ./second-factor.tsx) and is sent again
// once. No JSX here: the admin API client (../api.ts) reads it in `useWrite`.
import { createContext } from 'react';
import { ApiError } from '../../../lib/api-client';

/** Resolves once the code passed; rejects when the dialog is closed without one. */
export type AskStepUp = () => Promise<void>;

export const StepUpContext = createContext<AskStepUp | null>(null);

export const isStepUpRequired = (err: unknown): boolean => err instanceof ApiError && err.status === 403 && err.code === 'step-up-required';

/** `write`, and once more after the code when the first answer asks for it. */
export async function withStepUp<R>(ask: AskStepUp | null, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (err) {
    if (!ask || !isStepUpRequired(err)) throw err;
    await ask().catch(() => {
      throw err; // closed: the action fails with the server's own refusal
    });
    return write();
  }
}
