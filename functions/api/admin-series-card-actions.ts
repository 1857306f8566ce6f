import { randomUUID } from 'node:crypto';
import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesCardRoutes } from '@shared/api/areas/admin-series-cards';
import { cardEditorStore } from '../adapters/dynamodb/card-editor-repository';
import {
  createCard,
  createCards,
  deleteCard,
  getCard,
  listCards,
  updateCard,
  updateCards,
} from '../domain/card-editor/card-editor';
import type { CardEditorPorts } from '../domain/card-editor/card-editor-ports';
import { sanitizeRichText } from '../domain/rich-text';
import { actorOf as actor } from './http/actor-of';
import type { ActionsOf } from './http/create-api-handler';

const ports: CardEditorPorts = {
  store: cardEditorStore,
  newId: randomUUID,
  now: () => new Date(),
  sanitize: sanitizeRichText,
};

type CardActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesCardRoutes>;

/** The form builder's actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesCardActions: CardActions = {
  eventCards: ({ params }) => listCards(ports, params.id),
  cardDetail: ({ params, query }) => getCard(ports, query.eventGuid, params.id),
  createCard: ({ caller, body }) => createCard(ports, actor(caller), body),
  createCards: ({ caller, body }) => createCards(ports, actor(caller), body.eventGuid, body.cards),
  updateCard: ({ caller, params, body }) => updateCard(ports, actor(caller), params.id, body),
  updateCards: ({ caller, body }) => updateCards(ports, actor(caller), body.eventGuid, body.cards),
  deleteCard: ({ caller, params, query }) => deleteCard(ports, actor(caller), query.eventGuid, params.id),
};
