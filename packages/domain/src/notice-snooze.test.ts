import { describe, expect, it } from 'vitest';
import { DIVISION_MODAL_SNOOZE_DAYS, isSnoozed, snoozedUntil } from './notice-snooze.js';

describe('notice snooze (ADR 213)', () => {
  const dismissed = new Date('2026-11-25T15:00:00Z');
  const until = snoozedUntil(dismissed, DIVISION_MODAL_SNOOZE_DAYS);

  it('lasts 31 days from the dismissal', () => {
    expect(DIVISION_MODAL_SNOOZE_DAYS).toBe(31);
    expect(until.toISOString()).toBe('2026-12-26T15:00:00.000Z');
  });

  it('hides the notice until then, and shows it again from that moment', () => {
    expect(isSnoozed(until, dismissed)).toBe(true);
    expect(isSnoozed(until, new Date('2026-12-26T14:59:59Z'))).toBe(true);
    expect(isSnoozed(until, new Date('2026-12-26T15:00:00Z'))).toBe(false);
  });

  it('never dismissed, or an unreadable date: the notice shows', () => {
    expect(isSnoozed(null, dismissed)).toBe(false);
    expect(isSnoozed(new Date('garbage'), dismissed)).toBe(false);
  });
});
