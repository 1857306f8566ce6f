import { describe, expect, it } from 'vitest';
import { paddedSeq, partnerChangeOf, partnerChangesOf } from './partner-changes';

const item = (over: Record<string, unknown> = {}) => ({
  entity: 'orderItem',
  orderGuid: 'o1',
  itemGuid: 'i1',
  seriesGuid: 's1',
  index: 0,
  firstName: 'Jana',
  lastName: 'Nováková',
  startNumber: null,
  paid: true,
  checkedIn: false,
  ...over,
});
const order = (over: Record<string, unknown> = {}) => ({
  entity: 'order',
  guid: 'o1',
  seriesGuid: 's1',
  paid: true,
  dateUpdated: '2026-03-01T10:00:00.000Z',
  emailsSent: 1,
  ...over,
});

describe('partner change marks', () => {
  it('a start number given, changed or cleared changes that registration alone as partners see it', () => {
    for (const [before, after] of [
      [null, 12],
      [12, 13],
      [13, null],
    ])
      expect(
        partnerChangeOf({
          seq: '100',
          oldImage: item({ startNumber: before }),
          newImage: item({ startNumber: after }),
        }),
      ).toEqual({ orderGuid: 'o1', itemGuid: 'i1', seriesGuid: 's1', seq: paddedSeq('100') });
  });

  it("the order's own last change time alone is no change (an item's change moves it too)", () => {
    expect(
      partnerChangeOf({
        seq: '7',
        oldImage: order(),
        newImage: order({ dateUpdated: '2026-03-02T10:00:00.000Z' }),
      }),
    ).toBeNull();
    expect(partnerChangeOf({ seq: '8', oldImage: order(), newImage: order({ paid: false }) })).toEqual({
      orderGuid: 'o1',
      seriesGuid: 's1',
      seq: paddedSeq('8'),
    });
  });

  it('what no partner row shows changes nothing (a check-in, the e-mail bookkeeping)', () => {
    expect(partnerChangeOf({ seq: '1', oldImage: item(), newImage: item({ checkedIn: true }) })).toBeNull();
    expect(partnerChangeOf({ seq: '2', oldImage: order(), newImage: order({ emailsSent: 2 }) })).toBeNull();
    expect(
      partnerChangeOf({ seq: '3', oldImage: order(), newImage: order({ cancelled: true }) }),
    ).toMatchObject({ orderGuid: 'o1' });
    expect(partnerChangeOf({ seq: '4', newImage: order() })).toMatchObject({ orderGuid: 'o1' });
    expect(partnerChangeOf({ seq: '5', oldImage: item() })).toMatchObject({ orderGuid: 'o1' });
    expect(partnerChangeOf({ seq: '6', newImage: { entity: 'orderHistory', orderGuid: 'o1' } })).toBeNull();
  });

  it('one change per order and per registration, at its latest record; sequence numbers of any length compare', () => {
    expect(paddedSeq('999') < paddedSeq('1000')).toBe(true);
    const changes = partnerChangesOf([
      { seq: '999', oldImage: item(), newImage: item({ startNumber: 1 }) },
      { seq: '1000', oldImage: item({ startNumber: 1 }), newImage: item({ startNumber: 2 }) },
      { seq: '1002', oldImage: item({ itemGuid: 'i2' }), newImage: item({ itemGuid: 'i2', club: 'AK' }) },
      { seq: '998', oldImage: order({ guid: 'o3' }), newImage: order({ guid: 'o3', paid: false }) },
      { seq: '1001', oldImage: item({ orderGuid: 'o2' }), newImage: item({ orderGuid: 'o2', club: 'AK' }) },
    ]);
    expect(changes).toEqual([
      { orderGuid: 'o1', itemGuid: 'i1', seriesGuid: 's1', seq: paddedSeq('1000') },
      { orderGuid: 'o1', itemGuid: 'i2', seriesGuid: 's1', seq: paddedSeq('1002') },
      { orderGuid: 'o3', seriesGuid: 's1', seq: paddedSeq('998') },
      { orderGuid: 'o2', itemGuid: 'i1', seriesGuid: 's1', seq: paddedSeq('1001') },
    ]);
  });

  it("a registration's own change is left out when its order's mark moves in the same batch", () => {
    // A new order (its insert and its items'), then a payment that marks the order and its item paid.
    const placed = partnerChangesOf([
      { seq: '10', newImage: order({ paid: false }) },
      { seq: '11', newImage: item({ paid: false }) },
      { seq: '12', newImage: item({ itemGuid: 'i2', index: 1, paid: false }) },
    ]);
    expect(placed).toEqual([{ orderGuid: 'o1', seriesGuid: 's1', seq: paddedSeq('10') }]);
    const paid = partnerChangesOf([
      { seq: '20', oldImage: item({ paid: false }), newImage: item() },
      { seq: '21', oldImage: order({ paid: false }), newImage: order() },
      { seq: '22', oldImage: item({ orderGuid: 'o2', paid: false }), newImage: item({ orderGuid: 'o2' }) },
    ]);
    // o2's order record is not in this batch: its registration keeps its own mark.
    expect(paid).toEqual([
      { orderGuid: 'o1', seriesGuid: 's1', seq: paddedSeq('21') },
      { orderGuid: 'o2', itemGuid: 'i1', seriesGuid: 's1', seq: paddedSeq('22') },
    ]);
  });
});
