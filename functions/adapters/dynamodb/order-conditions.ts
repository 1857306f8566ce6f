import type { FlagGuard, OrderFlag } from '../../domain/orders/order-state';

/**
 * A flag guard of the order state machine (functions/domain/orders/order-state.ts) as a DynamoDB
 * condition expression: `paid = :false AND deleted = :true …`. Uses only the values `:true` and
 * `:false`; `flagValues(guard)` gives the ones it needs.
 */
export function flagCondition(guard: FlagGuard): string {
  return (Object.entries(guard) as [OrderFlag, boolean][])
    .map(([flag, value]) => `${flag} = ${value ? ':true' : ':false'}`)
    .join(' AND ');
}

export function flagValues(guard: FlagGuard): Record<string, boolean> {
  const values = Object.values(guard);
  return {
    ...(values.includes(true) ? { ':true': true } : {}),
    ...(values.includes(false) ? { ':false': false } : {}),
  };
}
