import {
  entryParams,
  joinAnswerSchema,
  joinBodySchema,
  listQuerySchema,
  offerParams,
  offersMadeSchema,
  offerViewSchema,
  publicWaitingListSchema,
  subEventParams,
  waitingListAdminSchema,
  waitingListSettingsSchema,
} from '../../waiting-list/waiting-list-schemas';
import { defineArea } from '../define-area';

/**
 * The waiting list of a sold-out race (issue 27): the public join and offer link, and the
 * organiser's list (settings, remove, move up, send offer now) scoped to the race. `?category=`
 * or `?wave=` names the list of one of the race's categories or waves instead of the race's own.
 */
export const waitingListRoutes = defineArea('waiting-list', 'waitingList', {
  state: {
    method: 'GET',
    path: 'waiting-list/{subEventGuid}',
    auth: 'public',
    summary: "A race's waiting list as the event page shows it (on, sold out, room, people waiting)",
    params: subEventParams,
    query: listQuerySchema,
    response: publicWaitingListSchema,
  },
  join: {
    method: 'POST',
    path: 'waiting-list/{subEventGuid}/join',
    auth: 'public',
    summary:
      'Join the waiting list of a sold-out race (e-mail and name, or the signed-in account); rate-limited',
    params: subEventParams,
    query: listQuerySchema,
    body: joinBodySchema,
    response: joinAnswerSchema,
  },
  offer: {
    method: 'GET',
    path: 'waiting-list/offers/{token}',
    auth: 'public',
    summary: 'An offer link: the held race to put in the cart and its deadline (404 once used or expired)',
    params: offerParams,
    response: offerViewSchema,
  },
  admin: {
    method: 'GET',
    path: 'admin/waiting-list/{subEventGuid}',
    auth: 'eventManager',
    summary: "A race's waiting list: settings, counts, entries with position and state, history",
    params: subEventParams,
    query: listQuerySchema,
    response: waitingListAdminSchema,
    scope: { subevent: 'params.subEventGuid' },
  },
  saveSettings: {
    method: 'PUT',
    path: 'admin/waiting-list/{subEventGuid}',
    auth: 'eventManager',
    summary: 'Switch the waiting list on or off, with its limit and offer hold time (hours)',
    params: subEventParams,
    query: listQuerySchema,
    body: waitingListSettingsSchema,
    response: waitingListAdminSchema,
    scope: { subevent: 'params.subEventGuid' },
  },
  remove: {
    method: 'POST',
    path: 'admin/waiting-list/{subEventGuid}/entries/{entryGuid}/remove',
    auth: 'eventManager',
    summary: 'Remove someone from the list (not while their offer holds a place)',
    params: entryParams,
    query: listQuerySchema,
    response: waitingListAdminSchema,
    scope: { subevent: 'params.subEventGuid' },
  },
  moveUp: {
    method: 'POST',
    path: 'admin/waiting-list/{subEventGuid}/entries/{entryGuid}/move-up',
    auth: 'eventManager',
    summary: 'Move a waiting person one place up',
    params: entryParams,
    query: listQuerySchema,
    response: waitingListAdminSchema,
    scope: { subevent: 'params.subEventGuid' },
  },
  offerNow: {
    method: 'POST',
    path: 'admin/waiting-list/{subEventGuid}/entries/{entryGuid}/offer',
    auth: 'eventManager',
    summary: 'Send this person an offer now (takes a free place; 409 when none is free)',
    params: entryParams,
    query: listQuerySchema,
    response: offersMadeSchema,
    scope: { subevent: 'params.subEventGuid' },
  },
});
