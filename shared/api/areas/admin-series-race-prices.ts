import { z } from 'zod';
import {
  paymentDetailBankPaymentListSchema,
  paymentDetailBankPaymentsQuerySchema,
} from '../../payments/payment-detail-bank-payment-schemas';
import {
  createPaymentDetailBodySchema,
  paymentDetailIdParams,
  paymentDetailSchema,
  paymentDetailSeriesQuery,
  paymentDetailsQuerySchema,
  paymentDetailsSchema,
} from '../../back-office/payment-detail-schemas';
import { deletedSchema, seriesIdParams } from '../../back-office/series-editor-schemas';
import {
  createCurrencyPriceBodySchema,
  createCurrencyPricesBodySchema,
  currencyPriceIdParams,
  currencyPriceQuerySchema,
  currencyPriceSchema,
  updateCurrencyPriceBodySchema,
  updateCurrencyPricesBodySchema,
} from '../../back-office/currency-price-schemas';
import type { RouteSpec } from '../route-types';
import { bodyInRace, inRace } from './race-scope';

/** Currency prices of categories and waves, and the series' payment details (spec §7). */
export const adminSeriesPriceRoutes = {
  currencyPrice: {
    method: 'GET',
    path: 'admin/series/currency-prices/{id}',
    auth: 'eventManager',
    summary:
      'Detail of one of currency-prices (id `<category, pricing or wave guid>.<currency>`, minor units)',
    params: currencyPriceIdParams,
    query: currencyPriceQuerySchema,
    response: currencyPriceSchema,
    scope: inRace,
  },
  createCurrencyPrice: {
    method: 'POST',
    path: 'admin/series/currency-prices',
    auth: 'eventManager',
    summary:
      'Create one of currency-prices: a price of a category, pricing or wave in a currency of the event (one per currency)',
    body: createCurrencyPriceBodySchema,
    response: currencyPriceSchema,
    scope: bodyInRace,
  },
  createManyCurrencyPrices: {
    method: 'POST',
    path: 'admin/series/currency-prices/create-many',
    auth: 'eventManager',
    summary:
      'Create several currency-prices of one race, in order, each as its single create (stops at the first refusal)',
    body: createCurrencyPricesBodySchema,
    response: z.array(currencyPriceSchema),
    scope: bodyInRace,
  },
  updateCurrencyPrice: {
    method: 'PUT',
    path: 'admin/series/currency-prices/{id}',
    auth: 'eventManager',
    summary: "Update one of currency-prices (version check on the priced record's version)",
    params: currencyPriceIdParams,
    body: updateCurrencyPriceBodySchema,
    response: currencyPriceSchema,
    scope: bodyInRace,
  },
  updateManyCurrencyPrices: {
    method: 'PUT',
    path: 'admin/series/currency-prices/update-many',
    auth: 'eventManager',
    summary:
      'Update several currency-prices of one race (each with its id and version), in order, each as its single update',
    body: updateCurrencyPricesBodySchema,
    response: z.array(currencyPriceSchema),
    scope: bodyInRace,
  },
  deleteCurrencyPrice: {
    method: 'DELETE',
    path: 'admin/series/currency-prices/{id}',
    auth: 'eventManager',
    summary:
      'Delete one of currency-prices (a category keeps a price in every currency of the event; orders keep theirs)',
    params: currencyPriceIdParams,
    query: currencyPriceQuerySchema,
    response: deletedSchema,
    scope: inRace,
  },
  paymentDetails: {
    method: 'GET',
    path: 'admin/series/{id}/payment-details',
    auth: 'eventManager',
    summary: 'Payment details (bank accounts) of a series, the general ones first (paging by 5)',
    params: seriesIdParams,
    query: paymentDetailsQuerySchema,
    response: paymentDetailsSchema,
    scope: { series: 'params.id' },
  },
  createPaymentDetail: {
    method: 'POST',
    path: 'admin/series/payment-details',
    auth: 'eventManager',
    summary:
      'Create a payment detail (Czech account checked; IBAN derived when empty; scope within the series)',
    body: createPaymentDetailBodySchema,
    response: paymentDetailSchema,
    scope: { series: 'body.seriesGuid' },
  },
  updatePaymentDetail: {
    method: 'PUT',
    path: 'admin/series/payment-details/{id}',
    auth: 'eventManager',
    summary: 'Update a payment detail of the series',
    params: paymentDetailIdParams,
    body: createPaymentDetailBodySchema,
    response: paymentDetailSchema,
    scope: { series: 'body.seriesGuid' },
  },
  paymentDetailBankPayments: {
    method: 'GET',
    path: 'admin/series/payment-details/{id}/bank-payments',
    auth: 'admin',
    summary:
      'Bank payments of a payment detail: matched to orders given this account, or unmatched in its currency (filters searchText, dateFrom, dateTo, amountFrom, amountTo, withMatch; paging by 5)',
    params: paymentDetailIdParams,
    query: paymentDetailBankPaymentsQuerySchema,
    response: paymentDetailBankPaymentListSchema,
  },
  deletePaymentDetail: {
    method: 'DELETE',
    path: 'admin/series/payment-details/{id}',
    auth: 'eventManager',
    summary: 'Delete a payment detail of the series (orders keep the bank data they were given)',
    params: paymentDetailIdParams,
    query: paymentDetailSeriesQuery,
    response: deletedSchema,
    scope: { series: 'query.seriesGuid' },
  },
} as const satisfies Record<string, RouteSpec>;
