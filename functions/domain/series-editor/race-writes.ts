import type { Prices } from '@shared/back-office/race-schemas';
import type { FieldChange, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { CurrencyCode, Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { fieldChanges, PLACE_AND_TIME_FIELDS } from './history';
import type {
  EditorCategory,
  EditorPricing,
  EditorStamps,
  EditorSubcategory,
  EditorSubevent,
  EditorWave,
  RaceEditorPorts,
  RaceDelete,
  RaceKind,
  RacePath,
  RaceRecord,
  RaceTree,
  RaceWriteOutcome,
} from './race-ports';
import type { Actor } from './series-editor-ports';
import {
  NOT_FOUND,
  categoryFields,
  counterKey,
  pricingFields,
  subcategoryFields,
  subeventFields,
  waveFields,
} from './race-tree';

export interface Ctx {
  ports: RaceEditorPorts;
  actor: Actor;
  locale: Locale;
  now: Date;
}

const HISTORY_FIELDS: Record<RaceKind, readonly string[]> = {
  subevent: [
    ...PLACE_AND_TIME_FIELDS,
    'daysTillExpiration',
    'registrationFrom',
    'registrationTo',
    'startListFrom',
    'startListTo',
    'type',
    'membersFrom',
    'membersTo',
    'allowIndividuals',
    'teamPricing',
    'relayChangesFrom',
    'relayChangesTo',
    'forbidBankTransferFrom',
    'allowRegistrationValueChange',
    'registrationValueChangePrice',
  ],
  category: [
    'name',
    'minAge',
    'maxAge',
    'gender',
    'prices',
    'teamPricing',
    'capacity',
    'validateAgeToSubEventYear',
  ],
  subcategory: ['name', 'minAge', 'maxAge', 'gender', 'capacity'],
  pricing: ['name', 'prices', 'dateFrom', 'dateTo', 'capacityFrom', 'capacityTo'],
  wave: ['name', 'prices', 'dateFrom', 'dateTo', 'capacity'],
};

function fieldsFor(kind: RaceKind, r: RaceRecord | undefined): Record<string, unknown> | undefined {
  if (!r) return undefined;
  const f: Record<string, unknown> =
    kind === 'subevent'
      ? { ...subeventFields(r as EditorSubevent) }
      : kind === 'category'
        ? { ...categoryFields(r as EditorCategory) }
        : kind === 'subcategory'
          ? { ...subcategoryFields(r as EditorSubcategory) }
          : kind === 'pricing'
            ? { ...pricingFields(r as EditorPricing) }
            : { ...waveFields(r as EditorWave) };
  // Prices as one readable text ("CZK 45000, EUR 1800"), compared as such.
  if (f.prices)
    f.prices = Object.entries(f.prices as Prices)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, v]) => `${c} ${v}`)
      .join(', ');
  return f;
}

/** The history entry of a change below an event: in the event's and in the series' history. */
function entries(
  ctx: Ctx,
  tree: RaceTree,
  kind: RaceKind,
  action: HistoryEntry['action'],
  before: RaceRecord | undefined,
  after: RaceRecord | undefined,
  /** What the fields do not show (sales closed at the places sold). */
  extra: FieldChange[] = [],
) {
  const record = (after ?? before) as RaceRecord;
  const entry: HistoryEntry = {
    historyId: ctx.ports.newId(),
    at: ctx.now.toISOString(),
    action,
    actor: ctx.actor,
    changes: [
      ...fieldChanges(fieldsFor(kind, before), fieldsFor(kind, after), HISTORY_FIELDS[kind]),
      ...extra,
    ],
    target: { kind, guid: record.guid, name: record.name, eventName: tree.event.name },
  };
  return {
    entry,
    eventHistory: { ...entry, eventGuid: tree.event.guid },
    seriesHistory: { ...entry, seriesGuid: tree.event.seriesGuid },
  };
}

function invalid(field: string, code: string, locale: Locale, params?: Record<string, string>): never {
  throw new ValidationFailedError([{ field, errors: [formatMessage(code, locale, params) ?? code] }]);
}

/**
 * Prices only in the event's currencies; a category needs one in each of them (`every`), or, when
 * one price is changed on its own (currency prices), keeps each it had in them (`kept`: a currency
 * added to the event later gets its prices one by one).
 */
export function checkPrices(
  tree: RaceTree,
  prices: Prices,
  ctx: Ctx,
  rule: 'every' | 'none' | { kept: Prices },
) {
  const sold = tree.event.currencies ?? [];
  for (const currency of Object.keys(prices))
    if (!sold.includes(currency as CurrencyCode))
      invalid('body.prices', 'raceEditor.currencyNotSold', ctx.locale, { currency });
  const required =
    rule === 'every' ? sold : rule === 'none' ? [] : sold.filter((c) => rule.kept[c] !== undefined);
  if (required.some((c) => prices[c] === undefined))
    invalid('body.prices', 'raceEditor.priceRequired', ctx.locale, { currencies: sold.join(', ') });
}

