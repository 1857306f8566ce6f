import { z } from 'zod';
import { seriesOrEventSchema, seriesOrEventsQuerySchema } from '../../back-office/series-directory-schemas';
import { defineArea } from '../define-area';
import { adminSeriesDiscountRoutes } from './admin-series-discounts';

/** Spec §7 "Admin series": the organisers' editor of series, events, races and their settings. */
export const adminSeriesRoutes = defineArea('admin-series', 'adminSeries', {
  seriesOrEvents: {
    method: 'GET',
    path: 'admin/series-or-events',
    auth: 'eventManager',
    summary:
      'Series and events matching a search, or one by guid (remote-selects); event managers see theirs',
    query: seriesOrEventsQuerySchema,
    response: z.array(seriesOrEventSchema),
  },
  ...adminSeriesDiscountRoutes,
});
