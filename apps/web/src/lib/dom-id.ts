// DOM ids from stable parts (ADR 230). The server renders with React and the browser hydrates with
// Preact: their useId values differ, and hydration keeps the server's attributes, so a label or an
// aria-describedby written after hydration would point at an id that is not in the page. An id
// built from what the component shows (a form's name, a dish's id, a line's position) is the same
// on both sides. The caller keeps it unique on its page.
export function domId(...parts: readonly (string | number)[]): string {
  return parts
    .map((part) =>
      String(part)
        .normalize('NFD')
        .replace(/[^A-Za-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
}
