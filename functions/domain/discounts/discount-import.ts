import {
  discountBodySchema,
  discountImportResultSchema,
  normaliseDiscountCode,
  type DiscountImportResult,
} from '@shared/back-office/discount-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { zodIssueMessage } from '@shared/validation/zod-issue-messages';
import { ValidationFailedError } from '../errors';
import type { JobRunContext, JobRunOutcome, JobScope } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import {
  comparable,
  discountHistory,
  keepArchived,
  requireSeries,
  toRecord,
  type DiscountChange,
  type DiscountPorts,
} from './discount-admin';
import { csvColumnOf, CsvFormatError, parseDiscountsCsv, type CsvDiscountRow } from './discount-csv';
import type { JobInput } from '@shared/jobs/job-inputs';

/** What the import job needs: the discount storage and the uploaded file. */
export interface DiscountImportPorts extends DiscountPorts {
  /** The uploaded file's bytes; undefined when it is missing or too large. */
  readFile(fileKey: string): Promise<Uint8Array | undefined>;
}

/** The job's input, recorded by the start call. */
export type DiscountImportInput = JobInput<'discountImport'>;

/** Checks the series exists before the job starts; answers where the job works. */
export async function discountImportScope(
  ports: Pick<DiscountPorts, 'seriesExists'>,
  seriesGuid: string,
): Promise<JobScope> {
  await requireSeries(ports as DiscountPorts, seriesGuid);
  return { seriesGuid, eventGuids: [] };
}

/** Rows per saved cursor. */
const SLICE = 50;

type Checked =
  | { kind: 'invalid'; errors: DiscountImportResult['errors'] }
  | { kind: 'valid'; code: string; fields: ReturnType<typeof discountBodySchema.parse> };

function checkRow(row: CsvDiscountRow, seriesGuid: string, locale: Locale): Checked {
  const out = discountBodySchema.safeParse({ ...row.input, seriesGuid });
  if (out.success) return { kind: 'valid', code: normaliseDiscountCode(out.data.code), fields: out.data };
  const byColumn = new Map<string, string[]>();
  for (const issue of out.error.issues) {
    const column = csvColumnOf(issue.path);
    const ref = zodIssueMessage(issue);
    const text = formatMessage(ref.code, locale, ref.params) ?? ref.code;
    byColumn.set(column, [...(byColumn.get(column) ?? []), text]);
  }
  return {
    kind: 'invalid',
    errors: [...byColumn].map(([column, messages]) => ({
      line: row.line,
      column,
      messages: [...new Set(messages)],
    })),
  };
}

/**
 * The discount CSV import as a job (spec §7 import-from-csv, §8 report): creates new codes, updates
 * changed ones, skips unchanged and invalid rows; every error names its line and column, and one bad
 * line does not stop the others. A file it cannot read (or that lacks columns) finishes with that
 * error in the report. Rows run in slices with the cursor saved after each; every delivery re-reads
 * the series' codes, so a row written by a delivery that crashed is found unchanged on the retry,
 * and the same file imported again creates and updates nothing. Each written code is in the series
 * history, by the job's starter.
 */
export async function runDiscountImportJob(
  ports: DiscountImportPorts,
  ctx: JobRunContext<'discountImport'>,
): Promise<JobRunOutcome<'discountImport'>> {
  const input = jobInput(ctx.job, 'discountImport');
  const { seriesGuid, locale } = input;
  const message = (code: string, params?: Record<string, string | number>) =>
    formatMessage(code, locale, params) ?? code;
  const result: DiscountImportResult = discountImportResultSchema.parse(
    ctx.job.result ?? { loaded: 0, created: 0, updated: 0, skipped: 0, errors: [] },
  );
  const fileProblem = (line: number, text: string): JobRunOutcome<'discountImport'> => ({
    kind: 'finished',
    done: 0,
    total: 0,
    result: { ...result, errors: [{ line, column: '', messages: [text] }] },
  });

  const bytes = await ports.readFile(input.fileKey);
  if (!bytes) throw new ValidationFailedError([], 'jobs.fileMissing');
  let parsed: ReturnType<typeof parseDiscountsCsv>;
  try {
    parsed = parseDiscountsCsv(new TextDecoder('utf-8').decode(bytes));
  } catch (error) {
    if (error instanceof CsvFormatError)
      return fileProblem(error.line, message('discounts.invalidCsv', { line: error.line }));
    throw error;
  }
  if (parsed.missingColumns.length)
    return fileProblem(1, message('discounts.missingColumns', { columns: parsed.missingColumns.join(', ') }));

  const rows = parsed.rows;
  result.loaded = rows.length;
  const change: DiscountChange = {
    actor: { userId: ctx.job.createdBy, name: ctx.job.createdByName ?? '' },
    now: ctx.now(),
  };
  const checked = rows.map((row) => checkRow(row, seriesGuid, locale));
  // The first line of every code in the file (rows before the cursor count too).
  const firstLine = new Map<string, number>();
  checked.forEach((c, i) => {
    if (c.kind === 'valid' && !firstLine.has(c.code)) firstLine.set(c.code, (rows[i] as CsvDiscountRow).line);
  });
  const existing = new Map((await ports.listDiscounts(seriesGuid)).map((d) => [d.code, d]));

  for (let i = ctx.job.done; i < rows.length; i++) {
    const row = rows[i] as CsvDiscountRow;
    const check = checked[i] as Checked;
    if (check.kind === 'invalid') {
      result.errors.push(...check.errors);
      result.skipped++;
    } else if (firstLine.get(check.code) !== row.line) {
      result.errors.push({
        line: row.line,
        column: 'code',
        messages: [
          message('discounts.duplicateInFile', { code: check.code, line: firstLine.get(check.code) ?? 0 }),
        ],
      });
      result.skipped++;
    } else {
      const parsedRecord = toRecord(seriesGuid, check.fields.code, check.fields);
      const before = existing.get(parsedRecord.code);
      const record = before ? keepArchived(before, parsedRecord) : parsedRecord;
      if (!before) {
        if (await ports.createDiscount(record, discountHistory(ports, change, 'CREATE', undefined, record))) {
          result.created++;
          existing.set(record.code, record);
        } else {
          result.errors.push({
            line: row.line,
            column: 'code',
            messages: [message('discounts.codeTaken', { code: record.code })],
          });
          result.skipped++;
        }
      } else if (comparable(before) === comparable(record)) result.skipped++;
      else {
        await ports.replaceDiscount(before, record, discountHistory(ports, change, 'UPDATE', before, record));
        existing.set(record.code, record);
        result.updated++;
      }
    }
    if ((i + 1) % SLICE === 0 && i + 1 < rows.length) {
      await ctx.progress(i + 1, rows.length, { ...result });
      if (ctx.timeIsUp()) return { kind: 'continue' };
    }
  }
  return { kind: 'finished', done: rows.length, total: rows.length, result: { ...result } };
}
