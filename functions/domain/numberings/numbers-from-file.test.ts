import { describe, expect, it } from 'vitest';
import { jobRunContext as ctxOf, runningJob } from '../jobs/job-test-fixtures';
import type { JobRecord } from '../jobs/jobs';
import type { NumberedRow } from './numbering-rules';
import {
  planNumberFile,
  readNumberFile,
  runNumbersFromFileJob,
  type NumbersFromFilePorts,
} from './numbers-from-file';

const SERIES = '00000000-0000-4000-8000-000000000001';
const SUB = '00000000-0000-4000-8000-000000000002';

let n = 0;
const row = (lastName: string, fields: Partial<NumberedRow> = {}): NumberedRow => ({
  itemGuid: `item-${lastName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()}`,
  orderGuid: `order-${++n}`,
  index: 0,
  startNumber: null,
  numberingGuid: null,
  firstName: 'Jana',
  lastName,
  email: '',
  birthYear: 1990,
  gender: 2,
  categoryGuid: 'c',
  categoryName: 'Open',
  waveGuid: null,
  waveName: null,
  teamName: null,
  club: null,
  paid: true,
  dateCreated: '2026-03-01T10:00:00.000Z',
  ...fields,
});

describe('reading a start-number file', () => {
  it('finds columns by Czech or English headers, without accents or case', () => {
    const file = readNumberFile([
      ['Příjmení', 'JMENO', 'Datum narození', 'St. č.'],
      ['Nováková', 'Jana', '15.3.1990', '12'],
      ['', '', '', ''],
      ['Svobodová', 'Eva', '1985', ' 7 '],
    ]);
    expect(file.missingColumns).toEqual([]);
    expect(file.rows).toEqual([
      { line: 2, id: '', firstName: 'Jana', lastName: 'Nováková', birthYear: 1990, startNumber: '12' },
      { line: 4, id: '', firstName: 'Eva', lastName: 'Svobodová', birthYear: 1985, startNumber: '7' },
    ]);
  });

  it('names the columns a file lacks', () => {
    expect(readNumberFile([['Příjmení', 'Číslo']]).missingColumns).toEqual([
      'id|firstName+lastName+birthYear',
    ]);
    expect(readNumberFile([['id']]).missingColumns).toEqual(['startNumber']);
  });
});

describe('planning a start-number file', () => {
  const race = [
    row('Adamová'),
    row('Bílá', { startNumber: 5 }),
    row('Cílová'),
    row('Dvojče', { birthYear: 2000 }),
    row('Dvojče', { itemGuid: 'item-dvojce-2', birthYear: 2000 }),
  ];
  const fileOf = (...rows: string[][]) =>
    readNumberFile([['id', 'lastName', 'firstName', 'birthYear', 'number'], ...rows]).rows;

  it('gives numbers by id or by name and birth year, and reports every other row with why', () => {
    const plan = planNumberFile(
      fileOf(
        ['ITEM-ADAMOVA', '', '', '', '1'],
        ['', 'cilova', 'jana', '1990', '2'],
        ['', 'Neznámá', 'Jana', '1990', '3'],
        ['', 'Dvojče', 'Jana', '2000', '4'],
        ['', 'Bílá', 'Jana', '1990', '5'],
        ['', 'Bílá', 'Jana', '1990', '6'],
        ['item-adamova', '', '', '', '8'],
        ['x', '', '', '', 'abc'],
        ['', 'Cílová', 'Jana', '1990', '2'],
      ),
      race,
      new Set([5, 9]),
      false,
    );
    expect(plan.map((p) => (p.kind === 'problem' ? p.problem : `${p.kind}:${p.startNumber}`))).toEqual([
      'assign:1',
      'assign:2',
      'notMatched',
      'ambiguous',
      'unchanged:5',
      'duplicateRegistration',
      'duplicateRegistration',
      'notMatched',
      'duplicateRegistration',
    ]);
  });

  it('refuses numbers the race holds, numbers twice in the file, and renumbering unless overwrite', () => {
    const file = fileOf(
      ['item-adamova', '', '', '', '9'],
      ['item-cilova', '', '', '', '3'],
      ['item-bila', '', '', '', '3'],
      ['item-bila', '', '', '', '4'],
    );
    const without = planNumberFile(file, race, new Set([9]), false);
    expect(without.map((p) => (p.kind === 'problem' ? p.problem : p.startNumber))).toEqual([
      'numberTaken',
      3,
      'duplicateInFile',
      'hasNumber',
    ]);
    const renumber = planNumberFile([file[3]!], race, new Set(), false);
    expect(renumber[0]).toMatchObject({ kind: 'problem', problem: 'hasNumber' });
    expect(planNumberFile([file[3]!], race, new Set(), true)[0]).toMatchObject({
      kind: 'assign',
      startNumber: 4,
    });
  });
});

