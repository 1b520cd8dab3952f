// The choices of each box of a catering box line (customer-side §5; ADR 220): for every box of the
// line, as many choices as the box takes (2 per lunch box, 1 for some, 4 for the morning box), each
// among what the box offers. Missing ones are the server's to flag (`choicesMissing`). A choice shows
// at once, while the cart is saved (several quick choices each keep theirs, none flickers back).
import type { CartDocument, PricedCartLine } from '@mijote/contracts';
import { SIDE_PLACEHOLDER } from '@mijote/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boxChoicesOf, parseSideChoice, setBoxChoice, type CartSideChoice } from '../cart-edit';

export interface BoxOffer {
  count: number;
  options: readonly { Id: number; Title: string }[];
}

export function BoxChoices({
  line,
  doc,
  box,
  onChange,
}: {
  line: PricedCartLine;
  doc: CartDocument;
  box: BoxOffer;
  /** applies the change to the cart; resolves once it is saved (or failed) */
  onChange(change: (d: CartDocument) => CartDocument): Promise<unknown> | void;
}) {
  const { t } = useTranslation('store');
  // the choices made since the last save, shown over the saved cart until every save is back
  const [shown, setShown] = useState<Record<string, CartSideChoice>>({});
  const inFlight = useRef(0);
  const choices = boxChoicesOf(doc, line, box.count).map((picked, b) => picked.map((v, s) => shown[`${b}-${s}`] ?? v));
  const choose = (b: number, s: number, choice: CartSideChoice) => {
    setShown((o) => ({ ...o, [`${b}-${s}`]: choice }));
    inFlight.current += 1;
    void Promise.resolve(onChange((d) => setBoxChoice(d, line, box.count, { box: b, slot: s }, choice, new Date()))).finally(() => {
      inFlight.current -= 1;
      if (inFlight.current === 0) setShown({});
    });
  };
  const base = `box-${line.group}-${line.index}`;
  return (
    <div className={`box-choices${line.choicesMissing ? ' box-choices--missing' : ''}`}>
      {line.choicesMissing && (
        <p className="field__error" id={`${base}-error`}>
          {t('boxes.missing', { count: box.count })}
        </p>
      )}
      {choices.map((picked, b) => (
        <fieldset key={b} className="box-choices__box">
          <legend>{t('boxes.box', { n: b + 1, title: line.title })}</legend>
          {picked.map((value, s) => (
            <div key={s} className="field box-choices__choice">
              <label htmlFor={`${base}-${b}-${s}`}>{t('boxes.choice', { n: s + 1 })}</label>
              <select
                id={`${base}-${b}-${s}`}
                value={String(value)}
                aria-invalid={value === SIDE_PLACEHOLDER && line.choicesMissing ? true : undefined}
                onChange={(e) => choose(b, s, parseSideChoice(e.currentTarget.value))}
              >
                <option value={SIDE_PLACEHOLDER}>{t('boxes.placeholder')}</option>
                {box.options.map((o) => (
                  <option key={o.Id} value={o.Id}>
                    {o.Title}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
