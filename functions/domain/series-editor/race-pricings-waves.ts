import type {
  CreatePricingBody,
  CreateWaveBody,
  Pricing,
  PricingFields,
  UpdatePricingBody,
  UpdateWaveBody,
  Wave,
  WaveFields,
} from '@shared/back-office/race-schemas';
import type { EditorPricing, EditorWave } from './race-ports';
import {
  categoryIn,
  countersOf,
  iso,
  optIso,
  pricingIn,
  pricingView,
  treeOfRace,
  waveIn,
  waveView,
} from './race-tree';
import type { Ctx } from './race-writes';
import {
  checkPrices,
  checkVersion,
  nextOrder,
  refuseWithOrders,
  removeWithHistory,
  save,
  stamp,
  withClosed,
} from './race-writes';

// ——— pricings ———

function applyPricing(base: EditorPricing, f: PricingFields, now: Date): EditorPricing {
  return stamp(
    {
      ...base,
      name: f.name,
      currencyPrices: f.prices,
      dateFrom: f.dateFrom ? iso(f.dateFrom) : null,
      dateTo: f.dateTo ? iso(f.dateTo) : null,
      capacityFrom: f.capacityFrom,
      capacityTo: f.capacityTo,
    },
    now,
  );
}

export async function createPricing(ctx: Ctx, body: CreatePricingBody): Promise<Pricing> {
  const { seriesEventSubEventId: sub, categoryId, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  categoryIn(tree, sub, categoryId);
  checkPrices(tree, fields.prices, ctx, 'none');
  const siblings = tree.pricings.filter((p) => p.categoryGuid === categoryId);
  const record = applyPricing(
    {
      entity: 'pricing',
      guid: ctx.ports.newId(),
      categoryGuid: categoryId,
      order: nextOrder(siblings),
    } as EditorPricing,
    fields,
    ctx.now,
  );
  await save(
    ctx,
    tree,
    'pricing',
    { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: categoryId },
    undefined,
    record,
  );
  return pricingView(record);
}

export async function updatePricing(ctx: Ctx, guid: string, body: UpdatePricingBody): Promise<Pricing> {
  const { seriesEventSubEventId: sub, version, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  const before = pricingIn(tree, sub, guid);
  checkVersion(before, version);
  checkPrices(tree, fields.prices, ctx, 'none');
  const after = applyPricing(before, fields, ctx.now);
  const path = { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: before.categoryGuid };
  const changed = await save(ctx, tree, 'pricing', path, before, after);
  return pricingView(changed ? after : before);
}

/** A pricing tier has no places of its own: its registrations are the category's. */
export async function deletePricing(ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> {
  const { tree } = await treeOfRace(ctx.ports, sub);
  const record = pricingIn(tree, sub, guid);
  const path = { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: record.categoryGuid };
  return removeWithHistory(ctx, tree, 'pricing', path, record);
}

// ——— waves ———

function applyWave(base: EditorWave, f: WaveFields, now: Date): EditorWave {
  const { currencyPrices: _, ...rest } = base;
  return stamp(
    {
      ...rest,
      name: f.name,
      ...(Object.keys(f.prices).length ? { currencyPrices: f.prices } : {}),
      dateFrom: optIso(f.dateFrom),
      dateTo: optIso(f.dateTo),
      capacity: f.capacity,
    },
    now,
  );
}

export async function createWave(ctx: Ctx, body: CreateWaveBody): Promise<Wave> {
  const { seriesEventSubEventId: sub, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  checkPrices(tree, fields.prices, ctx, 'none');
  const siblings = tree.waves.filter((w) => w.subEventGuid === sub);
  const record = applyWave(
    {
      entity: 'wave',
      guid: ctx.ports.newId(),
      subEventGuid: sub,
      eventGuid: tree.event.guid,
      order: nextOrder(siblings),
    } as EditorWave,
    fields,
    ctx.now,
  );
  await save(ctx, tree, 'wave', { eventGuid: tree.event.guid, subEventGuid: sub }, undefined, record);
  return waveView(record, new Map());
}

export async function updateWave(ctx: Ctx, guid: string, body: UpdateWaveBody): Promise<Wave> {
  const { seriesEventSubEventId: sub, version, closeSalesAt, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  const before = waveIn(tree, sub, guid);
  checkVersion(before, version);
  checkPrices(tree, fields.prices, ctx, 'none');
  const after = applyWave(before, withClosed(fields, closeSalesAt), ctx.now);
  const changed = await save(
    ctx,
    tree,
    'wave',
    { eventGuid: tree.event.guid, subEventGuid: sub },
    before,
    after,
    undefined,
    closeSalesAt,
  );
  return waveView(changed ? after : before, await countersOf(ctx.ports, tree));
}

export async function deleteWave(ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> {
  const { tree } = await treeOfRace(ctx.ports, sub);
  const record = waveIn(tree, sub, guid);
  await refuseWithOrders(ctx, tree, 'wave', record);
  return removeWithHistory(ctx, tree, 'wave', { eventGuid: tree.event.guid, subEventGuid: sub }, record);
}
