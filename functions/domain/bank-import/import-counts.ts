import type { BankImportResult } from '@shared/payments/bank-payment-schemas';
import type { BankPaymentRecord } from './bank-payment-record';
import type { BankPaymentStatus, MatchDecision } from './reconcile';

/** What a statement row counts as in the import's report (spec §8 result counts). */
export type Counted = BankPaymentStatus | 'ignored' | 'alreadyImported';

/** Statuses of a row matched to its order (the count of rows matched by a VS in the message). */
export const MATCHED: ReadonlySet<Counted> = new Set(['paid', 'overpaid', 'underpaid']);

export function count(result: BankImportResult, status: Counted): void {
  switch (status) {
    case 'paid':
      result.paid++;
      result.updatedOrders++;
      break;
    case 'overpaid':
      result.overpaid++;
      result.updatedOrders++;
      break;
    case 'underpaid':
      result.underpaid++;
      break;
    case 'duplicate':
      result.duplicates++;
      break;
    case 'orderClosed':
      result.closedOrders++;
      break;
    case 'currencyMismatch':
      result.currencyMismatches++;
      break;
    case 'unknownVariableSymbol':
      result.unknownVariableSymbols++;
      break;
    case 'unknownInstructionId':
      result.unknownInstructionIds++;
      break;
    case 'ignored':
      result.ignoredRows++;
      break;
    case 'alreadyImported':
    case 'manual':
    case 'unmatched':
    case 'pending':
      result.alreadyImported++;
      break;
  }
}

export const settled = (
  d: MatchDecision,
): Pick<BankPaymentRecord, 'status' | 'orderGuid' | 'remaining' | 'refund'> => ({
  status: d.status === 'ignored' ? 'unmatched' : d.status,
  orderGuid: 'orderGuid' in d ? d.orderGuid : null,
  remaining: d.status === 'underpaid' ? d.remaining : null,
  refund: d.status === 'overpaid' ? d.refund : null,
});
