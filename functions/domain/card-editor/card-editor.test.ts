import { describe, expect, it } from 'vitest';
import { cardFieldsSchema, type CardFieldsInput } from '@shared/back-office/card-editor-schemas';
import { DomainError } from '../errors';
import { createCard, deleteCard, updateCard } from './card-editor';
import type { CardCounter, CardEditorPorts, CardWrite, StoredCard } from './card-editor-ports';

const EVENT = { guid: 'event-1', seriesGuid: 'series-1', name: 'Desítka', subEventGuids: ['race-1'] };
const actor = { userId: 'admin-1', name: 'Alena Adminová' };

/** The form builder's ports in memory: counters by `<scope>#<guid>`, answered values and taken options by guid. */
function memoryPorts(taken: { answered?: string[]; options?: string[] } = {}) {
  const cards = new Map<string, StoredCard>();
  const counters = new Map<string, CardCounter>();
  const writes: CardWrite[] = [];
  let id = 0;
  const ports: CardEditorPorts = {
    newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
    now: () => new Date('2030-01-01T10:00:00Z'),
    sanitize: (html) => html.replace(/<script.*?<\/script>/g, ''),
    store: {
      getEvent: async (guid) => (guid === EVENT.guid ? EVENT : null),
      listCards: async () => [...cards.values()].map((c) => structuredClone(c)),
      counters: async (refs) =>
        new Map(
          refs.flatMap(([s, g]) =>
            counters.has(`${s}#${g}`) ? [[`${s}#${g}`, counters.get(`${s}#${g}`)!]] : [],
          ),
        ),
      answeredValues: async (_event, values) =>
        new Set(values.filter((v) => taken.answered?.includes(v.guid)).map((v) => v.guid)),
      takenOptions: async (_series, guids) => new Set(guids.filter((g) => taken.options?.includes(g))),
      write: async (w) => {
        writes.push(w);
        for (const [index, c] of w.capacities.entries()) {
          const now = counters.get(`${c.scope}#${c.guid}`);
          if (now && c.capacity > 0 && now.used > c.capacity) return { kind: 'capacityBelowTaken', index };
        }
        for (const c of w.capacities)
          counters.set(`${c.scope}#${c.guid}`, {
            used: counters.get(`${c.scope}#${c.guid}`)?.used ?? 0,
            capacity: c.capacity,
          });
        for (const r of w.removedCounters) counters.delete(`${r.scope}#${r.guid}`);
        if (w.record) cards.set(w.cardGuid, structuredClone(w.record));
        else cards.delete(w.cardGuid);
        return { kind: 'ok' };
      },
    },
  };
  return { ports, cards, counters, writes };
}

const shirtForm = (): CardFieldsInput => ({
  name: 'Doplňky',
  type: 1,
  values: [
    {
      name: 'shirt',
      label: 'Tričko',
      type: 4,
      description: '<p>Velikosti</p><script>alert(1)</script>',
      options: [
        { value: 'S', label: 'Malé', capacity: 5 },
        { value: 'M', label: 'Střední' },
      ],
    },
    { name: 'note', label: 'Poznámka', type: 1 },
  ],
});

const create = (ports: CardEditorPorts) =>
  createCard(ports, actor, { eventGuid: EVENT.guid, ...cardFieldsSchema.parse(shirtForm()) });

/** The stored card as the editor sends it back, changed by `edit`. */
const edited = (card: Awaited<ReturnType<typeof create>>, edit: (f: CardFieldsInput) => void) => {
  const fields: CardFieldsInput = {
    name: card.name,
    type: card.type,
    values: card.values
      .filter((v) => !v.archived)
      .map((v) => ({
        guid: v.guid,
        name: v.name,
        label: v.label,
        type: v.type,
        capacity: v.capacity,
        options: v.options
          .filter((o) => !o.archived)
          .map((o) => ({ guid: o.guid, value: o.value, label: o.label, capacity: o.capacity })),
      })),
  };
  edit(fields);
  return { eventGuid: EVENT.guid, version: card.version, ...cardFieldsSchema.parse(fields) };
};

