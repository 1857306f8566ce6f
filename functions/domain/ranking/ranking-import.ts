import {
  RANKING_REPORT_ROWS,
  rankingImportResultSchema,
  type RankingImportResult,
  type RankingRowProblem,
} from '@shared/orders/ranking-schemas';
import { fold } from '@shared/text/search-text';
import { NotFoundError } from '../errors';
import type { JobRunContext, JobRunOutcome, JobScope } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import type { JobWho, RaceInfo } from '../numberings/numbering-service';
import { fileJobHistory, openFileJob, readFileTable } from '../numberings/file-job';
import { yearOf } from '../numberings/numbers-from-file';
import type { StartListItem } from '../orders/admin-start-list';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { JobInput } from '@shared/jobs/job-inputs';

/**
 * Ranking import (spec §7 `adminRegistrations.importRanking`; columns in
 * shared/orders/ranking-schemas.ts): the rows of a file of previous results matched to the race's
 * registrations, a plan per row (rank to store, or why not), previewed by one job and stored by
 * another. Pure up to the ports: reading the CSV/XLSX (the same reader as start numbers from a
 * file) and the conditional writes are adapters'.
 */

export type RankingColumn =
  'id' | 'email' | 'firstName' | 'lastName' | 'name' | 'birthYear' | 'rank' | 'time';

const HEADER_ALIASES: Record<RankingColumn, string[]> = {
  id: ['id', 'registrationId', 'itemId', 'itemGuid', 'orderId', 'orderGuid', 'ID registrace', 'Registrace'],
  email: ['email', 'e-mail', 'E-mailová adresa', 'Mail', 'Email address'],
  firstName: ['firstName', 'Jméno', 'First name', 'Given name'],
  lastName: ['lastName', 'Příjmení', 'Last name', 'Surname', 'Family name'],
  name: [
    'name',
    'Jméno a příjmení',
    'Příjmení a jméno',
    'Příjmení, jméno',
    'Závodník',
    'Full name',
    'Runner',
    'Athlete',
  ],
  birthYear: [
    'birthYear',
    'Ročník',
    'Rok narození',
    'Datum narození',
    'birthDate',
    'Born',
    'Year of birth',
    'YOB',
  ],
  rank: ['rank', 'Pořadí', 'Umístění', 'Celkové pořadí', 'Place', 'Position', 'Pos', 'Poř', 'Overall'],
  time: ['time', 'Čas', 'Výsledný čas', 'Cílový čas', 'Finish time', 'Net time', 'Chip time', 'Result'],
};

