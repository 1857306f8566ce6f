import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesDiscountRoutes } from '@shared/api/areas/admin-series-discounts';
import { discountRepository } from '../adapters/dynamodb/discount-repository';
import {
  createDiscount,
  deleteDiscount,
  discountCodeExists,
  exportDiscounts,
  generateDiscounts,
  importDiscounts,
  listDiscounts,
  updateDiscount,
} from '../domain/discounts/discount-admin';
import { rawReply, type ActionsOf } from './http/create-api-handler';

type DiscountActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesDiscountRoutes>;

/** The discount-code actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesDiscountActions: DiscountActions = {
  discounts: ({ params, query }) => listDiscounts(discountRepository, params.id, query),
  createDiscount: ({ body, locale }) => createDiscount(discountRepository, body, locale),
  updateDiscount: ({ params, body, locale }) => updateDiscount(discountRepository, params.id, body, locale),
  deleteDiscount: ({ params, query }) => deleteDiscount(discountRepository, query.seriesGuid, params.id),
  discountCodeExists: ({ params, query }) => discountCodeExists(discountRepository, params.id, query.code),
  generateDiscounts: ({ params, body, locale }) =>
    generateDiscounts(discountRepository, params.id, body, locale),
  exportDiscounts: async ({ params }) =>
    rawReply({
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="discounts-${params.id}.csv"`,
      },
      body: await exportDiscounts(discountRepository, params.id),
    }),
  importDiscounts: ({ params, body, locale }) =>
    importDiscounts(discountRepository, params.id, body.csv, locale),
};
