// What the kitchen will cook of one line, besides its dish (issue 28, ADR 369): the side chosen
// with a dish (customer-side §3, ADR 160: record-order.ts writes one add-on row per side) and the
// choices of each box of a catering box line (customizations.choices, ADR 220). The one reader of
// the stored choices and the one writer of their display lines, in the reader's language: the
// order reply (Success, the account's order), the priced cart (Confirm), the invoice PDF, the
// confirmation e-mail and the kitchen's labels all print what this answers.
import type { Lang } from '@mijote/domain';

/** An order line as listDetails reads it: its customizations and its add-on rows. */
export interface StoredChoices {
  customizations: Record<string, unknown> | null;
  addons: readonly { productId: number }[];
}

/** The product ids of a line's choices: its sides and, per box, the box's choices. */
export interface ChoiceIds {
  sides: readonly number[];
  boxes: readonly (readonly number[])[];
}

/** The same choices by title. */
export interface ChoiceTitles {
  sides: string[];
  boxes: string[][];
}

const TEXTS = {
  en: {
    side: (titles: readonly string[]) => `${titles.length > 1 ? 'Sides' : 'Side'}: ${titles.join(', ')}`,
    box: (n: number, titles: readonly string[]) => `Box ${n}: ${titles.join(' + ')}`,
  },
  fr: {
    side: (titles: readonly string[]) => `${titles.length > 1 ? 'Accompagnements' : 'Accompagnement'} : ${titles.join(', ')}`,
    box: (n: number, titles: readonly string[]) => `Boîte ${n} : ${titles.join(' + ')}`,
  },
} as const;

/** The choices of each box of a catering box line, as record-order.ts stores them with the line. */
export function boxChoices(customizations: Record<string, unknown> | null): number[][] {
  const c = customizations?.['choices'];
  if (!Array.isArray(c)) return [];
  return c.filter(Array.isArray).map((box) => (box as unknown[]).filter((x): x is number => typeof x === 'number'));
}

/** A stored line's choices by product id. */
export function storedChoiceIds(d: StoredChoices): ChoiceIds {
  return { sides: d.addons.map((a) => a.productId), boxes: boxChoices(d.customizations) };
}

/** Every product id whose title these lines' choices need (for productTitles). */
export function choiceProductIds(lines: readonly ChoiceIds[]): number[] {
  return lines.flatMap((l) => [...l.sides, ...l.boxes.flat()]);
}

/** The choices by title (`titles` in the reader's language; an unknown product has none). */
export function choiceTitles(c: ChoiceIds, titles: ReadonlyMap<number, string>): ChoiceTitles {
  const title = (id: number) => titles.get(id) ?? '';
  return { sides: c.sides.map(title).filter(Boolean), boxes: c.boxes.map((box) => box.map(title)) };
}

/**
 * The choices as lines under the dish, in the reader's words: "Side: Buttery mashed potatoes",
 * then "Box 1: Ham and Swiss + Quinoa salad" for each box.
 */
export function choiceLines(c: ChoiceTitles, lang: Lang): string[] {
  const t = TEXTS[lang];
  const boxes = c.boxes.flatMap((box, n) => {
    const named = box.filter(Boolean);
    return named.length > 0 ? [t.box(n + 1, named)] : [];
  });
  return [...(c.sides.length > 0 ? [t.side(c.sides)] : []), ...boxes];
}
