import { z } from 'zod';
import { getQueue } from './queue';

/** A message on the job queue: run (or continue) this job. */
export const jobMessageSchema = z.object({ jobId: z.string().min(1).max(200) });

export const enqueueJob = (jobId: string): Promise<void> => getQueue().send('jobs', { jobId });
