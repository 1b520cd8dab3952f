// `?next=` on a sign-in or sign-up link: where to go back once signed in. A module of its own so
// that a page linking to the login page does not load the login form (ADR 230's budget).
export function withNext(path: string, next: string | null | undefined): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
