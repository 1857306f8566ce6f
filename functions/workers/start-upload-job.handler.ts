import { dynamoJobStore, getUploadTicket } from '../adapters/dynamodb/job-repository';
import { enqueueJob } from '../adapters/queue/job-queue';
import { rootLogger } from '../adapters/logger';
import { startJobOfUpload, type UploadStartPorts } from '../domain/jobs/upload-started-jobs';

const log = rootLogger.child({ worker: 'start-upload-job' });

/** The part of an EventBridge "Object Created" event of S3 the worker reads. */
export interface S3ObjectCreatedEvent {
  'detail-type'?: string;
  detail?: { bucket?: { name?: string }; object?: { key?: string } };
}

/**
 * Starts the job of a file uploaded to the uploads bucket (EventBridge rule on "Object Created"
 * under the prefixes of `uploadStartPrefixes`). Idempotent: the job id is the upload's uuid, so a
 * repeated event finds the job started. A failure throws, so EventBridge retries the invocation.
 */
export function createStartUploadJobHandler(ports?: UploadStartPorts) {
  const used: UploadStartPorts = ports ?? {
    store: dynamoJobStore,
    enqueue: enqueueJob,
    uploadTicket: getUploadTicket,
  };
  return async (event: S3ObjectCreatedEvent): Promise<void> => {
    const raw = event.detail?.object?.key;
    if (!raw) {
      log.error('S3 event without an object key', { detailType: event['detail-type'] });
      return;
    }
    // S3 event keys are URL-encoded (a space as `+`); the upload call's keys never need it.
    const key = decodeURIComponent(raw.replace(/\+/g, ' '));
    const outcome = await startJobOfUpload(used, key, new Date());
    log.info('upload event', { key, ...outcome });
  };
}

export const handler = createStartUploadJobHandler();
