import { taxDocumentsRoutes } from '@shared/api/areas/tax-documents';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { TaxDocumentsList } from '../../../../components/tax-documents/tax-documents-list';
import { api } from '../../../../lib/api-client';
import { orderKeys } from '../api/order-queries';

/** The order detail's tax documents and payment confirmations (issue 28), to download as PDF. */
export function OrderTaxDocuments({ order }: { order: OrderDetail }) {
  return (
    <TaxDocumentsList
      queryKey={[...orderKeys.detail(order.id), 'tax-documents']}
      load={(signal) => api.call(taxDocumentsRoutes.orderDocuments, { params: { id: order.id } }, { signal })}
      download={(number) =>
        api.download(taxDocumentsRoutes.orderDocument, { params: { id: order.id, number } })
      }
      expected={order.paid && !order.deleted && order.calculatedPrice > 0}
    />
  );
}
