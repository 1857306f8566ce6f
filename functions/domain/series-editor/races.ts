import type {
  Category,
  CategoryFields,
  CreateCategoryBody,
  CreatePricingBody,
  CreateSubcategoryBody,
  CreateSubeventBody,
  CreateWaveBody,
  Prices,
  Pricing,
  PricingFields,
  Subcategory,
  SubcategoryFields,
  Subevent,
  SubeventFields,
  UpdateCategoryBody,
  UpdatePricingBody,
  UpdateSubcategoryBody,
  UpdateSubeventBody,
  UpdateWaveBody,
  Wave,
  WaveFields,
} from '@shared/back-office/race-schemas';
import type { FieldChange, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { CurrencyCode, Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { fieldChanges } from './history';
import type {
  Counter,
  EditorCategory,
  EditorPricing,
  EditorStamps,
  EditorSubcategory,
  EditorSubevent,
  EditorWave,
  RaceEditorPorts,
  RaceKind,
  RacePath,
  RaceRecord,
  RaceTree,
  RaceWriteOutcome,
} from './race-ports';
import type { Actor } from './series-editor-ports';

type Counters = Map<string, Counter>;
const counterKey = (kind: RaceKind, guid: string) => `${kind}#${guid}`;
const nul = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
/** A cleared optional field is not stored. */
const opt = <T>(v: T | null | ''): T | undefined => (v === null || v === '' ? undefined : v);
const iso = (v: string) => new Date(v).toISOString();
const optIso = (v: string | null) => (v ? iso(v) : undefined);
const byOrder = <T extends EditorStamps & { name: string }>(a: T, b: T) =>
  (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name, 'cs');

const NOT_FOUND: Record<RaceKind, string> = {
  subevent: 'raceEditor.raceNotFound',
  category: 'raceEditor.categoryNotFound',
  subcategory: 'raceEditor.subcategoryNotFound',
  pricing: 'raceEditor.pricingNotFound',
  wave: 'raceEditor.waveNotFound',
};

// ——— fields of each record (what the form edits and the history compares) ———

function subeventFields(s: EditorSubevent): SubeventFields {
  return {
    name: s.name,
    anotation: s.anotation ?? '',
    description: s.description ?? '',
    location: s.location ?? '',
    url: s.url ?? '',
    dateFrom: s.dateFrom,
    dateTo: s.dateTo,
    lattitude: nul(s.lattitude),
    longitude: nul(s.longitude),
    capacity: s.capacity ?? 0,
    daysTillExpiration: nul(s.daysTillExpiration),
    registrationFrom: s.registrationFrom,
    registrationTo: s.registrationTo,
    startListFrom: nul(s.startListFrom),
    startListTo: nul(s.startListTo),
    type: (s.type === 2 || s.type === 3 ? s.type : 1) as SubeventFields['type'],
    membersFrom: nul(s.membersFrom),
    membersTo: nul(s.membersTo),
    allowIndividuals: s.allowIndividuals ?? true,
    teamPricing: s.teamPricing ?? false,
    relayChangesFrom: nul(s.relayChangesFrom),
    relayChangesTo: nul(s.relayChangesTo),
    forbidBankTransferFrom: nul(s.forbidBankTransferFrom),
    allowRegistrationValueChange: s.allowRegistrationValueChange ?? false,
    registrationValueChangePrice: nul(s.registrationValueChangePrice),
  };
}

const gender = (g: number | undefined) => (g === 1 || g === 2 ? g : null);

const categoryFields = (c: EditorCategory): CategoryFields => ({
  name: c.name,
  minAge: nul(c.minAge),
  maxAge: nul(c.maxAge),
  gender: gender(c.gender),
  prices: c.currencyPrices ?? {},
  teamPricing: c.teamPricing ?? false,
  capacity: c.capacity ?? 0,
  validateAgeToSubEventYear: c.validateAgeToSubEventYear ?? false,
});

const subcategoryFields = (c: EditorSubcategory): SubcategoryFields => ({
  name: c.name,
  minAge: nul(c.minAge),
  maxAge: nul(c.maxAge),
  gender: gender(c.gender),
  capacity: c.capacity ?? 0,
});

const pricingFields = (p: EditorPricing): PricingFields => ({
  name: p.name,
  prices: p.currencyPrices ?? {},
  dateFrom: p.dateFrom ?? null,
  dateTo: p.dateTo ?? null,
  capacityFrom: p.capacityFrom ?? null,
  capacityTo: p.capacityTo ?? null,
});

const waveFields = (w: EditorWave): WaveFields => ({
  name: w.name,
  prices: w.currencyPrices ?? {},
  dateFrom: nul(w.dateFrom),
  dateTo: nul(w.dateTo),
  capacity: w.capacity ?? 0,
});

const stampsOf = (r: EditorStamps & { guid: string }) => ({
  guid: r.guid,
  order: r.order ?? 0,
  version: r.version ?? 0,
  dateCreated: r.dateCreated ?? null,
  dateUpdated: r.dateUpdated ?? null,
});
const usedOf = (counters: Counters, kind: RaceKind, guid: string) =>
  counters.get(counterKey(kind, guid))?.used ?? 0;

function pricingView(p: EditorPricing): Pricing {
  return { ...pricingFields(p), ...stampsOf(p), categoryGuid: p.categoryGuid };
}
function subcategoryView(c: EditorSubcategory, counters: Counters): Subcategory {
  return {
    ...subcategoryFields(c),
    ...stampsOf(c),
    categoryGuid: c.categoryGuid,
    used: usedOf(counters, 'subcategory', c.guid),
  };
}
function categoryView(tree: RaceTree, c: EditorCategory, counters: Counters): Category {
  return {
    ...categoryFields(c),
    ...stampsOf(c),
    subEventGuid: c.subEventGuid,
    used: usedOf(counters, 'category', c.guid),
    subcategories: tree.subcategories
      .filter((s) => s.categoryGuid === c.guid)
      .sort(byOrder)
      .map((s) => subcategoryView(s, counters)),
    pricings: tree.pricings
      .filter((p) => p.categoryGuid === c.guid)
      .sort(byOrder)
      .map(pricingView),
  };
}
function waveView(w: EditorWave, counters: Counters): Wave {
  return {
    ...waveFields(w),
    ...stampsOf(w),
    subEventGuid: w.subEventGuid,
    used: usedOf(counters, 'wave', w.guid),
  };
}
function subeventView(tree: RaceTree, s: EditorSubevent, counters: Counters): Subevent {
  return {
    ...subeventFields(s),
    ...stampsOf(s),
    eventGuid: s.eventGuid,
    changeableValueNames: s.changeableValueNames ?? [],
    used: usedOf(counters, 'subevent', s.guid),
    categories: tree.categories
      .filter((c) => c.subEventGuid === s.guid)
      .sort(byOrder)
      .map((c) => categoryView(tree, c, counters)),
    waves: tree.waves
      .filter((w) => w.subEventGuid === s.guid)
      .sort(byOrder)
      .map((w) => waveView(w, counters)),
  };
}

async function countersOf(ports: RaceEditorPorts, tree: RaceTree): Promise<Counters> {
  return ports.store.counters([
    ...tree.subevents.map((s): [RaceKind, string] => ['subevent', s.guid]),
    ...tree.categories.map((c): [RaceKind, string] => ['category', c.guid]),
    ...tree.subcategories.map((c): [RaceKind, string] => ['subcategory', c.guid]),
    ...tree.waves.map((w): [RaceKind, string] => ['wave', w.guid]),
  ]);
}

// ——— reading ———

async function treeOfEvent(ports: RaceEditorPorts, eventGuid: string): Promise<RaceTree> {
  const tree = await ports.store.raceTree(eventGuid);
  if (!tree) throw new NotFoundError('seriesEditor.eventNotFound');
  return tree;
}

/** The tree of the race's event and the race itself. */
async function treeOfRace(ports: RaceEditorPorts, subGuid: string) {
  const eventGuid = await ports.store.eventOfSubevent(subGuid);
  const tree = eventGuid ? await ports.store.raceTree(eventGuid) : undefined;
  const race = tree?.subevents.find((s) => s.guid === subGuid);
  if (!tree || !race) throw new NotFoundError(NOT_FOUND.subevent);
  return { tree, race };
}

/** GET admin/series/events/{id}/sub-events: the event's races with everything below them, in their order. */
export async function listRaces(ports: RaceEditorPorts, eventGuid: string): Promise<Subevent[]> {
  const tree = await treeOfEvent(ports, eventGuid);
  const counters = await countersOf(ports, tree);
  return [...tree.subevents]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.dateFrom.localeCompare(b.dateFrom))
    .map((s) => subeventView(tree, s, counters));
}

export async function getRace(ports: RaceEditorPorts, subGuid: string): Promise<Subevent> {
  const { tree, race } = await treeOfRace(ports, subGuid);
  return subeventView(tree, race, await countersOf(ports, tree));
}

function findIn<T extends { guid: string }>(list: T[], guid: string, kind: RaceKind): T {
  const found = list.find((r) => r.guid === guid);
  if (!found) throw new NotFoundError(NOT_FOUND[kind]);
  return found;
}

/** A category of the race (its key names the race: a category of another race is not found). */
const categoryIn = (tree: RaceTree, subGuid: string, guid: string) =>
  findIn(
    tree.categories.filter((c) => c.subEventGuid === subGuid),
    guid,
    'category',
  );
const categoryGuidsOf = (tree: RaceTree, subGuid: string) =>
  new Set(tree.categories.filter((c) => c.subEventGuid === subGuid).map((c) => c.guid));
const subcategoryIn = (tree: RaceTree, subGuid: string, guid: string) => {
  const cats = categoryGuidsOf(tree, subGuid);
  return findIn(
    tree.subcategories.filter((c) => cats.has(c.categoryGuid)),
    guid,
    'subcategory',
  );
};
const pricingIn = (tree: RaceTree, subGuid: string, guid: string) => {
  const cats = categoryGuidsOf(tree, subGuid);
  return findIn(
    tree.pricings.filter((p) => cats.has(p.categoryGuid)),
    guid,
    'pricing',
  );
};
const waveIn = (tree: RaceTree, subGuid: string, guid: string) =>
  findIn(
    tree.waves.filter((w) => w.subEventGuid === subGuid),
    guid,
    'wave',
  );

export async function getCategory(ports: RaceEditorPorts, subGuid: string, guid: string): Promise<Category> {
  const { tree } = await treeOfRace(ports, subGuid);
  return categoryView(tree, categoryIn(tree, subGuid, guid), await countersOf(ports, tree));
}
export async function getSubcategory(
  ports: RaceEditorPorts,
  subGuid: string,
  guid: string,
): Promise<Subcategory> {
  const { tree } = await treeOfRace(ports, subGuid);
  return subcategoryView(subcategoryIn(tree, subGuid, guid), await countersOf(ports, tree));
}
export async function getPricing(ports: RaceEditorPorts, subGuid: string, guid: string): Promise<Pricing> {
  const { tree } = await treeOfRace(ports, subGuid);
  return pricingView(pricingIn(tree, subGuid, guid));
}
export async function getWave(ports: RaceEditorPorts, subGuid: string, guid: string): Promise<Wave> {
  const { tree } = await treeOfRace(ports, subGuid);
  return waveView(waveIn(tree, subGuid, guid), await countersOf(ports, tree));
}

// ——— writing ———

interface Ctx {
  ports: RaceEditorPorts;
  actor: Actor;
  locale: Locale;
  now: Date;
}

const HISTORY_FIELDS: Record<RaceKind, readonly string[]> = {
  subevent: [
    'name',
    'anotation',
    'description',
    'location',
    'url',
    'dateFrom',
    'dateTo',
    'lattitude',
    'longitude',
    'capacity',
    'daysTillExpiration',
    'registrationFrom',
    'registrationTo',
    'startListFrom',
    'startListTo',
    'type',
    'membersFrom',
    'membersTo',
    'allowIndividuals',
    'teamPricing',
    'relayChangesFrom',
    'relayChangesTo',
    'forbidBankTransferFrom',
    'allowRegistrationValueChange',
    'registrationValueChangePrice',
  ],
  category: [
    'name',
    'minAge',
    'maxAge',
    'gender',
    'prices',
    'teamPricing',
    'capacity',
    'validateAgeToSubEventYear',
  ],
  subcategory: ['name', 'minAge', 'maxAge', 'gender', 'capacity'],
  pricing: ['name', 'prices', 'dateFrom', 'dateTo', 'capacityFrom', 'capacityTo'],
  wave: ['name', 'prices', 'dateFrom', 'dateTo', 'capacity'],
};

function fieldsFor(kind: RaceKind, r: RaceRecord | undefined): Record<string, unknown> | undefined {
  if (!r) return undefined;
  const f: Record<string, unknown> =
    kind === 'subevent'
      ? { ...subeventFields(r as EditorSubevent) }
      : kind === 'category'
        ? { ...categoryFields(r as EditorCategory) }
        : kind === 'subcategory'
          ? { ...subcategoryFields(r as EditorSubcategory) }
          : kind === 'pricing'
            ? { ...pricingFields(r as EditorPricing) }
            : { ...waveFields(r as EditorWave) };
  // Prices as one readable text ("CZK 45000, EUR 1800"), compared as such.
  if (f.prices)
    f.prices = Object.entries(f.prices as Prices)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, v]) => `${c} ${v}`)
      .join(', ');
  return f;
}

