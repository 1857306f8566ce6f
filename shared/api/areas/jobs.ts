import { z } from 'zod';
import { jobSchema, uploadRequestBodySchema, uploadTicketSchema } from '../../jobs/job-schemas';
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
  job: {
    method: 'GET',
    path: 'admin/jobs/{id}',
    auth: 'admin',
    summary: 'A job: state, progress (done of total) and, when finished, its result',
    params: z.object({ id: z.uuid({ version: undefined }) }),
    response: jobSchema,
  },
});
