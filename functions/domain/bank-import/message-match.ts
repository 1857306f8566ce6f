import type { OrderRecord } from '../orders/order-records';
import type { BankMovement } from './bank-movement';
import { bankPaymentGuid } from './bank-payment-record';
import { chooseMessageMatch, symbolsInMessage } from './message-symbol';
import { isIncomingPayment } from './reconcile';

export interface MessageMatchPorts {
  /** Order guids by variable symbol (the order's VS guard); unknown symbols are absent. */
  ordersByVariableSymbol(symbols: string[]): Promise<Map<string, string>>;
  /** Orders by guid (batched reads); missing orders are absent. */
  loadOrders(guids: string[]): Promise<Map<string, { order: OrderRecord }>>;
}

/**
 * Item 4 before matching: each incoming row whose VS column is empty or names no order looks for
 * an order's variable symbol in its message. A row with exactly one fitting order gets that
 * symbol as its `variableSymbol` (the statement's own kept in `statementVariableSymbol`) and the
 * symbol joins `symbols`, so the import matches it like any other row; a row that saw open orders
 * but could not choose keeps them in `messageCandidates` for hand assignment. Answers the rows
 * matched this way (the import counts them). Two batched reads for the whole statement.
 */
export async function resolveMessageSymbols(
  ports: MessageMatchPorts,
  movements: BankMovement[],
  symbols: Map<string, string>,
): Promise<Set<BankMovement>> {
  const looking = movements
    .filter((m) => isIncomingPayment(m) && !symbols.has(m.variableSymbol) && m.message)
    .map((movement) => ({ movement, found: symbolsInMessage(movement.message) }))
    .filter((row) => row.found.length > 0);
  const matched = new Set<BankMovement>();
  if (!looking.length) return matched;
  const named = await ports.ordersByVariableSymbol([...new Set(looking.flatMap((r) => r.found))]);
  const orders = named.size ? await ports.loadOrders([...new Set(named.values())])
    : new Map<string, { order: OrderRecord }>();
  for (const { movement, found } of looking) {
    const seen = found.flatMap((vs) => {
      const guid = named.get(vs);
      const order = guid ? orders.get(guid)?.order : undefined;
      return order ? [order] : [];
    });
    const choice = chooseMessageMatch({ ...movement, guid: bankPaymentGuid(movement.movementId) }, seen);
    if (choice.kind === 'matched') {
      movement.statementVariableSymbol = movement.variableSymbol;
      movement.variableSymbol = choice.variableSymbol;
      const guid = named.get(choice.variableSymbol);
      if (guid) symbols.set(choice.variableSymbol, guid);
      matched.add(movement);
    } else if (choice.kind === 'candidates') movement.messageCandidates = choice.variableSymbols;
  }
  return matched;
}
