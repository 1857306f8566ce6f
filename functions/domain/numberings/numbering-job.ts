import {
  MAX_START_NUMBER,
  numberingJobResultSchema,
  type NumberingJobResult,
} from '@shared/back-office/numbering-schemas';
import type { JobRunContext, JobRunOutcome } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { blockedNumbers, freeNumbers, previewNumbering, rowsToClear, rowsToNumber } from './numbering-rules';
import {
  historyOf,
  type JobWho,
  numberingOrNotFound,
  type NumberingPorts,
  ruleFields,
} from './numbering-service';
import type { JobInput } from '@shared/jobs/job-inputs';

/** The start numbering job: execute or clear one numbering of a series, in idempotent slices. */
/** The job's input: which numbering of which series, and whether to execute or clear it. */
export type NumberingJobInput = JobInput<'startNumbering'>;

/** Checks the numbering exists before its job is started (a start call answers 404 at once). */
export async function numberingJobInput(
  ports: NumberingPorts,
  seriesGuid: string,
  guid: string,
  mode: NumberingJobInput['mode'],
): Promise<NumberingJobInput> {
  await numberingOrNotFound(ports, seriesGuid, guid);
  return { seriesGuid, numberingGuid: guid, mode };
}

/** Units of work between two saves of the cursor. */
const SLICE = 25;

/**
 * Runs an execute or clear job. Idempotent per unit: a retried or repeated run re-reads the race,
 * where the items this numbering numbered (or cleared) already show it, so nothing is done twice;
 * every write is conditional on the item still carrying the number it was read with.
 */
export async function runNumberingJob(
  ports: NumberingPorts,
  ctx: JobRunContext<'startNumbering'>,
): Promise<JobRunOutcome<'startNumbering'>> {
  const input = jobInput(ctx.job, 'startNumbering');
  const record = await numberingOrNotFound(ports, input.seriesGuid, input.numberingGuid);
  const who: JobWho = { by: ctx.job.createdBy, byName: ctx.job.createdByName ?? '' };
  const result: NumberingJobResult = numberingJobResultSchema.parse(ctx.job.result ?? {});
  const rule = ruleFields(record);
  const [rows, guarded] = await Promise.all([
    ports.rows(record.subEventGuid),
    ports.guarded(record.subEventGuid),
  ]);
  const before = result.assigned + result.cleared;
  let step = 0;
  const tick = async (total: number) => {
    if (++step % SLICE !== 0) return false;
    await ctx.progress(result.assigned + result.cleared, total, result);
    return ctx.timeIsUp();
  };

  if (input.mode === 'execute') {
    const total = before + previewNumbering(rows, guarded, rule, record.guid, MAX_START_NUMBER).toAssign;
    const { toNumber } = rowsToNumber(rows, rule, record.guid);
    const numbers = freeNumbers(
      rule.numberingFrom,
      rule.numberingTo,
      blockedNumbers(rows, guarded, rule),
      MAX_START_NUMBER,
    );
    let exhausted = false;
    result.withoutNumber = 0;
    for (const row of toNumber) {
      while (!exhausted) {
        const next = numbers.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        const outcome = await ports.claim(record.subEventGuid, row, next.value, record.guid, who);
        if (outcome === 'claimed') result.assigned++;
        else result.conflicts++;
        // numberTaken: someone took it meanwhile, try the next free one; itemChanged: leave the item.
        if (outcome !== 'numberTaken') break;
      }
      if (exhausted) result.withoutNumber++;
      else if (await tick(total)) return { kind: 'continue' };
    }
  } else {
    const toClear = rowsToClear(rows, rule, record.guid);
    const total = before + toClear.length;
    for (const row of toClear) {
      if ((await ports.release(record.subEventGuid, row, who)) === 'released') result.cleared++;
      else result.conflicts++;
      if (await tick(total)) return { kind: 'continue' };
    }
  }

  const assignedCount = (await ports.rows(record.subEventGuid)).filter(
    (r) => r.numberingGuid === record.guid,
  ).length;
  const race = await ports.race(record.subEventGuid);
  const at = ctx.job.createdAt;
  const history: SeriesHistoryRecord = {
    ...historyOf(
      ports,
      { actor: { userId: who.by, name: who.byName }, now: new Date(at) },
      'UPDATE',
      record,
      race,
      [
        input.mode === 'execute'
          ? { field: 'startNumbersAssigned', before: null, after: result.assigned }
          : { field: 'startNumbersCleared', before: null, after: result.cleared },
        { field: 'assignedCount', before: record.assignedCount, after: assignedCount },
      ],
    ),
    // Named by the job: a retried last delivery rewrites the same entry.
    historyId: ctx.job.id,
  };
  await ports.recordRun(record.seriesGuid, record.guid, assignedCount, ctx.now().toISOString(), history);
  const done = result.assigned + result.cleared;
  return { kind: 'finished', done, total: done, result };
}
