import { waitingListRoutes } from '@shared/api/areas/waiting-list';
import { findUserById } from '../adapters/dynamodb/user-repository';
import { dynamoWaitingList as ports } from '../adapters/dynamodb/waiting-list-repository';
import { offerNow, offerView } from '../domain/waiting-list/offers';
import {
  joinWaitingList,
  moveEntryUp,
  publicWaitingList,
  removeEntry,
  saveWaitingListSettings,
  waitingListAdmin,
} from '../domain/waiting-list/waiting-list';
import type { Runner } from '../domain/waiting-list/waiting-list-ports';
import { actorOf } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';
import { clientAddress } from './http/request-context';

const now = () => new Date();

/** A signed-in runner joins in one tap: their account's name and e-mail. */
async function runnerOf(userId: string | undefined): Promise<Runner | null> {
  if (!userId) return null;
  const user = await findUserById(userId);
  return user ? { userId, email: user.email, firstName: user.firstName, lastName: user.lastName } : null;
}

/** Waiting list (issue 27): rules in functions/domain/waiting-list. */
export const handler = createApiHandler(waitingListRoutes, {
  state: ({ params }) => publicWaitingList(ports, params.subEventGuid),
  join: async ({ params, body, caller, locale, event }) =>
    joinWaitingList({
      ports,
      body: { ...body, subEventGuid: params.subEventGuid },
      runner: await runnerOf(caller?.userId),
      clientAddress: clientAddress(event),
      locale,
      now: now(),
    }),
  offer: ({ params }) => offerView(ports, params.token, now()),
  admin: ({ params }) => waitingListAdmin(ports, params.subEventGuid),
  saveSettings: ({ caller, params, body }) =>
    saveWaitingListSettings(ports, actorOf(caller), params.subEventGuid, body, now()),
  remove: ({ caller, params }) =>
    removeEntry(ports, actorOf(caller), params.subEventGuid, params.entryGuid, now()),
  moveUp: ({ caller, params }) =>
    moveEntryUp(ports, actorOf(caller), params.subEventGuid, params.entryGuid, now()),
  offerNow: ({ caller, params }) =>
    offerNow(ports, actorOf(caller), params.subEventGuid, params.entryGuid, now()),
});
