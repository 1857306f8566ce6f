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
  restoreDiscount,
  updateDiscount,
  type DiscountChange,
} from '../domain/discounts/discount-admin';
import { actorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import { rawReply, type ActionsOf } from './http/create-api-handler';

/** Every code change is written to the series' history with who made it. */
const changeBy = (caller: StaffCaller): DiscountChange => ({ actor: actorOf(caller), now: new Date() });

type DiscountActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesDiscountRoutes>;

/** The discount-code actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesDiscountActions: DiscountActions = {
  discounts: ({ params, query }) => listDiscounts(discountRepository, params.id, query),
  createDiscount: ({ caller, body, locale }) =>
    createDiscount(discountRepository, changeBy(caller), body, locale),
  updateDiscount: ({ caller, params, body, locale }) =>
    updateDiscount(discountRepository, changeBy(caller), params.id, body, locale),
  deleteDiscount: ({ caller, params, query }) =>
    deleteDiscount(discountRepository, changeBy(caller), query.seriesGuid, params.id),
  restoreDiscount: ({ caller, params, query }) =>
    restoreDiscount(discountRepository, changeBy(caller), query.seriesGuid, params.id),
  discountCodeExists: ({ params, query }) => discountCodeExists(discountRepository, params.id, query.code),
  generateDiscounts: ({ caller, params, body, locale }) =>
    generateDiscounts(discountRepository, changeBy(caller), params.id, body, locale),
  exportDiscounts: async ({ params }) =>
    rawReply({
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="discounts-${params.id}.csv"`,
      },
      body: await exportDiscounts(discountRepository, params.id),
    }),
  importDiscounts: ({ caller, params, body, locale }) =>
    importDiscounts(discountRepository, changeBy(caller), params.id, body.csv, locale),
};
