import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeSubsidy,
  corporateWeekdays,
  dailyCountRemainder,
  dailyRemainder,
  emailDomain,
  employerCap,
  externalUserIdOf,
  needsExternalUserId,
  subsidisedUnits,
  subsidyForEmail,
  isAvailableOnSubsidyDay,
  newSubsidyDefaults,
  unitSubsidy,
  type Subsidy,
  type SubsidyDay,
} from './subsidy.js';
import { WEEKDAYS } from './vocabulary.js';

const base: Subsidy = {
  id: 12,
  discountPercent: 50,
  maxUnitAmount: 500,
  maxProductCount: 3,
  maxTotalAmount: 1200,
  maxRebate: null,
  perDeliveryDay: true,
  daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
};

describe('subsidy per delivery day', () => {
  it.each<{ name: string; subsidy?: Partial<Subsidy>; days: SubsidyDay[]; perDay: number[] }>([
    { name: 'discount percent of each unit', days: [{ day: 'monday', lines: [{ unitPrice: 800, quantity: 2 }] }], perDay: [800] },
    { name: 'capped by maxUnitAmount per unit', days: [{ day: 'monday', lines: [{ unitPrice: 1500, quantity: 1 }] }], perDay: [500] },
    {
      name: 'capped by maxProductCount items',
      subsidy: { maxTotalAmount: null },
      days: [{ day: 'monday', lines: [{ unitPrice: 800, quantity: 4 }] }],
      perDay: [1200],
    },
    { name: 'capped by maxTotalAmount', days: [{ day: 'monday', lines: [{ unitPrice: 1200, quantity: 3 }] }], perDay: [1200] },
    {
      name: 'capped by the day’s remaining amount',
      days: [{ day: 'monday', lines: [{ unitPrice: 800, quantity: 2 }], remaining: 300 }],
      perDay: [300],
    },
    { name: 'nothing left that day', days: [{ day: 'monday', lines: [{ unitPrice: 800, quantity: 2 }], remaining: 0 }], perDay: [0] },
    { name: 'not on a day outside the subsidy', days: [{ day: 'saturday', lines: [{ unitPrice: 800, quantity: 2 }] }], perDay: [0] },
    {
      name: 'best-subsidised items first',
      subsidy: { maxTotalAmount: null },
      days: [
        {
          day: 'monday',
          lines: [
            { unitPrice: 800, quantity: 2 },
            { unitPrice: 1500, quantity: 2 },
          ],
        },
      ],
      perDay: [1400],
    },
    {
      name: 'caps apply to each day',
      days: [
        { day: 'monday', lines: [{ unitPrice: 1200, quantity: 3 }] },
        { day: 'tuesday', lines: [{ unitPrice: 1200, quantity: 3 }] },
      ],
      perDay: [1200, 1200],
    },
    {
      name: 'count shared across the order when not per day',
      subsidy: { perDeliveryDay: false, maxTotalAmount: null },
      days: [
        { day: 'monday', lines: [{ unitPrice: 800, quantity: 2 }] },
        { day: 'tuesday', lines: [{ unitPrice: 800, quantity: 2 }] },
      ],
      perDay: [800, 400],
    },
    {
      name: 'total shared across the order when not per day',
      subsidy: { perDeliveryDay: false, maxTotalAmount: 1000, maxProductCount: null },
      days: [
        { day: 'monday', lines: [{ unitPrice: 800, quantity: 2 }] },
        { day: 'tuesday', lines: [{ unitPrice: 800, quantity: 2 }] },
      ],
      perDay: [800, 200],
    },
    {
      name: 'no caps',
      subsidy: { maxUnitAmount: null, maxProductCount: null, maxTotalAmount: null },
      days: [{ day: 'friday', lines: [{ unitPrice: 2001, quantity: 3 }] }],
      perDay: [3003],
    },
  ])('$name', ({ subsidy, days, perDay }) => {
    const r = computeSubsidy({ ...base, ...subsidy }, days);
    expect(r.perDay).toEqual(perDay);
    expect(r.total).toBe(perDay.reduce((a, b) => a + b, 0));
  });

  it('one unit: percent rounded half-up, then capped', () => {
    expect(unitSubsidy({ discountPercent: 10, maxUnitAmount: null }, 1295)).toBe(130); // 129.5
    expect(unitSubsidy({ discountPercent: 10, maxUnitAmount: 100 }, 1295)).toBe(100);
  });

  it('never more than the goods, the caps or the day’s remaining amount', () => {
    const day = fc.record({
      day: fc.constantFrom(...WEEKDAYS),
      lines: fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 5000 }), quantity: fc.integer({ min: 0, max: 8 }) }), {
        maxLength: 5,
      }),
      remaining: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
    });
    const subsidy = fc.record({
      id: fc.constant(1),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      maxUnitAmount: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
      maxProductCount: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      maxTotalAmount: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      maxRebate: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      perDeliveryDay: fc.boolean(),
      daysOfWeek: fc.subarray([...WEEKDAYS]),
    });
    fc.assert(
      fc.property(subsidy, fc.array(day, { maxLength: 7 }), (s, days) => {
        const r = computeSubsidy(s, days);
        days.forEach((d, i) => {
          const got = r.perDay[i] ?? 0;
          const goods = d.lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0);
          expect(got).toBeGreaterThanOrEqual(0);
          expect(got).toBeLessThanOrEqual(goods);
          if (d.remaining != null) expect(got).toBeLessThanOrEqual(d.remaining);
          if (s.perDeliveryDay && s.maxTotalAmount != null) expect(got).toBeLessThanOrEqual(s.maxTotalAmount);
          if (s.perDeliveryDay && s.maxRebate != null) expect(got).toBeLessThanOrEqual(s.maxRebate);
          if (!s.daysOfWeek.includes(d.day)) expect(got).toBe(0);
        });
        if (!s.perDeliveryDay && s.maxTotalAmount != null) expect(r.total).toBeLessThanOrEqual(s.maxTotalAmount);
        if (!s.perDeliveryDay && s.maxRebate != null) expect(r.total).toBeLessThanOrEqual(s.maxRebate);
      }),
    );
  });
});

