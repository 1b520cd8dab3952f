// The back-office's CSV reader and writer (apps/api/src/lib/csv.ts).
import { describe, expect, it } from 'vitest';
import { csvCell, decodeCsv, guessSeparator, parseCsv, toCsv } from '../src/lib/csv.js';

describe('decodeCsv', () => {
  it('reads UTF-8 with and without BOM', () => {
    const utf8 = new TextEncoder().encode('Prénom,Élise\n');
    expect(decodeCsv(utf8)).toBe('Prénom,Élise\n');
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Prénom,Élise\n');
  });
  it('falls back to Windows-1252 (Excel in Quebec)', () => {
    // "Prénom;Hélène" in Windows-1252: é = 0xE9, è = 0xE8
    const bytes = new Uint8Array([0x50, 0x72, 0xe9, 0x6e, 0x6f, 0x6d, 0x3b, 0x48, 0xe9, 0x6c, 0xe8, 0x6e, 0x65]);
    expect(decodeCsv(bytes)).toBe('Prénom;Hélène');
  });
});

describe('parseCsv', () => {
  it('guesses ; from the header and keeps line numbers', () => {
    const text = 'a;b\r\n1;2\r\n\r\n3;4';
    expect(guessSeparator(text)).toBe(';');
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });
  it('reads quoted separators, quotes and line breaks', () => {
    const rows = parseCsv('name,comment\n"Roy, Anne","Said ""hi""\nthen left"\nx,""\n');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'comment'] },
      { line: 2, cells: ['Roy, Anne', 'Said "hi"\nthen left'] },
      { line: 4, cells: ['x', ''] },
    ]);
  });
  it('marks the record a quote never closes (the user import lists it as a quotes problem)', () => {
    expect(parseCsv('a,b\n1,"2\n3,4\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2\n3,4\n'], open: true },
    ]);
    expect(parseCsv('a,b\n1,"2"\n')[1]).not.toHaveProperty('open');
  });
  it('a comma in a ; file is data', () => {
    expect(parseCsv('a;b\n1,5;2', ';')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1,5', '2'] },
    ]);
  });
});

describe('csvCell / toCsv', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
  it('round-trips through parseCsv', () => {
    const rows = [
      ['Invoice', 'Comment'],
      ['12', 'Ring twice, "back door"\nthanks'],
    ];
    expect(parseCsv(toCsv(rows)).map((r) => r.cells)).toEqual(rows);
  });
});
