// The choices of each box of a catering box line, as record-order.ts stores them with the line
// (customizations.choices; ADR 220): read back by the order reply and the confirmation e-mail.
export function boxChoices(customizations: Record<string, unknown> | null): number[][] {
  const c = customizations?.['choices'];
  if (!Array.isArray(c)) return [];
  return c.filter(Array.isArray).map((box) => (box as unknown[]).filter((x): x is number => typeof x === 'number'));
}
