import type { StaffCaller } from './http/caller';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { catalogueNames } from '../adapters/dynamodb/catalog-repository';
import { groupEmailStore } from '../adapters/dynamodb/group-email-repository';
import { dynamoEmailReader, loadSeriesEmailSettings } from '../adapters/dynamodb/email-repository';
import { config } from '../adapters/config';
import { enqueueJob } from '../adapters/queue/job-queue';
import type { GroupEmailPorts, GroupEmailSender } from '../domain/group-emails/group-emails';
import { actorOf } from './http/actor-of';
import type { ApiEvent } from './http/create-api-handler';
import { clientAddress } from './http/request-context';

/** Group e-mails' ports, shared by the emails (admin) and event-manager Lambdas. */
export const groupEmailPorts: GroupEmailPorts = {
  store: groupEmailStore,
  seriesName: async (guid) => (await loadSeriesEmailSettings(guid))?.name,
  catalogueNames,
  jobs: { store: dynamoJobStore, enqueue: enqueueJob },
  now: () => new Date(),
};

/** Who sends a group e-mail, from where (spec §3: the sender's IP address is recorded). */
export const groupEmailSender = (caller: StaffCaller, event: ApiEvent): GroupEmailSender => {
  const { userId, name } = actorOf(caller);
  return { userId, name, ipAddress: clientAddress(event) };
};

/** What the preview of a draft reads. */
export const groupEmailPreviewDeps = {
  reader: dynamoEmailReader,
  get appUrl() {
    return config.appUrl;
  },
};
