import { randomUUID } from 'node:crypto';
import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesRaceRoutes } from '@shared/api/areas/admin-series-races';
import { dynamoPaymentDetailBankPayments } from '../adapters/dynamodb/payment-detail-bank-payments-repository';
import { paymentDetailStore } from '../adapters/dynamodb/payment-detail-repository';
import { paymentDetailBankPayments } from '../domain/payments/payment-detail-bank-payments';
import { raceStore } from '../adapters/dynamodb/race-repository';
import {
  createPaymentDetail,
  deletePaymentDetail,
  listPaymentDetails,
  updatePaymentDetail,
  type PaymentDetailCtx,
} from '../domain/series-editor/payment-details';
import { sanitizeRichText } from '../domain/rich-text';
import type { RaceEditorPorts } from '../domain/series-editor/race-ports';
import {
  createCategory,
  createPricing,
  createRace,
  createSubcategory,
  createWave,
  deleteCategory,
  deletePricing,
  deleteRace,
  deleteSubcategory,
  deleteWave,
  getCategory,
  getPricing,
  getRace,
  getSubcategory,
  getWave,
  listRaces,
  reorderInRace,
  reorderRaces,
  updateCategory,
  updatePricing,
  updateRace,
  updateSubcategory,
  updateWave,
  eachInOrder,
  updateRaceOfEvent,
  type RaceCtx,
} from '../domain/series-editor/races';
import {
  createCurrencyPrice,
  createCurrencyPrices,
  deleteCurrencyPrice,
  getCurrencyPrice,
  updateCurrencyPrice,
  updateCurrencyPrices,
} from '../domain/series-editor/currency-prices';
import { changeRegistrationSettings } from '../domain/series-editor/registration-change';
import { cardEditorStore } from '../adapters/dynamodb/card-editor-repository';
import type { Locale } from '@shared/codelists/enums';
import type { ActionsOf } from './http/create-api-handler';
import type { StaffCaller } from './http/caller';
import { actorOf } from './http/actor-of';

type RaceActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesRaceRoutes>;

const ports: RaceEditorPorts = { store: raceStore, newId: randomUUID, sanitize: sanitizeRichText };

/** Who changes what, in which language, now (the history's actor). */
const ctx = ({ caller, locale }: { caller: StaffCaller; locale: Locale }): RaceCtx => ({
  ports,
  actor: actorOf(caller),
  locale,
  now: new Date(),
});

const paymentCtx = (input: { caller: StaffCaller; locale: Locale }): PaymentDetailCtx => {
  const { actor, locale, now } = ctx(input);
  return { store: paymentDetailStore, races: raceStore, newId: randomUUID, actor, locale, now };
};

