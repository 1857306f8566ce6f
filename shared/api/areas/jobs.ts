import { z } from 'zod';
import {
  jobSchema,
  seriesUploadRequestBodySchema,
  uploadRequestBodySchema,
  uploadTicketSchema,
} from '../../jobs/job-schemas';
import { guidSchema } from '../common-schemas';
import { defineArea } from '../define-area';

/**
 * Long admin work as jobs (design "long work as jobs"): files go straight to S3 with a presigned
 * upload, a start call of the work (e.g. admin/registrations/upload-bank-csv) answers a job id at
 * once, and this job call reports progress and the result while the queue worker does the work.
 * Not calls of spec §7 by name: the spec's long calls (§9: 1,200,000 ms) become a start + a job.
 */
export const jobsRoutes = defineArea('jobs', 'jobs', {
  upload: {
    method: 'POST',
    path: 'admin/uploads',
    auth: 'admin',
    summary:
      'A presigned upload of a file a job will read (bank statement); answers the URL and the file key',
    body: uploadRequestBodySchema,
    response: uploadTicketSchema,
  },
  seriesUpload: {
    method: 'POST',
    path: 'admin/series/{id}/uploads',
    auth: 'eventManager',
    summary:
      "A presigned upload of a file a job of the series will read (start numbers); for the series' event managers too",
    params: z.object({ id: guidSchema }),
    body: seriesUploadRequestBodySchema,
    response: uploadTicketSchema,
    scope: { series: 'params.id' },
  },
  job: {
    method: 'GET',
    path: 'admin/jobs/{id}',
    auth: 'eventManager',
    summary:
      'A job: state, progress (done of total) and, when finished, its result (admins: any job; event managers: the jobs they started in a series they may manage)',
    params: z.object({ id: z.uuid({ version: undefined }) }),
    response: jobSchema,
    scope: { job: 'params.id' },
  },
});
