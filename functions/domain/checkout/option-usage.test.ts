import { describe, expect, it } from 'vitest';
import { isOptionDisabled } from '../../../web/src/features/checkout/model/option-capacity';
import { cardTieCatalogue, entryCounts, entryTie, optionUsage, usageCounterRefs } from './option-usage';
import { tieCounterGuid } from '../orders/counter-ledger';

// Race 10 km with categories M and Z and waves W1 and W2; race 5 km with category K.
const event = {
  categories: [
    { guid: 'M', subEventGuid: '10k' },
    { guid: 'Z', subEventGuid: '10k' },
    { guid: 'K', subEventGuid: '5k' },
  ],
  waves: [
    { guid: 'W1', subEventGuid: '10k' },
    { guid: 'W2', subEventGuid: '10k' },
  ],
};
const catalogue = cardTieCatalogue({}, event);

/** Counters as the checkout reads them: the option's own one and its tie counters. */
function counters(own: number, ties: Record<string, number>) {
  const map = new Map([['cardItem#opt', { capacity: 3, used: own }]]);
  for (const [tie, used] of Object.entries(ties)) {
    const [kind, guid] = tie.split(':') as ['category' | 'wave', string];
    map.set(`cardItem#${tieCounterGuid('opt', { kind, guid })}`, { capacity: 0, used });
  }
  return map;
}

describe('option usage per category and wave (spec §3 usage records, §4 rule)', () => {
  it('ties a new entry to the category when the group has categories, else to the wave, else to nothing', () => {
    expect(entryTie({ categoryGuids: ['M'], waveGuids: ['W1'] }, 'M', 'W1')).toEqual({
      kind: 'category',
      guid: 'M',
    });
    expect(entryTie({ categoryGuids: [], waveGuids: ['W1'] }, 'M', 'W1')).toEqual({
      kind: 'wave',
      guid: 'W1',
    });
    expect(entryTie({ categoryGuids: [], waveGuids: ['W1'] }, 'M', null)).toBeUndefined();
    expect(entryTie({}, 'M', 'W1')).toBeUndefined();
  });

  it('a group with categories ignores entries tied to another category; one without ignores every category entry', () => {
    expect(entryCounts({ categoryGuids: ['M', 'Z'] }, { kind: 'category', guid: 'Z' })).toBe(true);
    expect(entryCounts({ categoryGuids: ['M'] }, { kind: 'category', guid: 'Z' })).toBe(false);
    expect(entryCounts({ categoryGuids: [] }, { kind: 'category', guid: 'M' })).toBe(false);
    // Entries tied to nothing always count.
    expect(entryCounts({ categoryGuids: ['M'] }, undefined)).toBe(true);
  });

  it('waves work the same way', () => {
    expect(entryCounts({ waveGuids: ['W1'] }, { kind: 'wave', guid: 'W1' })).toBe(true);
    expect(entryCounts({ waveGuids: ['W1'] }, { kind: 'wave', guid: 'W2' })).toBe(false);
    expect(entryCounts({}, { kind: 'wave', guid: 'W1' })).toBe(false);
    // A group limited to categories only ignores wave entries, and the other way round.
    expect(entryCounts({ categoryGuids: ['M'] }, { kind: 'wave', guid: 'W1' })).toBe(false);
  });

  it('an option shared by two categories counts both while the group has both', () => {
    const usage = optionUsage(
      counters(3, { 'category:M': 2, 'category:Z': 1 }),
      'cardItem',
      'opt',
      3,
      { categoryGuids: ['M', 'Z'] },
      catalogue,
    );
    expect(usage).toEqual({ capacity: 3, used: 3, ignored: 0 });
  });

  it('limited to one category, the entries of the other no longer take its places', () => {
    const usage = optionUsage(
      counters(3, { 'category:M': 2, 'category:Z': 1 }),
      'cardItem',
      'opt',
      3,
      { categoryGuids: ['M'] },
      catalogue,
    );
    expect(usage).toEqual({ capacity: 3, used: 2, ignored: 1 });
  });

  it('a group without categories or waves counts only untied entries (orders made while it had none)', () => {
    const usage = optionUsage(
      counters(5, { 'category:M': 2, 'wave:W1': 1 }),
      'cardItem',
      'opt',
      3,
      {},
      catalogue,
    );
    expect(usage.used).toBe(2);
    // A group limited to wave W1 counts untied entries and W1's.
    expect(
      optionUsage(
        counters(5, { 'category:M': 2, 'wave:W1': 1 }),
        'cardItem',
        'opt',
        3,
        { waveGuids: ['W1'] },
        catalogue,
      ).used,
    ).toBe(3);
  });

  it('reads tie counters only of the categories and waves of the races the card applies to', () => {
    const only5k = cardTieCatalogue({ subEventGuids: ['5k'] }, event);
    expect(only5k).toEqual({ categoryGuids: ['K'], waveGuids: [] });
    expect(usageCounterRefs('cardItem', 'opt', only5k)).toEqual([
      ['cardItem', 'opt'],
      ['cardItem', 'opt@category:K'],
    ]);
    // No counter at all: nothing used, the given capacity.
    expect(optionUsage(new Map(), 'cardValue', 'g', 4, {}, catalogue)).toEqual({
      capacity: 4,
      used: 0,
      ignored: 0,
    });
  });

  it('the relay card holding the option still releases its own place (§4) on the usage counted so', () => {
    const usage = optionUsage(
      counters(4, { 'category:M': 3, 'category:Z': 1 }),
      'cardItem',
      'opt',
      3,
      { categoryGuids: ['M'] },
      catalogue,
    );
    const option = { capacity: usage.capacity, used: usage.used, addToCardValueUsage: false };
    expect(isOptionDisabled(option, { capacity: 0, used: 0 })).toBe(true);
    expect(isOptionDisabled(option, { capacity: 0, used: 0 }, true)).toBe(false);
  });
});
