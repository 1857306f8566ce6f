import {
  bankImportResultSchema,
  emptyBankImportResult,
  type BankImportResult,
} from '@shared/payments/bank-payment-schemas';
import type { JobRunContext, JobRunOutcome } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import { count, MATCHED } from './import-counts';
import { otherJobs } from './import-movement';
import type { BankImportPorts, TransferFeeHook } from './import-ports';
import { isIncomingPayment } from './reconcile';
import { importSlice, readSlice, type SliceReads } from './import-slice';
import { resolveMessageSymbols } from './message-match';
import { parseStatement } from './parse-statement';

// The import's parts: its ports, its report counts, a row on its own, a slice in bulk.
export type { BankImportPorts, DecidedRow } from './import-ports';
export { applyDecision } from './import-movement';

/** Rows per slice: the cursor and counts are saved after each. */
export const SLICE_ROWS = 200;
const MAX_UNPARSED_LISTED = 50;

/**
 * The bank statement import job (spec §7 upload-bank-csv): reads the uploaded statement, records
 * every incoming payment once by its bank movement id and matches it by variable symbol through
 * the order state machine (exact → paid + payment e-mail; less → underpaid, what is left recorded;
 * more → paid, overpayment flagged for refund; paid, cancelled, removed or expired orders flagged;
 * unknown symbols listed). Works in slices of SLICE_ROWS rows, saving the cursor and the counts
 * after each; a retried slice changes nothing twice.
 */
export async function runBankStatementImport(
  ports: BankImportPorts,
  ctx: JobRunContext<'bankStatementImport'>,
): Promise<JobRunOutcome<'bankStatementImport'>> {
  const { job } = ctx;
  const { fileKey } = jobInput(job, 'bankStatementImport');
  const parsed = parseStatement(await ports.readFile(fileKey));
  if (parsed.format === 'unknown') {
    const result = { ...emptyBankImportResult(), format: parsed.format, notBankStatement: true };
    return { kind: 'finished', done: 0, total: 0, result };
  }
  if (parsed.missingColumns.length && ctx.job.done === 0) {
    const result = {
      ...emptyBankImportResult(),
      format: parsed.format,
      missingColumns: parsed.missingColumns,
    };
    return { kind: 'finished', done: 0, total: 0, result };
  }
  const total = parsed.movements.length;
  const saved = job.result ? bankImportResultSchema.safeParse(job.result) : undefined;
  const result: BankImportResult = saved?.success
    ? saved.data
    : {
        ...emptyBankImportResult(),
        format: parsed.format,
        unparsedRows: parsed.unparsed.length,
        unparsed: parsed.unparsed.slice(0, MAX_UNPARSED_LISTED),
      };
  const symbols = await ports.ordersByVariableSymbol([
    ...new Set(parsed.movements.map((m) => m.movement.variableSymbol).filter(Boolean)),
  ]);
  // Transfer fees (issue 27 item 2) have symbols of their own, which no order has.
  const feeSymbols = ports.transferFees
    ? await ports.transferFees.feeSymbols(
        [...new Set(parsed.movements.map((m) => m.movement.variableSymbol))].filter(
          (vs) => vs && !symbols.has(vs),
        ),
      )
    : new Set<string>();
  // Rows without a known VS look for one in their message (those before the cursor are done).
  const byMessage = await resolveMessageSymbols(
    ports,
    parsed.movements
      .slice(job.done)
      .map((m) => m.movement)
      .filter((m) => !feeSymbols.has(m.variableSymbol)),
    symbols,
  );
  const actor = {
    id: job.id,
    by: job.createdBy,
    ...(job.createdByName ? { byName: job.createdByName } : {}),
  };
  const others = otherJobs(ports);
  const sliceAt = (start: number) => parsed.movements.slice(start, start + SLICE_ROWS);
  const read = (start: number): Promise<SliceReads> | undefined => {
    if (start >= total) return undefined;
    const reading = readSlice(ports, sliceAt(start), symbols);
    // Awaited with its slice; a run that stops first (time up, a failed write) leaves it unawaited.
    reading.catch(() => undefined);
    return reading;
  };
  let reading = read(job.done);
  for (let start = job.done; start < total; start += SLICE_ROWS) {
    if (start > job.done && ctx.timeIsUp()) return { kind: 'continue' };
    const reads = await (reading ?? readSlice(ports, sliceAt(start), symbols));
    reading = read(start + SLICE_ROWS);
    const now = ctx.now().toISOString();
    const rows = sliceAt(start);
    const fees = rows.filter(
      (r) => feeSymbols.has(r.movement.variableSymbol) && isIncomingPayment(r.movement),
    );
    for (const { movement } of fees) {
      result.processedRows++;
      count(result, await (ports.transferFees as TransferFeeHook).pay(movement, actor, now));
    }
    await importSlice(
      ports,
      fees.length ? rows.filter((r) => !fees.includes(r)) : rows,
      reads,
      symbols,
      actor,
      now,
      (status, movement) => {
        result.processedRows++;
        count(result, status);
        if (byMessage.has(movement) && MATCHED.has(status)) result.matchedByMessage++;
      },
      others,
    );
    await ctx.progress(Math.min(total, start + SLICE_ROWS), total, result);
  }
  return { kind: 'finished', done: total, total, result };
}