/** The history entry of a change below an event: in the event's and in the series' history. */
function entries(
  ctx: Ctx,
  tree: RaceTree,
  kind: RaceKind,
  action: HistoryEntry['action'],
  before: RaceRecord | undefined,
  after: RaceRecord | undefined,
  /** What the fields do not show (sales closed at the places sold). */
  extra: FieldChange[] = [],
) {
  const record = (after ?? before) as RaceRecord;
  const entry: HistoryEntry = {
    historyId: ctx.ports.newId(),
    at: ctx.now.toISOString(),
    action,
    actor: ctx.actor,
    changes: [
      ...fieldChanges(fieldsFor(kind, before), fieldsFor(kind, after), HISTORY_FIELDS[kind]),
      ...extra,
    ],
    target: { kind, guid: record.guid, name: record.name, eventName: tree.event.name },
  };
  return {
    entry,
    eventHistory: { ...entry, eventGuid: tree.event.guid },
    seriesHistory: { ...entry, seriesGuid: tree.event.seriesGuid },
  };
}

function invalid(field: string, code: string, locale: Locale, params?: Record<string, string>): never {
  throw new ValidationFailedError([{ field, errors: [formatMessage(code, locale, params) ?? code] }]);
}

/**
 * Prices only in the event's currencies; a category needs one in each of them (`every`), or, when
 * one price is changed on its own (currency prices), keeps each it had in them (`kept`: a currency
 * added to the event later gets its prices one by one).
 */
