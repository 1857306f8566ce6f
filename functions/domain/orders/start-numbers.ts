import type { AdminStartListRow, AssignStartNumbersBody } from '@shared/orders/start-list-schemas';
import { byOrder, matchesRule, type NumberingRuleFields } from '../numberings/numbering-rules';

/** The quick assignment of the start list as a numbering rule (no dates, exceptions or restricted numbers). */
export const assignmentRule = (body: AssignStartNumbersBody): NumberingRuleFields => ({
  subEventGuid: '',
  categoryGuid: body.categoryGuid ?? null,
  waveGuid: body.waveGuid ?? null,
  dateFrom: null,
  dateTo: null,
  numberingFrom: body.numberingFrom,
  numberingTo: body.numberingTo ?? null,
  gender: body.gender ?? null,
  exceptions: { categoryGuids: [], waveGuids: [] },
  overwriteManual: false,
  includeOpenRegistrations: body.includeOpenRegistrations,
  restrictedNumbers: '',
  order: body.order,
});

/**
 * The items a numbering run chooses (the numbering rules of ../numberings/numbering-rules.ts): those
 * without a number, in the order they receive numbers.
 */
export function chooseItems<T extends AdminStartListRow>(
  rows: readonly T[],
  body: AssignStartNumbersBody,
): T[] {
  const rule = assignmentRule(body);
  return rows.filter((r) => r.startNumber === null && matchesRule(r, rule)).sort(byOrder(rule.order));
}

/**
 * The free numbers of a range, lowest first: numbers already taken in the subevent (by any item,
 * numbered by hand or by an earlier run) are skipped, so a run never proposes a duplicate.
 */
export function* freeNumbers(
  from: number,
  to: number | undefined,
  taken: ReadonlySet<number>,
): Generator<number, void, undefined> {
  const last = to ?? Number.MAX_SAFE_INTEGER;
  for (let n = from; n <= last; n++) if (!taken.has(n)) yield n;
}
