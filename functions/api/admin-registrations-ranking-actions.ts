import { createHash, randomUUID } from 'node:crypto';
import type { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { rankingImportPorts } from '../adapters/dynamodb/ranking-repository';
import { enqueueJob } from '../adapters/queue/job-queue';
import { startJob } from '../domain/jobs/jobs';
import { rankingJobScope } from '../domain/ranking/ranking-import';
import type { ActionsOf } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';

type RankingActions = Pick<ActionsOf<typeof adminRegistrationsRoutes>, 'importRanking' | 'seedWaves'>;

const jobPorts = { store: dynamoJobStore, enqueue: enqueueJob };

/** A uuid named by the file and the race: applying one file to one race twice is one job. */
function applyJobId(fileKey: string, subEventGuid: string): string {
  const hex = createHash('sha256').update(`ranking|${fileKey}|${subEventGuid}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The ranking import (spec §7 importRanking) and the wave seeding of the admin-registrations
 * Lambda (spread into its handler): each starts a job in the race's series (its event managers
 * read their own jobs). A preview is a new job each time; seeding runs again as a new job and
 * moves only who is not in his wave yet.
 */
export const adminRegistrationsRankingActions: RankingActions = {
  importRanking: async ({ caller, params, body }) =>
    startJob(
      jobPorts,
      {
        id: body.mode === 'apply' ? applyJobId(body.fileKey, params.subEventId) : randomUUID(),
        kind: 'rankingImport',
        input: { ...body, subEventGuid: params.subEventId },
        scope: await rankingJobScope(rankingImportPorts, params.subEventId),
      },
      orderActorOf(caller),
      new Date(),
    ),
  seedWaves: async ({ caller, params, body }) =>
    startJob(
      jobPorts,
      {
        id: randomUUID(),
        kind: 'waveSeeding',
        input: { ...body, subEventGuid: params.subEventId },
        scope: await rankingJobScope(rankingImportPorts, params.subEventId),
      },
      orderActorOf(caller),
      new Date(),
    ),
};
