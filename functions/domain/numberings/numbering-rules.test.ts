import { describe, expect, it } from 'vitest';
import { numberingRuleSchema, parseNumberRanges } from '@shared/back-office/numbering-schemas';
import {
  previewNumbering,
  rowsToClear,
  rowsToNumber,
  type NumberedRow,
  type NumberingRuleFields,
} from './numbering-rules';

const SERIES = '00000000-0000-4000-8000-000000000001';
const SUB = '00000000-0000-4000-8000-000000000002';
const CAT_A = '00000000-0000-4000-8000-00000000000a';
const CAT_B = '00000000-0000-4000-8000-00000000000b';
const ME = '00000000-0000-4000-8000-0000000000ee';
const OTHER = '00000000-0000-4000-8000-0000000000ff';

const rule = (fields: Partial<NumberingRuleFields> = {}): NumberingRuleFields => {
  const { seriesGuid: _s, ...parsed } = numberingRuleSchema.parse({
    seriesGuid: SERIES,
    subEventGuid: SUB,
    numberingFrom: 1,
  });
  return { ...parsed, ...fields };
};

let n = 0;
const row = (lastName: string, fields: Partial<NumberedRow> = {}): NumberedRow => ({
  itemGuid: `item-${lastName}`,
  orderGuid: `order-${++n}`,
  index: 0,
  startNumber: null,
  numberingGuid: null,
  firstName: 'Jan',
  lastName,
  email: '',
  birthYear: 1990,
  gender: 1,
  categoryGuid: CAT_A,
  categoryName: 'A',
  waveGuid: null,
  waveName: null,
  teamName: null,
  club: null,
  paid: true,
  dateCreated: '2026-03-01T10:00:00.000Z',
  ...fields,
});

const numbersOf = (p: ReturnType<typeof previewNumbering>) =>
  Object.fromEntries(p.assignments.map((a) => [a.lastName, a.startNumber]));

describe('numbering rules', () => {
  it('numbers the chosen rows by surname with the free numbers of the range', () => {
    const rows = [row('Novák'), row('Adam'), row('Čech', { startNumber: 2 })];
    const p = previewNumbering(rows, new Set([3]), rule({ numberingFrom: 1, numberingTo: 10 }), ME, 999_999);
    expect(numbersOf(p)).toEqual({ Adam: 1, Novák: 4 });
    expect(p).toMatchObject({ toAssign: 2, withoutNumber: 0, keepNumber: 1, numbersLeft: 6 });
  });

  it('leaves rows without number when the range runs out', () => {
    const rows = [row('A'), row('B'), row('C')];
    const p = previewNumbering(rows, new Set(), rule({ numberingFrom: 5, numberingTo: 6 }), ME, 999_999);
    expect(numbersOf(p)).toEqual({ A: 5, B: 6 });
    expect(p).toMatchObject({ toAssign: 2, withoutNumber: 1, numbersLeft: 0 });
  });

  it('skips restricted numbers', () => {
    const rows = [row('A'), row('B'), row('C')];
    const p = previewNumbering(
      rows,
      new Set(),
      rule({ numberingFrom: 1, restrictedNumbers: '1-2, 4' }),
      ME,
      999_999,
    );
    expect(numbersOf(p)).toEqual({ A: 3, B: 5, C: 6 });
    expect(p.numbersLeft).toBeNull();
  });

  it('leaves out the excepted categories and waves, unpaid rows and rows outside the dates', () => {
    const rows = [
      row('Elite', { categoryGuid: CAT_B }),
      row('Unpaid', { paid: false }),
      row('Early', { dateCreated: '2026-01-01T00:00:00.000Z' }),
      row('Wave', { waveGuid: OTHER }),
      row('Kept'),
    ];
    const r = rule({
      exceptions: { categoryGuids: [CAT_B], waveGuids: [OTHER] },
      dateFrom: '2026-02-01T00:00:00.000Z',
    });
    expect(rowsToNumber(rows, r, ME).toNumber.map((x) => x.lastName)).toEqual(['Kept']);
    expect(
      rowsToNumber(rows, { ...r, includeOpenRegistrations: true }, ME).toNumber.map((x) => x.lastName),
    ).toEqual(['Kept', 'Unpaid']);
  });

  it('keeps manual numbers unless overwriteManual, and never renumbers its own', () => {
    const rows = [row('Manual', { startNumber: 50 }), row('Mine', { startNumber: 1, numberingGuid: ME })];
    expect(rowsToNumber(rows, rule(), ME)).toMatchObject({ toNumber: [], keepNumber: 2 });
    const p = previewNumbering(rows, new Set([1, 50]), rule({ overwriteManual: true }), ME, 999_999);
    // The manual number stays blocked within the run: no number changes hands at once.
    expect(p.assignments).toMatchObject([{ lastName: 'Manual', previousNumber: 50, startNumber: 2 }]);
    expect(p.keepNumber).toBe(1);
  });

  it('a second run over its own result assigns nothing', () => {
    const rows = [row('A'), row('B')];
    const first = previewNumbering(rows, new Set(), rule(), ME, 999_999);
    const after = rows.map((r) => ({
      ...r,
      startNumber: numbersOf(first)[r.lastName] ?? null,
      numberingGuid: ME,
    }));
    expect(previewNumbering(after, new Set([1, 2]), rule(), ME, 999_999)).toMatchObject({
      toAssign: 0,
      keepNumber: 2,
    });
  });

  it('clears its own numbers; manual ones in its range only with overwriteManual', () => {
    const rows = [
      row('Mine', { startNumber: 1, numberingGuid: ME }),
      row('Other', { startNumber: 2, numberingGuid: OTHER }),
      row('ManualIn', { startNumber: 3 }),
      row('ManualOut', { startNumber: 300 }),
    ];
    const r = rule({ numberingFrom: 1, numberingTo: 100 });
    expect(rowsToClear(rows, r, ME).map((x) => x.lastName)).toEqual(['Mine']);
    expect(rowsToClear(rows, { ...r, overwriteManual: true }, ME).map((x) => x.lastName)).toEqual([
      'Mine',
      'ManualIn',
    ]);
  });
});

describe('numbering rule schema', () => {
  it('reads restricted-number lists and refuses bad ones', () => {
    expect(parseNumberRanges('1-3; 7 10')).toEqual([
      { from: 1, to: 3 },
      { from: 7, to: 7 },
      { from: 10, to: 10 },
    ]);
    expect(parseNumberRanges('5-2')).toBeUndefined();
    expect(parseNumberRanges('x')).toBeUndefined();
    const bad = numberingRuleSchema.safeParse({
      seriesGuid: SERIES,
      subEventGuid: SUB,
      numberingFrom: 10,
      numberingTo: 5,
      restrictedNumbers: 'a',
    });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'numberings.invalidRestrictedNumbers',
      'numberings.rangeBackwards',
    ]);
  });
});

describe('numbering form schema', () => {
  it('parses the typed form into the rule and reports the rule messages on its fields', async () => {
    const { numberingFormSchema, numberingFormValues } =
      await import('@shared/back-office/numbering-schemas');
    const values = {
      ...numberingFormValues(SERIES),
      subEventGuid: SUB,
      numberingTo: '50',
      gender: '2' as const,
    };
    expect(numberingFormSchema.parse(values)).toMatchObject({
      numberingFrom: 1,
      numberingTo: 50,
      gender: 2,
      categoryGuid: null,
    });
    const bad = numberingFormSchema.safeParse({ ...values, numberingFrom: '60' });
    expect(bad.error?.issues).toMatchObject([
      { path: ['numberingTo'], message: 'numberings.rangeBackwards' },
    ]);
  });
});
