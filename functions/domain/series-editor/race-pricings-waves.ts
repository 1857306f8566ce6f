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
import type { EditorPricing, EditorWave, RaceTree } from './race-ports';
import { createPart, deletePart, updatePart } from './race-part-writes';
import { categoryIn, countersOf, iso, optIso, pricingIn, pricingView, waveIn, waveView } from './race-tree';
import { checkPrices, nextOrder, stamp, withClosed, type Ctx } from './race-writes';

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

/** Where a pricing tier stands: below its category. */
const pricingPath = (sub: string) => (tree: RaceTree, r: EditorPricing) => ({
  eventGuid: tree.event.guid,
  subEventGuid: sub,
  categoryGuid: r.categoryGuid,
});

export async function createPricing(ctx: Ctx, body: CreatePricingBody): Promise<Pricing> {
  const { seriesEventSubEventId: sub, categoryId, ...fields } = body;
  const { record } = await createPart(ctx, 'pricing', sub, {
    check: (tree) => {
      categoryIn(tree, sub, categoryId);
      checkPrices(tree, fields.prices, ctx, 'none');
    },
    build: (tree) =>
      applyPricing(
        {
          entity: 'pricing',
          guid: ctx.ports.newId(),
          categoryGuid: categoryId,
          order: nextOrder(tree.pricings.filter((p) => p.categoryGuid === categoryId)),
        } as EditorPricing,
        fields,
        ctx.now,
      ),
    path: pricingPath(sub),
  });
  return pricingView(record);
}

export async function updatePricing(ctx: Ctx, guid: string, body: UpdatePricingBody): Promise<Pricing> {
  const { seriesEventSubEventId: sub, version, ...fields } = body;
  const { record } = await updatePart(
    ctx,
    'pricing',
    sub,
    { version },
    {
      find: (tree) => pricingIn(tree, sub, guid),
      check: (tree) => checkPrices(tree, fields.prices, ctx, 'none'),
      apply: (before) => applyPricing(before, fields, ctx.now),
      path: pricingPath(sub),
    },
  );
  return pricingView(record);
}

/** A pricing tier has no places of its own: its registrations are the category's. */
export const deletePricing = (ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> =>
  deletePart(ctx, 'pricing', sub, {
    find: (tree) => pricingIn(tree, sub, guid),
    placesOfItsOwn: false,
    path: pricingPath(sub),
  });

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

/** Where a wave stands: in its race. */
const wavePath = (sub: string) => (tree: RaceTree) => ({ eventGuid: tree.event.guid, subEventGuid: sub });

export async function createWave(ctx: Ctx, body: CreateWaveBody): Promise<Wave> {
  const { seriesEventSubEventId: sub, ...fields } = body;
  const { record } = await createPart(ctx, 'wave', sub, {
    check: (tree) => checkPrices(tree, fields.prices, ctx, 'none'),
    build: (tree) =>
      applyWave(
        {
          entity: 'wave',
          guid: ctx.ports.newId(),
          subEventGuid: sub,
          eventGuid: tree.event.guid,
          order: nextOrder(tree.waves.filter((w) => w.subEventGuid === sub)),
        } as EditorWave,
        fields,
        ctx.now,
      ),
    path: wavePath(sub),
  });
  return waveView(record, new Map());
}

export async function updateWave(ctx: Ctx, guid: string, body: UpdateWaveBody): Promise<Wave> {
  const { seriesEventSubEventId: sub, version, closeSalesAt, ...fields } = body;
  const { tree, record } = await updatePart(
    ctx,
    'wave',
    sub,
    { version, closeSalesAt },
    {
      find: (tree) => waveIn(tree, sub, guid),
      check: (tree) => checkPrices(tree, fields.prices, ctx, 'none'),
      apply: (before) => applyWave(before, withClosed(fields, closeSalesAt), ctx.now),
      path: wavePath(sub),
    },
  );
  return waveView(record, await countersOf(ctx.ports, tree));
}

export const deleteWave = (ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> =>
  deletePart(ctx, 'wave', sub, {
    find: (tree) => waveIn(tree, sub, guid),
    placesOfItsOwn: true,
    path: wavePath(sub),
  });
