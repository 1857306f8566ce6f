import { randomUUID } from 'node:crypto';
import { selfServiceRoutes } from '@shared/api/areas/self-service';
import { transferRoutes } from '@shared/api/areas/transfers';
import { config } from '../adapters/config';
import { raceStore } from '../adapters/dynamodb/race-repository';
import { findUserById } from '../adapters/dynamodb/user-repository';
import { loadGpWebpayConfig, verifyGatewayResponse } from '../adapters/payments/gp-webpay';
import { gatewayAnswerOf } from '../domain/checkout/card-payment';
import { UnauthorizedError } from '../domain/errors';
import { changeMyRace, myRaceChange } from '../domain/self-service/race-change';
import { applyRaceChangeAnswer } from '../domain/self-service/race-change-payment';
import {
  saveSelfServiceSettings,
  selfServiceSettings,
  type SelfServiceSettingsCtx,
} from '../domain/self-service/race-change-settings';
import { actorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import { createApiHandler, rawReply } from './http/create-api-handler';
import { raceChangePorts as ports } from './self-service-ports';
import { transferActions } from './transfer-actions';

/** The runner's name for the order history. */
async function callerName(userId: string): Promise<string> {
  const user = await findUserById(userId);
  if (!user) throw new UnauthorizedError('common.invalidToken');
  return `${user.firstName} ${user.lastName}`.trim();
}

const settingsCtx = (
  caller: StaffCaller,
  locale: SelfServiceSettingsCtx['locale'],
): SelfServiceSettingsCtx => ({
  races: raceStore,
  newId: randomUUID,
  actor: actorOf(caller),
  locale,
  now: new Date(),
});

/** Runner self-service (issue 27; docs/self-service.md): race change and transfer. */
export const handler = createApiHandler(
  { ...selfServiceRoutes, ...transferRoutes },
  {
    ...transferActions,
    settings: ({ caller, locale, params }) => selfServiceSettings(settingsCtx(caller, locale), params.id),
    saveSettings: ({ caller, locale, params, body }) =>
      saveSelfServiceSettings(settingsCtx(caller, locale), params.id, body),
    myRaceChange: ({ caller, params, query }) =>
      myRaceChange(ports, caller.userId, params.id, new Date(), query.payment),
    changeMyRace: async ({ caller, params, body, locale }) =>
      changeMyRace(
        ports,
        { userId: caller.userId, name: await callerName(caller.userId) },
        params.id,
        body,
        locale,
        new Date(),
      ),
    // Only a verified answer of this change's payment is applied, once; the browser lands on My
    // registrations, whose race change dialog reads the change's state from the server.
    raceChangePaymentResult: async ({ params, query, log }) => {
      const verified = verifyGatewayResponse(await loadGpWebpayConfig(), query);
      let itemGuid: string | undefined;
      if (verified.ok) {
        const answer = await applyRaceChangeAnswer(
          ports,
          params.id,
          gatewayAnswerOf(verified.response),
          new Date(),
        );
        itemGuid = answer.itemGuid;
        if (answer.outcome === 'ignored') log.warn('race change payment answer ignored', { id: params.id });
      } else {
        log.warn('race change payment answer rejected', { reason: verified.reason, id: params.id });
        itemGuid = (await ports.getValueChange(params.id))?.itemGuid;
      }
      const target = itemGuid
        ? `${config.appUrl}/user/my-registrations?raceChange=${encodeURIComponent(params.id)}&item=${encodeURIComponent(itemGuid)}`
        : `${config.appUrl}/user/my-registrations`;
      return rawReply({
        statusCode: 303,
        headers: { location: target, 'cache-control': 'no-store' },
        body: '',
      });
    },
  },
);
