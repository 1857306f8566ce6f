import type {
  Category,
  CategoryFields,
  CreateCategoryBody,
  CreateSubcategoryBody,
  Subcategory,
  SubcategoryFields,
  UpdateCategoryBody,
  UpdateSubcategoryBody,
} from '@shared/back-office/race-schemas';
import type { EditorCategory, EditorSubcategory } from './race-ports';
import {
  categoryIn,
  categoryView,
  countersOf,
  opt,
  subcategoryIn,
  subcategoryView,
  treeOfRace,
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

// ——— categories ———

function applyCategory(base: EditorCategory, f: CategoryFields, now: Date): EditorCategory {
  return stamp(
    {
      ...base,
      name: f.name,
      minAge: opt(f.minAge),
      maxAge: opt(f.maxAge),
      gender: opt(f.gender),
      currencyPrices: f.prices,
      teamPricing: f.teamPricing,
      capacity: f.capacity,
      validateAgeToSubEventYear: f.validateAgeToSubEventYear,
    },
    now,
  );
}

export async function createCategory(ctx: Ctx, body: CreateCategoryBody): Promise<Category> {
  const { seriesEventSubEventId: sub, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  checkPrices(tree, fields.prices, ctx, 'every');
  const guid = ctx.ports.newId();
  const siblings = tree.categories.filter((c) => c.subEventGuid === sub);
  const category = applyCategory(
    {
      entity: 'category',
      guid,
      subEventGuid: sub,
      eventGuid: tree.event.guid,
      order: nextOrder(siblings),
    } as EditorCategory,
    fields,
    ctx.now,
  );
  await save(ctx, tree, 'category', { eventGuid: tree.event.guid, subEventGuid: sub }, undefined, category);
  return categoryView(tree, category, new Map());
}

/**
 * PUT admin/series/categories/{id}. `onePrice`: the call changes one currency price only (see
 * currency-prices.ts), so the category keeps the prices it had rather than needing all of them.
 */
export async function updateCategory(
  ctx: Ctx,
  guid: string,
  body: UpdateCategoryBody,
  onePrice = false,
): Promise<Category> {
  const { seriesEventSubEventId: sub, version, closeSalesAt, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  const before = categoryIn(tree, sub, guid);
  checkVersion(before, version);
  checkPrices(tree, fields.prices, ctx, onePrice ? { kept: before.currencyPrices ?? {} } : 'every');
  const after = applyCategory(before, withClosed(fields, closeSalesAt), ctx.now);
  const changed = await save(
    ctx,
    tree,
    'category',
    { eventGuid: tree.event.guid, subEventGuid: sub },
    before,
    after,
    undefined,
    closeSalesAt,
  );
  return categoryView(tree, changed ? after : before, await countersOf(ctx.ports, tree));
}

export async function deleteCategory(ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> {
  const { tree } = await treeOfRace(ctx.ports, sub);
  const category = categoryIn(tree, sub, guid);
  await refuseWithOrders(ctx, tree, 'category', category);
  const path = { eventGuid: tree.event.guid, subEventGuid: sub };
  const below = { ...path, categoryGuid: guid };
  return removeWithHistory(ctx, tree, 'category', path, category, {
    descendants: [
      ...tree.subcategories
        .filter((s) => s.categoryGuid === guid)
        .map((s) => ({ kind: 'subcategory' as const, path: below, guid: s.guid })),
      ...tree.pricings
        .filter((p) => p.categoryGuid === guid)
        .map((p) => ({ kind: 'pricing' as const, path: below, guid: p.guid })),
    ],
  });
}

// ——— sub-categories ———

function applySubcategory(base: EditorSubcategory, f: SubcategoryFields, now: Date): EditorSubcategory {
  return stamp(
    {
      ...base,
      name: f.name,
      minAge: opt(f.minAge),
      maxAge: opt(f.maxAge),
      gender: opt(f.gender),
      capacity: f.capacity,
    },
    now,
  );
}

export async function createSubcategory(ctx: Ctx, body: CreateSubcategoryBody): Promise<Subcategory> {
  const { seriesEventSubEventId: sub, categoryId, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  categoryIn(tree, sub, categoryId);
  const siblings = tree.subcategories.filter((s) => s.categoryGuid === categoryId);
  const record = applySubcategory(
    {
      entity: 'subcategory',
      guid: ctx.ports.newId(),
      categoryGuid: categoryId,
      order: nextOrder(siblings),
    } as EditorSubcategory,
    fields,
    ctx.now,
  );
  await save(
    ctx,
    tree,
    'subcategory',
    { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: categoryId },
    undefined,
    record,
  );
  return subcategoryView(record, new Map());
}

export async function updateSubcategory(
  ctx: Ctx,
  guid: string,
  body: UpdateSubcategoryBody,
): Promise<Subcategory> {
  const { seriesEventSubEventId: sub, version, closeSalesAt, ...fields } = body;
  const { tree } = await treeOfRace(ctx.ports, sub);
  const before = subcategoryIn(tree, sub, guid);
  checkVersion(before, version);
  const after = applySubcategory(before, withClosed(fields, closeSalesAt), ctx.now);
  const path = { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: before.categoryGuid };
  const changed = await save(ctx, tree, 'subcategory', path, before, after, undefined, closeSalesAt);
  return subcategoryView(changed ? after : before, await countersOf(ctx.ports, tree));
}

export async function deleteSubcategory(ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> {
  const { tree } = await treeOfRace(ctx.ports, sub);
  const record = subcategoryIn(tree, sub, guid);
  await refuseWithOrders(ctx, tree, 'subcategory', record);
  const path = { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: record.categoryGuid };
  return removeWithHistory(ctx, tree, 'subcategory', path, record);
}
