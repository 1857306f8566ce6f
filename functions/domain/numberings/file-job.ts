import { BusinessRuleError, NotFoundError } from '../errors';
import type { JobRecord } from '../jobs/jobs';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { JobWho, RaceInfo } from './numbering-service';

/**
 * What the jobs that apply a file to a race's registrations share (start numbers from a file,
 * the ranking import): reading the file's table by its header, opening the job (the race, the
 * file, the result's file counts) and the series history entry of an applied file.
 */

/** One non-empty row of a file's table: its 1-based line (the header is line 1) and its cells by column. */
export interface FileTableRow<C extends string> {
  line: number;
  cell(column: C): string;
}

/** The table's rows by column: the first header cell naming a column (`columnOf`) is that column. */
export function readFileTable<C extends string>(
  table: readonly (readonly string[])[],
  columnOf: (header: string) => C | undefined,
): { has(column: C): boolean; rows: Array<FileTableRow<C>> } {
  const index = new Map<C, number>();
  (table[0] ?? []).forEach((cell, i) => {
    const column = columnOf(String(cell ?? ''));
    if (column && !index.has(column)) index.set(column, i);
  });
  const rows: Array<FileTableRow<C>> = [];
  table.slice(1).forEach((row, i) => {
    if (row.every((c) => !String(c ?? '').trim())) return;
    rows.push({
      line: i + 2,
      cell: (column) => {
        const at = index.get(column);
        return at === undefined ? '' : String(row[at] ?? '').trim();
      },
    });
  });
  return { has: (column) => index.has(column), rows };
}

/** A file job's input (its own fields besides). */
export interface FileJobInput {
  subEventGuid: string;
  fileKey: string;
  mode: 'preview' | 'apply';
}

/**
 * The race and the file of a file job, with the result's mode and file counts set. A race gone
 * meanwhile or a file no longer readable ends the job with its error.
 */
export async function openFileJob<F extends { rows: readonly unknown[]; missingColumns: string[] }>(
  ports: {
    race(subEventGuid: string): Promise<RaceInfo | undefined>;
    readTable(fileKey: string): Promise<string[][] | undefined>;
  },
  input: FileJobInput,
  readFile: (table: string[][]) => F,
  result: { mode: FileJobInput['mode']; rows: number; missingColumns: string[] },
): Promise<{ race: RaceInfo; file: F }> {
  const race = await ports.race(input.subEventGuid);
  if (!race) throw new NotFoundError('series.subeventNotFound');
  const table = await ports.readTable(input.fileKey);
  if (!table) throw new BusinessRuleError('numberings.fileUnreadable', undefined, 400);
  const file = readFile(table);
  result.mode = input.mode;
  result.rows = file.rows.length;
  result.missingColumns = file.missingColumns;
  return { race, file };
}

/** The series history entry of an applied file: named by the job, so a retried last delivery rewrites it. */
export function fileJobHistory(
  job: Pick<JobRecord, 'id' | 'createdAt'>,
  who: JobWho,
  race: RaceInfo,
  subEventGuid: string,
  changes: SeriesHistoryRecord['changes'],
): SeriesHistoryRecord {
  return {
    seriesGuid: race.seriesGuid,
    historyId: job.id,
    at: job.createdAt,
    action: 'UPDATE',
    actor: { userId: who.by, name: who.byName },
    target: { kind: 'subevent', guid: subEventGuid, name: race.name, eventName: race.eventName },
    changes,
  };
}
