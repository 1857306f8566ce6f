import { randomUUID } from 'node:crypto';
import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesNumberingRoutes } from '@shared/api/areas/admin-series-numberings';
import { numberingRepository } from '../adapters/dynamodb/numbering-repository';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { enqueueJob } from '../adapters/queue/job-queue';
import { startJob } from '../domain/jobs/jobs';
import { jobIdOfFile } from '../domain/jobs/uploads';
import { numbersFromFileScope } from '../domain/numberings/numbers-from-file';
import type { NumberingFromFileBody } from '@shared/back-office/numbering-file-schemas';
import {
  createNumbering,
  deleteNumbering,
  listNumberings,
  previewSavedNumbering,
  updateNumbering,
  type NumberingChange,
} from '../domain/numberings/numbering-service';
import { numberingJobInput } from '../domain/numberings/numbering-job';
import { actorOf, orderActorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import type { ActionsOf } from './http/create-api-handler';

type NumberingActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesNumberingRoutes>;

const changeBy = (caller: StaffCaller): NumberingChange => ({ actor: actorOf(caller), now: new Date() });
const jobPorts = { store: dynamoJobStore, enqueue: enqueueJob };

/** Each execution or clearing is its own job (a repeat assigns nothing twice: the rule sees its numbers). */
const startRun = async (caller: StaffCaller, seriesGuid: string, guid: string, mode: 'execute' | 'clear') =>
  startJob(
    jobPorts,
    {
      id: randomUUID(),
      kind: 'startNumbering',
      input: { ...(await numberingJobInput(numberingRepository, seriesGuid, guid, mode)) },
      scope: { seriesGuid, eventGuids: [] },
    },
    orderActorOf(caller),
    new Date(),
  );

/** A preview is a new job each time; applying one file twice is one job (its id is the upload's). */
const startFromFile = async (caller: StaffCaller, body: NumberingFromFileBody) =>
  startJob(
    jobPorts,
    {
      id: body.mode === 'apply' ? jobIdOfFile(body.fileKey) : randomUUID(),
      kind: 'startNumbersFromFile',
      input: { ...body },
      scope: await numbersFromFileScope(numberingRepository, body.seriesGuid, body.subEventGuid),
    },
    orderActorOf(caller),
    new Date(),
  );

/** The start-numbering actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesNumberingActions: NumberingActions = {
  numberings: ({ params }) => listNumberings(numberingRepository, params.id),
  createNumbering: ({ caller, body }) => createNumbering(numberingRepository, changeBy(caller), body),
  updateNumbering: ({ caller, params, body }) =>
    updateNumbering(numberingRepository, changeBy(caller), params.id, body),
  deleteNumbering: ({ caller, params, query }) =>
    deleteNumbering(numberingRepository, changeBy(caller), query.seriesGuid, params.id),
  previewNumbering: ({ params, body }) =>
    previewSavedNumbering(numberingRepository, body.seriesGuid, params.id),
  executeNumbering: ({ caller, params, body }) => startRun(caller, body.seriesGuid, params.id, 'execute'),
  clearNumbering: ({ caller, params, body }) => startRun(caller, body.seriesGuid, params.id, 'clear'),
  numberingFromFile: ({ caller, body }) => startFromFile(caller, body),
};
