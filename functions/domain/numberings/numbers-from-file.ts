import {
  FILE_REPORT_ROWS,
  numberingFileResultSchema,
  type FileRowProblem,
  type NumberingFileResult,
} from '@shared/back-office/numbering-file-schemas';
import { MAX_START_NUMBER } from '@shared/back-office/numbering-schemas';
import { NotFoundError } from '../errors';
import type { JobRunContext, JobRunOutcome, JobScope } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { fileJobHistory, openFileJob, readFileTable } from './file-job';
import type { NumberedRow } from './numbering-rules';
import type { JobWho, NumberingPorts } from './numbering-service';
import type { JobInput } from '@shared/jobs/job-inputs';

/**
 * Start numbers from a file (spec §7 admin series numbering "from-file"; columns in
 * shared/back-office/numbering-file-schemas.ts): the file's rows matched to the race's
 * registrations, a plan per row (number to give, or why not), previewed by one job and given by
 * another. Pure up to the ports: the reading of CSV/XLSX and the conditional writes are adapters'.
 */

export type FileColumn = 'id' | 'firstName' | 'lastName' | 'birthYear' | 'startNumber';

const HEADER_ALIASES: Record<FileColumn, string[]> = {
  id: ['id', 'registrationId', 'itemId', 'itemGuid', 'orderId', 'orderGuid', 'ID registrace', 'Registrace'],
  firstName: ['firstName', 'Jméno', 'First name', 'Given name'],
  lastName: ['lastName', 'Příjmení', 'Last name', 'Surname', 'Family name'],
  birthYear: ['birthYear', 'Ročník', 'Rok narození', 'Datum narození', 'birthDate', 'Born', 'Year of birth'],
  startNumber: ['startNumber', 'Startovní číslo', 'St. č.', 'Číslo', 'Number', 'Bib', 'Start number'],
};

/** Compared without accents, case, spaces and punctuation. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/["\s_.\-/]+/g, '')
    .toLowerCase();

const COLUMN_BY_HEADER = new Map<string, FileColumn>(
  (Object.entries(HEADER_ALIASES) as Array<[FileColumn, string[]]>).flatMap(([column, names]) =>
    names.map((name) => [fold(name), column] as const),
  ),
);

export interface FileRow {
  /** 1-based line (the header is line 1). */
  line: number;
  id: string;
  firstName: string;
  lastName: string;
  birthYear: number | null;
  startNumber: string;
}

/** The year of a birth cell: "1990", "15.3.1990", "1990-03-15" or an Excel date read as ISO. */
export function yearOf(cell: string): number | null {
  const match = /(?:^|\D)(\d{4})(?:\D|$)/.exec(cell.trim());
  return match ? Number(match[1]) : null;
}

/** The rows of the file's table (first row: headers), or the required columns it lacks. */
export function readNumberFile(table: readonly (readonly string[])[]): {
  rows: FileRow[];
  missingColumns: string[];
} {
  const { has, rows: tableRows } = readFileTable(table, (header) => COLUMN_BY_HEADER.get(fold(header)));
  const missing: string[] = [];
  if (!has('startNumber')) missing.push('startNumber');
  if (!has('id') && !(has('firstName') && has('lastName') && has('birthYear')))
    missing.push('id|firstName+lastName+birthYear');
  if (missing.length) return { rows: [], missingColumns: missing };
  const rows = tableRows.map(({ line, cell }): FileRow => ({
    line,
    id: cell('id').toLowerCase(),
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    birthYear: yearOf(cell('birthYear')),
    startNumber: cell('startNumber'),
  }));
  return { rows, missingColumns: [] };
}

export type RowPlan =
  | { line: number; kind: 'assign'; row: NumberedRow; startNumber: number }
  | { line: number; kind: 'unchanged'; row: NumberedRow; startNumber: number }
  | { line: number; kind: 'problem'; problem: FileRowProblem };

