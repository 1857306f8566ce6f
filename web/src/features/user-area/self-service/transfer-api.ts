import { transferRoutes } from '@shared/api/areas/transfers';
import type {
  AcceptTransferBody,
  AcceptTransferResult,
  MyTransfer,
  StartTransferBody,
  TransferOfferView,
} from '@shared/self-service/transfer-schemas';
import { api } from '../../../lib/api-client';

/** GET user/my-registration-items/{id}/transfer. */
export const myTransfer = (itemId: string, signal?: AbortSignal): Promise<MyTransfer> =>
  api.call(transferRoutes.myTransfer, { params: { id: itemId } }, { signal });

/** POST user/my-registration-items/{id}/transfer: the offer e-mailed to the new runner. */
export const startTransfer = (itemId: string, body: StartTransferBody): Promise<MyTransfer> =>
  api.call(transferRoutes.startTransfer, { params: { id: itemId }, body });

export const cancelTransfer = (itemId: string): Promise<MyTransfer> =>
  api.call(transferRoutes.cancelTransfer, { params: { id: itemId } });

/** GET transfers/offers/{token}: the offer as its link shows it. */
export const transferOffer = (token: string, signal?: AbortSignal): Promise<TransferOfferView> =>
  api.call(transferRoutes.offer, { params: { token }, query: {} }, { signal });

export const acceptTransfer = (token: string, body: AcceptTransferBody): Promise<AcceptTransferResult> =>
  api.call(transferRoutes.accept, { params: { token }, body });
