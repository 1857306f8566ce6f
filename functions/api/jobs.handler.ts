import { jobsRoutes } from '@shared/api/areas/jobs';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { presignUpload } from '../adapters/storage/uploads';
import { getJob } from '../domain/jobs/jobs';
import { createUploadTicket } from '../domain/jobs/uploads';
import { createApiHandler } from './http/create-api-handler';

/** Presigned uploads and job status (functions/domain/jobs). */
export const handler = createApiHandler(jobsRoutes, {
  upload: ({ body }) => createUploadTicket({ presignUpload }, body.purpose, body.fileName),
  seriesUpload: ({ body }) => createUploadTicket({ presignUpload }, body.purpose, body.fileName),
  job: ({ params }) => getJob({ store: dynamoJobStore }, params.id),
});
