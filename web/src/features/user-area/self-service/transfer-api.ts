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

/** What the registrant's transfer form calls: by the signed-in owner, or by the e-mail's link. */
export interface TransferCalls {
  load(signal?: AbortSignal): Promise<MyTransfer>;
  start(body: StartTransferBody): Promise<MyTransfer>;
  cancel(): Promise<MyTransfer>;
}

export const ownerTransferCalls = (itemId: string): TransferCalls => ({
  load: (signal) => myTransfer(itemId, signal),
  start: (body) => startTransfer(itemId, body),
  cancel: () => cancelTransfer(itemId),
});

/** transfers/links/{token}: the registration e-mail's link (no account needed). */
export const linkTransferCalls = (token: string): TransferCalls => ({
  load: (signal) => api.call(transferRoutes.linkTransfer, { params: { token } }, { signal }),
  start: (body) => api.call(transferRoutes.linkStartTransfer, { params: { token }, body }),
  cancel: () => api.call(transferRoutes.linkCancelTransfer, { params: { token } }),
});

/** GET transfers/offers/{token}: the offer as its link shows it. */
export const transferOffer = (token: string, signal?: AbortSignal): Promise<TransferOfferView> =>
  api.call(transferRoutes.offer, { params: { token }, query: {} }, { signal });

export const acceptTransfer = (token: string, body: AcceptTransferBody): Promise<AcceptTransferResult> =>
  api.call(transferRoutes.accept, { params: { token }, body });
