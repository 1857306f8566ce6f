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
import type { EditorCategory, EditorSubcategory, RaceTree } from './race-ports';
import { createPart, deletePart, updatePart } from './race-part-writes';
import { categoryIn, categoryView, countersOf, opt, subcategoryIn, subcategoryView } from './race-tree';
import { checkPrices, nextOrder, stamp, withClosed, type Ctx } from './race-writes';

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
  const { tree, record } = await createPart(ctx, 'category', sub, {
    check: (tree) => checkPrices(tree, fields.prices, ctx, 'every'),
    build: (tree) =>
      applyCategory(
        {
          entity: 'category',
          guid: ctx.ports.newId(),
          subEventGuid: sub,
          eventGuid: tree.event.guid,
          order: nextOrder(tree.categories.filter((c) => c.subEventGuid === sub)),
        } as EditorCategory,
        fields,
        ctx.now,
      ),
    path: (tree) => ({ eventGuid: tree.event.guid, subEventGuid: sub }),
  });
  return categoryView(tree, record, new Map());
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
  const { tree, record } = await updatePart(
    ctx,
    'category',
    sub,
    { version, closeSalesAt },
    {
      find: (tree) => categoryIn(tree, sub, guid),
      check: (tree, before) =>
        checkPrices(tree, fields.prices, ctx, onePrice ? { kept: before?.currencyPrices ?? {} } : 'every'),
      apply: (before) => applyCategory(before, withClosed(fields, closeSalesAt), ctx.now),
      path: (tree) => ({ eventGuid: tree.event.guid, subEventGuid: sub }),
    },
  );
  return categoryView(tree, record, await countersOf(ctx.ports, tree));
}

export const deleteCategory = (ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> =>
  deletePart(ctx, 'category', sub, {
    find: (tree) => categoryIn(tree, sub, guid),
    placesOfItsOwn: true,
    path: (tree) => ({ eventGuid: tree.event.guid, subEventGuid: sub }),
    descendants: (tree) => {
      const below = { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: guid };
      return [
        ...tree.subcategories
          .filter((s) => s.categoryGuid === guid)
          .map((s) => ({ kind: 'subcategory' as const, path: below, guid: s.guid })),
        ...tree.pricings
          .filter((p) => p.categoryGuid === guid)
          .map((p) => ({ kind: 'pricing' as const, path: below, guid: p.guid })),
      ];
    },
  });

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
  const { record } = await createPart(ctx, 'subcategory', sub, {
    check: (tree) => void categoryIn(tree, sub, categoryId),
    build: (tree) =>
      applySubcategory(
        {
          entity: 'subcategory',
          guid: ctx.ports.newId(),
          categoryGuid: categoryId,
          order: nextOrder(tree.subcategories.filter((s) => s.categoryGuid === categoryId)),
        } as EditorSubcategory,
        fields,
        ctx.now,
      ),
    path: (tree) => ({ eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: categoryId }),
  });
  return subcategoryView(record, new Map());
}

/** Where a sub-category stands: below its category. */
const subcategoryPath = (sub: string) => (tree: RaceTree, r: EditorSubcategory) => ({
  eventGuid: tree.event.guid,
  subEventGuid: sub,
  categoryGuid: r.categoryGuid,
});

export async function updateSubcategory(
  ctx: Ctx,
  guid: string,
  body: UpdateSubcategoryBody,
): Promise<Subcategory> {
  const { seriesEventSubEventId: sub, version, closeSalesAt, ...fields } = body;
  const { tree, record } = await updatePart(
    ctx,
    'subcategory',
    sub,
    { version, closeSalesAt },
    {
      find: (tree) => subcategoryIn(tree, sub, guid),
      apply: (before) => applySubcategory(before, withClosed(fields, closeSalesAt), ctx.now),
      path: subcategoryPath(sub),
    },
  );
  return subcategoryView(record, await countersOf(ctx.ports, tree));
}

export const deleteSubcategory = (ctx: Ctx, sub: string, guid: string): Promise<{ deleted: true }> =>
  deletePart(ctx, 'subcategory', sub, {
    find: (tree) => subcategoryIn(tree, sub, guid),
    placesOfItsOwn: true,
    path: subcategoryPath(sub),
  });