/** A header compared without accents, case, spaces and punctuation. */
const headerKey = (s: string) => fold(s).replace(/["\s_.,\-/]+/g, '');

const COLUMN_BY_HEADER = new Map<string, RankingColumn>(
  (Object.entries(HEADER_ALIASES) as Array<[RankingColumn, string[]]>).flatMap(([column, names]) =>
    names.map((name) => [headerKey(name), column] as const),
  ),
);

/** A name as its sorted words without accents: "Nováková Jana" and "jana novakova" meet. */
export const nameKey = (...parts: string[]) =>
  fold(parts.join(' '))
    .split(/[\s,.-]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

export interface RankingFileRow {
  /** 1-based line (the header is line 1). */
  line: number;
  id: string;
  email: string;
  /** The row's name as one key (nameKey): first + last, or the combined name column. */
  name: string;
  /** The name as written, for the report. */
  label: string;
  birthYear: number | null;
  /** The rank as written, and as read (null: none or not a rank). */
  rankText: string;
  rank: number | null;
  /** The time normalised to `h:mm:ss` (tenths kept), or null. */
  time: string | null;
  /** The time in seconds (orders the rows when the file has no rank column). */
  seconds: number | null;
}

/** "42:17", "0:42:17", "1:02:03,4", "1:02:03.45" → seconds and `h:mm:ss[.f]`; anything else null. */
export function readTime(cell: string): { seconds: number; text: string } | null {
  const m = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(cell.trim());
  if (!m) return null;
  const [h, min, sec] = [Number(m[1] ?? 0), Number(m[2]), Number(m[3])];
  if (min > 59 || sec > 59) return null;
  const fraction = m[4] ? `.${m[4]}` : '';
  return {
    seconds: h * 3600 + min * 60 + sec + (m[4] ? Number(`0.${m[4]}`) : 0),
    text: `${h}:${String(min).padStart(2, '0')}:${String(sec).padStart(2, '0')}${fraction}`,
  };
}

const readRank = (cell: string): number | null => {
  const m = /^(\d{1,6})\.?$/.exec(cell.trim());
  const n = m ? Number(m[1]) : 0;
  return n >= 1 ? n : null;
};

/**
 * The rows of the file's table (first row: headers), or the required columns it lacks: a rank or
 * a time, and an id, an e-mail or a name. Without a rank column the ranks follow the times
 * (equal times share a rank: 1, 2, 2, 4).
 */
export function readRankingFile(table: readonly (readonly string[])[]): {
  rows: RankingFileRow[];
  missingColumns: string[];
  hasBirthYear: boolean;
} {
  const { has, rows: tableRows } = readFileTable(table, (header) => COLUMN_BY_HEADER.get(headerKey(header)));
  const missing: string[] = [];
  if (!has('rank') && !has('time')) missing.push('rank|time');
  if (!has('id') && !has('email') && !has('name') && !(has('firstName') && has('lastName')))
    missing.push('id|email|firstName+lastName');
  if (missing.length) return { rows: [], missingColumns: missing, hasBirthYear: false };
  const rows = tableRows.map(({ line, cell }): RankingFileRow => {
    const first = cell('firstName');
    const last = cell('lastName');
    const whole = cell('name');
    const time = readTime(cell('time'));
    const rankText = has('rank') ? cell('rank') : '';
    return {
      line,
      id: cell('id').toLowerCase(),
      email: cell('email').toLowerCase(),
      name: last || first ? nameKey(first, last) : nameKey(whole),
      label: (last || first ? `${last} ${first}` : whole).trim(),
      birthYear: yearOf(cell('birthYear')),
      rankText: has('rank') ? rankText : (time?.text ?? cell('time')),
      rank: has('rank') ? readRank(rankText) : null,
      time: time?.text ?? null,
      seconds: time?.seconds ?? null,
    };
  });
  if (!has('rank')) {
    const timed = rows.filter((r) => r.seconds !== null).sort((a, b) => (a.seconds ?? 0) - (b.seconds ?? 0));
    timed.forEach((r, i) => {
      const before = timed[i - 1];
      r.rank = before && before.seconds === r.seconds ? before.rank : i + 1;
    });
  }
  return { rows, missingColumns: [], hasBirthYear: has('birthYear') };
}

export type RankingStep =
  | { line: number; kind: 'set'; row: StartListItem; rank: number; time: string | null }
  | { line: number; kind: 'unchanged'; row: StartListItem }
  | { line: number; kind: 'problem'; problem: RankingRowProblem };

const group = <T>(rows: readonly T[], key: (r: T) => string) => {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    if (k) map.set(k, [...(map.get(k) ?? []), r]);
  }
  return map;
};

/**
 * The registration a row names: by id (item, or an order with one item in the race), else by
 * e-mail (narrowed by name when a family shares one), else by name (and birth year when given).
 */
function matchRow(
  fileRow: RankingFileRow,
  idx: {
    byItem: Map<string, StartListItem>;
    byOrder: Map<string, StartListItem[]>;
    byEmail: Map<string, StartListItem[]>;
    byName: Map<string, StartListItem[]>;
  },
): StartListItem | 'notMatched' | 'ambiguous' {
  const one = (candidates: StartListItem[]) =>
    candidates.length > 1 ? 'ambiguous' : (candidates[0] ?? 'notMatched');
  const byYear = (candidates: StartListItem[]) =>
    fileRow.birthYear === null ? candidates : candidates.filter((r) => r.birthYear === fileRow.birthYear);
  if (fileRow.id) {
    const item = idx.byItem.get(fileRow.id);
    if (item) return item;
    const items = idx.byOrder.get(fileRow.id) ?? [];
    if (items.length) return one(items);
  }
  if (fileRow.email) {
    const sharing = idx.byEmail.get(fileRow.email) ?? [];
    if (sharing.length === 1) return sharing[0] as StartListItem;
    if (sharing.length > 1) {
      const named = byYear(sharing.filter((r) => nameKey(r.firstName, r.lastName) === fileRow.name));
      return fileRow.name ? one(named) : 'ambiguous';
    }
  }
  if (!fileRow.name) return 'notMatched';
  return one(byYear(idx.byName.get(fileRow.name) ?? []));
}

/**
 * What each row of the file does against the race as it is now, and which ranked registrations
 * the file no longer ranks (their rank is cleared: the race keeps one ranking, the last applied).
 * A registration named twice keeps the first row's rank.
 */
export function planRanking(
  fileRows: readonly RankingFileRow[],
  raceRows: readonly StartListItem[],
): { steps: RankingStep[]; toClear: StartListItem[] } {
  const idx = {
    byItem: new Map(raceRows.map((r) => [r.itemGuid.toLowerCase(), r])),
    byOrder: group(raceRows, (r) => r.orderGuid.toLowerCase()),
    byEmail: group(raceRows, (r) => r.email.trim().toLowerCase()),
    byName: group(raceRows, (r) => nameKey(r.firstName, r.lastName)),
  };
  const matched = new Set<string>();
  const steps = fileRows.map((fileRow): RankingStep => {
    const problem = (p: RankingRowProblem): RankingStep => ({
      line: fileRow.line,
      kind: 'problem',
      problem: p,
    });
    const row = matchRow(fileRow, idx);
    if (typeof row === 'string') return problem(row);
    if (fileRow.rank === null) return problem('invalidRank');
    if (matched.has(row.itemGuid)) return problem('duplicateRegistration');
    matched.add(row.itemGuid);
    if (row.rank === fileRow.rank && (row.rankTime ?? null) === fileRow.time)
      return { line: fileRow.line, kind: 'unchanged', row };
    return { line: fileRow.line, kind: 'set', row, rank: fileRow.rank, time: fileRow.time };
  });
  const toClear = raceRows.filter((r) => r.rank != null && !matched.has(r.itemGuid));
  return { steps, toClear };
}

/** The job's input. */
export type RankingImportInput = JobInput<'rankingImport'>;

export interface RankingImportPorts {
  race(subEventGuid: string): Promise<RaceInfo | undefined>;
  /** Every item of the race's active orders with its rank. */
  rows(subEventGuid: string): Promise<StartListItem[]>;
  /** The file's first sheet (XLSX) or its CSV lines as cells; undefined when missing or too large. */
  readTable(fileKey: string): Promise<string[][] | undefined>;
  /**
   * Stores rank and time on the item with its order's history entry, while the item still has
   * the rank it was read with (`changed` otherwise); `rank` null clears it.
   */
  setRank(
    row: StartListItem,
    rank: number | null,
    time: string | null,
    importId: string,
    who: JobWho,
  ): Promise<'set' | 'changed'>;
  writeHistory(history: SeriesHistoryRecord): Promise<void>;
}

/** Checks the race exists before the job starts; answers where the job works (its series). */
export async function rankingJobScope(
  ports: Pick<RankingImportPorts, 'race'>,
  subEventGuid: string,
): Promise<JobScope> {
  const race = await ports.race(subEventGuid);
  if (!race) throw new NotFoundError('series.subeventNotFound', { guid: subEventGuid });
  return { seriesGuid: race.seriesGuid, eventGuids: [] };
}

const SLICE = 25;
const nameOf = (r: StartListItem) => `${r.lastName} ${r.firstName}`.trim();

/**
 * Runs a preview or apply job. The plan is recomputed from the file and the race on every
 * delivery; the cursor counts the file rows done (a row stored meanwhile plans as "unchanged" and
 * is skipped before the cursor), then every rank the file removes is cleared (a cleared one is no
 * longer in that list). Applying the same file twice changes nothing the second time.
 */
export async function runRankingImportJob(
  ports: RankingImportPorts,
  ctx: JobRunContext<'rankingImport'>,
): Promise<JobRunOutcome<'rankingImport'>> {
  const input = jobInput(ctx.job, 'rankingImport');
  const result: RankingImportResult = rankingImportResultSchema.parse(ctx.job.result ?? {});
  const { race, file } = await openFileJob(ports, input, readRankingFile, result);
  if (file.missingColumns.length) return { kind: 'finished', done: 0, total: 0, result: { ...result } };

  const { steps, toClear } = planRanking(file.rows, await ports.rows(input.subEventGuid));
  const who: JobWho = { by: ctx.job.createdBy, byName: ctx.job.createdByName ?? '' };
  const fileRowByLine = new Map(file.rows.map((r) => [r.line, r]));
  const report = (line: number, problem: RankingRowProblem) => {
    result.problemCount++;
    if (result.problems.length >= RANKING_REPORT_ROWS) return;
    const r = fileRowByLine.get(line);
    const label = r ? r.id || r.email || `${r.label} ${r.birthYear ?? ''}`.trim() : '';
    result.problems.push({ line, problem, label, rank: r?.rankText ?? '' });
  };
  const ranked = (p: Extract<RankingStep, { kind: 'set' }>) => {
    result.ranked++;
    if (result.assignments.length < RANKING_REPORT_ROWS)
      result.assignments.push({
        line: p.line,
        name: nameOf(p.row),
        previousRank: p.row.rank ?? null,
        rank: p.rank,
        time: p.time,
      });
  };
  const total = steps.length + (input.mode === 'apply' ? result.cleared + toClear.length : 0);

  for (let i = ctx.job.done; i < steps.length; i++) {
    const step = steps[i] as RankingStep;
    if (step.kind === 'problem') report(step.line, step.problem);
    else if (step.kind === 'unchanged') result.unchanged++;
    else if (input.mode === 'preview') ranked(step);
    else if ((await ports.setRank(step.row, step.rank, step.time, ctx.job.id, who)) === 'set') ranked(step);
    else report(step.line, 'changedMeanwhile');
    if ((i + 1) % SLICE === 0) {
      await ctx.progress(i + 1, total, { ...result });
      if (ctx.timeIsUp()) return { kind: 'continue' };
    }
  }
  if (input.mode === 'preview') result.cleared = toClear.length;
  else
    for (const [n, row] of toClear.entries()) {
      if ((await ports.setRank(row, null, null, ctx.job.id, who)) === 'set') result.cleared++;
      if ((n + 1) % SLICE === 0) {
        await ctx.progress(steps.length + result.cleared, total, { ...result });
        if (ctx.timeIsUp()) return { kind: 'continue' };
      }
    }

  if (input.mode === 'apply') {
    await ports.writeHistory(
      fileJobHistory(ctx.job, who, race, input.subEventGuid, [
        { field: 'rankingImported', before: null, after: result.ranked },
        { field: 'rankingCleared', before: null, after: result.cleared },
        { field: 'rankingProblems', before: null, after: result.problemCount },
      ]),
    );
  }
  const done = steps.length + (input.mode === 'apply' ? result.cleared : 0);
  return { kind: 'finished', done, total: done, result: { ...result } };
}
