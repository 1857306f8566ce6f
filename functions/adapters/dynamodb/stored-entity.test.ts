import { describe, expect, it } from 'vitest';
import { decodeOrder, decodeOrderHistory, decodeOrderItem } from './order-attributes';
import { entityDecoder, KEY_ATTRIBUTES, rowsOf, storedDecoder, StoredItemError } from './stored-entity';

const order = {
  pk: 'ORDER#o1',
  sk: 'ORDER',
  entity: 'order',
  guid: 'o1',
  variableSymbol: '1',
  seriesGuid: 's',
};
const item = {
  pk: 'ORDER#o1',
  sk: 'ITEM#000',
  entity: 'orderItem',
  itemGuid: 'i1',
  orderGuid: 'o1',
  index: 0,
};
const history = {
  pk: 'ORDER#o1',
  sk: 'HISTORY#2026-05-01T10:00:00.000Z#000',
  entity: 'orderHistory',
  orderGuid: 'o1',
  date: '2026-05-01T10:00:00.000Z',
  action: 'created',
};

describe('stored item decoders', () => {
  it('decode the entities of an order partition as they are stored', () => {
    expect(decodeOrder(order).guid).toBe('o1');
    expect(rowsOf([order, item, history], 'orderItem', decodeOrderItem)).toEqual([item]);
    expect(rowsOf([order, item, history], 'orderHistory', decodeOrderHistory)[0]?.action).toBe('created');
  });

  it('refuse another entity or a row without what readers rely on, naming its key', () => {
    expect(() => decodeOrder(item)).toThrow(StoredItemError);
    const { seriesGuid: _s, ...withoutSeries } = order;
    expect(() => decodeOrder(withoutSeries)).toThrow(
      'Stored item ORDER#o1 / ORDER is not a valid order (no seriesGuid)',
    );
  });

  it('read an order without a variable symbol (jobs read orders for their ledger alone)', () => {
    const { variableSymbol: _vs, ...withoutVs } = order;
    expect(decodeOrder(withoutVs).guid).toBe('o1');
  });

  it('leave out the stored-only attributes of a record that goes out whole, and accept each of its marks', () => {
    type Doc = { entity: 'document' | 'seriesDocument'; guid: string; name: string };
    const decodeDoc = entityDecoder<Doc>(['document', 'seriesDocument'], ['guid'], KEY_ATTRIBUTES);
    const row = { pk: 'SERIES#s', sk: 'DOCUMENT#d', entity: 'seriesDocument', guid: 'd', name: 'Logo' };
    expect(decodeDoc(row)).toEqual({ entity: 'seriesDocument', guid: 'd', name: 'Logo' });
    expect(() => decodeDoc({ ...row, entity: 'template' })).toThrow(
      'Stored item SERIES#s / DOCUMENT#d is not a valid document or seriesDocument (entity template)',
    );
  });

  it('decode a record stored without its mark and refuse one without what readers rely on', () => {
    type Entry = { bankPaymentGuid: string; action: string };
    const decodeEntry = storedDecoder<Entry>(
      'bankPaymentHistory',
      ['bankPaymentGuid', 'action'],
      [...KEY_ATTRIBUTES, 'entity'],
    );
    const row = { pk: 'BANKPAYMENT#b', sk: 'HISTORY#1', entity: 'bankPaymentHistory', bankPaymentGuid: 'b' };
    expect(decodeEntry({ ...row, action: 'matched' })).toEqual({ bankPaymentGuid: 'b', action: 'matched' });
    expect(() => decodeEntry(row)).toThrow(
      'Stored item BANKPAYMENT#b / HISTORY#1 is not a valid bankPaymentHistory (no action)',
    );
  });
});
