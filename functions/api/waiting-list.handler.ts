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
import type { ListRef } from '../domain/waiting-list/waiting-list-rules';
import { partOfQuery, type ListQuery } from '@shared/waiting-list/waiting-list-schemas';
import { actorOf } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';
import { clientAddress } from './http/request-context';

const now = () => new Date();

/**
 * The list a call names: the race's own, or its category's / wave's / sub-category's (`?category=`,
 * `?wave=`, `?subcategory=`). The
 * authorization scope is the race; the domain answers 404 for a part that is not the race's.
 */
const listOf = (params: { subEventGuid: string }, query: ListQuery): ListRef => {
  const part = partOfQuery(query);
  return part ? { subEventGuid: params.subEventGuid, part } : { subEventGuid: params.subEventGuid };
};

/** A signed-in runner joins in one tap: their account's name and e-mail. */
async function runnerOf(userId: string | undefined): Promise<Runner | null> {
  if (!userId) return null;
  const user = await findUserById(userId);
  return user ? { userId, email: user.email, firstName: user.firstName, lastName: user.lastName } : null;
}

/** Waiting list (issue 27): rules in functions/domain/waiting-list. */
export const handler = createApiHandler(waitingListRoutes, {
  state: ({ params, query }) => publicWaitingList(ports, listOf(params, query)),
  join: async ({ params, query, body, caller, locale, event }) =>
    joinWaitingList({
      ports,
      body: { ...body, ...listOf(params, query) },
      runner: await runnerOf(caller?.userId),
      clientAddress: clientAddress(event),
      locale,
      now: now(),
    }),
  offer: ({ params }) => offerView(ports, params.token, now()),
  admin: ({ params, query }) => waitingListAdmin(ports, listOf(params, query)),
  saveSettings: ({ caller, params, query, body }) =>
    saveWaitingListSettings(ports, actorOf(caller), listOf(params, query), body, now()),
  remove: ({ caller, params, query }) =>
    removeEntry(ports, actorOf(caller), listOf(params, query), params.entryGuid, now()),
  moveUp: ({ caller, params, query }) =>
    moveEntryUp(ports, actorOf(caller), listOf(params, query), params.entryGuid, now()),
  offerNow: ({ caller, params, query }) =>
    offerNow(ports, actorOf(caller), listOf(params, query), params.entryGuid, now()),
});
