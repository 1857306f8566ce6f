import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesContentRoutes } from '@shared/api/areas/admin-series-content';
import { stylingsStore, templateStore, termsStore } from '../adapters/dynamodb/series-content-repository';
import { getStylings, updateStylings } from '../domain/series-editor/stylings';
import { sanitizeRichText } from '../domain/rich-text';
import {
  createTerms,
  deleteTerms,
  listTerms,
  updateTerms,
  type TermsCtx,
} from '../domain/series-editor/terms';
import {
  createTemplate,
  createTemplates,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
  updateTemplates,
  type TemplateCtx,
} from '../domain/series-editor/templates';
import type { Locale } from '@shared/codelists/enums';
import { editorChangeOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import type { ActionsOf } from './http/create-api-handler';

type ContentActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesContentRoutes>;

const termsCtx = ({ caller }: { caller: StaffCaller }): TermsCtx => ({
  ...editorChangeOf(caller),
  store: termsStore,
  sanitize: sanitizeRichText,
});

const templateCtx = ({ caller, locale }: { caller: StaffCaller; locale: Locale }): TemplateCtx => ({
  ...editorChangeOf(caller),
  store: templateStore,
  sanitize: sanitizeRichText,
  locale,
});
const templateReads = { store: templateStore };

/** Terms, documents, templates and stylings of a series (spread into admin-series.handler.ts). */
export const adminSeriesContentActions: ContentActions = {
  terms: ({ params }) => listTerms(termsStore, params.id),
  createTerms: (input) => createTerms(termsCtx(input), input.body),
  updateTerms: (input) => updateTerms(termsCtx(input), input.params.id, input.body),
  deleteTerms: (input) => deleteTerms(termsCtx(input), input.query.seriesGuid, input.params.id),
  eventTemplates: ({ params }) => listTemplates(templateReads, params.id),
  templateDetail: ({ params, query }) => getTemplate(templateReads, query.eventGuid, params.id),
  createTemplate: (input) => createTemplate(templateCtx(input), input.body),
  createTemplates: (input) => createTemplates(templateCtx(input), input.body.eventGuid, input.body.templates),
  updateTemplate: (input) => updateTemplate(templateCtx(input), input.params.id, input.body),
  updateTemplates: (input) => updateTemplates(templateCtx(input), input.body.eventGuid, input.body.templates),
  stylings: ({ params }) => getStylings(stylingsStore, params.id),
  updateStylings: ({ caller, params, body }) =>
    updateStylings({ ...editorChangeOf(caller), store: stylingsStore }, params.id, body.values),
  deleteTemplate: (input) => deleteTemplate(templateCtx(input), input.query.eventGuid, input.params.id),
};
