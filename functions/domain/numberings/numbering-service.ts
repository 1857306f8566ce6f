import {
  MAX_START_NUMBER,
  type NumberingPreview,
  type NumberingRule,
  type NumberingView,
} from '@shared/back-office/numbering-schemas';
import type { FieldChange } from '@shared/back-office/series-editor-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChanges } from '../series-editor/history';
import type { Actor, SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { previewNumbering, type NumberedRow, type NumberingRuleFields } from './numbering-rules';

/**
 * Start numberings of a series (spec §7 admin series numbering): saved rules per race, their
 * preview, and execute / clear as jobs (design "long work as jobs"). Every change, execution and
 * clearing writes the series' history; every number given or taken writes the order's history.
 */

/** A numbering as stored: `SERIES#<series>` / `NUMBERING#<guid>`. */
export interface NumberingRecord extends NumberingRule {
  entity: 'numbering';
  guid: string;
  assignedCount: number;
  lastExecutedAt: string | null;
  dateCreated: string;
  dateUpdated: string;
}

/** A race with what a numbering may name in it. */
export interface RaceInfo {
  seriesGuid: string;
  name: string;
  eventName: string;
  categories: Map<string, string>;
  waves: Map<string, string>;
}

export type ClaimOutcome = 'claimed' | 'numberTaken' | 'itemChanged';

export interface NumberingPorts {
  newId(): string;
  race(subEventGuid: string): Promise<RaceInfo | undefined>;
  list(seriesGuid: string): Promise<NumberingRecord[]>;
  get(seriesGuid: string, guid: string): Promise<NumberingRecord | undefined>;
  /** Puts the numbering with its history entry (new: must not exist; else must exist). */
  put(record: NumberingRecord, isNew: boolean, history: SeriesHistoryRecord): Promise<boolean>;
  delete(seriesGuid: string, guid: string, history: SeriesHistoryRecord): Promise<boolean>;
  /** Every item of the race's active orders with its number and the numbering that gave it. */
  rows(subEventGuid: string): Promise<NumberedRow[]>;
  /** Every start number taken in the race (guard items). */
  guarded(subEventGuid: string): Promise<Set<number>>;
  /**
   * Gives the item the number in one transaction with the number's guard (must not exist), the
   * release of its previous number's guard and the order's history; the item must still carry the
   * number it had when read (`itemChanged` otherwise).
   */
  claim(
    subEventGuid: string,
    row: NumberedRow,
    startNumber: number,
    /** The numbering that gives it; null for a number typed by hand or read from a file. */
    numberingGuid: string | null,
    by: JobWho,
  ): Promise<ClaimOutcome>;
  /** Removes the item's number and its guard with the order's history (`itemChanged`: it has another now). */
  release(subEventGuid: string, row: NumberedRow, by: JobWho): Promise<'released' | 'itemChanged'>;
  /** Records a finished run on the numbering (count, time) with the series history entry. */
  recordRun(
    seriesGuid: string,
    guid: string,
    assignedCount: number,
    at: string,
    history: SeriesHistoryRecord,
  ): Promise<void>;
}

/** Who started the job (order histories record them as `by` / `byName`). */
export interface JobWho {
  by: string;
  byName: string;
}

export interface NumberingChange {
  actor: Actor;
  now: Date;
}

const HISTORY_FIELDS = [
  'subEventGuid',
  'categoryGuid',
  'waveGuid',
  'dateFrom',
  'dateTo',
  'numberingFrom',
  'numberingTo',
  'gender',
  'exceptions',
  'overwriteManual',
  'includeOpenRegistrations',
  'restrictedNumbers',
  'order',
] as const satisfies ReadonlyArray<keyof NumberingRule>;

/** The numbering as its history and list name it: "race · category · from–to". */
function labelOf(record: NumberingRule, race: RaceInfo | undefined): string {
  const category = record.categoryGuid ? race?.categories.get(record.categoryGuid) : undefined;
  const range = `${record.numberingFrom}–${record.numberingTo ?? ''}`;
  return [race?.name ?? '', category, range].filter(Boolean).join(' · ');
}

export function historyOf(
  ports: NumberingPorts,
  change: NumberingChange,
  action: SeriesHistoryRecord['action'],
  subject: NumberingRecord,
  race: RaceInfo | undefined,
  changes: FieldChange[],
): SeriesHistoryRecord {
  return {
    seriesGuid: subject.seriesGuid,
    historyId: ports.newId(),
    at: change.now.toISOString(),
    action,
    actor: change.actor,
    target: {
      kind: 'numbering',
      guid: subject.guid,
      name: labelOf(subject, race),
      eventName: race?.eventName ?? '',
    },
    changes,
  };
}

function toView(record: NumberingRecord, race: RaceInfo | undefined): NumberingView {
  return {
    guid: record.guid,
    seriesGuid: record.seriesGuid,
    subEventGuid: record.subEventGuid,
    subEventName: race?.name ?? '',
    categoryGuid: record.categoryGuid,
    waveGuid: record.waveGuid,
    dateFrom: record.dateFrom,
    dateTo: record.dateTo,
    numberingFrom: record.numberingFrom,
    numberingTo: record.numberingTo,
    gender: record.gender,
    exceptions: record.exceptions,
    overwriteManual: record.overwriteManual,
    includeOpenRegistrations: record.includeOpenRegistrations,
    restrictedNumbers: record.restrictedNumbers,
    order: record.order,
    assignedCount: record.assignedCount,
    lastExecutedAt: record.lastExecutedAt,
    dateCreated: record.dateCreated,
    dateUpdated: record.dateUpdated,
  };
}

/** The race of the rule, checked to belong to the series, with its category, wave and exceptions. */
async function raceOfRule(ports: NumberingPorts, rule: NumberingRule): Promise<RaceInfo> {
  const race = await ports.race(rule.subEventGuid);
  if (!race || race.seriesGuid !== rule.seriesGuid)
    throw new NotFoundError('series.subeventNotFound', { guid: rule.subEventGuid });
  const categories = [rule.categoryGuid, ...rule.exceptions.categoryGuids].filter((g): g is string => !!g);
  const waves = [rule.waveGuid, ...rule.exceptions.waveGuids].filter((g): g is string => !!g);
  if (categories.some((g) => !race.categories.has(g)) || waves.some((g) => !race.waves.has(g)))
    throw new BusinessRuleError('numberings.notInRace', undefined, 400);
  return race;
}

export async function numberingOrNotFound(ports: NumberingPorts, seriesGuid: string, guid: string) {
  const record = await ports.get(seriesGuid, guid);
  if (!record) throw new NotFoundError('numberings.notFound');
  return record;
}

export async function listNumberings(
  ports: NumberingPorts,
  seriesGuid: string,
): Promise<{ items: NumberingView[] }> {
  const records = await ports.list(seriesGuid);
  const races = new Map<string, RaceInfo | undefined>();
  for (const guid of new Set(records.map((r) => r.subEventGuid))) races.set(guid, await ports.race(guid));
  return {
    items: records
      .map((r) => toView(r, races.get(r.subEventGuid)))
      .sort(
        (a, b) => a.subEventName.localeCompare(b.subEventName, 'cs') || a.numberingFrom - b.numberingFrom,
      ),
  };
}

export async function createNumbering(
  ports: NumberingPorts,
  change: NumberingChange,
  rule: NumberingRule,
): Promise<NumberingView> {
  const race = await raceOfRule(ports, rule);
  const now = change.now.toISOString();
  const record: NumberingRecord = {
    ...rule,
    entity: 'numbering',
    guid: ports.newId(),
    assignedCount: 0,
    lastExecutedAt: null,
    dateCreated: now,
    dateUpdated: now,
  };
  const history = historyOf(
    ports,
    change,
    'CREATE',
    record,
    race,
    fieldChanges(undefined, record, HISTORY_FIELDS),
  );
  await ports.put(record, true, history);
  return toView(record, race);
}

export async function updateNumbering(
  ports: NumberingPorts,
  change: NumberingChange,
  guid: string,
  rule: NumberingRule,
): Promise<NumberingView> {
  const before = await numberingOrNotFound(ports, rule.seriesGuid, guid);
  const race = await raceOfRule(ports, rule);
  // Numbers given stay with their registrations; clear first to move a numbering to another race.
  if (before.subEventGuid !== rule.subEventGuid && before.assignedCount > 0)
    throw new BusinessRuleError('numberings.clearBeforeMoving');
  const after: NumberingRecord = { ...before, ...rule, dateUpdated: change.now.toISOString() };
  const history = historyOf(
    ports,
    change,
    'UPDATE',
    after,
    race,
    fieldChanges(before, after, HISTORY_FIELDS),
  );
  if (!(await ports.put(after, false, history))) throw new NotFoundError('numberings.notFound');
  return toView(after, race);
}

export async function deleteNumbering(
  ports: NumberingPorts,
  change: NumberingChange,
  seriesGuid: string,
  guid: string,
): Promise<{ deleted: true }> {
  const before = await numberingOrNotFound(ports, seriesGuid, guid);
  // The numbers it gave would lose the rule that clears them.
  if (before.assignedCount > 0) throw new BusinessRuleError('numberings.clearBeforeDeleting');
  const race = await ports.race(before.subEventGuid);
  const history = historyOf(
    ports,
    change,
    'DELETE',
    before,
    race,
    fieldChanges(before, undefined, HISTORY_FIELDS),
  );
  if (!(await ports.delete(seriesGuid, guid, history))) throw new NotFoundError('numberings.notFound');
  return { deleted: true };
}

export const ruleFields = ({ seriesGuid: _s, ...rule }: NumberingRule): NumberingRuleFields => rule;

/** What a rule (saved or a draft of the form) would assign now, without writing. */
export async function previewNumberingRule(
  ports: NumberingPorts,
  rule: NumberingRule,
  numberingGuid: string | null,
): Promise<NumberingPreview> {
  await raceOfRule(ports, rule);
  const [rows, guarded] = await Promise.all([
    ports.rows(rule.subEventGuid),
    ports.guarded(rule.subEventGuid),
  ]);
  return previewNumbering(rows, guarded, ruleFields(rule), numberingGuid, MAX_START_NUMBER);
}

export async function previewSavedNumbering(
  ports: NumberingPorts,
  seriesGuid: string,
  guid: string,
): Promise<NumberingPreview> {
  const record = await numberingOrNotFound(ports, seriesGuid, guid);
  return previewNumberingRule(ports, record, guid);
}
