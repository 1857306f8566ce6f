import { taxDocumentsRoutes } from '@shared/api/areas/tax-documents';
import type { TaxDocumentList } from '@shared/tax-documents/tax-document-schemas';
import { api, type DownloadResult } from '../../../lib/api-client';

/** GET user/my-registrations/{id}/tax-documents: the own order's documents. */
export const myTaxDocuments = (id: string, signal?: AbortSignal): Promise<TaxDocumentList> =>
  api.call(taxDocumentsRoutes.myDocuments, { params: { id } }, { signal });

/** GET user/my-registrations/{id}/tax-documents/{number}: the PDF. */
export const downloadMyTaxDocument = (id: string, number: string): Promise<DownloadResult> =>
  api.download(taxDocumentsRoutes.myDocument, { params: { id, number } });
