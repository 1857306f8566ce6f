import { EmailType, type Locale } from '@shared/codelists/enums';
import type {
  ChangeManagerAnswer,
  ChangeManagerBody,
} from '@shared/team-management/team-reservation-schemas';
import type { OrderHistoryRecord } from '../orders/order-records';
import { teamVariables } from '../emails/order-variables';
import { composeEmail } from '../emails/render';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { TeamInvitationPorts } from './team-invitation';
import { teamData } from './team-management';
import type { TeamManagementPorts } from './team-management-ports';

export interface ChangeManagerPorts
  extends
    TeamManagementPorts,
    Pick<TeamInvitationPorts, 'eventDetail' | 'emailSources' | 'sendEmail' | 'appUrl'> {
  /**
   * Sets the team's manager while it is still `from` (false when someone changed it meanwhile),
   * with the history entry on the founding order, in one transaction.
   */
  setManager(teamGuid: string, from: string, to: string, history: OrderHistoryRecord): Promise<boolean>;
}

const fold = (email: string) => email.trim().toLowerCase();

/**
 * POST series/team-management/{guid}/change-manager (beyond the spec, issue 11): the manager hands
 * the team over to one of its active members. The new manager gets the "team manager changed"
 * e-mail (type 10) with the team's PIN and link; the change is written to the founding order's
 * history (who, when, from, to).
 */
export async function changeTeamManager(input: {
  ports: ChangeManagerPorts;
  teamGuid: string;
  body: ChangeManagerBody;
  by: string;
  locale: Locale;
  now: Date;
}): Promise<ChangeManagerAnswer> {
  const { ports, teamGuid, body, now, locale } = input;
  const data = await teamData(ports, teamGuid, now);
  const member = data.members.find((m) => m.id === body.memberId);
  if (!member) throw new NotFoundError('teamManagement.memberNotFound');
  const to = member.email.trim();
  if (!to) throw new BusinessRuleError('teamManagement.memberWithoutEmail', undefined, 400);
  if (fold(to) === fold(data.managerEmail))
    throw new BusinessRuleError('teamManagement.alreadyManager', undefined, 400);
  const team = await ports.findTeam(teamGuid);
  if (!team) throw new NotFoundError('teamManagement.teamNotFound');
  const history: OrderHistoryRecord = {
    entity: 'orderHistory',
    orderGuid: team.orderGuid,
    date: now.toISOString(),
    by: input.by,
    action: 'teamManagerChanged',
    changes: { team: team.name, managerEmail: { from: data.managerEmail, to } },
  };
  if (!(await ports.setManager(teamGuid, data.managerEmail, to, history)))
    throw new BusinessRuleError('teamManagement.teamChangedMeanwhile', undefined, 409);

  const detail = await ports.eventDetail(data.seriesEventGuid);
  const sources = await ports.emailSources(data.seriesEventGuid, detail.seriesGuid);
  const composed = composeEmail({
    type: EmailType.TEAM_MANAGER_CHANGED,
    locale,
    definitions: sources.definitions,
    ...(sources.globals ? { globals: sources.globals } : {}),
    facts: null,
    layout: sources.layout,
    variables: teamVariables({
      appUrl: ports.appUrl,
      team: { guid: team.guid, name: team.name, pin: team.pin },
      eventName: detail.name,
      subEventName: data.subEventName,
      seriesName: sources.seriesName,
    }),
  });
  await ports.sendEmail({
    kind: 'rendered',
    messageId: `team:manager:${team.guid}:${now.getTime()}`,
    to: [to],
    subject: composed.subject,
    html: composed.html,
    text: composed.text,
  });
  return { managerEmail: to };
}
