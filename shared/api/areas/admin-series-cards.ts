import {
  cardDeletedSchema,
  cardEventQuery,
  cardIdParams,
  cardSchema,
  cardsSchema,
  createCardBodySchema,
  createCardsBodySchema,
  updateCardBodySchema,
  updateCardsBodySchema,
} from '../../back-office/card-editor-schemas';
import { eventIdParams } from '../../back-office/series-editor-schemas';
import type { RouteSpec } from '../route-types';

/**
 * An event's registration forms (spec §3 Card, Card value, Card item, Card value group; §7 admin
 * series cards), spread into the admin-series area (shared/api/areas/admin-series.ts), whose
 * defineArea checks their scopes. Every call names the event: a card of another event is not found.
 */
export const adminSeriesCardRoutes = {
  eventCards: {
    method: 'GET',
    path: 'admin/series/events/{id}/cards',
    auth: 'eventManager',
    summary: "An event's cards in their order, with the places taken of every value and option",
    params: eventIdParams,
    response: cardsSchema,
    scope: { event: 'params.id' },
  },
  cardDetail: {
    method: 'GET',
    path: 'admin/series/cards/{id}',
    auth: 'eventManager',
    summary: 'Detail of one of cards (query eventGuid), with the places taken per value and option',
    params: cardIdParams,
    query: cardEventQuery,
    response: cardSchema,
    scope: { event: 'query.eventGuid' },
  },
  createCard: {
    method: 'POST',
    path: 'admin/series/cards',
    auth: 'eventManager',
    summary: 'Create one of cards (values, options and their capacity counters; history entry)',
    body: createCardBodySchema,
    response: cardSchema,
    scope: { event: 'body.eventGuid' },
  },
  createCards: {
    method: 'POST',
    path: 'admin/series/cards/create-many',
    auth: 'eventManager',
    summary: 'Create many cards of one event',
    body: createCardsBodySchema,
    response: cardsSchema,
    scope: { event: 'body.eventGuid' },
  },
  updateCard: {
    method: 'PUT',
    path: 'admin/series/cards/{id}',
    auth: 'eventManager',
    summary:
      'Update one of cards (version check; capacity not below the places taken; answered values and options archived, not removed)',
    params: cardIdParams,
    body: updateCardBodySchema,
    response: cardSchema,
    scope: { event: 'body.eventGuid' },
  },
  updateCards: {
    method: 'PUT',
    path: 'admin/series/cards/update-many',
    auth: 'eventManager',
    summary: 'Update many cards of one event (e.g. their order)',
    body: updateCardsBodySchema,
    response: cardsSchema,
    scope: { event: 'body.eventGuid' },
  },
  deleteCard: {
    method: 'DELETE',
    path: 'admin/series/cards/{id}',
    auth: 'eventManager',
    summary: 'Delete one of cards (query eventGuid; archived instead when registrations answered it)',
    params: cardIdParams,
    query: cardEventQuery,
    response: cardDeletedSchema,
    scope: { event: 'query.eventGuid' },
  },
} as const satisfies Record<string, RouteSpec>;
