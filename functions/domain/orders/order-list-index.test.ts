import { describe, expect, it } from 'vitest';
import type { OrderRecord } from './order-records';
import {
  combinationMatches,
  createdWithin,
  flagCombination,
  lookupWord,
  orderCountMove,
  orderCountPlacement,
  searchTokens,
  searchWords,
  tokensMatch,
} from './order-list-index';
import { expireOrder, markPaid, removeOrder, restoreOrder } from './order-state';

const order = (over: Partial<OrderRecord> = {}) =>
  ({
    guid: 'o1',
    seriesGuid: 'S1',
    variableSymbol: '2026000123',
    registrator: { firstName: 'Jiří', lastName: 'Nováková-Dvořáková', email: 'Jiri.Novak@Example.CZ' },
    dateCreated: '2026-05-01T23:30:00.000Z',
    paid: false,
    expired: false,
    cancelled: false,
    deleted: false,
    issued: false,
    counters: [],
    dateUpdated: '2026-05-01T23:30:00.000Z',
    ...over,
  }) as OrderRecord;

describe('flag combinations (the orders list counts)', () => {
  it('gives each order one combination, a missing flag counted as false', () => {
    expect(flagCombination(order())).toBe('00000');
    expect(flagCombination(order({ paid: true, issued: true }))).toBe('10001');
    expect(flagCombination({ paid: false, deleted: true })).toBe('00010');
  });

  it('admits a combination when every flag the filter names has its value', () => {
    expect(combinationMatches('10000', {})).toBe(true);
    expect(combinationMatches('10000', { paid: true })).toBe(true);
    expect(combinationMatches('10000', { paid: true, deleted: false })).toBe(true);
    expect(combinationMatches('10010', { paid: true, deleted: false })).toBe(false);
    expect(combinationMatches('00000', { paid: true })).toBe(false);
  });

  it('counts a new order under its UTC creation day', () => {
    expect(orderCountPlacement(order())).toEqual({ seriesGuid: 'S1', day: '2026-05-01', to: '00000' });
  });

  it('moves an order between combinations exactly when a transition changes its flags', () => {
    const ctx = { by: 'admin', now: '2026-05-03T10:00:00.000Z' };
    const paid = markPaid(order(), [], ctx);
    if (!('set' in paid)) throw new Error('refused');
    expect(orderCountMove(order(), paid.set)).toEqual({
      seriesGuid: 'S1',
      day: '2026-05-01',
      from: '00000',
      to: '10000',
    });
    const expired = expireOrder(order(), [], ctx);
    if (!('set' in expired)) throw new Error('refused');
    expect(orderCountMove(order(), expired.set)).toMatchObject({ from: '00000', to: '01000' });
    const removed = removeOrder(order({ paid: true }), [], ctx);
    if (!('set' in removed)) throw new Error('refused');
    expect(orderCountMove(order({ paid: true }), removed.set)).toMatchObject({ from: '10000', to: '10010' });
    const restored = restoreOrder(order({ paid: true, deleted: true }), [], ctx);
    if (!('set' in restored)) throw new Error('refused');
    expect(orderCountMove(order({ paid: true, deleted: true }), restored.set)).toMatchObject({
      from: '10010',
      to: '10000',
    });
    expect(orderCountMove(order(), { calculatedPrice: 1, dateUpdated: ctx.now })).toBeNull();
  });
});

describe('search tokens', () => {
  it('folds names, e-mail and variable symbol into prefix-searchable tokens', () => {
    expect(searchTokens(order())).toEqual([
      'novakova',
      'dvorakova',
      'jiri',
      'jiri.novak@example.cz',
      'example.cz',
      'novak',
      '2026000123',
    ]);
  });

  it('splits search text as tokens are split, keeping an e-mail whole', () => {
    expect(searchWords('  Nováková-Dvořáková  JIŘÍ ')).toEqual(['novakova', 'dvorakova', 'jiri']);
    expect(searchWords('Jiri.Novak@example')).toEqual(['jiri.novak@example']);
    expect(searchWords('')).toEqual([]);
    expect(lookupWord(['jan', 'dvorakova', 'x'])).toBe('dvorakova');
  });

  it('matches when every word starts a token, with Czech diacritics folded both ways', () => {
    const tokens = searchTokens(order());
    expect(tokensMatch(tokens, searchWords('dvořák'))).toBe(true);
    expect(tokensMatch(tokens, searchWords('DVORAK'))).toBe(true);
    expect(tokensMatch(tokens, searchWords('Jiří Novák'))).toBe(true);
    expect(tokensMatch(tokens, searchWords('2026000'))).toBe(true);
    expect(tokensMatch(tokens, searchWords('example.cz'))).toBe(true);
    expect(tokensMatch(tokens, searchWords('Jiří Svoboda'))).toBe(false);
    expect(tokensMatch(tokens, searchWords('ovák'))).toBe(false);
  });

  it('keeps a day range inclusive of the whole last day', () => {
    expect(createdWithin('2026-05-01T23:30:00.000Z', { from: '2026-05-01', to: '2026-05-01' })).toBe(true);
    expect(createdWithin('2026-05-01T23:30:00.000Z', { from: '2026-05-02' })).toBe(false);
    expect(createdWithin('2026-05-01T23:30:00.000Z', { to: '2026-04-30' })).toBe(false);
    expect(createdWithin('2026-05-01T23:30:00.000Z', {})).toBe(true);
  });
});
