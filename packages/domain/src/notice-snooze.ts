// The home page's division-move modal comes back at most once a month (customer-side §2, §9: a
// 31-day snooze the old site kept but never applied; ADR 213). Dismissing it (Escape, the close
// button, "Continue to the site" or its link) snoozes it for 31 days from that moment.
export const DIVISION_MODAL_SNOOZE_DAYS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a notice dismissed at `dismissedAt` may show again. */
export function snoozedUntil(dismissedAt: Date, days: number): Date {
  return new Date(dismissedAt.getTime() + days * DAY_MS);
}

/** A notice snoozed until `until` (null: never dismissed, or unreadable) stays hidden at `now`. */
export function isSnoozed(until: Date | null, now: Date): boolean {
  return until !== null && !Number.isNaN(until.getTime()) && now.getTime() < until.getTime();
}
