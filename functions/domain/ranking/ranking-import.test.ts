import { describe, expect, it } from 'vitest';
import { jobRunContext as ctxOf, runningJob } from '../jobs/job-test-fixtures';
import type { JobRecord } from '../jobs/jobs';
import type { StartListItem } from '../orders/admin-start-list';
import { searchAndSort } from '../orders/admin-start-list';
import { startListTable } from '../orders/start-list-table';
import {
  planRanking,
  readRankingFile,
  readTime,
  runRankingImportJob,
  type RankingImportPorts,
} from './ranking-import';

const SERIES = '00000000-0000-4000-8000-000000000001';
const SUB = '00000000-0000-4000-8000-000000000002';

let n = 0;
const row = (lastName: string, fields: Partial<StartListItem> = {}): StartListItem => ({
  itemGuid: `item-${++n}`,
  orderGuid: `order-${n}`,
  index: 0,
  startNumber: null,
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
  rank: null,
  rankTime: null,
  ...fields,
});

describe('reading a ranking file', () => {
  it('finds columns by Czech or English headers and reads ranks and times', () => {
    const file = readRankingFile([
      ['Pořadí', 'Příjmení', 'JMÉNO', 'Ročník', 'Čas'],
      ['1.', 'Nováková', 'Jana', '1990', '42:17'],
      ['', '', '', '', ''],
      ['2', 'Svobodová', 'Eva', '15.3.1985', '1:02:03,4'],
      ['DNF', 'Malá', 'Ida', '1999', ''],
    ]);
    expect(file.missingColumns).toEqual([]);
    expect(file.rows.map((r) => [r.line, r.rank, r.time, r.birthYear, r.name])).toEqual([
      [2, 1, '0:42:17', 1990, 'jana novakova'],
      [4, 2, '1:02:03.4', 1985, 'eva svobodova'],
      [5, null, null, 1999, 'ida mala'],
    ]);
  });

  it('ranks by time when the file has no rank column (equal times share a rank)', () => {
    const file = readRankingFile([
      ['Name', 'Finish time'],
      ['C', '45:00'],
      ['A', '40:00'],
      ['B', '45:00'],
      ['D', 'DNS'],
    ]);
    expect(file.rows.map((r) => [r.label, r.rank])).toEqual([
      ['C', 2],
      ['A', 1],
      ['B', 2],
      ['D', null],
    ]);
  });

  it('names the columns a file lacks', () => {
    expect(readRankingFile([['Příjmení', 'Jméno']]).missingColumns).toEqual(['rank|time']);
    expect(readRankingFile([['Pořadí', 'Klub']]).missingColumns).toEqual(['id|email|firstName+lastName']);
  });

  it('reads only real times', () => {
    expect(readTime('59:59')).toEqual({ seconds: 3599, text: '0:59:59' });
    expect(readTime('61:00')).toBeNull();
    expect(readTime('abc')).toBeNull();
  });
});

describe('matching rows to the race', () => {
  const jana = row('Nováková', { email: 'jana@example.cz' });
  const eva1990 = row('Svobodová', { firstName: 'Eva', birthYear: 1990, email: 'family@example.cz' });
  const eva1985 = row('Svobodová', { firstName: 'Eva', birthYear: 1985 });
  const petr = row('Svoboda', { firstName: 'Petr', email: 'family@example.cz' });
  const race = [jana, eva1990, eva1985, petr];

  it('matches by e-mail, narrows a shared e-mail by name, and by name + birth year, accents and case ignored', () => {
    const file = readRankingFile([
      ['E-mail', 'Jméno a příjmení', 'Ročník', 'Pořadí'],
      ['JANA@example.cz', '', '', '3'],
      ['family@example.cz', 'PETR svoboda', '', '1'],
      ['', 'Svobodova Eva', '1985', '2'],
      ['', 'Svobodová Eva', '', '4'],
      ['', 'Nikdo Neznámý', '2000', '5'],
      ['jana@example.cz', '', '', '6'],
      ['', 'Svoboda Petr', '', 'x'],
    ]);
    const { steps, toClear } = planRanking(file.rows, race);
    expect(steps.map((s) => (s.kind === 'problem' ? s.problem : [s.kind, s.row.itemGuid]))).toEqual([
      ['set', jana.itemGuid],
      ['set', petr.itemGuid],
      ['set', eva1985.itemGuid],
      'ambiguous',
      'notMatched',
      'duplicateRegistration',
      'invalidRank',
    ]);
    expect(toClear).toEqual([]);
  });

  it('keeps what is already stored and clears ranks the file no longer gives', () => {
    const ranked = row('Stará', { rank: 1, rankTime: null });
    const same = row('Stejná', { rank: 2, rankTime: '0:40:00' });
    const file = readRankingFile([
      ['Příjmení', 'Jméno', 'Pořadí', 'Čas'],
      ['Stejná', 'Jana', '2', '40:00'],
    ]);
    const plan = planRanking(file.rows, [ranked, same]);
    expect(plan.steps).toEqual([{ line: 2, kind: 'unchanged', row: same }]);
    expect(plan.toClear).toEqual([ranked]);
  });
});

