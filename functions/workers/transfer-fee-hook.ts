import { claimBankPayment, settleBankPayment } from '../adapters/dynamodb/bank-payment-repository';
import { transferFeeItems } from '../adapters/dynamodb/transfer-offer-repository';
import type { TransferFeeHook } from '../domain/bank-import/import-ports';
import { payTransferFeeByBank } from '../domain/self-service/transfer-bank-fee';
import { transferPorts } from '../api/transfer-ports';

/** The bank import's rows paying a registration transfer's fee (issue 27 item 2; docs/self-service.md). */
export const transferFeeHook: TransferFeeHook = {
  feeSymbols: async (symbols) => new Set((await transferFeeItems(symbols)).keys()),
  pay: (movement, job, now) =>
    payTransferFeeByBank(
      {
        transfer: transferPorts,
        claim: claimBankPayment,
        settle: async (payment, outcome, at) => {
          await settleBankPayment(payment, outcome, at);
        },
        feeItem: async (vs) => (await transferFeeItems([vs])).get(vs),
      },
      movement,
      job,
      now,
    ),
};
