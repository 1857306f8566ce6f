import {
  currencyPriceId,
  parseCurrencyPriceId,
  type CreateCurrencyPriceBody,
  type CurrencyPrice,
  type CurrencyPriceFields,
  type CurrencyPriceTarget,
  type UpdateCurrencyPriceBody,
} from '@shared/back-office/currency-price-schemas';
import {
  categoryFieldsSchema,
  pricingFieldsSchema,
  waveFieldsSchema,
  type CategoryFields,
  type Prices,
  type PricingFields,
  type WaveFields,
} from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import type { RaceEditorPorts, RaceTree } from './race-ports';
import {
  eachInOrder,
  getCategory,
  getPricing,
  getWave,
  updateCategory,
  updatePricing,
  updateWave,
  type RaceCtx,
} from './races';

/**
 * Currency prices (spec §7 "Admin series" currency-prices): one entry of a category's, pricing
 * tier's or wave's prices, addressed as `<record guid>.<currency>`. Every write goes through the
 * record's own update (races.ts), so it gets the same checks (only the event's currencies; a
 * category keeps a price in each of them), the version check against a concurrent editor and the
 * record's history entry ("prices: CZK 45000 → CZK 45000, EUR 1800"), in the event's and the
 * series' history.
 */

interface Target {
  type: CurrencyPriceTarget;
  guid: string;
  name: string;
  prices: Prices;
  version: number;
}

const NOT_FOUND: Record<CurrencyPriceTarget, string> = {
  category: 'raceEditor.categoryNotFound',
  pricing: 'raceEditor.pricingNotFound',
  wave: 'raceEditor.waveNotFound',
};

async function raceTree(ports: RaceEditorPorts, sub: string): Promise<RaceTree> {
  const eventGuid = await ports.store.eventOfSubevent(sub);
  const tree = eventGuid ? await ports.store.raceTree(eventGuid) : undefined;
  if (!tree?.subevents.some((s) => s.guid === sub)) throw new NotFoundError('raceEditor.raceNotFound');
  return tree;
}

/** The priced records of the race (a record of another race is not among them). */
function targetsOf(tree: RaceTree, sub: string): Target[] {
  const categories = tree.categories.filter((c) => c.subEventGuid === sub);
  const categoryName = new Map(categories.map((c) => [c.guid, c.name]));
  const target = (
    type: CurrencyPriceTarget,
    r: { guid: string; name: string; currencyPrices?: Prices; version?: number },
    name = r.name,
  ): Target => ({ type, guid: r.guid, name, prices: r.currencyPrices ?? {}, version: r.version ?? 0 });
  return [
    ...categories.map((c) => target('category', c)),
    ...tree.pricings
      .filter((p) => categoryName.has(p.categoryGuid))
      .map((p) => target('pricing', p, `${categoryName.get(p.categoryGuid)} · ${p.name}`)),
    ...tree.waves.filter((w) => w.subEventGuid === sub).map((w) => target('wave', w)),
  ];
}

function targetIn(tree: RaceTree, sub: string, guid: string, type?: CurrencyPriceTarget): Target {
  const found = targetsOf(tree, sub).find((t) => t.guid === guid.toLowerCase() && (!type || t.type === type));
  if (!found) throw new NotFoundError(type ? NOT_FOUND[type] : 'raceEditor.currencyPriceNotFound');
  return found;
}

function view(sub: string, target: Target, currency: CurrencyCode): CurrencyPrice {
  return {
    id: currencyPriceId(target.guid, currency),
    seriesEventSubEventId: sub,
    targetType: target.type,
    targetId: target.guid,
    targetName: target.name,
    currency,
    price: target.prices[currency] as number,
    version: target.version,
  };
}

/** The currency price an id names, in the race; absent price or record: not found. */
function priceIn(tree: RaceTree, sub: string, id: string) {
  const parsed = parseCurrencyPriceId(id);
  if (!parsed) throw new NotFoundError('raceEditor.currencyPriceNotFound');
  const target = targetIn(tree, sub, parsed.targetId);
  if (target.prices[parsed.currency] === undefined)
    throw new NotFoundError('raceEditor.currencyPriceNotFound');
  return { target, currency: parsed.currency };
}

/** The editable fields of a record's view (what its update takes), without its stamps and lists. */
const fieldsOf = <T>(shape: object, from: object) =>
  Object.fromEntries(Object.keys(shape).map((k) => [k, (from as Record<string, unknown>)[k]])) as T;