function checkPrices(tree: RaceTree, prices: Prices, ctx: Ctx, rule: 'every' | 'none' | { kept: Prices }) {
  const sold = tree.event.currencies ?? [];
  for (const currency of Object.keys(prices))
    if (!sold.includes(currency as CurrencyCode))
      invalid('body.prices', 'raceEditor.currencyNotSold', ctx.locale, { currency });
  const required =
    rule === 'every' ? sold : rule === 'none' ? [] : sold.filter((c) => rule.kept[c] !== undefined);
  if (required.some((c) => prices[c] === undefined))
    invalid('body.prices', 'raceEditor.priceRequired', ctx.locale, { currencies: sold.join(', ') });
}

const stamp = <T extends EditorStamps>(base: T, now: Date): T => ({
  ...base,
  version: (base.version ?? 0) + 1,
  dateCreated: base.dateCreated ?? now.toISOString(),
  dateUpdated: now.toISOString(),
});
const nextOrder = (list: EditorStamps[]) => Math.max(0, ...list.map((r) => r.order ?? 0)) + 1;

/** The event's registration window: from the earliest race opening to the latest closing. */
function eventWindow(races: EditorSubevent[]) {
  const from = races.map((s) => s.registrationFrom).sort()[0];
  const to = races
    .map((s) => s.registrationTo)
    .sort()
    .at(-1);
  return { registrationFrom: from, registrationTo: to };
}

