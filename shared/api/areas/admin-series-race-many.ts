import { z } from 'zod';
import {
  categorySchema,
  createCategoriesBodySchema,
  createPricingsBodySchema,
  createSubcategoriesBodySchema,
  createSubeventsBodySchema,
  createWavesBodySchema,
  updateCategoriesBodySchema,
  updatePricingsBodySchema,
  updateSubcategoriesBodySchema,
  updateSubeventsBodySchema,
  updateWavesBodySchema,
  pricingSchema,
  subcategorySchema,
  subeventSchema,
  waveSchema,
} from '../../back-office/race-schemas';
import type { RouteSpec } from '../route-types';
import { bodyInRace } from './race-scope';

/** Create-many and update-many of the race structure (spec §7): each item as its single call, in order. */
export const adminSeriesRaceManyRoutes = {
  createManySubEvents: {
    method: 'POST',
    path: 'admin/series/sub-events/create-many',
    auth: 'eventManager',
    summary:
      'Create several sub-events of one event, in order, each as its single create (stops at the first refusal)',
    body: createSubeventsBodySchema,
    response: z.array(subeventSchema),
    scope: { event: 'body.eventGuid' },
  },
  updateManySubEvents: {
    method: 'PUT',
    path: 'admin/series/sub-events/update-many',
    auth: 'eventManager',
    summary:
      'Update several sub-events of one event (each with its id and version), in order, each as its single update',
    body: updateSubeventsBodySchema,
    response: z.array(subeventSchema),
    scope: { event: 'body.eventGuid' },
  },
  createManyCategories: {
    method: 'POST',
    path: 'admin/series/categories/create-many',
    auth: 'eventManager',
    summary:
      'Create several categories of one race, in order, each as its single create (stops at the first refusal)',
    body: createCategoriesBodySchema,
    response: z.array(categorySchema),
    scope: bodyInRace,
  },
  updateManyCategories: {
    method: 'PUT',
    path: 'admin/series/categories/update-many',
    auth: 'eventManager',
    summary:
      'Update several categories of one race (each with its id and version), in order, each as its single update',
    body: updateCategoriesBodySchema,
    response: z.array(categorySchema),
    scope: bodyInRace,
  },
  createManySubCategories: {
    method: 'POST',
    path: 'admin/series/sub-categories/create-many',
    auth: 'eventManager',
    summary:
      'Create several sub-categories of one race, in order, each as its single create (stops at the first refusal)',
    body: createSubcategoriesBodySchema,
    response: z.array(subcategorySchema),
    scope: bodyInRace,
  },
  updateManySubCategories: {
    method: 'PUT',
    path: 'admin/series/sub-categories/update-many',
    auth: 'eventManager',
    summary:
      'Update several sub-categories of one race (each with its id and version), in order, each as its single update',
    body: updateSubcategoriesBodySchema,
    response: z.array(subcategorySchema),
    scope: bodyInRace,
  },
  createManyPricings: {
    method: 'POST',
    path: 'admin/series/pricings/create-many',
    auth: 'eventManager',
    summary:
      'Create several pricings of one race, in order, each as its single create (stops at the first refusal)',
    body: createPricingsBodySchema,
    response: z.array(pricingSchema),
    scope: bodyInRace,
  },
  updateManyPricings: {
    method: 'PUT',
    path: 'admin/series/pricings/update-many',
    auth: 'eventManager',
    summary:
      'Update several pricings of one race (each with its id and version), in order, each as its single update',
    body: updatePricingsBodySchema,
    response: z.array(pricingSchema),
    scope: bodyInRace,
  },
  createManyWaves: {
    method: 'POST',
    path: 'admin/series/waves/create-many',
    auth: 'eventManager',
    summary:
      'Create several waves of one race, in order, each as its single create (stops at the first refusal)',
    body: createWavesBodySchema,
    response: z.array(waveSchema),
    scope: bodyInRace,
  },
  updateManyWaves: {
    method: 'PUT',
    path: 'admin/series/waves/update-many',
    auth: 'eventManager',
    summary:
      'Update several waves of one race (each with its id and version), in order, each as its single update',
    body: updateWavesBodySchema,
    response: z.array(waveSchema),
    scope: bodyInRace,
  },
} as const satisfies Record<string, RouteSpec>;