describe('subsidy line by line (issue 13: what the employer pays for each line)', () => {
  // base: 50 %, at most $5.00 a unit, 3 items, $12.00 a day
  it.each<{
    name: string;
    subsidy?: Partial<Subsidy>;
    lines: { unitPrice: number; quantity: number }[];
    remaining?: number;
    perLine: number[];
  }>([
    {
      name: 'percent of each line',
      lines: [
        { unitPrice: 800, quantity: 1 },
        { unitPrice: 600, quantity: 1 },
      ],
      perLine: [400, 300],
    },
    {
      name: 'unit cap per line',
      lines: [
        { unitPrice: 1500, quantity: 2 },
        { unitPrice: 400, quantity: 1 },
      ],
      perLine: [1000, 200],
    },
    {
      name: 'count cap: the best-subsidised units first, the rest pay in full',
      subsidy: { maxTotalAmount: null },
      lines: [
        { unitPrice: 400, quantity: 2 },
        { unitPrice: 1000, quantity: 2 },
      ],
      perLine: [200, 1000],
    },
    {
      name: 'total cap: trimmed from the least-subsidised line',
      lines: [
        { unitPrice: 1000, quantity: 2 },
        { unitPrice: 800, quantity: 1 },
      ],
      perLine: [1000, 200],
    },
    {
      name: 'the day’s remaining amount below the total cap',
      lines: [
        { unitPrice: 1000, quantity: 1 },
        { unitPrice: 600, quantity: 1 },
      ],
      remaining: 600,
      perLine: [500, 100],
    },
    { name: 'nothing left today', lines: [{ unitPrice: 1000, quantity: 2 }], remaining: 0, perLine: [0] },
    {
      name: 'count, unit and total caps together',
      subsidy: { maxProductCount: 2, maxTotalAmount: 700 },
      lines: [
        { unitPrice: 2000, quantity: 1 },
        { unitPrice: 900, quantity: 1 },
        { unitPrice: 300, quantity: 4 },
      ],
      perLine: [500, 200, 0],
    },
    {
      name: 'a line of no units',
      lines: [
        { unitPrice: 1000, quantity: 0 },
        { unitPrice: 600, quantity: 1 },
      ],
      perLine: [0, 300],
    },
    {
      name: '100 % without caps: the employer pays everything',
      subsidy: { discountPercent: 100, maxUnitAmount: null, maxProductCount: null, maxTotalAmount: null },
      lines: [{ unitPrice: 1295, quantity: 2 }],
      perLine: [2590],
    },
  ])('$name', ({ subsidy, lines, remaining, perLine }) => {
    const r = computeSubsidy({ ...base, ...subsidy }, [{ day: 'tuesday', lines, remaining: remaining ?? null }]);
    expect(r.perLine).toEqual([perLine]);
    expect(r.perDay).toEqual([perLine.reduce((a, b) => a + b, 0)]);
  });

  it('the lines of each day add up to the day, none above its own earned share', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 0, max: 5000 }), quantity: fc.integer({ min: 0, max: 6 }) });
    const day = fc.record({
      day: fc.constantFrom(...WEEKDAYS),
      lines: fc.array(line, { maxLength: 5 }),
      remaining: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
    });
    const rules = fc.record({
      discountPercent: fc.integer({ min: 0, max: 100 }),
      maxUnitAmount: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
      maxProductCount: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      maxTotalAmount: fc.option(fc.integer({ min: 0, max: 8000 }), { nil: null }),
      perDeliveryDay: fc.boolean(),
    });
    fc.assert(
      fc.property(rules, fc.array(day, { maxLength: 4 }), (r, days) => {
        const s = { ...base, ...r };
        const out = computeSubsidy(s, days);
        out.perLine.forEach((lines, d) => {
          expect(lines.reduce((a, b) => a + b, 0)).toBe(out.perDay[d]);
          lines.forEach((amount, l) => {
            const ln = days[d]!.lines[l]!;
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(unitSubsidy(s, ln.unitPrice) * ln.quantity);
          });
        });
      }),
    );
  });
});