export const stamp = <T extends EditorStamps>(base: T, now: Date): T => ({
  ...base,
  version: (base.version ?? 0) + 1,
  dateCreated: base.dateCreated ?? now.toISOString(),
  dateUpdated: now.toISOString(),
});
export const nextOrder = (list: EditorStamps[]) => Math.max(0, ...list.map((r) => r.order ?? 0)) + 1;

/** The event's registration window: from the earliest race opening to the latest closing. */
export function eventWindow(races: EditorSubevent[]) {
  const from = races.map((s) => s.registrationFrom).sort()[0];
  const to = races
    .map((s) => s.registrationTo)
    .sort()
    .at(-1);
  return { registrationFrom: from, registrationTo: to };
}

async function failOn(
  ctx: Ctx,
  outcome: RaceWriteOutcome,
  kind: RaceKind,
  record: { guid: string; name: string; capacity?: number },
) {
  if (outcome === 'ok') return;
  if (outcome === 'changedMeanwhile') throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  if (outcome === 'gone') throw new NotFoundError(NOT_FOUND[kind]);
  if (outcome === 'hasRegistrations')
    throw new BusinessRuleError('raceEditor.hasRegistrations', { name: record.name });
  const used =
    (await ctx.ports.store.counters([[kind, record.guid]])).get(counterKey(kind, record.guid))?.used ?? 0;
  // Closing sales at the places sold the admin saw: more (or fewer) were sold meanwhile. The new
  // number goes back so the form can ask again with it.
  // `id` names the refused record: an update-many caller closes sales on that one and sends it again.
  const params = { capacity: record.capacity ?? 0, used, id: record.guid };
  if (outcome === 'soldChanged') throw new BusinessRuleError('raceEditor.soldMeanwhile', params);
  throw new BusinessRuleError('raceEditor.capacityBelowSold', params);
}

/** Closing sales: the capacity is the places sold the admin confirmed (whatever the form held). */
export const withClosed = <F extends { capacity: number }>(fields: F, closeSalesAt: number | undefined): F =>
  closeSalesAt === undefined ? fields : { ...fields, capacity: closeSalesAt };

export function checkVersion(before: EditorStamps, version: number) {
  if ((before.version ?? 0) !== version) throw new BusinessRuleError('seriesEditor.changedMeanwhile');
}

/**
 * Stores a new or changed record with its history; a changed capacity changes only the counter's
 * capacity (a new record with a limit gets its counter). `closeSalesAt`: the admin confirmed closing
 * sales, so the capacity becomes that many places sold, written only while exactly that many are
 * sold; the history says sales were closed.
 */
export async function save(
  ctx: Ctx,
  tree: RaceTree,
  kind: RaceKind,
  path: RacePath,
  before: RaceRecord | undefined,
  after: RaceRecord & { capacity?: number },
  window?: ReturnType<typeof eventWindow>,
  closeSalesAt?: number,
): Promise<boolean> {
  const closed =
    closeSalesAt === undefined ? [] : [{ field: 'salesClosedAt', before: null, after: closeSalesAt }];
  const h = entries(ctx, tree, kind, before ? 'UPDATE' : 'CREATE', before, after, closed);
  if (before && !h.entry.changes.length) return false;
  const beforeCapacity = (before as { capacity?: number } | undefined)?.capacity ?? 0;
  const capacity =
    closeSalesAt ??
    (after.capacity === undefined || (before ? after.capacity === beforeCapacity : after.capacity <= 0)
      ? undefined
      : after.capacity);
  const outcome = await ctx.ports.store.put({
    kind,
    path,
    record: after,
    expectedVersion: before ? (before.version ?? 0) : undefined,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
    ...(capacity !== undefined ? { capacity } : {}),
    ...(closeSalesAt !== undefined ? { closeSalesAt } : {}),
    ...(window ? { eventWindow: window } : {}),
  });
  await failOn(ctx, outcome, kind, after);
  return true;
}

/** Refuses deleting a scope any order took a place in (never orphans orders). */
export async function refuseWithOrders(
  ctx: Ctx,
  tree: RaceTree,
  kind: RaceKind,
  record: { guid: string; name: string },
) {
  const counter = (await ctx.ports.store.counters([[kind, record.guid]])).get(counterKey(kind, record.guid));
  if ((counter?.used ?? 0) > 0 || (await ctx.ports.store.hasOrders(tree.event.seriesGuid, kind, record.guid)))
    throw new BusinessRuleError('raceEditor.hasRegistrations', { name: record.name });
}

// ——— sub-events (races) ———

/**
 * Deletes a record (as read: its version) with its history entry; `descendants` (a race's
 * categories and waves, a category's sub-categories and pricings) go with it.
 */
export async function removeWithHistory(
  ctx: Ctx,
  tree: RaceTree,
  kind: RaceKind,
  path: RacePath,
  record: RaceRecord,
  extra: Pick<RaceDelete, 'descendants' | 'eventWindow'> = { descendants: [] },
): Promise<{ deleted: true }> {
  const h = entries(ctx, tree, kind, 'DELETE', record, undefined);
  const outcome = await ctx.ports.store.remove({
    kind,
    path,
    guid: record.guid,
    expectedVersion: record.version ?? 0,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
    ...extra,
  });
  await failOn(ctx, outcome, kind, record);
  return { deleted: true };
}
