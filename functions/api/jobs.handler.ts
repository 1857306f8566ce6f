import { jobsRoutes } from '@shared/api/areas/jobs';
import { dynamoJobStore, recordUploadTicket } from '../adapters/dynamodb/job-repository';
import { presignUpload } from '../adapters/storage/uploads';
import { getJob } from '../domain/jobs/jobs';
import { createUploadTicket } from '../domain/jobs/uploads';
import { createApiHandler } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';

/** Presigned uploads and job status (functions/domain/jobs). */
export const handler = createApiHandler(jobsRoutes, {
  // The ticket names the uploader for the S3 event that starts the job (upload-started-jobs.ts).
  upload: ({ body, caller }) =>
    createUploadTicket(
      { presignUpload, recordUpload: recordUploadTicket },
      body.purpose,
      body.fileName,
      orderActorOf(caller),
    ),
  seriesUpload: ({ body }) => createUploadTicket({ presignUpload }, body.purpose, body.fileName),
  job: ({ params }) => getJob({ store: dynamoJobStore }, params.id),
});
