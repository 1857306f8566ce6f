import type { AdminStartListRow, AssignStartNumbersBody } from '@shared/orders/start-list-schemas';

const collator = new Intl.Collator('cs', { sensitivity: 'base' });

/** The items a numbering run chooses (spec §3 Numbering), in the order they receive numbers. */
export function chooseItems<T extends AdminStartListRow>(
  rows: readonly T[],
  rule: AssignStartNumbersBody,
): T[] {
  return rows
    .filter(
      (r) =>
        r.startNumber === null &&
        (rule.includeOpenRegistrations || r.paid) &&
        (!rule.categoryGuid || r.categoryGuid === rule.categoryGuid) &&
        (!rule.waveGuid || r.waveGuid === rule.waveGuid) &&
        (!rule.gender || r.gender === rule.gender),
    )
    .sort((a, b) =>
      rule.order === 'dateCreated'
        ? a.dateCreated.localeCompare(b.dateCreated) || a.itemGuid.localeCompare(b.itemGuid)
        : collator.compare(a.lastName, b.lastName) ||
          collator.compare(a.firstName, b.firstName) ||
          a.itemGuid.localeCompare(b.itemGuid),
    );
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
