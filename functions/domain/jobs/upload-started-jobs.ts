import { fileKeySchema, type JobKind } from '@shared/jobs/job-schemas';
import { startJob, type JobActor, type JobPorts } from './jobs';
import { jobIdOfFile, UPLOAD_STARTS_JOB, type UploadPurpose, type UploadTicketRecord } from './uploads';

/**
 * Uploads whose arrival in S3 starts their job by itself (design: "an uploaded CSV in S3 triggers
 * an asynchronous import"): the uploads bucket's "Object Created" event under the purpose's prefix
 * runs the `start-upload-job` worker. The browser's start call (e.g. upload-bank-csv) stays: both
 * start the job of the upload's uuid, so whichever comes second finds it started.
 */
const UPLOAD_STARTED_JOBS: Partial<Record<UploadPurpose, JobKind>> = {
  bankStatement: 'bankStatementImport',
};

/** Key prefixes of the uploads that start their job (the S3 event rule's filter). */
export const uploadStartPrefixes = (): string[] => [...UPLOAD_STARTS_JOB].map((p) => `uploads/${p}/`);

export type { UploadTicketRecord } from './uploads';

export interface UploadStartPorts extends JobPorts {
  uploadTicket(id: string): Promise<UploadTicketRecord | undefined>;
}

export type UploadStartOutcome =
  | { kind: 'started'; jobId: string }
  | { kind: 'alreadyStarted'; jobId: string }
  | { kind: 'ignored'; reason: 'notStartedByUpload' | 'unknownUpload' };

/**
 * Starts the job of an uploaded file (an S3 "Object Created" event). The job id is the upload's
 * uuid, so a duplicate event (S3 and EventBridge deliver at least once) or the browser's own start
 * call finds the job and starts nothing more; a job that exists is left alone (no second queue
 * message). Only keys the upload call handed out start anything: the ticket names who uploaded,
 * whom the job's changes are recorded as.
 */
export async function startJobOfUpload(
  ports: UploadStartPorts,
  fileKey: string,
  now: Date,
): Promise<UploadStartOutcome> {
  const purpose = [...UPLOAD_STARTS_JOB].find((p) => fileKeySchema(p).safeParse(fileKey).success);
  const kind = purpose && UPLOAD_STARTED_JOBS[purpose];
  if (!purpose || !kind) return { kind: 'ignored', reason: 'notStartedByUpload' };
  const id = jobIdOfFile(fileKey);
  if (await ports.store.get(id)) return { kind: 'alreadyStarted', jobId: id };
  const ticket = await ports.uploadTicket(id);
  if (!ticket || ticket.fileKey !== fileKey || ticket.purpose !== purpose)
    return { kind: 'ignored', reason: 'unknownUpload' };
  const actor: JobActor = { by: ticket.by, ...(ticket.byName ? { byName: ticket.byName } : {}) };
  const { jobId } = await startJob(ports, { id, kind, input: { fileKey } }, actor, now);
  return { kind: 'started', jobId };
}
