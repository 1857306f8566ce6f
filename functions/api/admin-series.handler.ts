import { randomUUID } from 'node:crypto';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { seriesDirectory } from '../adapters/dynamodb/series-directory-repository';
import { eventCopyStore } from '../adapters/dynamodb/event-copy-repository';
import { eventCopyFiles } from '../adapters/storage/documents';
import { seriesEditorStore } from '../adapters/dynamodb/series-editor-repository';
import { copyEvent } from '../domain/series-editor/copy-event';
import { searchSeriesOrEvents } from '../domain/back-office/series-directory';
import { sanitizeRichText } from '../domain/rich-text';
import {
  createEvent,
  deleteEvent,
  eventHistory,
  getEventDetail,
  listEvents,
  reorderEvents,
  updateEvent,
  updateEventOfSeries,
} from '../domain/series-editor/events';
import {
  createOrganizer,
  deleteOrganizer,
  getOrganizer,
  listOrganizers,
  organizerHistoryOf,
  updateOrganizer,
} from '../domain/series-editor/organizers';
import {
  createSeries,
  deleteSeries,
  getSeriesDetail,
  listSeries,
  seriesHistory,
  updateSeries,
} from '../domain/series-editor/series-editor';
import type { SeriesEditorPorts } from '../domain/series-editor/series-editor-ports';
import { actorOf } from './http/actor-of';
import { adminSeriesDiscountActions } from './admin-series-discount-actions';
import { adminSeriesRaceActions } from './admin-series-race-actions';
import { adminSeriesEmailActions } from './admin-series-email-actions';
import { adminSeriesCardActions } from './admin-series-card-actions';
import { adminSeriesNumberingActions } from './admin-series-numbering-actions';
import { adminSeriesContentActions } from './admin-series-content-actions';
import { adminSeriesTeamActions } from './admin-series-team-actions';
import { adminSeriesDocumentActions } from './admin-series-document-actions';
import { adminSeriesFioActions } from './admin-series-fio-actions';
import { createApiHandler } from './http/create-api-handler';
import { eachInOrder } from '../domain/series-editor/races';

const ports: SeriesEditorPorts = { store: seriesEditorStore, newId: randomUUID, sanitize: sanitizeRichText };

/** Admin series (spec §7): scopes are declared on the routes; rules live in functions/domain/series-editor. */
export const handler = createApiHandler(adminSeriesRoutes, {
  seriesOrEvents: ({ caller, query }) => searchSeriesOrEvents(seriesDirectory, caller.access, query),
  list: ({ caller, query }) => listSeries(ports, caller.access, query),
  detail: ({ params }) => getSeriesDetail(ports, params.id),
  create: ({ caller, body, locale }) => createSeries(ports, actorOf(caller), body, locale, new Date()),
  update: ({ caller, params, body, locale }) =>
    updateSeries(ports, actorOf(caller), params.id, body, locale, new Date()),
  delete: ({ caller, params }) => deleteSeries(ports, actorOf(caller), params.id, new Date()),
  histories: ({ params, query }) => seriesHistory(ports, params.id, query),
  events: ({ params }) => listEvents(ports, params.id),
  reorderEvents: ({ body }) => reorderEvents(ports, body),
  eventHistories: ({ params, query }) => eventHistory(ports, params.id, query),
  eventDetail: ({ params }) => getEventDetail(ports, params.id),
  createEvent: ({ caller, body, locale }) => createEvent(ports, actorOf(caller), body, locale, new Date()),
  updateEvent: ({ caller, params, body, locale }) =>
    updateEvent(ports, actorOf(caller), params.id, body, locale, new Date()),
  createManyEvents: ({ caller, body, locale }) =>
    eachInOrder(body.items, (item) =>
      createEvent(ports, actorOf(caller), { ...item, seriesGuid: body.seriesGuid }, locale, new Date()),
    ),
  updateManyEvents: ({ caller, body, locale }) =>
    eachInOrder(body.items, (item) =>
      updateEventOfSeries(ports, actorOf(caller), body.seriesGuid, item, locale, new Date()),
    ),
  copyEvent: ({ caller, params, body }) =>
    copyEvent(ports, eventCopyStore, eventCopyFiles, actorOf(caller), params.id, body, new Date()),
  deleteEvent: ({ caller, params }) => deleteEvent(ports, actorOf(caller), params.id, new Date()),
  organizers: ({ query }) => listOrganizers(ports, query),
  organizer: ({ params }) => getOrganizer(ports, params.id),
  createOrganizer: ({ caller, body }) => createOrganizer(ports, actorOf(caller), body, new Date()),
  updateOrganizer: ({ caller, params, body }) =>
    updateOrganizer(ports, actorOf(caller), params.id, body, new Date()),
  deleteOrganizer: ({ caller, params }) => deleteOrganizer(ports, actorOf(caller), params.id, new Date()),
  organizerHistories: ({ params, query }) => organizerHistoryOf(ports, params.id, query),
  ...adminSeriesDiscountActions,
  ...adminSeriesRaceActions,
  ...adminSeriesEmailActions,
  ...adminSeriesCardActions,
  ...adminSeriesNumberingActions,
  ...adminSeriesContentActions,
  ...adminSeriesTeamActions,
  ...adminSeriesDocumentActions,
  ...adminSeriesFioActions,
});
