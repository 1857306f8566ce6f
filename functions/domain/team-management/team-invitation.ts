import { formatPragueDateTime } from '@shared/prague-time';
import { randomBytes } from 'node:crypto';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import { newCartItem } from '@shared/cart/new-cart-item';
import { EmailType, type CurrencyCode, type Locale } from '@shared/codelists/enums';
import type {
  InvitationCartItem,
  SendInvitationAnswer,
  SendInvitationBody,
} from '@shared/team-management/team-reservation-schemas';
import { takeRateLimit, type RateKey, type RateRule } from '../accounts/rate-limit';
import type { EventEmailPorts } from '../emails/email-records';
import { teamVariables } from '../emails/order-variables';
import { composeEmail } from '../emails/render';
import { textValue } from '../emails/variables';
import { BusinessRuleError, NotFoundError } from '../errors';
import { teamKind, teamPlaces } from './team-places';
import type { TeamManagementPorts } from './team-management-ports';

/** An invitation to join a team (the hash of its link names it). */
export interface TeamInvitationRecord {
  entity: 'teamInvitation';
  hash: string;
  teamGuid: string;
  seriesEventGuid: string;
  subEventGuid: string;
  categoryGuid: string;
  waveGuid: string | null;
  email: string;
  locale: Locale;
  dateCreated: string;
  validUntil: string;
}

/** A team manager may send this many invitations an hour (the e-mails go to any address). */
export const INVITATIONS_PER_HOUR: RateRule = { kind: 'team-invitation', limit: 30, windowSeconds: 60 * 60 };

export interface TeamInvitationPorts
  extends Pick<TeamManagementPorts, 'findTeam' | 'loadRace' | 'rateLimiter'>, EventEmailPorts {
  /** The event as the public event page shows it (names, current prices in `currency`). */
  eventDetail(eventGuid: string, currency?: CurrencyCode): Promise<EventDetail>;
  saveInvitation(record: TeamInvitationRecord): Promise<void>;
  findInvitation(hash: string): Promise<TeamInvitationRecord | undefined>;
  appUrl: string;
}

/** The SPA page an invitation link opens (it puts the team's item into the cart). */
export const invitationLink = (appUrl: string, hash: string) =>
  `${appUrl.replace(/\/+$/, '')}/team-invitation/${encodeURIComponent(hash)}`;

/**
 * POST series/team-management/{guid}/send-invintation (spec §2, §7): the team manager invites
 * someone by e-mail to join in a category (and wave) of the team's race. The e-mail (type 9, the
 * event's own text or the default, in the series layout) carries the team's name, PIN and a link
 * that opens the cart with the team's item ready; the link works until registration closes.
 */
