import { checkoutRoutes } from '@shared/api/areas/checkout';
import { TtlCache } from '../adapters/cache/ttl-cache';
import { checkoutRepository } from '../adapters/dynamodb/checkout-repository';
import type { CheckoutPorts } from '../domain/checkout/checkout-context';
import { commitOrder, findIdempotent } from '../adapters/dynamodb/order-repository';
import { checkDiscount, reapplyDiscounts } from '../domain/checkout/check-discount';
import { getCheckoutData } from '../domain/checkout/checkout-data';
import { placeOrder, type RegisterPorts } from '../domain/checkout/place-order';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import { TooManyAttemptsError } from '../domain/accounts/authenticate';
import { lockoutSeconds, RATE_RULES, type RateKey } from '../domain/accounts/rate-limit';
import { RegistrationFailedError } from '../domain/checkout/registration-failed-error';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { clientAddress } from './http/request-context';
import { dynamoUserArea } from '../adapters/dynamodb/user-area-repository';
import { saveRegistrantTemplates, templateDetail } from '../domain/user-area/user-area';
import { createApiHandler } from './http/create-api-handler';
import { dynamoTeamReservations } from '../adapters/dynamodb/team-reservation-repository';
import { dynamoTeamReads } from '../adapters/dynamodb/team-repository';
import { reserveTeamName } from '../domain/checkout/team-reservation';
import { verifyTeamApplication } from '../domain/team-management/verify-team-application';
import { dynamoTeamInvitations } from '../adapters/dynamodb/team-invitation-repository';
import { invitationCartItem } from '../domain/team-management/team-invitation';

// The event's structure (categories, prices, forms) is cached per instance for a moment: a sale
// rush repeats the same partition Query. Counters are always read fresh and the transaction
// enforces capacity, so the cache can never oversell.
const partitions = new TtlCache<Awaited<ReturnType<CheckoutPorts['queryEventPartition']>>>(
  Number(process.env.CHECKOUT_CACHE_TTL_MS ?? 2_000),
);
const reads: CheckoutPorts = {
  ...checkoutRepository,
  queryEventPartition: (guid) => partitions.get(guid, () => checkoutRepository.queryEventPartition(guid)),
};

const registerPorts: RegisterPorts = {
  ...reads,
  findIdempotent,
  commitOrder,
  enqueueOrderEmail: (orderGuid, emailType) => enqueueOrderEmail(orderGuid, emailType),
  saveRegistrantTemplates: (userId, templates) =>
    saveRegistrantTemplates(dynamoUserArea, userId, templates, now()),
};
const now = () => new Date();

export const handler = createApiHandler(checkoutRoutes, {
  data: async ({ query, body }) => getCheckoutData(reads, body.items, query.currency, now()),

  register: async ({ body, query, caller, locale, event }) => {
    // Team PINs are guessable secrets: wrong ones are limited per team and per client address.
    const pinKeys: RateKey[] = body.items.flatMap((i) =>
      i.teamGuid ? [{ rule: RATE_RULES.teamPinPerTeam, id: i.teamGuid }] : [],
    );
    if (pinKeys.length) pinKeys.push({ rule: RATE_RULES.teamPinPerAddress, id: clientAddress(event) });
    const at = now();
    if (pinKeys.length) {
      const wait = await lockoutSeconds(dynamoRateLimiter, pinKeys, at);
      if (wait > 0) throw new TooManyAttemptsError(wait);
    }
    try {
      return await placeOrder({
        ports: registerPorts,
        // The body is authoritative; the spec's query copies only fill what the body lacks.
        body: {
          ...body,
          currency: body.currency ?? query.currency,
          language: body.language ?? query.language ?? locale,
        },
        userId: caller?.userId ?? null,
        locale,
        now: at,
      });
    } catch (err) {
      if (err instanceof RegistrationFailedError && err.reason === RegistrationFailure.TEAM_PIN_INVALID)
        await dynamoRateLimiter.hit(pinKeys, at);
      throw err;
    }
  },

  // Saved registrants of the signed-in user, to pre-fill the forms.
  registrationTemplates: async ({ caller }) =>
    (await dynamoUserArea.listTemplates(caller.userId))
      .sort(
        (a, b) => a.lastName.localeCompare(b.lastName, 'cs') || a.firstName.localeCompare(b.firstName, 'cs'),
      )
      .map(templateDetail),

  checkDiscount: async ({ body }) => checkDiscount(reads, body, now()),

  reapplyDiscounts: async ({ body }) => reapplyDiscounts(reads, body, now()),

  reserveTeamName: async ({ params, query, locale }) =>
    reserveTeamName({
      ports: dynamoTeamReservations,
      subEventGuid: params.subEventGuid,
      teamName: query.teamName,
      reservationGuid: query.reservationGuid,
      locale,
      now: now(),
    }),

  verifyTeamApplication: async ({ body, locale, event }) =>
    verifyTeamApplication({
      ports: { ...dynamoTeamReads, ...dynamoTeamReservations, rateLimiter: dynamoRateLimiter },
      body,
      clientAddress: clientAddress(event),
      locale,
      now: now(),
    }),

  cartItemForInvitation: async ({ params, body }) =>
    invitationCartItem({
      ports: dynamoTeamInvitations,
      hash: body.hash,
      currency: params.currency,
      now: now(),
    }),
});
