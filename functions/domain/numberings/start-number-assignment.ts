import type {
  AdminStartListRow,
  AssignStartNumbersBody,
  AssignStartNumbersResult,
} from '@shared/orders/start-list-schemas';
import { nameOrNotFound, type StartListPorts } from '../orders/admin-start-list';
import { byOrder, freeNumbers, matchesRule, type NumberingRuleFields } from './numbering-rules';

/**
 * The start list's quick assignment (admin/registrations/startlist/{id}/assign-start-numbers): a
 * numbering run without a saved numbering, under the same rules (./numbering-rules.ts) as a saved
 * one, numbering the start list of the order model (../orders/admin-start-list.ts).
 */

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

/** The items the quick assignment chooses: those without a number, in the order they receive numbers. */
export function chooseItems<T extends AdminStartListRow>(
  rows: readonly T[],
  body: AssignStartNumbersBody,
): T[] {
  const rule = assignmentRule(body);
  return rows.filter((r) => r.startNumber === null && matchesRule(r, rule)).sort(byOrder(rule.order));
}

/**
 * Numbers the chosen items (`chooseItems`) with the free numbers of the range (numbers already
 * taken in the subevent, by any item, numbered by hand or by an earlier run, are skipped). Each number is
 * claimed by a conditional write: a number someone took meanwhile is skipped for the next free one,
 * an item numbered meanwhile keeps its number. Running the same rule twice changes nothing.
 */
export async function assignStartNumbers(
  ports: StartListPorts,
  subGuid: string,
  rule: AssignStartNumbersBody,
): Promise<AssignStartNumbersResult> {
  await nameOrNotFound(ports, subGuid);
  const [rows, guarded] = await Promise.all([ports.startListRows(subGuid), ports.takenStartNumbers(subGuid)]);
  const taken = new Set([
    ...guarded,
    ...rows.flatMap((r) => (r.startNumber === null ? [] : [r.startNumber])),
  ]);
  const chosen = chooseItems(rows, rule);
  const numbers = freeNumbers(
    rule.numberingFrom,
    rule.numberingTo ?? null,
    (n) => taken.has(n),
    Number.MAX_SAFE_INTEGER,
  );
  const assigned: AssignStartNumbersResult['assigned'] = [];
  let unassigned = 0;
  let exhausted = false;
  for (const row of chosen) {
    if (exhausted) {
      unassigned++;
      continue;
    }
    for (;;) {
      const next = numbers.next();
      if (next.done) {
        exhausted = true;
        unassigned++;
        break;
      }
      const outcome = await ports.claimStartNumber(subGuid, row, next.value);
      if (outcome === 'claimed')
        assigned.push({
          itemGuid: row.itemGuid,
          firstName: row.firstName,
          lastName: row.lastName,
          startNumber: next.value,
        });
      // numberTaken: try the next free number; itemNumbered: the item is done.
      if (outcome !== 'numberTaken') break;
    }
  }
  return { assigned, unassigned };
}
