import { describe, expect, it } from 'vitest';
import type { CategoryView, EventDetail, SubeventView, WaveView } from '@shared/catalog/catalog-schemas';
import { newCartItem } from '@shared/cart/new-cart-item';
import { defaultSelection, selectionState } from './selection';

const capacity = { capacity: 10, used: 0, remaining: 10 };
const category = (guid: string, patch: Partial<CategoryView> = {}): CategoryView => ({
  guid,
  name: guid,
  gender: null,
  minAge: null,
  maxAge: null,
  validateAgeToSubEventYear: false,
  price: 40000,
  pricingName: null,
  availability: 'open',
  subcategories: [],
  ...capacity,
  ...patch,
});
const wave = (guid: string, patch: Partial<WaveView> = {}): WaveView => ({
  guid,
  name: guid,
  price: null,
  dateFrom: null,
  dateTo: null,
  availability: 'open',
  ...capacity,
  ...patch,
});
const subevent = (patch: Partial<SubeventView> = {}): SubeventView => ({
  guid: 'sub',
  eventGuid: 'event',
  name: '10 km',
  type: 1,
  dateFrom: '2027-01-01T09:00:00.000Z',
  dateTo: '2027-01-01T12:00:00.000Z',
  registrationFrom: '2026-01-01T09:00:00.000Z',
  registrationTo: '2026-12-30T09:00:00.000Z',
  startListFrom: null,
  startListTo: null,
  forbidBankTransferFrom: null,
  membersFrom: null,
  membersTo: null,
  allowIndividuals: true,
  availability: 'open',
  startListState: 'open',
  price: 30000,
  priceTo: 60000,
  extras: [],
  categories: [category('men'), category('juniors', { availability: 'capacityReached', price: 30000 })],
  waves: [wave('A'), wave('B', { price: 60000, availability: 'capacityReached' })],
  templates: {},
  ...capacity,
  ...patch,
});

describe('event page choice', () => {
  it('preselects only a sole category or wave', () => {
    expect(defaultSelection(subevent())).toEqual({ categoryGuid: null, waveGuid: null });
    expect(defaultSelection(subevent({ categories: [category('open')], waves: [] }))).toEqual({
      categoryGuid: 'open',
      waveGuid: null,
    });
  });

  it('says why the choice cannot be added', () => {
    const sub = subevent();
    expect(selectionState(sub, { categoryGuid: null, waveGuid: null }).reason).toEqual({
      kind: 'chooseCategory',
    });
    expect(selectionState(sub, { categoryGuid: 'juniors', waveGuid: 'A' }).reason).toEqual({
      kind: 'category',
      name: 'juniors',
      availability: 'capacityReached',
    });
    expect(selectionState(sub, { categoryGuid: 'men', waveGuid: null }).reason).toEqual({
      kind: 'chooseWave',
    });
    expect(selectionState(sub, { categoryGuid: 'men', waveGuid: 'B' }).reason).toEqual({
      kind: 'wave',
      name: 'B',
      availability: 'capacityReached',
    });
    expect(
      selectionState(subevent({ availability: 'closed' }), { categoryGuid: 'men', waveGuid: 'A' }).reason,
    ).toEqual({ kind: 'subevent', availability: 'closed' });
    expect(
      selectionState(subevent({ categories: [] }), { categoryGuid: null, waveGuid: null }).reason,
    ).toEqual({
      kind: 'noCategories',
    });
  });

  it('prices with the category, or the wave where it has its own price', () => {
    const sub = subevent({ waves: [wave('A'), wave('C', { price: 55000 })] });
    expect(selectionState(sub, { categoryGuid: 'men', waveGuid: 'A' })).toMatchObject({
      price: 40000,
      reason: null,
    });
    expect(selectionState(sub, { categoryGuid: 'men', waveGuid: 'C' })).toMatchObject({
      price: 55000,
      reason: null,
    });
  });

  it('builds the cart item of spec §3', () => {
    const sub = subevent({ waves: [wave('C', { price: 55000 })] });
    const event = { guid: 'event', seriesGuid: 'series', name: 'Desítka' } as EventDetail;
    expect(newCartItem(event, sub, category('men'), sub.waves[0] ?? null)).toEqual({
      seriesGuid: 'series',
      seriesEventGuid: 'event',
      seriesEventName: 'Desítka',
      seriesSubEventGuid: 'sub',
      seriesSubEventName: '10 km',
      categoryGuid: 'men',
      categoryName: 'men',
      waveGuid: 'C',
      waveName: 'C',
      teamGuid: null,
      teamName: null,
      price: 55000,
      priceTo: 55000,
    });
  });

  it('gives priceTo its meaning: the price plus the priced extras of this category and wave', () => {
    const sub = subevent({
      waves: [wave('A'), wave('C', { price: 55000 })],
      extras: [
        // Every registration: a T-shirt (dearest option) and breakfast.
        { categoryGuids: [], waveGuids: [], priceTo: 40000 },
        // Men only.
        { categoryGuids: ['men'], waveGuids: [], priceTo: 10000 },
        // Wave C only.
        { categoryGuids: [], waveGuids: ['C'], priceTo: 5000 },
        // Another category in wave C: not this registration's.
        { categoryGuids: ['women'], waveGuids: ['C'], priceTo: 99900 },
      ],
    });
    const event = { guid: 'event', seriesGuid: 'series', name: 'Desítka' } as EventDetail;
    const men = category('men');
    expect(newCartItem(event, sub, men, sub.waves[0] ?? null)).toMatchObject({
      price: 40000,
      priceTo: 90000,
    });
    expect(newCartItem(event, sub, men, sub.waves[1] ?? null)).toMatchObject({
      price: 55000,
      priceTo: 110000,
    });
    expect(newCartItem(event, sub, category('women'), sub.waves[1] ?? null)).toMatchObject({
      price: 55000,
      priceTo: 199900,
    });
    expect(selectionState(sub, { categoryGuid: 'men', waveGuid: 'A' })).toMatchObject({
      price: 40000,
      priceTo: 90000,
    });
    // Without a wave, wave-limited extras do not apply.
    const noWaves = subevent({ waves: [], extras: sub.extras });
    expect(newCartItem(event, noWaves, men, null)).toMatchObject({ price: 40000, priceTo: 90000 });
  });
});
