import { randomUUID } from 'node:crypto';
import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesDocumentRoutes } from '@shared/api/areas/admin-series-documents';
import { documentStore } from '../adapters/dynamodb/document-repository';
import { documentStorage } from '../adapters/storage/documents';
import {
  createEventDocuments,
  deleteEventDocument,
  deleteSeriesDocument,
  downloadSeriesDocument,
  getEventDocument,
  listEventDocuments,
  listSeriesDocuments,
  presignDocumentUpload,
  updateEventDocuments,
  uploadSeriesLogo,
  type DocumentCtx,
} from '../domain/series-editor/documents';
import type { DocumentView } from '@shared/back-office/series-document-schemas';
import { editorChangeOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import type { ActionsOf } from './http/create-api-handler';

type DocumentActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesDocumentRoutes>;

const ctx = ({ caller }: { caller: StaffCaller }): DocumentCtx => ({
  ...editorChangeOf(caller),
  store: documentStore,
  storage: documentStorage,
});
const reads = { store: documentStore, storage: documentStorage, newId: randomUUID };
const one = (views: DocumentView[]) => views[0] as DocumentView;

/** Documents of a series and its events (spread into admin-series.handler.ts). */
export const adminSeriesDocumentActions: DocumentActions = {
  documentUpload: ({ params, body }) => presignDocumentUpload(reads, params.id, body),
  seriesDocuments: ({ params }) => listSeriesDocuments(reads, params.id),
  uploadLogo: (input) => uploadSeriesLogo(ctx(input), input.params.id, input.body.fileKey),
  downloadDocument: ({ params }) => downloadSeriesDocument(reads, params.id, params.documentId),
  deleteDocument: (input) => deleteSeriesDocument(ctx(input), input.params.id, input.params.documentId),
  eventDocuments: ({ params }) => listEventDocuments(reads, params.id),
  documentDetail: ({ params, query }) => getEventDocument(reads, query.eventGuid, params.id),
  createDocument: async (input) => {
    const { eventGuid, ...fields } = input.body;
    return one(await createEventDocuments(ctx(input), eventGuid, [fields]));
  },
  createDocuments: (input) => createEventDocuments(ctx(input), input.body.eventGuid, input.body.documents),
  updateDocument: async (input) => {
    const { eventGuid, ...fields } = input.body;
    return one(await updateEventDocuments(ctx(input), eventGuid, [{ ...fields, guid: input.params.id }]));
  },
  updateDocuments: (input) => updateEventDocuments(ctx(input), input.body.eventGuid, input.body.documents),
  deleteEventDocument: (input) => deleteEventDocument(ctx(input), input.query.eventGuid, input.params.id),
};
