import type { CardImportPorts } from '../../domain/card-import/import-card-payments';
import { config } from '../config';
import { keys } from './keys';
import { transactWithRetry } from './order-repository';

/**
 * The card import's write: Update `ORDER#` (chargedAmount, gatewayFee, cardSettlement; condition:
 * both amounts as read) + Put the order's `HISTORY#` entry, in one transaction.
 */
export const recordCardSettlement: CardImportPorts['record'] = async (order, values, history) => {
  const previous = order;
  const expect = (name: string, value: number | null | undefined) =>
    value === null || value === undefined
      ? `(attribute_not_exists(${name}) OR ${name} = :null)`
      : `${name} = :prev_${name}`;
  const names: Record<string, unknown> = { ':null': null };
  if (typeof previous.chargedAmount === 'number') names[':prev_chargedAmount'] = previous.chargedAmount;
  if (typeof previous.gatewayFee === 'number') names[':prev_gatewayFee'] = previous.gatewayFee;
  const failed = await transactWithRetry([
    {
      Update: {
        TableName: config.tableName,
        Key: keys.order(order.guid),
        UpdateExpression: 'SET chargedAmount = :charged, gatewayFee = :fee, cardSettlement = :mark',
        ConditionExpression: `attribute_exists(pk) AND ${expect('chargedAmount', previous.chargedAmount)} AND ${expect('gatewayFee', previous.gatewayFee)}`,
        ExpressionAttributeValues: {
          ...names,
          ':charged': values.chargedAmount,
          ':fee': values.gatewayFee,
          ':mark': values.mark,
        },
      },
    },
    {
      Put: {
        TableName: config.tableName,
        Item: { ...keys.orderHistory(order.guid, history.date, 900), ...history },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return failed === undefined;
};