const personKey = (first: string, last: string, year: number | null) =>
  `${fold(first)}|${fold(last)}|${year ?? ''}`;

/** The registration a row names: by id (item, or an order with one item in the race), else by name and birth year. */
function matchRow(
  fileRow: FileRow,
  byItem: Map<string, NumberedRow>,
  byOrder: Map<string, NumberedRow[]>,
  byPerson: Map<string, NumberedRow[]>,
): NumberedRow | 'notMatched' | 'ambiguous' {
  if (fileRow.id) {
    const item = byItem.get(fileRow.id);
    if (item) return item;
    const items = byOrder.get(fileRow.id) ?? [];
    if (items.length > 1) return 'ambiguous';
    if (items[0]) return items[0];
    if (!fileRow.lastName) return 'notMatched';
  }
  const people = byPerson.get(personKey(fileRow.firstName, fileRow.lastName, fileRow.birthYear)) ?? [];
  if (people.length > 1) return 'ambiguous';
  return people[0] ?? 'notMatched';
}

/**
 * What each row of the file does against the race as it is now. Numbers only move to free places:
 * a number another registration of the race holds (its guard or row) is refused, so a file that
 * swaps two numbers reports them as taken (clear them first) and no number is held twice, even
 * meanwhile. A registration already numbered keeps its number unless `overwrite`.
 */
export function planNumberFile(
  fileRows: readonly FileRow[],
  raceRows: readonly NumberedRow[],
  guarded: ReadonlySet<number>,
  overwrite: boolean,
): RowPlan[] {
  const byItem = new Map(raceRows.map((r) => [r.itemGuid.toLowerCase(), r]));
  const byOrder = new Map<string, NumberedRow[]>();
  const byPerson = new Map<string, NumberedRow[]>();
  for (const r of raceRows) {
    byOrder.set(r.orderGuid.toLowerCase(), [...(byOrder.get(r.orderGuid.toLowerCase()) ?? []), r]);
    const key = personKey(r.firstName, r.lastName, r.birthYear);
    byPerson.set(key, [...(byPerson.get(key) ?? []), r]);
  }
  const holder = new Map<number, string>();
  for (const n of guarded) holder.set(n, '');
  for (const r of raceRows) if (r.startNumber !== null) holder.set(r.startNumber, r.itemGuid);
  const numbersInFile = new Set<number>();
  const itemsInFile = new Set<string>();
  return fileRows.map((fileRow): RowPlan => {
    const problem = (p: FileRowProblem): RowPlan => ({ line: fileRow.line, kind: 'problem', problem: p });
    const n = /^\d{1,6}$/.test(fileRow.startNumber) ? Number(fileRow.startNumber) : NaN;
    const row = matchRow(fileRow, byItem, byOrder, byPerson);
    if (typeof row === 'string') return problem(row);
    if (!(n >= 1 && n <= MAX_START_NUMBER)) return problem('invalidNumber');
    if (itemsInFile.has(row.itemGuid)) return problem('duplicateRegistration');
    if (numbersInFile.has(n)) return problem('duplicateInFile');
    itemsInFile.add(row.itemGuid);
    numbersInFile.add(n);
    if (row.startNumber === n) return { line: fileRow.line, kind: 'unchanged', row, startNumber: n };
    if (holder.has(n)) return problem('numberTaken');
    if (row.startNumber !== null && !overwrite) return problem('hasNumber');
    return { line: fileRow.line, kind: 'assign', row, startNumber: n };
  });
}

/** The job's input. */
export type NumbersFromFileInput = JobInput<'startNumbersFromFile'>;

export interface NumbersFromFilePorts extends Pick<NumberingPorts, 'race' | 'rows' | 'guarded' | 'claim'> {
  newId(): string;
  /** The file's first sheet (XLSX) or its CSV lines as cells; undefined when missing or too large. */
  readTable(fileKey: string): Promise<string[][] | undefined>;
  /** Writes one series history entry. */
  writeHistory(history: SeriesHistoryRecord): Promise<void>;
}

