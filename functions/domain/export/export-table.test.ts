import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvMoney,
  csvNumber,
  guardText,
  money,
  parseCsvDateTime,
  toCsv,
  unguardText,
  xlsxPragueDate,
} from './export-table';

describe('the formula guard', () => {
  it('puts an apostrophe before text a spreadsheet would run, and only there', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(guardText(`${start}1+2`)).toBe(`'${start}1+2`);
    expect(guardText('Běžci Praha')).toBe('Běžci Praha');
    expect(guardText("'abc")).toBe("'abc");
    expect(guardText("'=x")).toBe("''=x");
    expect(guardText('')).toBe('');
  });

  it('reads back exactly what was guarded, an apostrophe of the value itself too', () => {
    for (const value of ['=HYPERLINK("x")', '-2+3 sleva', '@SUM(A1)', "'abc", "'=x", "''-1", 'a=b', '', "'"])
      expect(unguardText(guardText(value))).toBe(value);
  });
});

describe('CSV cells (Czech Excel)', () => {
  it('writes numbers with a decimal comma and amounts with two decimals', () => {
    expect(csvNumber(1991)).toBe('1991');
    expect(csvNumber(12.5)).toBe('12,5');
    expect(csvMoney(53750)).toBe('537,50');
    expect(csvMoney(10238)).toBe('102,38');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(-1250)).toBe('-12,50');
    expect(csvCell(money(1250))).toBe('12,50');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes instants as Prague D. M. YYYY HH:mm, winter and summer', () => {
    expect(csvCell(new Date('2026-07-31T22:30:00Z'))).toBe('1. 8. 2026 00:30');
    expect(csvCell(new Date('2026-12-10T08:05:00Z'))).toBe('10. 12. 2026 09:05');
  });

  it('guards and quotes text, leaves empty cells empty', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell(null)).toBe('');
  });

  it('writes several tables one after another with an empty row between', () => {
    const csv = toCsv({
      title: 't',
      tables: [
        { name: 'A', headers: ['x'], rows: [[money(100)]] },
        { name: 'B', headers: ['y', 'z'], rows: [['@a', new Date('2026-01-02T03:04:00Z')]] },
      ],
    });
    expect(csv).toBe("\uFEFFx\r\n1,00\r\n\r\ny;z\r\n'@a;2. 1. 2026 04:04\r\n");
  });
});

describe('dates', () => {
  it('gives an XLSX date cell the Prague wall-clock time', () => {
    expect(xlsxPragueDate(new Date('2026-07-31T22:30:00Z'))).toEqual(new Date(Date.UTC(2026, 7, 1, 0, 30)));
    expect(xlsxPragueDate(new Date('2026-01-31T22:30:00Z'))).toEqual(new Date(Date.UTC(2026, 0, 31, 23, 30)));
  });

  it('reads a Czech CSV date back to the instant it was written from', () => {
    for (const iso of ['2026-11-18T09:00:00.000Z', '2026-07-31T22:30:00.000Z', '2026-03-29T00:59:00.000Z'])
      expect(parseCsvDateTime(csvCell(new Date(iso)))).toBe(iso);
    expect(parseCsvDateTime('1. 8. 2026')).toBe('2026-07-31T22:00:00.000Z');
    expect(parseCsvDateTime('31. 2. 2026 10:00')).toBeUndefined();
    expect(parseCsvDateTime('2026-11-18T09:00:00.000Z')).toBeUndefined();
    expect(parseCsvDateTime('zítra')).toBeUndefined();
  });
});
