import { bankPaymentDetailSchema } from '../../payments/bank-payment-schemas';
import {
  assignTransferFeeBodySchema,
  markTransferFeePaidBodySchema,
  orderTransferFeesSchema,
  transferFeeParams,
} from '../../self-service/transfer-fee-admin-schemas';
import { idParams } from '../common-schemas';
import type { RouteSpec } from '../route-types';

/**
 * A registration transfer's fee settled by hand (issue 27 item 2, docs/self-service.md). The order
 * detail's calls are spread into the admin registrations area and authorised like an order's
 * manual payment (`adminRegistrations.paid`: admins and the event managers of the order's series);
 * the bank payments screen's call is spread into the payments area (admins only, spec §6).
 */
export const adminTransferFeeOrderRoutes = {
  transferFees: {
    method: 'GET',
    path: 'admin/registrations/{id}/transfer-fees',
    auth: 'eventManager',
    summary:
      "The order's registrations whose transfer offer waits for its fee by bank transfer (variable symbol, amount, deadline)",
    params: idParams,
    response: orderTransferFeesSchema,
    scope: { order: 'params.id' },
  },
  markTransferFeePaid: {
    method: 'POST',
    path: 'admin/registrations/{id}/transfer-fees/{itemId}/paid',
    auth: 'eventManager',
    summary:
      'Record a transfer fee paid by hand (amount, booking day, note): the offer is claimed once and the registration handed over to the new runner (history entry)',
    params: transferFeeParams,
    body: markTransferFeePaidBodySchema,
    response: orderTransferFeesSchema,
    scope: { order: 'params.id' },
  },
} as const satisfies Record<string, RouteSpec>;

export const bankPaymentTransferFeeRoutes = {
  assignTransferFee: {
    method: 'POST',
    path: 'admin/bank-payments/{id}/transfer-fee',
    auth: 'admin',
    summary:
      "Assign an unmatched incoming payment to a registration transfer's fee by its variable symbol: pays the fee and hands the registration over once (history entry)",
    params: idParams,
    body: assignTransferFeeBodySchema,
    response: bankPaymentDetailSchema,
  },
} as const satisfies Record<string, RouteSpec>;
