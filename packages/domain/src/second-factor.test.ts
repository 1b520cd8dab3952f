import { describe, expect, it } from 'vitest';
import { STEP_UP_MS, stepUpFresh } from './second-factor.js';

const now = new Date('2026-12-02T17:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('stepUpFresh', () => {
  it.each([
    ['never verified', null, false],
    ['just now', ago(0), true],
    ['14 min 59 s ago', ago(STEP_UP_MS - 1000), true],
    ['exactly 15 min ago', ago(STEP_UP_MS), true],
    ['15 min and 1 ms ago', ago(STEP_UP_MS + 1), false],
    ['16 min ago', ago(16 * 60_000), false],
    ['in the future (clock moved back)', ago(-60_000), false],
  ] as const)('%s → %s', (_label, verifiedAt, fresh) => {
    expect(stepUpFresh(verifiedAt, now)).toBe(fresh);
  });
});

describe('stepUpFresh with a shorter window (STEP_UP_SECONDS)', () => {
  it.each([
    ['5 s window, 4 s ago', 5_000, ago(4_000), true],
    ['5 s window, 6 s ago', 5_000, ago(6_000), false],
    ['a longer window is never longer than 15 min', 60 * 60_000, ago(16 * 60_000), false],
    ['a longer window still allows 14 min', 60 * 60_000, ago(14 * 60_000), true],
  ] as const)('%s → %s', (_label, maxAge, verifiedAt, fresh) => {
    expect(stepUpFresh(verifiedAt, now, maxAge)).toBe(fresh);
  });
});
