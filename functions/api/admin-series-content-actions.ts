import { randomUUID } from 'node:crypto';
import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesContentRoutes } from '@shared/api/areas/admin-series-content';
import { termsStore } from '../adapters/dynamodb/series-content-repository';
import { sanitizeRichText } from '../domain/rich-text';
import { createTerms, deleteTerms, listTerms, updateTerms, type TermsCtx } from '../domain/series-editor/terms';
import { actorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import type { ActionsOf } from './http/create-api-handler';

type ContentActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesContentRoutes>;

const termsCtx = ({ caller }: { caller: StaffCaller }): TermsCtx => ({
  store: termsStore,
  newId: randomUUID,
  sanitize: sanitizeRichText,
  actor: actorOf(caller),
  now: new Date(),
});

/** Terms, documents, templates and stylings of a series (spread into admin-series.handler.ts). */
export const adminSeriesContentActions: ContentActions = {
  terms: ({ params }) => listTerms(termsStore, params.id),
  createTerms: (input) => createTerms(termsCtx(input), input.body),
  updateTerms: (input) => updateTerms(termsCtx(input), input.params.id, input.body),
  deleteTerms: (input) => deleteTerms(termsCtx(input), input.query.seriesGuid, input.params.id),
};