/** The race-structure actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesRaceActions: RaceActions = {
  subEvents: ({ params }) => listRaces(ports, params.id),
  subEvent: ({ params }) => getRace(ports, params.id),
  createSubEvent: (input) => createRace(ctx(input), input.body),
  updateSubEvent: (input) => updateRace(ctx(input), input.params.id, input.body),
  deleteSubEvent: (input) => deleteRace(ctx(input), input.params.id),
  reorderSubEvents: ({ body }) => reorderRaces(ports, body),
  reorderInSubEvent: ({ params, body }) => reorderInRace(ports, params.id, body),
  category: ({ params, query }) => getCategory(ports, query.seriesEventSubEventId, params.id),
  createCategory: (input) => createCategory(ctx(input), input.body),
  updateCategory: (input) => updateCategory(ctx(input), input.params.id, input.body),
  deleteCategory: (input) => deleteCategory(ctx(input), input.query.seriesEventSubEventId, input.params.id),
  subCategory: ({ params, query }) => getSubcategory(ports, query.seriesEventSubEventId, params.id),
  createSubCategory: (input) => createSubcategory(ctx(input), input.body),
  updateSubCategory: (input) => updateSubcategory(ctx(input), input.params.id, input.body),
  deleteSubCategory: (input) =>
    deleteSubcategory(ctx(input), input.query.seriesEventSubEventId, input.params.id),
  pricing: ({ params, query }) => getPricing(ports, query.seriesEventSubEventId, params.id),
  createPricing: (input) => createPricing(ctx(input), input.body),
  updatePricing: (input) => updatePricing(ctx(input), input.params.id, input.body),
  deletePricing: (input) => deletePricing(ctx(input), input.query.seriesEventSubEventId, input.params.id),
  wave: ({ params, query }) => getWave(ports, query.seriesEventSubEventId, params.id),
  createWave: (input) => createWave(ctx(input), input.body),
  updateWave: (input) => updateWave(ctx(input), input.params.id, input.body),
  deleteWave: (input) => deleteWave(ctx(input), input.query.seriesEventSubEventId, input.params.id),
  registrationChange: (input) =>
    changeRegistrationSettings(
      { ...ctx(input), ports: { races: raceStore, cards: cardEditorStore, newId: randomUUID } },
      input.body,
    ),
  createManySubEvents: (input) =>
    eachInOrder(input.body.items, (item) =>
      createRace(ctx(input), { ...item, eventGuid: input.body.eventGuid }),
    ),
  updateManySubEvents: (input) =>
    eachInOrder(input.body.items, (item) => updateRaceOfEvent(ctx(input), input.body.eventGuid, item)),
  createManyCategories: (input) =>
    eachInOrder(input.body.items, (item) =>
      createCategory(ctx(input), { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  updateManyCategories: (input) =>
    eachInOrder(input.body.items, ({ id, ...item }) =>
      updateCategory(ctx(input), id, { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  createManySubCategories: (input) =>
    eachInOrder(input.body.items, (item) =>
      createSubcategory(ctx(input), { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  updateManySubCategories: (input) =>
    eachInOrder(input.body.items, ({ id, ...item }) =>
      updateSubcategory(ctx(input), id, { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  createManyPricings: (input) =>
    eachInOrder(input.body.items, (item) =>
      createPricing(ctx(input), { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  updateManyPricings: (input) =>
    eachInOrder(input.body.items, ({ id, ...item }) =>
      updatePricing(ctx(input), id, { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  createManyWaves: (input) =>
    eachInOrder(input.body.items, (item) =>
      createWave(ctx(input), { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  updateManyWaves: (input) =>
    eachInOrder(input.body.items, ({ id, ...item }) =>
      updateWave(ctx(input), id, { ...item, seriesEventSubEventId: input.body.seriesEventSubEventId }),
    ),
  currencyPrice: ({ params, query }) => getCurrencyPrice(ports, query.seriesEventSubEventId, params.id),
  createCurrencyPrice: (input) => createCurrencyPrice(ctx(input), input.body),
  createManyCurrencyPrices: (input) =>
    createCurrencyPrices(ctx(input), input.body.seriesEventSubEventId, input.body.items),
  updateCurrencyPrice: (input) => updateCurrencyPrice(ctx(input), input.params.id, input.body),
  updateManyCurrencyPrices: (input) =>
    updateCurrencyPrices(ctx(input), input.body.seriesEventSubEventId, input.body.items),
  deleteCurrencyPrice: (input) =>
    deleteCurrencyPrice(ctx(input), input.query.seriesEventSubEventId, input.params.id),
  paymentDetails: ({ params, query }) => listPaymentDetails(paymentDetailStore, params.id, query),
  createPaymentDetail: (input) => createPaymentDetail(paymentCtx(input), input.body),
  updatePaymentDetail: (input) => updatePaymentDetail(paymentCtx(input), input.params.id, input.body),
  paymentDetailBankPayments: ({ params, query }) =>
    paymentDetailBankPayments(dynamoPaymentDetailBankPayments, params.id, query),
  deletePaymentDetail: (input) =>
    deletePaymentDetail(paymentCtx(input), input.query.seriesGuid, input.params.id),
};
