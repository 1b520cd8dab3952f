// What the kitchen will cook of a line besides its dish (issue 28, ADR 369): the side chosen with
// it and each catering box's choices, as the server wrote them in the page's language
// (apps/api orders/line-choices.ts) — under each line of Confirm's summary (the priced cart), the
// Success step and the account's order (the order reply).
import './line-choices.css';

export function LineChoices({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    // phrasing content: it sits in a table cell (the order) and in a line's text span (the cart summary)
    <span className="line-choices">
      {lines.map((l, i) => (
        <span key={i} className="line-choices__line">
          {l}
        </span>
      ))}
    </span>
  );
}
