import { buildTransaction } from '../../../functions/adapters/dynamodb/order-repository';
import {
  placeOrder,
  type OrderPlan,
  type RegisterPorts,
} from '../../../functions/domain/checkout/place-order';
import { buildRace, catalogPorts, OPENING, registerBody, type ModelRace } from './catalogue';
import { mulberry32 } from './random';

/** One write of a transaction, as the model sees it. */
export interface ModelItem {
  /** The item (pk|sk): the unit of transaction conflicts. */
  key: string;
  /** The partition key: the unit of the 1,000 WCU/s limit. */
  pk: string;
  /** Write units of the item in a transaction (2 per started KB). */
  wcu: number;
  /** False for an item only this order writes in a shared partition (a search entry): no conflict. */
  conflicts: boolean;
  /** A capacity counter: its condition admits the increment while used + n ≤ capacity (≤ 0: no limit). */
  counter?: { scope: string; guid: string; capacity: number; n: number };
}

/**
 * What one runner's register call writes, from the real plan (placeOrder) and the real
 * transaction (buildTransaction). Items in partitions only this order writes (its order, items,
 * history, variable symbol) never meet another order: they are counted in `ownItems`/`ownWcu`,
 * not simulated (28 units in a partition of its own cannot reach 1,000 per second).
 */
export interface OrderTemplate {
  race: number;
  shared: ModelItem[];
  ownItems: number;
  ownWcu: number;
}

type TxItem = ReturnType<typeof buildTransaction>['items'][number];

const sizeOf = (v: unknown) => Buffer.byteLength(JSON.stringify(v ?? {}));

/** Write units of one transactional item: 2 per started KB (Put: the item; Update: key + values). */
function wcuOf(item: TxItem): number {
  const bytes = item.Put
    ? sizeOf(item.Put.Item)
    : item.Update
      ? sizeOf(item.Update.Key) + sizeOf(item.Update.ExpressionAttributeValues)
      : sizeOf(item.Delete?.Key ?? item.ConditionCheck?.Key);
  return 2 * Math.max(1, Math.ceil(bytes / 1024));
}

function keyOf(item: TxItem): { pk: string; sk: string } {
  const k = (item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key) as {
    pk: string;
    sk: string;
  };
  return { pk: String(k.pk), sk: String(k.sk) };
}

/** Turns the real transaction of a plan into the model's items. */
export function templateOf(plan: OrderPlan, race: number, inlineDerived: boolean): OrderTemplate {
  const { items, meta } = buildTransaction(plan, { inlineDerived });
  const own = [plan.order.guid, plan.order.variableSymbol, ...plan.items.map((i) => i.itemGuid)];
  const template: OrderTemplate = { race, shared: [], ownItems: 0, ownWcu: 0 };
  items.forEach((item, i) => {
    const { pk, sk } = keyOf(item);
    const wcu = wcuOf(item);
    if (own.some((id) => pk.includes(id))) {
      template.ownItems++;
      template.ownWcu += wcu;
      return;
    }
    const m = meta[i];
    template.shared.push({
      key: `${pk}|${sk}`,
      pk,
      wcu,
      conflicts: !own.some((id) => sk.includes(id)),
      ...(m?.kind === 'counter'
        ? {
            counter: {
              scope: m.counter.scope,
              guid: m.counter.guid,
              capacity: m.counter.capacity,
              n: m.counter.n - (m.counter.held ?? 0),
            },
          }
        : {}),
    });
  });
  return template;
}

/** Runs the real checkout planning for one register call and answers the plan it commits. */
export async function planOf(
  races: ModelRace[],
  race: number,
  runner: number,
  index: number,
  rand: () => number,
) {
  let captured: OrderPlan | undefined;
  const ports: RegisterPorts = {
    ...catalogPorts(races),
    findIdempotent: async () => undefined,
    commitOrder: async (plan) => {
      captured = plan;
      return { ok: true };
    },
    enqueueOrderEmail: async () => undefined,
    saveRegistrantTemplates: async () => undefined,
  };
  await placeOrder({
    ports,
    body: registerBody(races[race] as ModelRace, runner, index, rand),
    userId: null,
    locale: 'cs',
    now: new Date(OPENING.getTime() + 1000),
  });
  if (!captured) throw new Error('placeOrder committed no plan');
  return captured;
}

export interface Scenario {
  name: string;
  races: ModelRace[];
  /** Places of the whole scenario (sum of the races'). */
  places: number;
}

export function scenario(name: string, raceCount: number, placesPerRace: number): Scenario {
  const races = Array.from({ length: raceCount }, (_, i) => buildRace(i, placesPerRace));
  return { name, races, places: raceCount * placesPerRace };
}

/** Transactions per race, one list per race, for the code before (fat) and after (lean). */
export interface TemplatePools {
  before: OrderTemplate[][];
  after: OrderTemplate[][];
}

/**
 * A pool of distinct runners' transactions per race (names, genders, waves differ): the
 * simulation draws an arriving runner's transaction from it. Planning every simulated order
 * would cost seconds per run and change nothing the model looks at. Both modes come from the
 * same plans.
 */
export async function templatePools(s: Scenario, perRace: number, seed: number): Promise<TemplatePools> {
  const rand = mulberry32(seed);
  const pools: TemplatePools = { before: [], after: [] };
  let runner = 0;
  for (let race = 0; race < s.races.length; race++) {
    const before: OrderTemplate[] = [];
    const after: OrderTemplate[] = [];
    for (let i = 0; i < perRace; i++) {
      const plan = await planOf(s.races, race, runner++, i, rand);
      before.push(templateOf(plan, race, true));
      after.push(templateOf(plan, race, false));
    }
    pools.before.push(before);
    pools.after.push(after);
  }
  return pools;
}
