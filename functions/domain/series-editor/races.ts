import type {
  CreateSubeventBody,
  Subevent,
  SubeventFields,
  UpdateSubeventBody,
} from '@shared/back-office/race-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { EditorSubevent, RaceEditorPorts, RacePath } from './race-ports';
import {
  NOT_FOUND,
  countersOf,
  getRace,
  iso,
  listRaces,
  opt,
  optIso,
  subeventView,
  treeOfEvent,
  treeOfRace,
} from './race-tree';
import type { Ctx } from './race-writes';
import {
  checkVersion,
  eventWindow,
  nextOrder,
  refuseWithOrders,
  removeWithHistory,
  save,
  stamp,
  withClosed,
} from './race-writes';

function applySubevent(
  base: EditorSubevent,
  f: SubeventFields,
  ports: RaceEditorPorts,
  now: Date,
): EditorSubevent {
  return stamp(
    {
      ...base,
      name: f.name,
      anotation: f.anotation,
      description: ports.sanitize(f.description),
      location: f.location,
      url: opt(f.url),
      dateFrom: iso(f.dateFrom),
      dateTo: iso(f.dateTo),
      lattitude: opt(f.lattitude),
      longitude: opt(f.longitude),
      capacity: f.capacity,
      daysTillExpiration: opt(f.daysTillExpiration),
      registrationFrom: iso(f.registrationFrom),
      registrationTo: iso(f.registrationTo),
      startListFrom: optIso(f.startListFrom),
      startListTo: optIso(f.startListTo),
      type: f.type,
      membersFrom: opt(f.membersFrom),
      membersTo: opt(f.membersTo),
      allowIndividuals: f.allowIndividuals,
      teamPricing: f.teamPricing,
      relayChangesFrom: optIso(f.relayChangesFrom),
      relayChangesTo: optIso(f.relayChangesTo),
      forbidBankTransferFrom: optIso(f.forbidBankTransferFrom),
      allowRegistrationValueChange: f.allowRegistrationValueChange,
      registrationValueChangePrice: opt(f.registrationValueChangePrice),
    },
    now,
  );
}

/** POST admin/series/sub-events: a race at the end of the event's list, with its counter. */
export async function createRace(ctx: Ctx, body: CreateSubeventBody): Promise<Subevent> {
  const { eventGuid, ...fields } = body;
  const tree = await treeOfEvent(ctx.ports, eventGuid);
  const guid = ctx.ports.newId();
  const race = applySubevent(
    {
      entity: 'subevent',
      guid,
      eventGuid,
      seriesGuid: tree.event.seriesGuid,
      order: nextOrder(tree.subevents),
    } as EditorSubevent,
    fields,
    ctx.ports,
    ctx.now,
  );
  await save(
    ctx,
    tree,
    'subevent',
    { eventGuid, subEventGuid: guid },
    undefined,
    race,
    eventWindow([...tree.subevents, race]),
  );
  return subeventView({ ...tree, subevents: [...tree.subevents, race] }, race, new Map());
}

/** PUT admin/series/sub-events/{id}: version check; a changed capacity changes only the counter's. */
export async function updateRace(ctx: Ctx, guid: string, body: UpdateSubeventBody): Promise<Subevent> {
  const { tree, race: before } = await treeOfRace(ctx.ports, guid);
  const { version, closeSalesAt, ...fields } = body;
  checkVersion(before, version);
  const after = applySubevent(before, withClosed(fields, closeSalesAt), ctx.ports, ctx.now);
  const races = tree.subevents.map((s) => (s.guid === guid ? after : s));
  const changed = await save(
    ctx,
    tree,
    'subevent',
    { eventGuid: tree.event.guid, subEventGuid: guid },
    before,
    after,
    eventWindow(races),
    closeSalesAt,
  );
  const next = { ...tree, subevents: changed ? races : tree.subevents };
  return subeventView(next, changed ? after : before, await countersOf(ctx.ports, next));
}

