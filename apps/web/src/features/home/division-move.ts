/**
 * The home page shows a modal about the division move on every visit. The spec keeps a 31-day
 * snooze constant that is never applied (customer-side §2 and §9); it is kept here, unused, so
 * the rule has one place to change if the business ever turns it on.
 */
export const DIVISION_MODAL_SNOOZE_DAYS = 31;
