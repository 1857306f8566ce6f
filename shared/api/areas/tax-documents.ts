import {
  taxDocumentListSchema,
  taxDocumentOrderParams,
  taxDocumentParams,
} from '../../tax-documents/tax-document-schemas';
import { defineArea } from '../define-area';

/**
 * Tax documents and payment confirmations of an order (issue 28): the runner's own in My Orders,
 * any order's in the back office's order detail. The PDFs are issued by a worker after payment;
 * these calls only list and hand them out. Beyond spec §7.
 */
export const taxDocumentsRoutes = defineArea('tax-documents', 'taxDocuments', {
  myDocuments: {
    method: 'GET',
    path: 'user/my-registrations/{id}/tax-documents',
    auth: 'user',
    summary: 'The tax documents / payment confirmations of an own order',
    params: taxDocumentOrderParams,
    response: taxDocumentListSchema,
    ownerScoped: 'order',
  },
  // The answer is the PDF itself (application/pdf, saved under the document's number).
  myDocument: {
    method: 'GET',
    path: 'user/my-registrations/{id}/tax-documents/{number}',
    auth: 'user',
    summary: 'One tax document / payment confirmation of an own order, as PDF',
    params: taxDocumentParams,
    ownerScoped: 'order',
  },
  orderDocuments: {
    method: 'GET',
    path: 'admin/registrations/{id}/tax-documents',
    auth: 'eventManager',
    summary: 'The tax documents / payment confirmations of an order',
    params: taxDocumentOrderParams,
    response: taxDocumentListSchema,
    scope: { order: 'params.id' },
  },
  orderDocument: {
    method: 'GET',
    path: 'admin/registrations/{id}/tax-documents/{number}',
    auth: 'eventManager',
    summary: 'One tax document / payment confirmation of an order, as PDF',
    params: taxDocumentParams,
    scope: { order: 'params.id' },
  },
});
