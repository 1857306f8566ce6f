import { describe, expect, it } from 'vitest';
import { pagesShowing, type ChangedKey } from './page-changes';

describe('which pages a table change renders again', () => {
  it("an event's items render its page, a series' record, stylings and logo the pages of its events", () => {
    const { events, series } = pagesShowing([
      { pk: 'EVENT#e1', sk: 'EVENT' },
      { pk: 'EVENT#e1', sk: 'WAVE#r1#w1' },
      { pk: 'EVENT#e2', sk: 'TEMPLATE#eventPage#t1' },
      { pk: 'SERIES#s1', sk: 'STYLINGS' },
      { pk: 'SERIES#s2', sk: 'DOCUMENT#d1' },
      { pk: 'SERIES#s3', sk: 'SERIES' },
    ]);
    expect([...events]).toEqual(['e1', 'e2']);
    expect([...series]).toEqual(['s1', 's2', 's3']);
  });

  it("a language's text overrides render every page again; their history nothing", () => {
    expect(pagesShowing([{ pk: 'TRANSLATIONS', sk: 'LANG#en' }]).texts).toBe(true);
    const history = pagesShowing([
      { pk: 'TRANSLATIONS#HISTORY', sk: 'HISTORY#2026-01-01T00:00:00.000Z#abcd' },
    ]);
    expect(history.texts).toBe(false);
    expect(pagesShowing([{ pk: 'SERIES#s1', sk: 'STYLINGS' }]).texts).toBe(false);
  });

  it("an organizer's record renders the pages of the series it organises; its history nothing", () => {
    const { events, series, organizers } = pagesShowing([
      { pk: 'ORGANIZER#o1', sk: 'ORGANIZER' },
      { pk: 'ORGANIZERHISTORY#o1', sk: 'HISTORY#2026-01-01T00:00:00.000Z#abcd' },
    ]);
    expect([...organizers]).toEqual(['o1']);
    expect(events.size + series.size).toBe(0);
  });

  it('sales, orders, histories and payment details render nothing', () => {
    const { events, series, organizers } = pagesShowing([
      { pk: 'CAP#subevent#r1', sk: 'CAP' },
      { pk: 'ORDER#o1', sk: 'ORDER' },
      { pk: 'EVENTHISTORY#e1', sk: 'HISTORY#2026-01-01T00:00:00.000Z#abcd' },
      { pk: 'SERIES#s1', sk: 'HISTORY#2026-01-01T00:00:00.000Z#abcd' },
      { pk: 'SERIES#s1', sk: 'PAYMENTDETAIL#p1' },
    ]);
    expect(events.size + series.size + organizers.size).toBe(0);
  });

  it("an order's item renders its race's start list when a row the list shows changes, nothing else", () => {
    const row = { firstName: 'Eva', lastName: 'Dvořáková', club: 'SK Brdy', startNumber: null, paid: false };
    const listed = (subEventGuid: string, more = {}) => ({
      subEventGuid,
      listed: true,
      row: { ...row, ...more },
    });
    const item = (entry: NonNullable<ChangedKey['entry']>, n = 1): ChangedKey => ({
      pk: `ORDER#o${n}`,
      sk: 'ITEM#000',
      entry,
    });
    const changes = (entries: ChangedKey[]) => pagesShowing(entries);

    // Placed, paid, numbered: the race's list.
    expect([...changes([item({ after: listed('r1') })]).startLists]).toEqual(['r1']);
    expect([
      ...changes([item({ before: listed('r1'), after: listed('r1', { paid: true }) })]).startLists,
    ]).toEqual(['r1']);
    expect([
      ...changes([item({ before: listed('r2'), after: listed('r2', { startNumber: 12 }) })]).startLists,
    ]).toEqual(['r2']);
    // Cancelled or expired (no longer listed): the list it left.
    expect([
      ...changes([item({ before: listed('r1'), after: { ...listed('r1'), listed: false } })]).startLists,
    ]).toEqual(['r1']);
    // Moved to another race: both lists.
    expect([...changes([item({ before: listed('r1'), after: listed('r2') })]).startLists]).toEqual([
      'r1',
      'r2',
    ]);
    // A change the list does not show (a check-in mark), or an item never listed: nothing.
    const quiet = changes([
      item({ before: listed('r1'), after: { ...listed('r1'), row: { ...row, checkIn: true } as never } }),
      item(
        {
          before: { ...listed('r3'), listed: false },
          after: { ...listed('r3', { paid: true }), listed: false },
        },
        2,
      ),
    ]);
    expect(quiet.startLists.size + quiet.events.size).toBe(0);
    // The order's own record is no entry.
    expect(changes([{ pk: 'ORDER#o1', sk: 'ORDER' }]).startLists.size).toBe(0);
  });
});
