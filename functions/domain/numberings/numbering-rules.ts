import {
  parseNumberRanges,
  type NumberingAssignment,
  type NumberingPreview,
  type NumberingRule,
  type NumberRange,
} from '@shared/back-office/numbering-schemas';
import { NUMBERING_PREVIEW_ROWS } from '@shared/back-office/numbering-schemas';
import type { AdminStartListRow } from '@shared/orders/start-list-schemas';
import type { StartListItem } from '../orders/start-list-item';

/**
 * The rules of a start numbering (spec §3 Numbering), pure: which registrations of the race it
 * chooses, in which order, which numbers it may give, and what a run would assign (the preview).
 * The job (./numbering-service.ts) claims the same numbers one by one with conditional writes.
 */

/** A start-list row with the numbering that gave its number (null: typed by hand or imported). */
export interface NumberedRow extends StartListItem {
  numberingGuid: string | null;
}

/** The rule's fields the choice and the range need (a saved numbering or the form's draft). */
export type NumberingRuleFields = Omit<NumberingRule, 'seriesGuid'>;

const collator = new Intl.Collator('cs', { sensitivity: 'base' });

/** Whether the rule chooses the row, whatever its number (category, wave, gender, dates, paid, exceptions). */
export function matchesRule(row: AdminStartListRow, rule: NumberingRuleFields): boolean {
  const created = Date.parse(row.dateCreated);
  return (
    (rule.includeOpenRegistrations || row.paid) &&
    (!rule.categoryGuid || row.categoryGuid === rule.categoryGuid) &&
    (!rule.waveGuid || row.waveGuid === rule.waveGuid) &&
    (!rule.gender || row.gender === rule.gender) &&
    (!rule.dateFrom || created >= Date.parse(rule.dateFrom)) &&
    (!rule.dateTo || created <= Date.parse(rule.dateTo)) &&
    !rule.exceptions.categoryGuids.includes(row.categoryGuid) &&
    !(row.waveGuid !== null && rule.exceptions.waveGuids.includes(row.waveGuid))
  );
}

/** The order in which chosen rows receive numbers (Czech alphabet, or registration time). */
export const byOrder =
  (order: NumberingRuleFields['order']) => (a: AdminStartListRow, b: AdminStartListRow) =>
    order === 'dateCreated'
      ? a.dateCreated.localeCompare(b.dateCreated) || a.itemGuid.localeCompare(b.itemGuid)
      : collator.compare(a.lastName, b.lastName) ||
        collator.compare(a.firstName, b.firstName) ||
        a.itemGuid.localeCompare(b.itemGuid);

/**
 * The rows a run numbers, in the order they receive numbers, and how many chosen rows keep the
 * number they have: those numbered by this numbering always (a second run changes nothing), those
 * numbered otherwise unless overwriteManual.
 */
export function rowsToNumber(
  rows: readonly NumberedRow[],
  rule: NumberingRuleFields,
  numberingGuid: string | null,
): { toNumber: NumberedRow[]; keepNumber: number } {
  const chosen = rows.filter((r) => matchesRule(r, rule));
  const keeps = (r: NumberedRow) =>
    r.startNumber !== null &&
    ((numberingGuid !== null && r.numberingGuid === numberingGuid) || !rule.overwriteManual);
  return {
    toNumber: chosen.filter((r) => !keeps(r)).sort(byOrder(rule.order)),
    keepNumber: chosen.filter(keeps).length,
  };
}

/**
 * The rows a clearing removes numbers from: those this numbering numbered; with overwriteManual
 * also the chosen rows whose number (given otherwise) lies in the numbering's range.
 */
export function rowsToClear(
  rows: readonly NumberedRow[],
  rule: NumberingRuleFields,
  numberingGuid: string,
): NumberedRow[] {
  const inRange = (n: number) =>
    n >= rule.numberingFrom && (rule.numberingTo === null || n <= rule.numberingTo);
  return rows.filter(
    (r) =>
      r.startNumber !== null &&
      (r.numberingGuid === numberingGuid ||
        (rule.overwriteManual && r.numberingGuid === null && matchesRule(r, rule) && inRange(r.startNumber))),
  );
}

/** The restricted numbers of a rule as ranges (the schema has checked the text). */
export const restrictedRanges = (rule: Pick<NumberingRuleFields, 'restrictedNumbers'>): NumberRange[] =>
  parseNumberRanges(rule.restrictedNumbers) ?? [];

/** Numbers no run may give: taken in the race (guards and rows) or restricted. */
export function blockedNumbers(
  rows: readonly NumberedRow[],
  guarded: ReadonlySet<number>,
  rule: Pick<NumberingRuleFields, 'restrictedNumbers'>,
): (n: number) => boolean {
  const taken = new Set(guarded);
  for (const r of rows) if (r.startNumber !== null) taken.add(r.startNumber);
  const restricted = restrictedRanges(rule);
  return (n) => taken.has(n) || restricted.some((range) => n >= range.from && n <= range.to);
}

/** The free numbers of the range, lowest first (an open range ends at the largest start number). */
export function* freeNumbers(
  from: number,
  to: number | null,
  blocked: (n: number) => boolean,
  largest: number,
): Generator<number, void, undefined> {
  const last = Math.min(to ?? largest, largest);
  for (let n = from; n <= last; n++) if (!blocked(n)) yield n;
}

const assignmentOf = (row: NumberedRow, startNumber: number): NumberingAssignment => ({
  itemGuid: row.itemGuid,
  orderGuid: row.orderGuid,
  firstName: row.firstName,
  lastName: row.lastName,
  categoryName: row.categoryName,
  waveName: row.waveName,
  previousNumber: row.startNumber,
  startNumber,
});

/**
 * What a run would assign, without writing: each row to number gets the next free number of the
 * range until it runs out. Numbers of rows being renumbered (overwriteManual) stay blocked in the
 * same run, so no number changes hands within one run.
 */
export function previewNumbering(
  rows: readonly NumberedRow[],
  guarded: ReadonlySet<number>,
  rule: NumberingRuleFields,
  numberingGuid: string | null,
  largest: number,
): NumberingPreview {
  const { toNumber, keepNumber } = rowsToNumber(rows, rule, numberingGuid);
  const blocked = blockedNumbers(rows, guarded, rule);
  const numbers = freeNumbers(rule.numberingFrom, rule.numberingTo, blocked, largest);
  const assignments: NumberingAssignment[] = [];
  let toAssign = 0;
  let withoutNumber = 0;
  for (const row of toNumber) {
    const next = numbers.next();
    if (next.done) {
      withoutNumber++;
      continue;
    }
    toAssign++;
    if (assignments.length < NUMBERING_PREVIEW_ROWS) assignments.push(assignmentOf(row, next.value));
  }
  let numbersLeft: number | null = null;
  if (rule.numberingTo !== null) {
    numbersLeft = 0;
    for (let next = numbers.next(); !next.done; next = numbers.next()) numbersLeft++;
  }
  return { assignments, toAssign, withoutNumber, keepNumber, numbersLeft };
}