async function failOn(
  ctx: Ctx,
  outcome: RaceWriteOutcome,
  kind: RaceKind,
  record: { guid: string; name: string; capacity?: number },
) {
  if (outcome === 'ok') return;
  if (outcome === 'changedMeanwhile') throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  if (outcome === 'gone') throw new NotFoundError(NOT_FOUND[kind]);
  if (outcome === 'hasRegistrations')
    throw new BusinessRuleError('raceEditor.hasRegistrations', { name: record.name });
  const used =
    (await ctx.ports.store.counters([[kind, record.guid]])).get(counterKey(kind, record.guid))?.used ?? 0;
  // Closing sales at the places sold the admin saw: more (or fewer) were sold meanwhile. The new
  // number goes back so the form can ask again with it.
  // `id` names the refused record: an update-many caller closes sales on that one and sends it again.
  const params = { capacity: record.capacity ?? 0, used, id: record.guid };
  if (outcome === 'soldChanged') throw new BusinessRuleError('raceEditor.soldMeanwhile', params);
  throw new BusinessRuleError('raceEditor.capacityBelowSold', params);
}

/** Closing sales: the capacity is the places sold the admin confirmed (whatever the form held). */
const withClosed = <F extends { capacity: number }>(fields: F, closeSalesAt: number | undefined): F =>
  closeSalesAt === undefined ? fields : { ...fields, capacity: closeSalesAt };

function checkVersion(before: EditorStamps, version: number) {
  if ((before.version ?? 0) !== version) throw new BusinessRuleError('seriesEditor.changedMeanwhile');
}

