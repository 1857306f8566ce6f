import { startedJobSchema } from '../../jobs/job-schemas';
import {
  numberingIdParams,
  numberingPreviewSchema,
  numberingRuleSchema,
  numberingSchema,
  numberingSeriesBody,
  numberingSeriesQuery,
  numberingsSchema,
  seriesIdParams,
} from '../../back-office/numbering-schemas';
import { numberingFromFileBodySchema } from '../../back-office/numbering-file-schemas';
import { deletedSchema } from '../../back-office/series-editor-schemas';
import type { RouteSpec } from '../route-types';

/**
 * Start numberings of a series (spec §3 Numbering, §7 admin series numbering), spread into the
 * admin-series area (shared/api/areas/admin-series.ts). A numbering names its race; the series in
 * the input is the scope, the domain checks the race belongs to it. Execute and clear run as jobs
 * started in the series: the event manager who started one reads it with `jobs.job` (scope `job`).
 */
export const adminSeriesNumberingRoutes = {
  numberings: {
    method: 'GET',
    path: 'admin/series/{id}/numberings',
    auth: 'eventManager',
    summary: 'Start numberings of a series with how many numbers each has assigned',
    params: seriesIdParams,
    response: numberingsSchema,
    scope: { series: 'params.id' },
  },
  createNumbering: {
    method: 'POST',
    path: 'admin/series/numberings',
    auth: 'eventManager',
    summary: 'Create a numbering (a race of the series; category, wave, dates, range, restricted numbers…)',
    body: numberingRuleSchema,
    response: numberingSchema,
    scope: { series: 'body.seriesGuid' },
  },
  updateNumbering: {
    method: 'PUT',
    path: 'admin/series/numberings/{id}',
    auth: 'eventManager',
    summary: 'Update a numbering (numbers already given stay until it is cleared or executed again)',
    params: numberingIdParams,
    body: numberingRuleSchema,
    response: numberingSchema,
    scope: { series: 'body.seriesGuid' },
  },
  deleteNumbering: {
    method: 'DELETE',
    path: 'admin/series/numberings/{id}',
    auth: 'eventManager',
    summary: 'Delete a numbering (refused while it has numbers assigned; query seriesGuid)',
    params: numberingIdParams,
    query: numberingSeriesQuery,
    response: deletedSchema,
    scope: { series: 'query.seriesGuid' },
  },
  previewNumbering: {
    method: 'POST',
    path: 'admin/series/numberings/{id}/preview',
    auth: 'eventManager',
    summary:
      'Beyond §7: what executing would assign now (who gets which number, who is left without one), without writing',
    params: numberingIdParams,
    body: numberingSeriesBody,
    response: numberingPreviewSchema,
    scope: { series: 'body.seriesGuid' },
  },
  executeNumbering: {
    method: 'POST',
    path: 'admin/series/numberings/{id}/execute',
    auth: 'eventManager',
    summary:
      'Assign start numbers by the numbering: starts a job, answers its id (twice = nothing assigned twice)',
    params: numberingIdParams,
    body: numberingSeriesBody,
    response: startedJobSchema,
    scope: { series: 'body.seriesGuid' },
  },
  numberingFromFile: {
    method: 'POST',
    path: 'admin/series/numberings/from-file',
    auth: 'eventManager',
    summary:
      'Start numbers from an uploaded CSV/XLSX (registration id or name + birth year → number): a preview job reports every row, an apply job gives the numbers',
    body: numberingFromFileBodySchema,
    response: startedJobSchema,
    scope: { series: 'body.seriesGuid', subevent: 'body.subEventGuid' },
  },
  clearNumbering: {
    method: 'POST',
    path: 'admin/series/numberings/{id}/clear',
    auth: 'eventManager',
    summary:
      'Remove the numbers the numbering assigned (numbers typed by hand stay unless overwriteManual): starts a job',
    params: numberingIdParams,
    body: numberingSeriesBody,
    response: startedJobSchema,
    scope: { series: 'body.seriesGuid' },
  },
} as const satisfies Record<string, RouteSpec>;