describe('products available by day per subsidy', () => {
  const rows = [
    { subsidyId: 12, day: 'monday' as const },
    { subsidyId: 12, day: 'wednesday' as const },
    { subsidyId: 99, day: 'friday' as const },
  ];
  it.each([
    { productDays: rows, day: 'monday', out: true },
    { productDays: rows, day: 'tuesday', out: false },
    { productDays: rows, day: 'friday', out: false }, // the Friday row belongs to another subsidy
    { productDays: [], day: 'tuesday', out: true }, // no rows: every subsidy day
    { productDays: [], day: 'saturday', out: false }, // not a subsidy day
  ] as const)('$day → $out', ({ productDays, day, out }) => {
    expect(isAvailableOnSubsidyDay(productDays, base, day)).toBe(out);
  });
});

describe('subsidy set-up', () => {
  it('weekdays are Monday to Friday only', () => {
    expect(corporateWeekdays(['friday', 'monday'])).toEqual(['monday', 'friday']);
    expect(corporateWeekdays(['monday', 'saturday'])).toBeNull();
    expect(corporateWeekdays(['sunday'])).toBeNull();
    expect(corporateWeekdays(['funday'])).toBeNull();
  });

  it('a new subsidy opens with the spec’s defaults', () => {
    expect(newSubsidyDefaults()).toMatchObject({
      discountPercent: 10,
      maxTotalAmount: 1000,
      maxRebate: 1000,
      maxUnitAmount: 10_000,
      maxProductCount: 10,
      waiveFuel: false,
      waiveShipping: false,
      isNew: true,
    });
  });
});

describe('who belongs to a subsidy (issue 13)', () => {
  const subsidies = [
    { subsidyId: 7, domains: ['acme.com'], emails: [] },
    { subsidyId: 3, domains: ['@Globex.ca'], emails: ['boss@acme.com'] },
    { subsidyId: 9, domains: ['globex.ca'], emails: [] },
  ];
  it.each([
    ['camille@acme.com', 7],
    ['Camille@ACME.COM', 7],
    ['  camille@acme.com ', 7],
    ['camille@evil-acme.com', null],
    ['camille@acme.com.evil.test', null],
    ['camille@mail.acme.com', null],
    ['acme.com@gmail.com', null],
    ['boss@acme.com', 3], // the address listed beats the domain
    ['BOSS@Acme.com', 3],
    ['lee@globex.ca', 3], // two subsidies allow the domain: the lowest id, whatever the order
    ['no-at-sign', null],
    ['@acme.com', null],
  ])('%s → %s', (email, expected) => {
    expect(subsidyForEmail(email, subsidies)).toBe(expected);
    expect(subsidyForEmail(email, [...subsidies].reverse())).toBe(expected);
  });

  it('emailDomain takes the part after the last @, lower case', () => {
    expect(emailDomain('A@B@Acme.Com')).toBe('acme.com');
    expect(emailDomain('a@')).toBeNull();
  });

  it('the day’s remainder: the daily cap less what was used, never negative; none without a daily cap', () => {
    expect(dailyRemainder({ maxTotalAmount: 5000, maxRebate: null, perDeliveryDay: true }, 1250)).toBe(3750);
    expect(dailyRemainder({ maxTotalAmount: 5000, maxRebate: null, perDeliveryDay: true }, 6000)).toBe(0);
    expect(dailyRemainder({ maxTotalAmount: null, maxRebate: null, perDeliveryDay: true }, 100)).toBeNull();
    expect(dailyRemainder({ maxTotalAmount: 5000, maxRebate: null, perDeliveryDay: false }, 100)).toBeNull();
  });
});