describe('form builder', () => {
  it('creates a card with a counter for every value and option, sanitised text and a history entry naming it', async () => {
    const { ports, counters, writes } = memoryPorts();
    const card = await create(ports);
    expect(card.values[0]?.description).toBe('<p>Velikosti</p>');
    expect(card.values[0]?.options.map((o) => [o.value, o.capacity, o.used])).toEqual([
      ['S', 5, 0],
      ['M', 0, 0],
    ]);
    expect(counters.size).toBe(4);
    expect(writes[0]?.eventHistory).toMatchObject({
      action: 'CREATE',
      eventGuid: EVENT.guid,
      target: { kind: 'card', name: 'Doplňky', eventName: 'Desítka' },
    });
    expect(writes[0]?.seriesHistory.seriesGuid).toBe(EVENT.seriesGuid);
  });

  it('refuses a capacity below the places taken and changes only the capacity otherwise', async () => {
    const { ports, counters } = memoryPorts();
    const card = await create(ports);
    const small = card.values[0]?.options[0]?.guid as string;
    counters.set(`cardItem#${small}`, { used: 3, capacity: 5 });
    const lower = (capacity: number) =>
      edited(card, (f) => {
        const option = f.values?.[0]?.options?.[0] as { capacity?: number };
        option.capacity = capacity;
      });
    await expect(updateCard(ports, actor, card.guid, lower(2))).rejects.toMatchObject({
      code: 'cardEditor.capacityBelowTaken',
      params: { name: 'Malé', capacity: 2, used: 3 },
    });
    const ok = await updateCard(ports, actor, card.guid, lower(3));
    expect(ok.values[0]?.options[0]).toMatchObject({ capacity: 3, used: 3 });
    expect(counters.get(`cardItem#${small}`)).toEqual({ used: 3, capacity: 3 });
    // The version read is checked: the same body again is stale.
    await expect(updateCard(ports, actor, card.guid, lower(4))).rejects.toMatchObject({
      code: 'seriesEditor.changedMeanwhile',
    });
  });

  it('archives answered values and chosen options instead of removing them; removes the rest with their counters', async () => {
    const taken: { answered: string[]; options: string[] } = { answered: [], options: [] };
    const { ports, counters, writes } = memoryPorts(taken);
    const card = await create(ports);
    const [shirt, note] = card.values;
    // Registrations answered the note and chose the small size.
    taken.answered.push(note?.guid as string);
    taken.options.push(shirt?.options[0]?.guid as string);
    const result = await updateCard(
      ports,
      actor,
      card.guid,
      edited(card, (f) => {
        f.values = [
          {
            ...(f.values?.[0] as NonNullable<CardFieldsInput['values']>[number]),
            options: [{ value: 'L', label: 'Velké' }],
          },
        ];
      }),
    );
    expect(result.values.map((v) => [v.name, v.archived])).toEqual([
      ['shirt', false],
      ['note', true],
    ]);
    expect(result.values[0]?.options.map((o) => [o.value, o.archived])).toEqual([
      ['L', false],
      ['S', true],
    ]);
    expect(counters.has(`cardItem#${shirt?.options[1]?.guid}`)).toBe(false);
    expect(counters.has(`cardItem#${shirt?.options[0]?.guid}`)).toBe(true);
    expect(writes.at(-1)?.eventHistory.changes).toEqual(
      expect.arrayContaining([
        { field: 'values', before: 'note', after: 'archived' },
        { field: 'shirt.options', before: 'S', after: 'archived' },
        { field: 'shirt.options', before: 'M', after: null },
        { field: 'shirt.options', before: null, after: 'L' },
      ]),
    );
  });

  it('deletes an unanswered card with its counters, archives an answered one', async () => {
    const { ports, cards, counters } = memoryPorts();
    const card = await create(ports);
    expect(await deleteCard(ports, actor, EVENT.guid, card.guid)).toEqual({ deleted: true, archived: false });
    expect(cards.size).toBe(0);
    expect(counters.size).toBe(0);

    const answered = memoryPorts();
    const kept = await create(answered.ports);
    answered.ports.store.answeredValues = async () => new Set([kept.values[0]?.guid as string]);
    expect(await deleteCard(answered.ports, actor, EVENT.guid, kept.guid)).toEqual({
      deleted: false,
      archived: true,
    });
    expect(answered.cards.get(kept.guid)?.archived).toBe(true);
    await expect(deleteCard(answered.ports, actor, EVENT.guid, kept.guid)).rejects.toBeInstanceOf(
      DomainError,
    );
  });
});
