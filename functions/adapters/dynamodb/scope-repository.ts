import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityScopeKind } from '@shared/api/route-types';
import type { ScopeTarget } from '../../domain/access/access';
import { config } from '../config';
import { findEventGuidBySubevent } from './catalog-repository';
import { getDocumentClient } from './client';
import { keys } from './keys';

async function get<T>(
  key: { pk: string; sk: string },
  projection: string,
  names?: Record<string, string>,
): Promise<T | undefined> {
  const res = await getDocumentClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: key,
      ProjectionExpression: projection,
      ...(names ? { ExpressionAttributeNames: names } : {}),
    }),
  );
  return res.Item as T | undefined;
}

async function eventTarget(eventGuid: string | undefined): Promise<ScopeTarget | undefined> {
  if (!eventGuid) return undefined;
  const event = await get<{ seriesGuid: string }>(keys.event(eventGuid), 'seriesGuid');
  return event ? { seriesGuid: event.seriesGuid, eventGuids: [eventGuid] } : undefined;
}

/**
 * Where a scoped record belongs (its series and events), for the permission check of event
 * managers: one or two key reads per call. Unknown ids resolve to undefined (404).
 */
export const resolveScope: Record<EntityScopeKind, (id: string) => Promise<ScopeTarget | undefined>> = {
  series: async (guid) =>
    (await get(keys.series(guid), 'pk')) ? { seriesGuid: guid, eventGuids: [] } : undefined,
  event: eventTarget,
  subevent: async (guid) => eventTarget(await findEventGuidBySubevent(guid)),
  order: async (guid) => {
    const order = await get<{ seriesGuid: string; eventGuids?: string[] }>(
      keys.order(guid),
      'seriesGuid, eventGuids',
    );
    return order ? { seriesGuid: order.seriesGuid, eventGuids: order.eventGuids ?? [] } : undefined;
  },
  job: async (id) => {
    const job = await get<{ scope?: ScopeTarget; createdBy: string }>(keys.job(id), '#scope, createdBy', {
      '#scope': 'scope',
    });
    if (!job) return undefined;
    // A job started outside a series (a bank statement import) is the admins' only.
    return {
      seriesGuid: job.scope?.seriesGuid ?? '',
      eventGuids: job.scope?.eventGuids ?? [],
      startedBy: job.createdBy,
    };
  },
  team: async (guid) => {
    const team = await get<{ subEventGuid: string }>(keys.team(guid), 'subEventGuid');
    return team ? eventTarget(await findEventGuidBySubevent(team.subEventGuid)) : undefined;
  },
};