/**
 * Stores a new or changed record with its history; a changed capacity changes only the counter's
 * capacity (a new record with a limit gets its counter). `closeSalesAt`: the admin confirmed closing
 * sales, so the capacity becomes that many places sold, written only while exactly that many are
 * sold; the history says sales were closed.
 */
async function save(
  ctx: Ctx,
  tree: RaceTree,
  kind: RaceKind,
  path: RacePath,
  before: RaceRecord | undefined,
  after: RaceRecord & { capacity?: number },
  window?: ReturnType<typeof eventWindow>,
  closeSalesAt?: number,
): Promise<boolean> {
  const closed =
    closeSalesAt === undefined ? [] : [{ field: 'salesClosedAt', before: null, after: closeSalesAt }];
  const h = entries(ctx, tree, kind, before ? 'UPDATE' : 'CREATE', before, after, closed);
  if (before && !h.entry.changes.length) return false;
  const beforeCapacity = (before as { capacity?: number } | undefined)?.capacity ?? 0;
  const capacity =
    closeSalesAt ??
    (after.capacity === undefined || (before ? after.capacity === beforeCapacity : after.capacity <= 0)
      ? undefined
      : after.capacity);
  const outcome = await ctx.ports.store.put({
    kind,
    path,
    record: after,
    expectedVersion: before ? (before.version ?? 0) : undefined,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
    ...(capacity !== undefined ? { capacity } : {}),
    ...(closeSalesAt !== undefined ? { closeSalesAt } : {}),
    ...(window ? { eventWindow: window } : {}),
  });
  await failOn(ctx, outcome, kind, after);
  return true;
}

/** Refuses deleting a scope any order took a place in (never orphans orders). */
async function refuseWithOrders(
  ctx: Ctx,
  tree: RaceTree,
  kind: RaceKind,
  record: { guid: string; name: string },
) {
  const counter = (await ctx.ports.store.counters([[kind, record.guid]])).get(counterKey(kind, record.guid));
  if ((counter?.used ?? 0) > 0 || (await ctx.ports.store.hasOrders(tree.event.seriesGuid, kind, record.guid)))
    throw new BusinessRuleError('raceEditor.hasRegistrations', { name: record.name });
}

// ——— sub-events (races) ———

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
  const h = entries(ctx, tree, 'subevent', 'DELETE', race, undefined);
  const outcome = await ctx.ports.store.remove({
    kind: 'subevent',
    path: path(),
    guid,
    expectedVersion: race.version ?? 0,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
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
  await failOn(ctx, outcome, 'subevent', race);
  return { deleted: true };
}

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
  const h = entries(ctx, tree, 'category', 'DELETE', category, undefined);
  const outcome = await ctx.ports.store.remove({
    kind: 'category',
    path,
    guid,
    expectedVersion: category.version ?? 0,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
    descendants: [
      ...tree.subcategories
        .filter((s) => s.categoryGuid === guid)
        .map((s) => ({ kind: 'subcategory' as const, path: { ...path, categoryGuid: guid }, guid: s.guid })),
      ...tree.pricings
        .filter((p) => p.categoryGuid === guid)
        .map((p) => ({ kind: 'pricing' as const, path: { ...path, categoryGuid: guid }, guid: p.guid })),
    ],
  });
  await failOn(ctx, outcome, 'category', category);
  return { deleted: true };
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
  const h = entries(ctx, tree, 'subcategory', 'DELETE', record, undefined);
  const outcome = await ctx.ports.store.remove({
    kind: 'subcategory',
    path: { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: record.categoryGuid },
    guid,
    expectedVersion: record.version ?? 0,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
    descendants: [],
  });
  await failOn(ctx, outcome, 'subcategory', record);
  return { deleted: true };
}

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
  const h = entries(ctx, tree, 'pricing', 'DELETE', record, undefined);
  const outcome = await ctx.ports.store.remove({
    kind: 'pricing',
    path: { eventGuid: tree.event.guid, subEventGuid: sub, categoryGuid: record.categoryGuid },
    guid,
    expectedVersion: record.version ?? 0,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
    descendants: [],
  });
  await failOn(ctx, outcome, 'pricing', record);
  return { deleted: true };
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
  const h = entries(ctx, tree, 'wave', 'DELETE', record, undefined);
  const outcome = await ctx.ports.store.remove({
    kind: 'wave',
    path: { eventGuid: tree.event.guid, subEventGuid: sub },
    guid,
    expectedVersion: record.version ?? 0,
    eventHistory: h.eventHistory,
    seriesHistory: h.seriesHistory,
    descendants: [],
  });
  await failOn(ctx, outcome, 'wave', record);
  return { deleted: true };
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
