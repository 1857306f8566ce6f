import type {
  MyItemsBody,
  MyOrdersQuery,
  MyTeamsQuery,
  MyTemplatesQuery,
  SaveTemplateBody,
} from '../../shared/accounts/user-area-schemas';
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
import { createApiHandler, type ActionInput } from './http/create-api-handler';

/**
 * The user area: every call reads or writes only the caller's own data (their user id from the
 * token keys every query; a detail of anything else answers 404, like a missing record).
 */
const me = ({ principal }: ActionInput): string => {
  if (principal?.kind !== 'user') throw new UnauthorizedError('common.invalidToken');
  return principal.userId;
};
type Id = { id: string };

export const handler = createApiHandler('user-area', {
  'userArea.myRegistrations': (input: ActionInput<unknown, MyOrdersQuery>) =>
    myOrders(ports, me(input), input.query),
  'userArea.myRegistration': (input: ActionInput<Id>) => myOrder(ports, me(input), input.params.id),
  'userArea.myRegistrationItems': (input: ActionInput<unknown, unknown, MyItemsBody>) =>
    myItems(ports, me(input), input.body),
  'userArea.myRegistrationItem': (input: ActionInput<Id>) => myItem(ports, me(input), input.params.id),
  'userArea.myTeams': async (input: ActionInput<unknown, MyTeamsQuery>) => {
    const user = await findUserById(me(input));
    if (!user) throw new UnauthorizedError('common.invalidToken');
    return myTeams(ports, user, input.query);
  },
  'userArea.myTemplates': (input: ActionInput<unknown, MyTemplatesQuery>) =>
    myTemplates(ports, me(input), input.query),
  'userArea.myTemplate': (input: ActionInput<Id>) => myTemplate(ports, me(input), input.params.id),
  'userArea.saveTemplate': (input: ActionInput<unknown, unknown, SaveTemplateBody>) =>
    saveTemplate(ports, me(input), input.body, new Date()),
});