/** DELETE admin/series/sub-events/{id}: refused while any order took a place in it. */
export async function deleteRace(ctx: Ctx, guid: string): Promise<{ deleted: true }> {
  const { tree, race } = await treeOfRace(ctx.ports, guid);
  await refuseWithOrders(ctx, tree, 'subevent', race);
  const eventGuid = tree.event.guid;
  const categories = tree.categories.filter((c) => c.subEventGuid === guid);
  const catGuids = new Set(categories.map((c) => c.guid));
  const path = (categoryGuid?: string): RacePath => ({
    eventGuid,
    subEventGuid: guid,
    ...(categoryGuid ? { categoryGuid } : {}),
  });
  return removeWithHistory(ctx, tree, 'subevent', path(), race, {
    descendants: [
      ...categories.map((c) => ({ kind: 'category' as const, path: path(), guid: c.guid })),
      ...tree.subcategories
        .filter((s) => catGuids.has(s.categoryGuid))
        .map((s) => ({ kind: 'subcategory' as const, path: path(s.categoryGuid), guid: s.guid })),
      ...tree.pricings
        .filter((p) => catGuids.has(p.categoryGuid))
        .map((p) => ({ kind: 'pricing' as const, path: path(p.categoryGuid), guid: p.guid })),
      ...tree.waves
        .filter((w) => w.subEventGuid === guid)
        .map((w) => ({ kind: 'wave' as const, path: path(), guid: w.guid })),
    ],
    eventWindow: eventWindow(tree.subevents.filter((s) => s.guid !== guid)),
  });
}

// ——— order ———

function sameSet(current: readonly string[], wanted: readonly string[]) {
  const same = current.length === wanted.length && current.every((g) => wanted.includes(g));
  if (!same) throw new BusinessRuleError('seriesEditor.reorderMismatch', undefined, 400);
}

/** POST admin/series/sub-events/reorder: every race of the event once. */
export async function reorderRaces(
  ports: RaceEditorPorts,
  body: { eventGuid: string; guids: string[] },
): Promise<Subevent[]> {
  const tree = await treeOfEvent(ports, body.eventGuid);
  sameSet(
    tree.subevents.map((s) => s.guid),
    body.guids,
  );
  const outcome = await ports.store.reorder(
    'subevent',
    body.guids.map((guid) => ({ path: { eventGuid: body.eventGuid, subEventGuid: guid }, guid })),
  );
  if (outcome !== 'ok') throw new BusinessRuleError('seriesEditor.reorderMismatch', undefined, 409);
  return listRaces(ports, body.eventGuid);
}

/** POST admin/series/sub-events/{id}/reorder: the race's categories or waves, every one once. */
export async function reorderInRace(
  ports: RaceEditorPorts,
  sub: string,
  body: { kind: 'categories' | 'waves'; guids: string[] },
): Promise<Subevent> {
  const { tree } = await treeOfRace(ports, sub);
  const list = body.kind === 'categories' ? tree.categories : tree.waves;
  sameSet(
    list.filter((r) => r.subEventGuid === sub).map((r) => r.guid),
    body.guids,
  );
  const outcome = await ports.store.reorder(
    body.kind === 'categories' ? 'category' : 'wave',
    body.guids.map((guid) => ({ path: { eventGuid: tree.event.guid, subEventGuid: sub }, guid })),
  );
  if (outcome !== 'ok') throw new BusinessRuleError('seriesEditor.reorderMismatch', undefined, 409);
  return getRace(ports, sub);
}

export type RaceCtx = Ctx;

// ——— create-many / update-many ———

/**
 * Create-many and update-many (spec §7): each record as its single call, in the order given, so
 * each gets the same checks, counter and history; the first refusal stops the rest (the ones
 * before it stay saved).
 */
export async function eachInOrder<I, O>(items: readonly I[], one: (item: I) => Promise<O>): Promise<O[]> {
  const out: O[] = [];
  for (const item of items) out.push(await one(item));
  return out;
}

/** PUT admin/series/sub-events/update-many: only races of the event the call is scoped to. */
export async function updateRaceOfEvent(
  ctx: Ctx,
  eventGuid: string,
  item: UpdateSubeventBody & { id: string },
): Promise<Subevent> {
  if ((await ctx.ports.store.eventOfSubevent(item.id)) !== eventGuid)
    throw new NotFoundError(NOT_FOUND.subevent);
  const { id, ...body } = item;
  return updateRace(ctx, id, body);
}

// The race editor's calls, one module per record kind (imported from here by the handlers).
export { getCategory, getPricing, getSubcategory, getWave, listRaces, getRace } from './race-tree';
export * from './race-categories';
export * from './race-pricings-waves';