/** Writes the record's prices through its own update; answers the record's new prices and version. */
async function writePrices(
  ctx: RaceCtx,
  sub: string,
  target: Target,
  prices: Prices,
  version: number,
): Promise<Target> {
  const common = { seriesEventSubEventId: sub, version, prices };
  const saved =
    target.type === 'category'
      ? await updateCategory(
          ctx,
          target.guid,
          {
            ...fieldsOf<CategoryFields>(
              categoryFieldsSchema.shape,
              await getCategory(ctx.ports, sub, target.guid),
            ),
            ...common,
          },
          true,
        )
      : target.type === 'pricing'
        ? await updatePricing(ctx, target.guid, {
            ...fieldsOf<PricingFields>(
              pricingFieldsSchema.shape,
              await getPricing(ctx.ports, sub, target.guid),
            ),
            ...common,
          })
        : await updateWave(ctx, target.guid, {
            ...fieldsOf<WaveFields>(waveFieldsSchema.shape, await getWave(ctx.ports, sub, target.guid)),
            ...common,
          });
  return { ...target, prices: saved.prices, version: saved.version };
}

/** GET admin/series/currency-prices/{id}. */
export async function getCurrencyPrice(
  ports: RaceEditorPorts,
  sub: string,
  id: string,
): Promise<CurrencyPrice> {
  const { target, currency } = priceIn(await raceTree(ports, sub), sub, id);
  return view(sub, target, currency);
}

/**
 * POST admin/series/currency-prices: a price of a record of the race in a currency the event sells
 * in; one price per currency and record (a second one is refused: change the first).
 */
export async function createCurrencyPrice(
  ctx: RaceCtx,
  body: CreateCurrencyPriceBody,
): Promise<CurrencyPrice> {
  const { seriesEventSubEventId: sub, ...fields } = body;
  return createOne(ctx, sub, fields);
}

async function createOne(ctx: RaceCtx, sub: string, f: CurrencyPriceFields): Promise<CurrencyPrice> {
  const tree = await raceTree(ctx.ports, sub);
  const target = targetIn(tree, sub, f.targetId, f.targetType);
  if (!(tree.event.currencies ?? []).includes(f.currency))
    throw new ValidationFailedError([
      {
        field: 'body.currency',
        errors: [
          formatMessage('raceEditor.currencyNotSold', ctx.locale, { currency: f.currency }) ??
            'raceEditor.currencyNotSold',
        ],
      },
    ]);
  if (target.prices[f.currency] !== undefined)
    throw new BusinessRuleError('raceEditor.currencyPriceExists', {
      currency: f.currency,
      name: target.name,
    });
  const saved = await writePrices(
    ctx,
    sub,
    target,
    { ...target.prices, [f.currency]: f.price },
    target.version,
  );
  return view(sub, saved, f.currency);
}

/** POST admin/series/currency-prices/create-many: each as its single create, in order. */
export async function createCurrencyPrices(
  ctx: RaceCtx,
  sub: string,
  items: readonly CurrencyPriceFields[],
): Promise<CurrencyPrice[]> {
  return eachInOrder(items, (item) => createOne(ctx, sub, item));
}

/** PUT admin/series/currency-prices/{id}: a new price; `version` is the priced record's as read. */
export async function updateCurrencyPrice(
  ctx: RaceCtx,
  id: string,
  body: UpdateCurrencyPriceBody,
): Promise<CurrencyPrice> {
  const { seriesEventSubEventId: sub, price, version } = body;
  const { target, currency } = priceIn(await raceTree(ctx.ports, sub), sub, id);
  const saved = await writePrices(ctx, sub, target, { ...target.prices, [currency]: price }, version);
  return view(sub, saved, currency);
}

/**
 * PUT admin/series/currency-prices/update-many: each as its single update, in order. Several prices
 * of one record carry the version read before the call: once an earlier item of the call has raised
 * it, the later ones take the raised version (a change by anyone else still fails the check).
 */
export async function updateCurrencyPrices(
  ctx: RaceCtx,
  sub: string,
  items: ReadonlyArray<{ id: string; price: number; version: number }>,
): Promise<CurrencyPrice[]> {
  const raised = new Map<string, { from: number; to: number }>();
  return eachInOrder(items, async (item) => {
    const record = parseCurrencyPriceId(item.id)?.targetId ?? '';
    const bump = raised.get(record);
    const version = bump && bump.from === item.version ? bump.to : item.version;
    const saved = await updateCurrencyPrice(ctx, item.id, {
      seriesEventSubEventId: sub,
      price: item.price,
      version,
    });
    raised.set(record, { from: bump?.from ?? item.version, to: saved.version });
    return saved;
  });
}

/**
 * DELETE admin/series/currency-prices/{id}: the record is no longer sold in that currency (a
 * category keeps a price in every currency of the event: refused there). Orders keep their price.
 */
export async function deleteCurrencyPrice(ctx: RaceCtx, sub: string, id: string): Promise<{ deleted: true }> {
  const tree = await raceTree(ctx.ports, sub);
  const { target, currency } = priceIn(tree, sub, id);
  if (target.type === 'category' && (tree.event.currencies ?? []).includes(currency))
    throw new BusinessRuleError('raceEditor.categoryPriceRequired', { currency, name: target.name });
  const { [currency]: _, ...rest } = target.prices;
  await writePrices(ctx, sub, target, rest, target.version);
  return { deleted: true };
}
