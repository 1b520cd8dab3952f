// The second factor of super users (issue 29, ADR 378): a money action in the back-office
// (refund, void, a manual Century Dollar move, mark paid) needs a code verified within the last
// 15 minutes of the app's clock ("step-up"). `now` is passed in; a verification stamped in the
// future (clock moved back) is not fresh.

/** How long a verified second factor allows a money action without a new code. */
export const STEP_UP_MS = 15 * 60_000;

/**
 * True when `verifiedAt` is at most `maxAgeMs` (15 minutes, never more) before `now` (and not
 * after it). A shorter window is a setting (STEP_UP_SECONDS).
 */
export function stepUpFresh(verifiedAt: Date | null, now: Date, maxAgeMs = STEP_UP_MS): boolean {
  if (!verifiedAt) return false;
  const age = now.getTime() - verifiedAt.getTime();
  return age >= 0 && age <= Math.min(maxAgeMs, STEP_UP_MS);
}
