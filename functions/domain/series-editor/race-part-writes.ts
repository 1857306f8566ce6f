import type { RaceDelete, RaceKind, RacePath, RaceRecord, RaceTree } from './race-ports';
import { treeOfRace } from './race-tree';
import { checkVersion, refuseWithOrders, removeWithHistory, save, type Ctx } from './race-writes';

/**
 * The one way a part of a race (category, sub-category, pricing, wave) is created, changed and
 * deleted: read the race's tree, check, write with the history in the event's and the series'
 * history. What differs per part (its fields, its place in the tree, its checks) comes in `part`.
 */

/** Where a part stands in the race's tree, and the checks on the tree it is written into. */
interface PartPlace<R> {
  path: (tree: RaceTree, record: R) => RacePath;
  check?: (tree: RaceTree, before?: R) => void;
}

/** Creates a part (`build` gives it its id and order after the checks); answers it with the tree. */
export async function createPart<R extends RaceRecord>(
  ctx: Ctx,
  kind: RaceKind,
  sub: string,
  part: PartPlace<R> & { build: (tree: RaceTree) => R },
): Promise<{ tree: RaceTree; record: R }> {
  const { tree } = await treeOfRace(ctx.ports, sub);
  part.check?.(tree);
  const record = part.build(tree);
  await save(ctx, tree, kind, part.path(tree, record), undefined, record);
  return { tree, record };
}

/**
 * Changes a part as read at `version` (`apply` gives the changed record); `closeSalesAt`: the admin
 * confirmed closing sales at that many places sold. Answers the part as it stands now.
 */
export async function updatePart<R extends RaceRecord>(
  ctx: Ctx,
  kind: RaceKind,
  sub: string,
  change: { version: number; closeSalesAt?: number | undefined },
  part: PartPlace<R> & { find: (tree: RaceTree) => R; apply: (before: R) => R },
): Promise<{ tree: RaceTree; record: R }> {
  const { tree } = await treeOfRace(ctx.ports, sub);
  const before = part.find(tree);
  checkVersion(before, change.version);
  part.check?.(tree, before);
  const after = part.apply(before);
  const changed = await save(
    ctx,
    tree,
    kind,
    part.path(tree, before),
    before,
    after,
    undefined,
    change.closeSalesAt,
  );
  return { tree, record: changed ? after : before };
}

/**
 * Deletes a part with what is below it (`descendants`), refused when an order took a place in it
 * (`placesOfItsOwn`: a pricing tier has none, its registrations are the category's).
 */
export async function deletePart<R extends RaceRecord>(
  ctx: Ctx,
  kind: RaceKind,
  sub: string,
  part: Pick<PartPlace<R>, 'path'> & {
    find: (tree: RaceTree) => R;
    placesOfItsOwn: boolean;
    descendants?: (tree: RaceTree, record: R) => RaceDelete['descendants'];
  },
): Promise<{ deleted: true }> {
  const { tree } = await treeOfRace(ctx.ports, sub);
  const record = part.find(tree);
  if (part.placesOfItsOwn) await refuseWithOrders(ctx, tree, kind, record);
  const path = part.path(tree, record);
  return part.descendants
    ? removeWithHistory(ctx, tree, kind, path, record, { descendants: part.descendants(tree, record) })
    : removeWithHistory(ctx, tree, kind, path, record);
}
