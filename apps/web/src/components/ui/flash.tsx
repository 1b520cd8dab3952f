// Confirmation and failure messages of the full-client forms (customer-side §8, §9). A success
// message lasts 3 s (the spec's default alert duration); a failure stays until the next attempt,
// so nobody has to read an error against the clock (WCAG 2.2.1). The region is a polite live
// region present from the first render; a failure is also role="alert".
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, type AlertTone } from '../../islands/form/alert';

/** The spec's default alert duration (customer-side §9: 3 s). */
export const ALERT_MS = 3000;

export interface Flash {
  tone: AlertTone;
  text: string;
  /** Changes on every show, so the same text shown twice restarts its timer. */
  seq: number;
}

export function useFlash(durationMs: number = ALERT_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (!flash || flash.tone !== 'success') return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);

  const show = useCallback((tone: AlertTone, text: string) => {
    seq.current += 1;
    setFlash({ tone, text, seq: seq.current });
  }, []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, show, clear };
}

export function FlashRegion({ flash, id }: { flash: Flash | null; id?: string }) {
  return (
    <div className="flash-region" aria-live="polite" id={id}>
      {flash && (
        <Alert key={flash.seq} tone={flash.tone}>
          {flash.text}
        </Alert>
      )}
    </div>
  );
}
