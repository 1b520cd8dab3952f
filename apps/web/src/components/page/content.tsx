// Renders page content kept in the locale files as objects (no arrays: the key-parity test reads
// strings only): a section is { title, p1, p2, …, items: { a, b, … } }.
import type { ReactNode } from 'react';

export type ContentNode = string | { [key: string]: ContentNode };
export type ContentObject = { [key: string]: ContentNode };

export function asObject(v: unknown): ContentObject {
  return v !== null && typeof v === 'object' ? (v as ContentObject) : {};
}

export function str(v: ContentNode | undefined): string {
  return typeof v === 'string' ? v : '';
}

/** The paragraphs (p1, p2, …) of a content object, in order. */
export function paragraphs(o: ContentObject): string[] {
  return Object.keys(o)
    .filter((k) => /^p\d+$/.test(k))
    .map((k) => str(o[k]));
}

export function Section({ id, section, children }: { id: string; section: ContentObject; children?: ReactNode }) {
  const items = asObject(section['items']);
  const itemKeys = Object.keys(items);
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{str(section['title'])}</h2>
      {paragraphs(section).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {itemKeys.length > 0 && (
        <ul className="check-list">
          {itemKeys.map((k) => {
            const item = items[k];
            if (typeof item === 'string') return <li key={k}>{item}</li>;
            const o = asObject(item);
            return (
              <li key={k}>
                <strong>{str(o['title'])}</strong> {str(o['body'])}
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </section>
  );
}
