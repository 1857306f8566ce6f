import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type {
  SelfServiceRules,
  SelfServiceSettings,
  SelfServiceSettingsBody,
} from '@shared/self-service/race-change-schemas';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import type { EditorSubevent, RaceEditorStore, RaceTree } from '../series-editor/race-ports';
import type { Actor } from '../series-editor/series-editor-ports';
import { rulesOf } from './race-change-rules';

/**
 * The organiser's self-service rules of a race (issue 27), stored on the race record as
 * `selfService` with the race's version (a change made meanwhile in the race form is a conflict,
 * not an overwrite); every change is an entry in the event's and the series' history.
 */
export interface SelfServiceSettingsCtx {
  races: Pick<RaceEditorStore, 'eventOfSubevent' | 'raceTree' | 'put'>;
  newId(): string;
  actor: Actor;
  locale: Locale;
  now: Date;
}

async function loadRace(
  ctx: SelfServiceSettingsCtx,
  raceGuid: string,
): Promise<{ tree: RaceTree; race: EditorSubevent }> {
  const eventGuid = await ctx.races.eventOfSubevent(raceGuid);
  const tree = eventGuid ? await ctx.races.raceTree(eventGuid) : undefined;
  const race = tree?.subevents.find((s) => s.guid === raceGuid);
  if (!tree || !race) throw new NotFoundError('raceEditor.raceNotFound');
  return { tree, race };
}

const view = (tree: RaceTree, race: EditorSubevent): SelfServiceSettings => ({
  seriesEventSubEventId: race.guid,
  version: race.version ?? 0,
  dateUpdated: race.dateUpdated ?? null,
  selfService: rulesOf(race),
  races: tree.subevents.map((s) => ({ id: s.guid, name: s.name })),
});

/** GET admin/series/sub-events/{id}/self-service. */
export async function selfServiceSettings(
  ctx: SelfServiceSettingsCtx,
  raceGuid: string,
): Promise<SelfServiceSettings> {
  const { tree, race } = await loadRace(ctx, raceGuid);
  return view(tree, race);
}

/** The rules as history shows them (targets by name). */
const historyFields = (r: SelfServiceRules, tree: RaceTree) => ({
  raceChangeAllowed: r.raceChange.allowed,
  raceChangeTargets: r.raceChange.targetSubEventIds
    .map((id) => tree.subevents.find((s) => s.guid === id)?.name ?? id)
    .join(', '),
  raceChangeUntil: r.raceChange.until,
  raceChangeFee: r.raceChange.fee,
  transferAllowed: r.transfer?.allowed ?? false,
  transferUntil: r.transfer?.until ?? null,
  transferFee: r.transfer?.fee ?? null,
  transferStartNumber: r.transfer?.startNumber ?? 'keep',
});

/** POST admin/series/sub-events/{id}/self-service: targets must be races of the same event. */
export async function saveSelfServiceSettings(
  ctx: SelfServiceSettingsCtx,
  raceGuid: string,
  body: SelfServiceSettingsBody,
): Promise<SelfServiceSettings> {
  const { tree, race } = await loadRace(ctx, raceGuid);
  if ((race.version ?? 0) !== body.version) throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  const targets = body.selfService.raceChange.targetSubEventIds.map((id) => id.toLowerCase());
  targets.forEach((id, i) => {
    if (!tree.subevents.some((s) => s.guid.toLowerCase() === id))
      throw new ValidationFailedError([
        {
          field: `body.selfService.raceChange.targetSubEventIds.${i}`,
          errors: [
            formatMessage('selfService.targetNotInEvent', ctx.locale) ?? 'selfService.targetNotInEvent',
          ],
        },
      ]);
  });
  const rules: SelfServiceRules = {
    raceChange: {
      ...body.selfService.raceChange,
      targetSubEventIds: targets.map(
        (id) => tree.subevents.find((s) => s.guid.toLowerCase() === id)?.guid ?? id,
      ),
      fee: body.selfService.raceChange.fee || null,
    },
    // Absent in the body: the stored transfer rules stay.
    transfer: body.selfService.transfer
      ? { ...body.selfService.transfer, fee: body.selfService.transfer.fee || null }
      : rulesOf(race).transfer,
  };
  const before = historyFields(rulesOf(race), tree);
  const after = historyFields(rules, tree);
  const changes = (Object.keys(after) as Array<keyof typeof after>)
    .filter((k) => before[k] !== after[k])
    .map((field) => ({ field, before: before[field], after: after[field] }));
  if (!changes.length) return view(tree, race);
  const at = ctx.now.toISOString();
  const next: EditorSubevent = {
    ...race,
    selfService: rules,
    version: (race.version ?? 0) + 1,
    dateCreated: race.dateCreated ?? at,
    dateUpdated: at,
  };
  const entry: HistoryEntry = {
    historyId: ctx.newId(),
    at,
    action: 'UPDATE',
    actor: ctx.actor,
    changes,
    target: { kind: 'subevent', guid: raceGuid, name: race.name, eventName: tree.event.name },
  };
  const outcome = await ctx.races.put({
    kind: 'subevent',
    path: { eventGuid: tree.event.guid, subEventGuid: race.guid },
    record: next,
    expectedVersion: race.version ?? 0,
    eventHistory: { ...entry, eventGuid: tree.event.guid },
    seriesHistory: { ...entry, seriesGuid: tree.event.seriesGuid },
  });
  if (outcome === 'gone') throw new NotFoundError('raceEditor.raceNotFound');
  if (outcome !== 'ok') throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  return view(tree, next);
}