describe('the start list with a ranking', () => {
  const rows = [
    row('Bez', { startNumber: 2 }),
    row('Druhý', { rank: 2, startNumber: 9 }),
    row('První', { rank: 1 }),
    row('Jiný', { startNumber: 1 }),
  ];

  it('lists ranked runners first by rank, then the rest by start number, unless another order is chosen', () => {
    expect(searchAndSort(rows, { descending: false }).map((r) => r.lastName)).toEqual([
      'První',
      'Druhý',
      'Jiný',
      'Bez',
    ]);
    expect(searchAndSort(rows, { sort: 'startNumber', descending: false }).map((r) => r.lastName)).toEqual([
      'Jiný',
      'Bez',
      'Druhý',
      'První',
    ]);
  });

  it('exports rank and time as the last columns only when the race has a ranking', () => {
    const ranked = startListTable('10 km', rows, 'cs');
    expect(ranked.headers.slice(-2)).toEqual(['Pořadí', 'Čas']);
    expect(ranked.rows[1]?.slice(-2)).toEqual([2, null]);
    expect(startListTable('10 km', [row('Bez')], 'en').headers.at(-1)).toBe('Registered');
  });
});

describe('the ranking job', () => {
  const job = (mode: 'preview' | 'apply', fields: Partial<JobRecord> = {}) =>
    runningJob('rankingImport', { subEventGuid: SUB, fileKey: 'k', mode }, fields);

  function portsWith(rows: StartListItem[], table: string[][]) {
    const writes: Array<[string, number | null]> = [];
    const histories: unknown[] = [];
    const ports: RankingImportPorts = {
      race: async () => ({
        seriesGuid: SERIES,
        name: '10 km',
        eventName: 'Jaro',
        categories: new Map(),
        waves: new Map(),
      }),
      rows: async () => rows.map((r) => ({ ...r })),
      readTable: async () => table,
      setRank: async (r, rank, time) => {
        const stored = rows.find((x) => x.itemGuid === r.itemGuid);
        if (!stored || stored.rank !== r.rank) return 'changed';
        writes.push([r.lastName, rank]);
        stored.rank = rank;
        stored.rankTime = time;
        return 'set';
      },
      writeHistory: async (h) => {
        histories.push(h);
      },
    };
    return { ports, writes, histories };
  }
  const table = [
    ['Příjmení', 'Jméno', 'Pořadí', 'Čas'],
    ['Alfa', 'Jana', '1', '40:00'],
    ['Beta', 'Jana', '2', '41:00'],
    ['Nikdo', 'Jana', '3', '42:00'],
  ];

  it('previews without writing', async () => {
    const race = [row('Alfa'), row('Beta'), row('Gama', { rank: 7 })];
    const { ports, writes, histories } = portsWith(race, table);
    const outcome = await runRankingImportJob(ports, ctxOf(job('preview')));
    expect(writes).toEqual([]);
    expect(histories).toEqual([]);
    expect(outcome).toMatchObject({
      kind: 'finished',
      result: { mode: 'preview', rows: 3, ranked: 2, cleared: 1, problemCount: 1, unchanged: 0 },
    });
  });

  it('applies once: a second run changes nothing', async () => {
    const race = [row('Alfa'), row('Beta'), row('Gama', { rank: 7 })];
    const { ports, writes, histories } = portsWith(race, table);
    const first = await runRankingImportJob(ports, ctxOf(job('apply')));
    expect(first).toMatchObject({ result: { ranked: 2, cleared: 1, problemCount: 1 } });
    expect(writes).toEqual([
      ['Alfa', 1],
      ['Beta', 2],
      ['Gama', null],
    ]);
    expect(histories).toEqual([
      expect.objectContaining({
        historyId: 'job-1',
        changes: [
          { field: 'rankingImported', before: null, after: 2 },
          { field: 'rankingCleared', before: null, after: 1 },
          { field: 'rankingProblems', before: null, after: 1 },
        ],
      }),
    ]);
    const second = await runRankingImportJob(ports, ctxOf(job('apply', { id: 'job-2' })));
    expect(second).toMatchObject({ result: { ranked: 0, unchanged: 2, cleared: 0 } });
    expect(writes).toHaveLength(3);
  });
});