// Issue 28: the item cap and the maximum rebate hold per employee and delivery day, across the
// day's orders (ADR 367). The demo's on-site subsidy: 25 %, at most $16 of a unit, 3 items,
// $25 a day (maxTotalAmount) and a $10 maximum rebate.
describe('the day’s caps across orders and the maximum rebate (issue 28, ADR 367)', () => {
  const novatech: Subsidy = {
    ...base,
    discountPercent: 25,
    maxUnitAmount: 1600,
    maxProductCount: 3,
    maxTotalAmount: 2500,
    maxRebate: 1000,
  };
  const souvlaki = 1395; // the subsidy's price of the souvlaki: 25 % → 349 a unit

  it.each<[string, { maxTotalAmount: number | null; maxRebate: number | null }, number | null]>([
    ['the smaller of the two', { maxTotalAmount: 2500, maxRebate: 1000 }, 1000],
    ['the total when it is smaller', { maxTotalAmount: 800, maxRebate: 1000 }, 800],
    ['the one set', { maxTotalAmount: null, maxRebate: 1000 }, 1000],
    ['the one set (total)', { maxTotalAmount: 2500, maxRebate: null }, 2500],
    ['none', { maxTotalAmount: null, maxRebate: null }, null],
    ['a zero cap pays nothing', { maxTotalAmount: 2500, maxRebate: 0 }, 0],
  ])('employerCap: %s', (_, caps, expected) => {
    expect(employerCap(caps)).toBe(expected);
  });

  it.each<{ name: string; subsidy?: Partial<Subsidy>; day: Omit<SubsidyDay, 'day'>; perDay: number; perLine?: number[] }>([
    { name: 'the maximum rebate caps the day ($10.47 → $10.00)', day: { lines: [{ unitPrice: souvlaki, quantity: 3 }] }, perDay: 1000 },
    {
      name: 'maxTotalAmount when it is the smaller cap',
      subsidy: { maxRebate: 5000, maxTotalAmount: 600 },
      day: { lines: [{ unitPrice: souvlaki, quantity: 3 }] },
      perDay: 600,
    },
    {
      name: 'no rebate cap: the three items',
      subsidy: { maxRebate: null },
      day: { lines: [{ unitPrice: souvlaki, quantity: 3 }] },
      perDay: 1047,
    },
    {
      name: 'the items the day’s earlier orders had subsidised count: 2 used, 1 left',
      day: { lines: [{ unitPrice: souvlaki, quantity: 3 }], countRemaining: 1, remaining: 1000 },
      perDay: 349,
    },
    {
      name: 'three items already subsidised that day: none now',
      day: { lines: [{ unitPrice: souvlaki, quantity: 3 }], countRemaining: 0, remaining: 1000 },
      perDay: 0,
    },
    {
      name: 'the count left goes to the best-subsidised line',
      subsidy: { maxRebate: null },
      day: {
        lines: [
          { unitPrice: 800, quantity: 2 },
          { unitPrice: souvlaki, quantity: 1 },
        ],
        countRemaining: 2,
      },
      perDay: 549,
      perLine: [200, 349],
    },
    {
      name: 'the count left never raises the subsidy’s own count',
      subsidy: { maxRebate: null },
      day: { lines: [{ unitPrice: souvlaki, quantity: 5 }], countRemaining: 9 },
      perDay: 1047,
    },
  ])('$name', ({ subsidy, day, perDay, perLine }) => {
    const r = computeSubsidy({ ...novatech, ...subsidy }, [{ day: 'wednesday', ...day }]);
    expect(r.perDay).toEqual([perDay]);
    if (perLine) expect(r.perLine).toEqual([perLine]);
  });

  it.each<[string, Partial<Subsidy>, number, number | null]>([
    ['3 items, 1 used', {}, 1, 2],
    ['3 items, 3 used', {}, 3, 0],
    ['3 items, more used than the cap (a changed subsidy)', {}, 5, 0],
    ['no count cap', { maxProductCount: null }, 5, null],
    ['caps per order', { perDeliveryDay: false }, 1, null],
  ])('dailyCountRemainder: %s', (_, s, used, expected) => {
    expect(dailyCountRemainder({ ...novatech, ...s }, used)).toBe(expected);
  });

  it('dailyRemainder uses the smaller cap', () => {
    expect(dailyRemainder(novatech, 0)).toBe(1000);
    expect(dailyRemainder(novatech, 775)).toBe(225);
    expect(dailyRemainder({ ...novatech, maxRebate: null }, 775)).toBe(1725);
  });

  it.each<[string, { unitPrice: number; quantity: number; subsidized: number }, number]>([
    ['every unit paid in full', { unitPrice: souvlaki, quantity: 3, subsidized: 1047 }, 3],
    ['a unit trimmed by the day’s cap still counts', { unitPrice: souvlaki, quantity: 3, subsidized: 1000 }, 3],
    ['two of three units', { unitPrice: souvlaki, quantity: 3, subsidized: 698 }, 2],
    ['nothing paid', { unitPrice: souvlaki, quantity: 3, subsidized: 0 }, 0],
    ['a free product earns nothing', { unitPrice: 0, quantity: 2, subsidized: 0 }, 0],
    ['never more than the quantity', { unitPrice: souvlaki, quantity: 1, subsidized: 5000 }, 1],
  ])('subsidisedUnits: %s', (_, line, expected) => {
    expect(subsidisedUnits(novatech, line)).toBe(expected);
  });

  it('the tester’s Wednesday: 3 + 3 items in two orders get 3 subsidised items and at most $10', () => {
    const lines = [{ unitPrice: souvlaki, quantity: 3 }];
    const used = { amount: 0, count: 0 };
    const paid: number[] = [];
    for (let n = 0; n < 2; n++) {
      const r = computeSubsidy(novatech, [
        {
          day: 'wednesday',
          lines,
          remaining: dailyRemainder(novatech, used.amount),
          countRemaining: dailyCountRemainder(novatech, used.count),
        },
      ]);
      paid.push(r.total);
      used.amount += r.total;
      used.count += subsidisedUnits(novatech, { ...lines[0]!, subsidized: r.perLine[0]![0]! });
    }
    expect(paid).toEqual([1000, 0]);
    expect(used).toEqual({ amount: 1000, count: 3 });
  });

  it('any run of orders in one day: the employer pays at most the smaller cap for at most maxProductCount items', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 0, max: 3000 }), quantity: fc.integer({ min: 0, max: 5 }) });
    const subsidy = fc.record({
      discountPercent: fc.integer({ min: 0, max: 100 }),
      maxUnitAmount: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
      maxProductCount: fc.integer({ min: 0, max: 6 }),
      maxTotalAmount: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      maxRebate: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
    });
    fc.assert(
      fc.property(subsidy, fc.array(fc.array(line, { maxLength: 4 }), { maxLength: 6 }), (caps, orders) => {
        const s: Subsidy = { ...base, ...caps };
        const used = { amount: 0, count: 0 };
        for (const lines of orders) {
          const r = computeSubsidy(s, [
            { day: 'monday', lines, remaining: dailyRemainder(s, used.amount), countRemaining: dailyCountRemainder(s, used.count) },
          ]);
          used.amount += r.total;
          lines.forEach((l, i) => (used.count += subsidisedUnits(s, { ...l, subsidized: r.perLine[0]![i]! })));
        }
        const cap = employerCap(s);
        if (cap !== null) expect(used.amount).toBeLessThanOrEqual(cap);
        expect(used.count).toBeLessThanOrEqual(s.maxProductCount!);
      }),
    );
  });
});

describe('the badge number a subsidy may require (issue 28)', () => {
  it.each<[string, string, string | null]>([
    ['digits', '004512', '004512'],
    ['trimmed, inner spaces made one', '  NT  4512 ', 'NT 4512'],
    ['letters with accents, hyphen, slash', 'Émilie-7/B', 'Émilie-7/B'],
    ['empty', '   ', null],
    ['40 characters', 'A'.repeat(40), 'A'.repeat(40)],
    ['41 characters', 'A'.repeat(41), null],
    ['a sign first', '-4512', null],
    ['a sign last', '4512.', null],
    ['markup', '<b>12</b>', null],
    ['a control character', '12\u000034', null],
    ['a quote', "45'12", null],
  ])('externalUserIdOf: %s', (_, typed, expected) => {
    expect(externalUserIdOf(typed)).toBe(expected);
  });

  it.each<[boolean, string | null, boolean]>([
    [true, null, true],
    [true, '  ', true],
    [true, '004512', false],
    [false, null, false],
  ])('required %s, the account’s %j → asked: %s', (requireExternalUserId, id, expected) => {
    expect(needsExternalUserId({ requireExternalUserId }, id)).toBe(expected);
  });
});