/** Checks the race belongs to the series before the job starts; answers where the job works. */
export async function numbersFromFileScope(
  ports: Pick<NumberingPorts, 'race'>,
  seriesGuid: string,
  subEventGuid: string,
): Promise<JobScope> {
  const race = await ports.race(subEventGuid);
  if (!race || race.seriesGuid !== seriesGuid)
    throw new NotFoundError('series.subeventNotFound', { guid: subEventGuid });
  return { seriesGuid, eventGuids: [] };
}

const SLICE = 25;
const nameOf = (r: NumberedRow) => `${r.lastName} ${r.firstName}`.trim();

/**
 * Runs a preview or apply job. The plan is recomputed from the file and the race on every delivery;
 * the cursor is the count of file rows done, so a resumed or retried delivery continues after them
 * (a row given meanwhile now plans as "unchanged" and is not counted twice: rows before the cursor
 * are skipped). Every number is given with its guard (`attribute_not_exists`) and the condition
 * that the item still has the number it was read with.
 */
export async function runNumbersFromFileJob(
  ports: NumbersFromFilePorts,
  ctx: JobRunContext<'startNumbersFromFile'>,
): Promise<JobRunOutcome<'startNumbersFromFile'>> {
  const input = jobInput(ctx.job, 'startNumbersFromFile');
  const result: NumberingFileResult = numberingFileResultSchema.parse(ctx.job.result ?? {});
  const { race, file } = await openFileJob(ports, input, readNumberFile, result);
  if (file.missingColumns.length) return { kind: 'finished', done: 0, total: 0, result: { ...result } };

  const [raceRows, guarded] = await Promise.all([
    ports.rows(input.subEventGuid),
    ports.guarded(input.subEventGuid),
  ]);
  const plan = planNumberFile(file.rows, raceRows, guarded, input.overwrite);
  const who: JobWho = { by: ctx.job.createdBy, byName: ctx.job.createdByName ?? '' };
  const fileRowByLine = new Map(file.rows.map((r) => [r.line, r]));
  const report = (line: number, problem: FileRowProblem) => {
    result.problemCount++;
    if (result.problems.length >= FILE_REPORT_ROWS) return;
    const r = fileRowByLine.get(line);
    const label = r ? r.id || `${r.lastName} ${r.firstName} ${r.birthYear ?? ''}`.trim() : '';
    result.problems.push({ line, problem, label, startNumber: r?.startNumber ?? '' });
  };
  const given = (p: Extract<RowPlan, { kind: 'assign' }>) => {
    result.assigned++;
    if (result.assignments.length < FILE_REPORT_ROWS)
      result.assignments.push({
        line: p.line,
        name: nameOf(p.row),
        previousNumber: p.row.startNumber,
        startNumber: p.startNumber,
      });
  };

  for (let i = ctx.job.done; i < plan.length; i++) {
    const step = plan[i] as RowPlan;
    if (step.kind === 'problem') report(step.line, step.problem);
    else if (step.kind === 'unchanged') result.unchanged++;
    else if (input.mode === 'preview') given(step);
    else {
      const outcome = await ports.claim(input.subEventGuid, step.row, step.startNumber, null, who);
      if (outcome === 'claimed') given(step);
      else report(step.line, outcome === 'numberTaken' ? 'numberTaken' : 'changedMeanwhile');
    }
    if ((i + 1) % SLICE === 0) {
      await ctx.progress(i + 1, plan.length, { ...result });
      if (ctx.timeIsUp()) return { kind: 'continue' };
    }
  }

  if (input.mode === 'apply') {
    await ports.writeHistory(
      fileJobHistory(ctx.job, who, race, input.subEventGuid, [
        { field: 'startNumbersFromFile', before: null, after: result.assigned },
        { field: 'startNumbersFromFileProblems', before: null, after: result.problemCount },
      ]),
    );
  }
  return { kind: 'finished', done: plan.length, total: plan.length, result: { ...result } };
}
