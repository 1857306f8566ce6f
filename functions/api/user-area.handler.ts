import { userAreaRoutes } from '@shared/api/areas/user-area';
import { findUserById } from '../adapters/dynamodb/user-repository';
import { dynamoUserArea as ports } from '../adapters/dynamodb/user-area-repository';
import {
  myItem,
  myItems,
  myOrder,
  myOrders,
  myTeams,
  myTemplate,
  myTemplates,
  saveTemplate,
} from '../domain/user-area/user-area';
import { UnauthorizedError } from '../domain/errors';
import { changeMyValues, myValueChange } from '../domain/user-area/registration-value-change';
import { valueChangePorts } from './user-value-change-ports';
import { createApiHandler } from './http/create-api-handler';

/**
 * The user area: every call reads or writes only the caller's own data (their user id keys every
 * query; a detail of anything else answers 404, like a missing record).
 */
export const handler = createApiHandler(userAreaRoutes, {
  myRegistrations: ({ caller, query }) => myOrders(ports, caller.userId, query),
  myRegistration: ({ caller, params }) => myOrder(ports, caller.userId, params.id),
  myRegistrationItems: ({ caller, body }) => myItems(ports, caller.userId, body),
  myRegistrationItem: ({ caller, params }) => myItem(ports, caller.userId, params.id),
  myRegistrationValues: ({ caller, params }) =>
    myValueChange(valueChangePorts, caller.userId, params.id, new Date()),
  changeMyRegistrationValues: async ({ caller, params, body, locale }) => {
    const user = await findUserById(caller.userId);
    if (!user) throw new UnauthorizedError('common.invalidToken');
    const name = `${user.firstName} ${user.lastName}`.trim();
    return changeMyValues(
      valueChangePorts,
      { userId: caller.userId, name },
      params.id,
      body,
      locale,
      new Date(),
    );
  },
  myTeams: async ({ caller, query }) => {
    const user = await findUserById(caller.userId);
    if (!user) throw new UnauthorizedError('common.invalidToken');
    return myTeams(ports, user, query);
  },
  myTemplates: ({ caller, query }) => myTemplates(ports, caller.userId, query),
  myTemplate: ({ caller, params }) => myTemplate(ports, caller.userId, params.id),
  saveTemplate: ({ caller, body }) => saveTemplate(ports, caller.userId, body, new Date()),
});
