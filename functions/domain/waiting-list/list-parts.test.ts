import { describe, expect, it } from 'vitest';
import { listQuerySchema, partOfQuery } from '@shared/waiting-list/waiting-list-schemas';
import { BusinessRuleError } from '../errors';
import { addOfferHeld, cartOffers, offersInTheirSubcategory } from './offer-checkout';
import { freePlacesOfAll, listGuidOf, offerHash, type WaitingOfferRecord } from './waiting-list-rules';

const now = new Date('2026-11-29T10:00:00Z');
const CAT = '11111111-1111-4111-8111-111111111111';
const WAVE = '22222222-2222-4222-8222-222222222222';
const SUB = '33333333-3333-4333-8333-333333333333';

const offer = (token: string, part?: WaitingOfferRecord['part']): WaitingOfferRecord => ({
  entity: 'waitingOffer',
  hash: offerHash(token),
  subEventGuid: 'race',
  ...(part ? { part } : {}),
  entryGuid: 'e1',
  email: 'ann@example.com',
  holdUntil: '2026-12-01T10:00:00Z',
  dateCreated: now.toISOString(),
  held: [
    { scope: 'subevent', guid: 'race', n: 1 },
    // A sub-category's offer holds its category's place too.
    ...(part?.kind === 'subcategory' ? [{ scope: 'category' as const, guid: CAT, n: 1 }] : []),
    ...(part ? [{ scope: part.kind, guid: part.guid, n: 1 }] : []),
  ],
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof BusinessRuleError ? `${e.status} ${e.code}` : 'other';
  }
  return 'none';
};

describe('waiting lists of a category or wave', () => {
  it("keys a part's list by the part's guid and a race's list by the race's, as before", () => {
    expect(listGuidOf({ subEventGuid: 'race' })).toBe('race');
    expect(listGuidOf({ subEventGuid: 'race', part: { kind: 'wave', guid: WAVE } })).toBe(WAVE);
  });

  it('counts the fewer free places of the race and the part (an order needs both)', () => {
    expect(
      freePlacesOfAll([
        { capacity: 100, used: 40 },
        { capacity: 10, used: 9 },
      ]),
    ).toBe(1);
    expect(
      freePlacesOfAll([
        { capacity: 50, used: 50 },
        { capacity: 10, used: 2 },
      ]),
    ).toBe(0);
    expect(freePlacesOfAll([{ capacity: 0, used: 7 }])).toBe(Number.POSITIVE_INFINITY);
  });

  it('reads ?category= or ?wave=, and refuses both at once', () => {
    expect(partOfQuery(listQuerySchema.parse({ category: CAT }))).toEqual({ kind: 'category', guid: CAT });
    expect(partOfQuery(listQuerySchema.parse({ wave: WAVE }))).toEqual({ kind: 'wave', guid: WAVE });
    expect(partOfQuery(listQuerySchema.parse({}))).toBeUndefined();
    expect(listQuerySchema.safeParse({ category: CAT, wave: WAVE }).success).toBe(false);
    expect(listQuerySchema.safeParse({ category: 'not-a-guid' }).success).toBe(false);
  });

  it("lets the checkout use a category's offer only for that category, so the held place is the one used", () => {
    const o = offer('token-cat', { kind: 'category', guid: CAT });
    const offers = new Map([[o.hash, o]]);
    const item = { subEventGuid: 'race', waitingListOffer: 'token-cat' };
    expect(refusal(() => cartOffers([{ ...item, categoryGuid: 'other' }], offers, now))).toBe(
      '400 waitingList.offerOtherPart',
    );
    expect(cartOffers([{ ...item, categoryGuid: CAT }], offers, now)).toEqual([o]);
    const held = new Map<string, number>();
    addOfferHeld(held, [o]);
    expect(Object.fromEntries(held)).toEqual({ 'subevent#race': 1, [`category#${CAT}`]: 1 });
  });

  it("lets the checkout use a wave's offer only for that wave", () => {
    const o = offer('token-wave', { kind: 'wave', guid: WAVE });
    const offers = new Map([[o.hash, o]]);
    const item = { subEventGuid: 'race', categoryGuid: CAT, waitingListOffer: 'token-wave' };
    expect(refusal(() => cartOffers([{ ...item, waveGuid: null }], offers, now))).toBe(
      '400 waitingList.offerOtherPart',
    );
    expect(cartOffers([{ ...item, waveGuid: WAVE }], offers, now)).toEqual([o]);
    // A race's offer (no part) takes any category and wave of the race, as before.
    const r = offer('token-race');
    expect(cartOffers([{ ...item, waitingListOffer: 'token-race' }], new Map([[r.hash, r]]), now)).toEqual([
      r,
    ]);
  });

  it('reads ?subcategory= and refuses two parts at once', () => {
    expect(partOfQuery(listQuerySchema.parse({ subcategory: SUB }))).toEqual({
      kind: 'subcategory',
      guid: SUB,
    });
    expect(listQuerySchema.safeParse({ category: CAT, subcategory: SUB }).success).toBe(false);
    expect(listQuerySchema.safeParse({ wave: WAVE, subcategory: SUB }).success).toBe(false);
  });

  it("counts a sub-category's free places as the fewest of the race, its category and itself", () => {
    const counters = [
      { capacity: 100, used: 10 },
      { capacity: 50, used: 20 },
      { capacity: 5, used: 5 },
    ];
    expect(freePlacesOfAll(counters)).toBe(0);
    expect(freePlacesOfAll([...counters.slice(0, 2), { capacity: 5, used: 3 }])).toBe(2);
  });

  it("lets a sub-category's offer serve only its category, and only a person placed in that sub-category", () => {
    const o = offer('token-sub', { kind: 'subcategory', guid: SUB });
    const offers = new Map([[o.hash, o]]);
    const item = { subEventGuid: 'race', waitingListOffer: 'token-sub' };
    expect(refusal(() => cartOffers([{ ...item, categoryGuid: 'other' }], offers, now))).toBe(
      '400 waitingList.offerOtherPart',
    );
    expect(cartOffers([{ ...item, categoryGuid: CAT }], offers, now)).toEqual([o]);
    const held = new Map<string, number>();
    addOfferHeld(held, [o]);
    expect(Object.fromEntries(held)).toEqual({
      'subevent#race': 1,
      [`category#${CAT}`]: 1,
      [`subcategory#${SUB}`]: 1,
    });
    // Age and gender place the person in another sub-category (or none): refused, else its held place would be lost.
    const placedIn = (subcategoryGuid: string | null) => new Map([[0, [{ subcategoryGuid }]]]);
    expect(refusal(() => offersInTheirSubcategory([item], offers, placedIn('other')))).toBe(
      '400 waitingList.offerOtherSubcategory',
    );
    expect(refusal(() => offersInTheirSubcategory([item], offers, placedIn(null)))).toBe(
      '400 waitingList.offerOtherSubcategory',
    );
    expect(refusal(() => offersInTheirSubcategory([item], offers, placedIn(SUB)))).toBe('none');
    // A category's offer, or an item without an offer, is not checked here.
    const c = offer('token-cat2', { kind: 'category', guid: CAT });
    expect(
      refusal(() =>
        offersInTheirSubcategory(
          [{ waitingListOffer: 'token-cat2' }, {}],
          new Map([[c.hash, c]]),
          placedIn('other'),
        ),
      ),
    ).toBe('none');
  });
});