export async function sendTeamInvitation(input: {
  ports: TeamInvitationPorts;
  teamGuid: string;
  body: SendInvitationBody;
  locale: Locale;
  now: Date;
}): Promise<SendInvitationAnswer> {
  const { ports, teamGuid, body, locale, now } = input;
  const team = await ports.findTeam(teamGuid);
  const race = team ? await ports.loadRace(team) : undefined;
  if (!team || !race) throw new NotFoundError('teamManagement.teamNotFound');
  const sub = race.subevent;
  if (teamKind(sub) === 'relay')
    throw new BusinessRuleError('teamManagement.relayNotJoinable', undefined, 400);
  if (body.subEvent !== sub.guid)
    throw new BusinessRuleError('teamManagement.invitationOtherRace', { name: sub.name }, 400);
  if (now > new Date(sub.registrationTo))
    throw new BusinessRuleError('teamManagement.invitationRegistrationClosed', { name: sub.name }, 409);
  const places = teamPlaces(sub, race.counter);
  if (places.placesFree !== null && places.placesFree <= 0)
    throw new BusinessRuleError('teamManagement.teamFull', { team: team.name }, 409);
  const detail = await ports.eventDetail(sub.eventGuid);
  const view = detail.subevents.find((s) => s.guid === sub.guid);
  const category = view?.categories.find((c) => c.guid === body.category);
  if (!view || !category)
    throw new BusinessRuleError('teamManagement.invitationOtherCategory', undefined, 400);
  const wave = body.wave ? view.waves.find((w) => w.guid === body.wave) : null;
  if ((body.wave && !wave) || (!body.wave && view.waves.length > 0))
    throw new BusinessRuleError('teamManagement.invitationWaveRequired', undefined, 400);
  const limit: RateKey[] = [{ rule: INVITATIONS_PER_HOUR, id: team.guid }];
  await takeRateLimit(ports.rateLimiter, limit, now);

  const hash = randomBytes(24).toString('base64url');
  const record: TeamInvitationRecord = {
    entity: 'teamInvitation',
    hash,
    teamGuid: team.guid,
    seriesEventGuid: sub.eventGuid,
    subEventGuid: sub.guid,
    categoryGuid: category.guid,
    waveGuid: wave?.guid ?? null,
    email: body.email.trim(),
    locale,
    dateCreated: now.toISOString(),
    validUntil: sub.registrationTo,
  };
  await ports.saveInvitation(record);
  const sources = await ports.emailSources(sub.eventGuid, detail.seriesGuid);
  const composed = composeEmail({
    type: EmailType.TEAM_INVITATION,
    locale,
    definitions: sources.definitions,
    ...(sources.globals ? { globals: sources.globals } : {}),
    facts: null,
    layout: sources.layout,
    variables: {
      ...teamVariables({
        appUrl: ports.appUrl,
        team: { guid: team.guid, name: team.name, pin: team.pin },
        eventName: detail.name,
        subEventName: sub.name,
        invitedEventName: detail.name,
        invitationLink: invitationLink(ports.appUrl, hash),
        seriesName: sources.seriesName,
      }),
      hash: textValue(hash),
    },
  });
  await ports.sendEmail({
    kind: 'rendered',
    messageId: `team:invitation:${hash}`,
    to: [record.email],
    subject: composed.subject,
    html: composed.html,
    text: composed.text,
  });
  return { email: record.email, validUntil: record.validUntil };
}

const NOT_FOUND = 'checkout.invitationNotFound';

/**
 * POST checkout/shopping-cart-item-for-invintation/{currency}: the cart item of the invitation's
 * race, category and wave at today's price, with the team (guid, name) and its PIN to join at
 * checkout. Unknown, expired or teamless invitations answer 404.
 */
export async function invitationCartItem(input: {
  ports: Pick<TeamInvitationPorts, 'findInvitation' | 'findTeam' | 'eventDetail'>;
  hash: string;
  currency: CurrencyCode;
  now: Date;
}): Promise<InvitationCartItem> {
  const { ports, now } = input;
  const invitation = await ports.findInvitation(input.hash);
  if (!invitation || new Date(invitation.validUntil) < now) throw new NotFoundError(NOT_FOUND);
  const team = await ports.findTeam(invitation.teamGuid);
  if (!team) throw new NotFoundError(NOT_FOUND);
  const detail = await ports.eventDetail(invitation.seriesEventGuid, input.currency);
  const sub = detail.subevents.find((s) => s.guid === invitation.subEventGuid);
  const category = sub?.categories.find((c) => c.guid === invitation.categoryGuid);
  const wave = invitation.waveGuid ? sub?.waves.find((w) => w.guid === invitation.waveGuid) : null;
  if (!sub || !category || wave === undefined) throw new NotFoundError(NOT_FOUND);
  // Spec §8 "Invitation: … not open": said on the invitation page, not only later at checkout.
  if (now < new Date(sub.registrationFrom))
    throw new BusinessRuleError(
      'checkout.invitationNotOpen',
      { name: sub.name, date: formatPragueDateTime(sub.registrationFrom) },
      409,
    );
  return {
    ...newCartItem(detail, sub, category, wave),
    teamGuid: team.guid,
    teamName: team.name,
    pin: team.pin,
  };
}
