import type { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { adminTransferFeeOrderRoutes } from '@shared/api/areas/admin-transfer-fees';
import { transferFeeItems } from '../adapters/dynamodb/transfer-offer-repository';
import type { BankPaymentAdminPorts } from '../domain/bank-import/bank-payments-admin';
import { assignBankRowToFee } from '../domain/self-service/transfer-fee-bank-row';
import { markTransferFeePaid, orderTransferFees } from '../domain/self-service/transfer-fee-by-hand';
import type { ActionsOf } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import { transferPorts } from './transfer-ports';

type TransferFeeOrderActions = Pick<
  ActionsOf<typeof adminRegistrationsRoutes>,
  keyof typeof adminTransferFeeOrderRoutes
>;

/** A transfer fee settled by hand from the order detail (spread into the admin-registrations Lambda). */
export const adminTransferFeeOrderActions: TransferFeeOrderActions = {
  transferFees: ({ params }) => orderTransferFees(transferPorts, params.id, new Date()),
  markTransferFeePaid: ({ caller, params, body }) =>
    markTransferFeePaid(
      transferPorts,
      {
        orderGuid: params.id,
        itemGuid: params.itemId,
        amount: body.amount,
        date: body.date,
        ...(body.note ? { note: body.note } : {}),
      },
      orderActorOf(caller),
      new Date(),
    ),
};

/** The payments Lambda's call: a bank row assigned to a transfer fee by its variable symbol. */
export const assignTransferFeeAction =
  (bank: BankPaymentAdminPorts) =>
  ({
    caller,
    params,
    body,
  }: {
    caller: StaffCaller;
    params: { id: string };
    body: { variableSymbol: string };
  }) =>
    assignBankRowToFee(
      {
        transfer: transferPorts,
        bank,
        feeItem: async (vs) => (await transferFeeItems([vs])).get(vs),
      },
      params.id,
      body.variableSymbol,
      orderActorOf(caller),
      new Date(),
    );
