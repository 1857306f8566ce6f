import { z } from 'zod';
import {
  myRaceChangeBodySchema,
  myRaceChangeQuerySchema,
  myRaceChangeResultSchema,
  myRaceChangeSchema,
  raceChangePaymentCallbackQuerySchema,
  selfServiceSettingsBodySchema,
  selfServiceSettingsSchema,
} from '../../self-service/race-change-schemas';
import { defineArea } from '../define-area';

const idParams = z.object({ id: z.uuid({ version: undefined }) });

/**
 * Runner self-service (issue 27): the organiser's rules per race and the runner's own race change
 * (docs/self-service.md). The runner's calls read and write only the caller's own registration.
 */
export const selfServiceRoutes = defineArea('self-service', 'selfService', {
  settings: {
    method: 'GET',
    path: 'admin/series/sub-events/{id}/self-service',
    auth: 'eventManager',
    summary: 'Self-service rules of a race (race change: allowed, targets, until, fee) with the race version',
    params: idParams,
    response: selfServiceSettingsSchema,
    scope: { subevent: 'params.id' },
  },
  saveSettings: {
    method: 'POST',
    path: 'admin/series/sub-events/{id}/self-service',
    auth: 'eventManager',
    summary: 'Save the self-service rules of a race (version check; event and series history)',
    params: idParams,
    body: selfServiceSettingsBodySchema,
    response: selfServiceSettingsSchema,
    scope: { subevent: 'params.id' },
  },
  myRaceChange: {
    method: 'GET',
    path: 'user/my-registration-items/{id}/race-change',
    auth: 'user',
    summary:
      'Targets an own registration may change to now (places left, price difference, fee), or why none',
    params: idParams,
    query: myRaceChangeQuerySchema,
    response: myRaceChangeSchema,
    ownerScoped: 'orderItem',
  },
  changeMyRace: {
    method: 'POST',
    path: 'user/my-registration-items/{id}/race-change',
    auth: 'user',
    summary:
      'Change race / category / wave of an own registration (applied at once, or after its card payment)',
    params: idParams,
    body: myRaceChangeBodySchema,
    response: myRaceChangeResultSchema,
    ownerScoped: 'orderItem',
  },
  // The gateway sends the payer's browser here; the answer is a redirect to My registrations.
  raceChangePaymentResult: {
    method: 'GET',
    path: 'self-service/race-change-payments/{id}/card-payment-result',
    auth: 'public',
    summary: 'Card payment gateway return of a race change (verified, applied once)',
    params: idParams,
    query: raceChangePaymentCallbackQuerySchema,
  },
});