describe('the from-file job', () => {
  const job = (mode: 'preview' | 'apply', fields: Partial<JobRecord> = {}) =>
    runningJob(
      'startNumbersFromFile',
      { seriesGuid: SERIES, subEventGuid: SUB, fileKey: 'k', mode, overwrite: false },
      fields,
    );

  function portsWith(rows: NumberedRow[], table: string[][]) {
    const claims: Array<[string, number]> = [];
    const histories: unknown[] = [];
    const ports: NumbersFromFilePorts = {
      newId: () => 'id',
      race: async () => ({
        seriesGuid: SERIES,
        name: '10 km',
        eventName: 'Jaro',
        categories: new Map(),
        waves: new Map(),
      }),
      rows: async () => rows,
      guarded: async () => new Set(rows.flatMap((r) => (r.startNumber === null ? [] : [r.startNumber]))),
      claim: async (_sub, r, startNumber) => {
        if (startNumber === 13) return 'numberTaken';
        claims.push([r.lastName, startNumber]);
        r.startNumber = startNumber;
        return 'claimed';
      },
      readTable: async () => table,
      writeHistory: async (h) => {
        histories.push(h);
      },
    };
    return { ports, claims, histories };
  }
  const table = [
    ['id', 'number'],
    ['item-adamova', '1'],
    ['item-bila', '13'],
    ['nobody', '2'],
  ];

  it('previews without writing', async () => {
    const { ports, claims, histories } = portsWith([row('Adamová'), row('Bílá')], table);
    const out = await runNumbersFromFileJob(ports, ctxOf(job('preview')));
    expect(claims).toEqual([]);
    expect(histories).toEqual([]);
    expect(out).toMatchObject({
      kind: 'finished',
      result: {
        mode: 'preview',
        rows: 3,
        assigned: 2,
        problemCount: 1,
        problems: [{ line: 4, problem: 'notMatched', label: 'nobody' }],
      },
    });
  });

  it('applies with conditional claims, reports a number taken meanwhile, writes one history entry; again changes nothing', async () => {
    const rows = [row('Adamová'), row('Bílá')];
    const { ports, claims, histories } = portsWith(rows, table);
    const out = await runNumbersFromFileJob(ports, ctxOf(job('apply')));
    expect(claims).toEqual([['Adamová', 1]]);
    expect(out).toMatchObject({ result: { assigned: 1, problemCount: 2 } });
    expect(
      (out as unknown as { result: { problems: Array<{ problem: string }> } }).result.problems.map(
        (p) => p.problem,
      ),
    ).toEqual(['numberTaken', 'notMatched']);
    expect(histories).toMatchObject([
      {
        seriesGuid: SERIES,
        historyId: 'job-1',
        target: { kind: 'subevent', name: '10 km' },
        changes: [
          { field: 'startNumbersFromFile', after: 1 },
          { field: 'startNumbersFromFileProblems', after: 2 },
        ],
      },
    ]);
    const again = await runNumbersFromFileJob(ports, ctxOf(job('apply', { id: 'job-2' })));
    expect(claims).toHaveLength(1);
    expect(again).toMatchObject({ result: { assigned: 0, unchanged: 1 } });
  });

  it('finishes with the missing columns named when the header lacks them', async () => {
    const { ports } = portsWith([row('Adamová')], [['Jméno'], ['Jana']]);
    const out = await runNumbersFromFileJob(ports, ctxOf(job('apply')));
    expect(out).toMatchObject({
      result: { missingColumns: ['startNumber', 'id|firstName+lastName+birthYear'] },
    });
  });
});
