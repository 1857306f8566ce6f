import type {
  Category,
  CategoryFields,
  Pricing,
  PricingFields,
  Subcategory,
  SubcategoryFields,
  Subevent,
  SubeventFields,
  Wave,
  WaveFields,
} from '@shared/back-office/race-schemas';
import { NotFoundError } from '../errors';
import { placeAndTimeOf } from './history';
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
  RaceTree,
} from './race-ports';

export type Counters = Map<string, Counter>;
export const counterKey = (kind: RaceKind, guid: string) => `${kind}#${guid}`;
const nul = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
/** A cleared optional field is not stored. */
export const opt = <T>(v: T | null | ''): T | undefined => (v === null || v === '' ? undefined : v);
export const iso = (v: string) => new Date(v).toISOString();
export const optIso = (v: string | null) => (v ? iso(v) : undefined);
const byOrder = <T extends EditorStamps & { name: string }>(a: T, b: T) =>
  (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name, 'cs');

export const NOT_FOUND: Record<RaceKind, string> = {
  subevent: 'raceEditor.raceNotFound',
  category: 'raceEditor.categoryNotFound',
  subcategory: 'raceEditor.subcategoryNotFound',
  pricing: 'raceEditor.pricingNotFound',
  wave: 'raceEditor.waveNotFound',
};

// ——— fields of each record (what the form edits and the history compares) ———

export function subeventFields(s: EditorSubevent): SubeventFields {
  return {
    ...placeAndTimeOf(s),
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

export const categoryFields = (c: EditorCategory): CategoryFields => ({
  name: c.name,
  minAge: nul(c.minAge),
  maxAge: nul(c.maxAge),
  gender: gender(c.gender),
  prices: c.currencyPrices ?? {},
  teamPricing: c.teamPricing ?? false,
  capacity: c.capacity ?? 0,
  validateAgeToSubEventYear: c.validateAgeToSubEventYear ?? false,
});

export const subcategoryFields = (c: EditorSubcategory): SubcategoryFields => ({
  name: c.name,
  minAge: nul(c.minAge),
  maxAge: nul(c.maxAge),
  gender: gender(c.gender),
  capacity: c.capacity ?? 0,
});

export const pricingFields = (p: EditorPricing): PricingFields => ({
  name: p.name,
  prices: p.currencyPrices ?? {},
  dateFrom: p.dateFrom ?? null,
  dateTo: p.dateTo ?? null,
  capacityFrom: p.capacityFrom ?? null,
  capacityTo: p.capacityTo ?? null,
});

export const waveFields = (w: EditorWave): WaveFields => ({
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

export function pricingView(p: EditorPricing): Pricing {
  return { ...pricingFields(p), ...stampsOf(p), categoryGuid: p.categoryGuid };
}
export function subcategoryView(c: EditorSubcategory, counters: Counters): Subcategory {
  return {
    ...subcategoryFields(c),
    ...stampsOf(c),
    categoryGuid: c.categoryGuid,
    used: usedOf(counters, 'subcategory', c.guid),
  };
}
export function categoryView(tree: RaceTree, c: EditorCategory, counters: Counters): Category {
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
export function waveView(w: EditorWave, counters: Counters): Wave {
  return {
    ...waveFields(w),
    ...stampsOf(w),
    subEventGuid: w.subEventGuid,
    used: usedOf(counters, 'wave', w.guid),
  };
}
export function subeventView(tree: RaceTree, s: EditorSubevent, counters: Counters): Subevent {
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

export async function countersOf(ports: RaceEditorPorts, tree: RaceTree): Promise<Counters> {
  return ports.store.counters([
    ...tree.subevents.map((s): [RaceKind, string] => ['subevent', s.guid]),
    ...tree.categories.map((c): [RaceKind, string] => ['category', c.guid]),
    ...tree.subcategories.map((c): [RaceKind, string] => ['subcategory', c.guid]),
    ...tree.waves.map((w): [RaceKind, string] => ['wave', w.guid]),
  ]);
}

// ——— reading ———

export async function treeOfEvent(ports: RaceEditorPorts, eventGuid: string): Promise<RaceTree> {
  const tree = await ports.store.raceTree(eventGuid);
  if (!tree) throw new NotFoundError('seriesEditor.eventNotFound');
  return tree;
}

/** The tree of the race's event and the race itself. */
export async function treeOfRace(ports: RaceEditorPorts, subGuid: string) {
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
export const categoryIn = (tree: RaceTree, subGuid: string, guid: string) =>
  findIn(
    tree.categories.filter((c) => c.subEventGuid === subGuid),
    guid,
    'category',
  );
const categoryGuidsOf = (tree: RaceTree, subGuid: string) =>
  new Set(tree.categories.filter((c) => c.subEventGuid === subGuid).map((c) => c.guid));
export const subcategoryIn = (tree: RaceTree, subGuid: string, guid: string) => {
  const cats = categoryGuidsOf(tree, subGuid);
  return findIn(
    tree.subcategories.filter((c) => cats.has(c.categoryGuid)),
    guid,
    'subcategory',
  );
};
export const pricingIn = (tree: RaceTree, subGuid: string, guid: string) => {
  const cats = categoryGuidsOf(tree, subGuid);
  return findIn(
    tree.pricings.filter((p) => cats.has(p.categoryGuid)),
    guid,
    'pricing',
  );
};
export const waveIn = (tree: RaceTree, subGuid: string, guid: string) =>
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
