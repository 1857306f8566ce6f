import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType } from '@shared/codelists/enums';
import { discountableOf, itemRecords, personsOf } from './order-items';
import type { ItemRecords } from './order-items';
import { category, person, race, resolvedItem, subcategory } from './test-fixtures';

const registrator = {
  firstName: 'Petr',
  lastName: 'Novák',
  email: 'petr.novak@example.com',
  birthDate: '1980-01-15',
  gender: 1 as const,
};
const records = (
  item = resolvedItem(),
  persons = [person()],
  team: { guid: string; name: string } | null = null,
) =>
  itemRecords({
    item,
    persons,
    team,
    orderGuid: 'o1',
    seriesGuid: 'series-1',
    firstIndex: 3,
    now: '2026-04-01T10:00:00.000Z',
  });
const ok = (r: ReturnType<typeof itemRecords>) => {
  if ('reason' in r) throw new Error(`refused: ${r.reason}`);
  return r as ItemRecords;
};

describe('the people of a cart item', () => {
  it('are the registrator when the race has no form', () => {
    expect(personsOf([], registrator)).toEqual([
      { ...registrator, club: null, values: [], additionalsPrice: 0 },
    ]);
  });

  it('take what their form does not ask from the registrator, keeping what it does', () => {
    const [p] = personsOf([person({ firstName: '', email: '', gender: null })], registrator);
    expect(p).toMatchObject({
      firstName: 'Petr',
      lastName: 'Nová',
      email: 'petr.novak@example.com',
      gender: 1,
    });
  });
});

describe("a cart item's registrations", () => {
  it('one per runner, numbered on from the earlier items, each at the price', () => {
    const out = ok(records(resolvedItem(), [person(), person({ firstName: 'Jan' })]));
    expect(out.records.map((r) => [r.index, r.firstName, r.basePrice, r.kind, r.paid])).toEqual([
      [3, 'Eva', 60000, 'regular', false],
      [4, 'Jan', 60000, 'regular', false],
    ]);
    expect(out.records[0]).toMatchObject({
      birthYear: 1990,
      eventName: 'Pražský půlmaraton',
      subEventName: '21 km',
    });
  });

  it("a relay's price sits on its first member; the others ride along", () => {
    const relay = resolvedItem({ sub: race({ type: SubEventType.RELAY }) });
    const out = ok(records(relay, [person(), person(), person()], { guid: 't', name: 'Štafeta' }));
    expect(out.records.map((r) => [r.basePrice, r.kind, r.teamName])).toEqual([
      [60000, 'relay', 'Štafeta'],
      [0, 'relay', 'Štafeta'],
      [0, 'relay', 'Štafeta'],
    ]);
  });

  it('a runner lands in the subcategory of their age and takes its place', () => {
    const young = subcategory({ guid: 'young', name: 'Do 40 let', maxAge: 39 });
    const old = subcategory({ guid: 'old', name: '40 a více', minAge: 40 });
    const item = resolvedItem({ subcategories: [young, old] });
    const out = ok(records(item, [person({ birthDate: '1970-03-01' })]));
    expect(out.records[0]).toMatchObject({ subcategoryGuid: 'old', subcategoryName: '40 a více' });
    expect(out.takes.map((t) => [t.scope, t.guid, t.n])).toEqual([['subcategory', 'old', 1]]);
  });

  it('refuses a runner the category does not take, naming them (e.g. 12 the wrong gender)', () => {
    const women = resolvedItem({ index: 1, category: category({ name: 'Ženy', gender: 2 }) });
    expect(
      records(women, [person(), person({ firstName: 'Jan', lastName: 'Král', gender: 1 })]),
    ).toMatchObject({
      reason: RegistrationFailure.GENDER_INVALID,
      params: { person: 'Jan Král' },
      field: 'items.1',
    });
  });

  it('are seen by a discount code as one line with its whole price', () => {
    const item = resolvedItem();
    const out = ok(records(item, [person({ additionalsPrice: 25000 }), person()]));
    expect(discountableOf(item, out.records)).toMatchObject({ basePrice: 120000, additionalsPrice: 25000 });
    const relay = resolvedItem({ sub: race({ type: SubEventType.RELAY }) });
    const relayOut = ok(records(relay, [person(), person()], { guid: 't', name: 'Š' }));
    expect(discountableOf(relay, relayOut.records).basePrice).toBe(60000);
  });
});
