import { describe, expect, it } from 'vitest';
import { pagesShowing } from './page-changes';

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
});
