import { describe, expect, it } from 'vitest';
import { kitchenSideTotals, kitchenTotals, linePortions, nextProductionDay, KITCHEN_SOURCE_STORES, ROUTE_SOURCE_STORE } from './kitchen.js';

const line = (o: Partial<Parameters<typeof linePortions>[0]> = {}) => ({
  quantity: 1,
  isFamilyPack: false,
  isKidsMeal: false,
  fullPortion: true,
  ...o,
});

describe('linePortions', () => {
  it.each([
    ['regular', line({ quantity: 3 }), { portions: 3, kidsPortions: 0, halfPortions: 0 }],
    ['family pack counts 4 portions each', line({ quantity: 2, isFamilyPack: true }), { portions: 8, kidsPortions: 0, halfPortions: 0 }],
    ['kids apart', line({ quantity: 2, isKidsMeal: true }), { portions: 0, kidsPortions: 2, halfPortions: 0 }],
    ['half portions apart', line({ quantity: 5, fullPortion: false }), { portions: 0, kidsPortions: 0, halfPortions: 5 }],
    [
      'a kids meal is never also a half',
      line({ quantity: 1, isKidsMeal: true, fullPortion: false }),
      { portions: 0, kidsPortions: 1, halfPortions: 0 },
    ],
    ['nonsense quantity counts nothing', line({ quantity: -2 }), { portions: 0, kidsPortions: 0, halfPortions: 0 }],
  ])('%s', (_name, l, expected) => {
    expect(linePortions(l)).toEqual(expected);
  });
});

describe('portionKind', () => {
  it('a family pack first, then kids, then a half portion', async () => {
    const { portionKind } = await import('./kitchen.js');
    expect(portionKind(line({ isFamilyPack: true, isKidsMeal: true, fullPortion: false }))).toBe('familyPack');
    expect(portionKind(line({ isKidsMeal: true, fullPortion: false }))).toBe('kids');
    expect(portionKind(line({ fullPortion: false }))).toBe('half');
    expect(portionKind(line())).toBe('regular');
  });
});

describe('kitchenTotals', () => {
  it('sums per product and day, in date then product order', () => {
    const rows = kitchenTotals([
      { productId: 9, date: '2026-12-01', ...line({ quantity: 1 }) },
      { productId: 4, date: '2026-12-02', ...line({ quantity: 1, isFamilyPack: true }) },
      { productId: 9, date: '2026-12-01', ...line({ quantity: 2, fullPortion: false }) },
      { productId: 4, date: '2026-12-01', ...line({ quantity: 1, isKidsMeal: true }) },
      { productId: 9, date: '2026-12-01', ...line({ quantity: 2 }) },
    ]);
    expect(rows).toEqual([
      { productId: 4, date: '2026-12-01', portions: 0, kidsPortions: 1, halfPortions: 0 },
      { productId: 9, date: '2026-12-01', portions: 3, kidsPortions: 0, halfPortions: 2 },
      { productId: 4, date: '2026-12-02', portions: 4, kidsPortions: 0, halfPortions: 0 },
    ]);
  });
  it('is empty for no lines', () => {
    expect(kitchenTotals([])).toEqual([]);
  });
});

describe('sources', () => {
  it('corp counts both cafeterias; meal delivery only home delivery', () => {
    expect(KITCHEN_SOURCE_STORES.corp).toEqual(['corporate', 'mobile']);
    expect(KITCHEN_SOURCE_STORES['meal-delivery']).toEqual(['mealDelivery']);
  });
  it('each route source lists one store kind', () => {
    expect(ROUTE_SOURCE_STORE).toEqual({ CA: 'catering', CO: 'corporate', CM: 'mobile', MD: 'mealDelivery' });
  });
});

describe('labels', () => {
  it('one label per portion: a family pack needs 4', async () => {
    const { lineLabelCount } = await import('./kitchen.js');
    expect(lineLabelCount(line({ quantity: 2 }))).toBe(2);
    expect(lineLabelCount(line({ quantity: 2, isFamilyPack: true }))).toBe(8);
    expect(lineLabelCount(line({ quantity: 3, fullPortion: false }))).toBe(3);
    expect(lineLabelCount(line({ quantity: 1, isKidsMeal: true }))).toBe(1);
  });
  it('10 labels a Letter page, 2 across and 5 down, all inside the page', async () => {
    const { labelSlot, LABEL_SHEET } = await import('./kitchen.js');
    expect(labelSlot(0)).toEqual({ page: 0, x: 11.25, y: 36 });
    expect(labelSlot(1)).toEqual({ page: 0, x: 11.25 + 288 + 13.5, y: 36 });
    expect(labelSlot(9)).toEqual({ page: 0, x: 11.25 + 288 + 13.5, y: 36 + 4 * 144 });
    expect(labelSlot(10)).toEqual({ page: 1, x: 11.25, y: 36 });
    for (let i = 0; i < 10; i++) {
      const s = labelSlot(i);
      expect(s.x + LABEL_SHEET.labelWidth).toBeLessThanOrEqual(LABEL_SHEET.pageWidth);
      expect(s.y + LABEL_SHEET.labelHeight).toBeLessThanOrEqual(LABEL_SHEET.pageHeight);
    }
  });
});

describe('nextProductionDay (issue 30)', () => {
  it('is tomorrow, past the days a company-wide holiday closes, across a year end', () => {
    expect(nextProductionDay('2026-12-02', [])).toBe('2026-12-03');
    expect(
      nextProductionDay('2026-12-24', [
        { day: 25, month: 12 },
        { day: 26, month: 12 },
      ]),
    ).toBe('2026-12-27');
    expect(nextProductionDay('2026-12-31', [{ day: 1, month: 1 }])).toBe('2027-01-02');
  });
});

describe('kitchenSideTotals (issue 30)', () => {
  it('counts a side once per portion of each line it comes with, per day', () => {
    const lines = [
      { productId: 1, date: '2026-12-03', quantity: 2, isFamilyPack: false, isKidsMeal: false, fullPortion: true, sides: [9] },
      { productId: 2, date: '2026-12-03', quantity: 1, isFamilyPack: true, isKidsMeal: false, fullPortion: true, sides: [9, 8] },
      { productId: 1, date: '2026-12-03', quantity: 3, isFamilyPack: false, isKidsMeal: true, fullPortion: true, sides: [] },
      { productId: 1, date: '2026-12-04', quantity: 1, isFamilyPack: false, isKidsMeal: false, fullPortion: false, sides: [9] },
    ];
    expect(kitchenSideTotals(lines)).toEqual([
      { productId: 8, date: '2026-12-03', count: 4 },
      { productId: 9, date: '2026-12-03', count: 6 },
      { productId: 9, date: '2026-12-04', count: 1 },
    ]);
  });
});
