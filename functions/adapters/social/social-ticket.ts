import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { socialNetworkSchema } from '@shared/social/social-schemas';
import type { TicketPayload, TicketPort } from '../../domain/social-sign-in/social-sign-in';
import { getSecret } from '../config';

/** A ticket outlives the callback only long enough to fill the new-account or password form. */
const TICKET_TTL_SECONDS = 20 * 60;
const ISSUER = 'race-registration';
const AUDIENCE = 'race-registration-social-ticket';

const payloadSchema = z.object({
  network: socialNetworkSchema,
  networkId: z.string().min(1).max(255),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  returnTo: z.string(),
});

let key: Promise<Uint8Array> | undefined;
const signingKey = () => {
  key ??= getSecret('JWT_SECRET').then((s) => new TextEncoder().encode(s));
  return key;
};

/**
 * Tickets signed with the API's key (HS256) and their own audience, so neither an access token
 * nor anything else of ours passes as one: the identity a provider proved, carried by the SPA.
 */
export const jwtTickets: TicketPort = {
  async sign(payload: TicketPayload) {
    return new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
      .sign(await signingKey());
  },
  async verify(ticket: string) {
    const { payload } = await jwtVerify(ticket, await signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    return payloadSchema.parse(payload);
  },
};
