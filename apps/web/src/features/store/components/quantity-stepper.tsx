// A quantity field with − and + buttons (44 px targets), labelled for screen readers. Disabled in
// the server's HTML until React has hydrated it: a click before then would be lost (two quick
// clicks on + on a loaded machine added one).
import { CART_LINE_MAX_QUANTITY } from '@mijote/contracts/plain';
import { useHydrated } from '../../../lib/use-hydrated';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max?: number;
  /** Visible label (or visually hidden with `hideLabel`). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  hideLabel?: boolean;
  disabled?: boolean;
  onChange(value: number): void;
  /** The input's id, unique on the page (ADR 230: no useId). */
  id: string;
}

export function QuantityStepper({
  value,
  min = 1,
  max = CART_LINE_MAX_QUANTITY,
  label,
  decreaseLabel,
  increaseLabel,
  hideLabel,
  disabled,
  onChange,
  id,
}: QuantityStepperProps) {
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  const set = (v: number) => onChange(Math.max(min, Math.min(max, Number.isFinite(v) ? Math.trunc(v) : min)));
  return (
    <div className="stepper">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'stepper__label'}>
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={decreaseLabel}
          disabled={off || value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={off}
          onChange={(e) => set(e.currentTarget.valueAsNumber)}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={increaseLabel}
          disabled={off || value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
