import {
  cardAppliesToRace,
  isChangeableCardValue,
  type RegistrationChange,
  type RegistrationChangeBody,
  type RegistrationChangeFields,
} from '@shared/back-office/registration-change-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type { CardRecord } from '../catalog/card-records';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { fieldChanges } from './history';
import type { EditorSubevent, RaceEditorStore } from './race-ports';
import type { Actor } from './series-editor-ports';

/**
 * Registration-change settings of a race (spec §3 Subevent allowRegistrationValueChange,
 * registrationValueChangePrice; §7 admin series registration-change): stored on the race itself,
 * with its version, so a change made meanwhile in the race form is a conflict, not an overwrite;
 * every change is an entry in the event's and the series' history.
 */
export interface RegistrationChangePorts {
  races: Pick<RaceEditorStore, 'eventOfSubevent' | 'raceTree' | 'put'>;
  /** The event's cards (the race's form: which values a registrant answered). */
  cards: { listCards(eventGuid: string): Promise<CardRecord[]> };
  newId(): string;
}

export interface RegistrationChangeCtx {
  ports: RegistrationChangePorts;
  actor: Actor;
  locale: Locale;
  now: Date;
}

const FIELDS = [
  'allowRegistrationValueChange',
  'registrationValueChangePrice',
  'changeableValueNames',
] as const satisfies ReadonlyArray<keyof RegistrationChangeFields>;

function fieldsOf(race: EditorSubevent): RegistrationChangeFields {
  return {
    allowRegistrationValueChange: race.allowRegistrationValueChange ?? false,
    registrationValueChangePrice: race.registrationValueChangePrice ?? null,
    changeableValueNames: race.changeableValueNames ?? [],
  };
}

export function registrationChangeOf(race: EditorSubevent): RegistrationChange {
  return {
    ...fieldsOf(race),
    id: race.guid,
    seriesEventSubEventId: race.guid,
    version: race.version ?? 0,
    dateUpdated: race.dateUpdated ?? null,
  };
}

/** Names of the values of the race's form a registrant may be allowed to change (see `isChangeableCardValue`). */
export function changeableNamesOfRace(cards: readonly CardRecord[], raceGuid: string): Set<string> {
  const names = new Set<string>();
  for (const card of cards) {
    if (card.archived || !cardAppliesToRace(card, raceGuid)) continue;
    for (const v of card.values) if (isChangeableCardValue(v)) names.add(v.name);
  }
  return names;
}

/** The changed fields as history shows them (the value list as one text). */
const historyFields = (f: RegistrationChangeFields) => ({
  ...f,
  changeableValueNames: f.changeableValueNames.join(', '),
});

/**
 * POST admin/series/registration-change: `id` is the race's own settings record, so an id of
 * another race is not found; the version is the race's as read; only values of the race's form a
 * change cannot price are accepted.
 */
export async function changeRegistrationSettings(
  ctx: RegistrationChangeCtx,
  body: RegistrationChangeBody,
): Promise<RegistrationChange> {
  const { seriesEventSubEventId: raceGuid, id, version, ...fields } = body;
  if (id.toLowerCase() !== raceGuid.toLowerCase()) throw new NotFoundError('raceEditor.raceNotFound');
  const eventGuid = await ctx.ports.races.eventOfSubevent(raceGuid);
  const tree = eventGuid ? await ctx.ports.races.raceTree(eventGuid) : undefined;
  const before = tree?.subevents.find((s) => s.guid === raceGuid);
  if (!tree || !before) throw new NotFoundError('raceEditor.raceNotFound');
  if ((before.version ?? 0) !== version) throw new BusinessRuleError('seriesEditor.changedMeanwhile');

  const allowed = changeableNamesOfRace(await ctx.ports.cards.listCards(tree.event.guid), raceGuid);
  // Also a value chosen before: once the form prices or limits it, the admin unticks it to save.
  fields.changeableValueNames.forEach((name, i) => {
    if (!allowed.has(name))
      throw new ValidationFailedError([
        {
          field: `body.changeableValueNames.${i}`,
          errors: [formatMessage('raceEditor.valueNotChangeable', ctx.locale, { name }) ?? name],
        },
      ]);
  });

  const changes = fieldChanges(historyFields(fieldsOf(before)), historyFields(fields), FIELDS);
  if (!changes.length) return registrationChangeOf(before);

  const at = ctx.now.toISOString();
  const after: EditorSubevent = {
    ...before,
    allowRegistrationValueChange: fields.allowRegistrationValueChange,
    registrationValueChangePrice: fields.registrationValueChangePrice ?? undefined,
    changeableValueNames: fields.changeableValueNames,
    version: (before.version ?? 0) + 1,
    dateCreated: before.dateCreated ?? at,
    dateUpdated: at,
  };
  const entry: HistoryEntry = {
    historyId: ctx.ports.newId(),
    at,
    action: 'UPDATE',
    actor: ctx.actor,
    changes,
    target: { kind: 'subevent', guid: raceGuid, name: before.name, eventName: tree.event.name },
  };
  const outcome = await ctx.ports.races.put({
    kind: 'subevent',
    path: { eventGuid: tree.event.guid, subEventGuid: raceGuid },
    record: after,
    expectedVersion: before.version ?? 0,
    eventHistory: { ...entry, eventGuid: tree.event.guid },
    seriesHistory: { ...entry, seriesGuid: tree.event.seriesGuid },
  });
  if (outcome === 'gone') throw new NotFoundError('raceEditor.raceNotFound');
  if (outcome !== 'ok') throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  return registrationChangeOf(after);
}
