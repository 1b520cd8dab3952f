// What the long steps of a first start report (ADR 218): opening a new embedded database,
// the migrations and the demo seed each tell what they are doing, so `npm start` is never silent.

/** One line of progress: a message and its figures (counts, percent, milliseconds). */
export type ProgressReporter = (message: string, fields?: Record<string, number | string>) => void;

/** Reports nothing (the default of every caller that does not ask). */
export const silentProgress: ProgressReporter = () => undefined;

/** Whole percent of `done` out of `total` (100 when there is nothing to do). */
export function percentOf(done: number, total: number): number {
  return total <= 0 ? 100 : Math.round((done / total) * 100);
}
