import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TeamData, TeamMember } from '@shared/team-management/team-management-schemas';
import { ResultAlert } from '../../../components/result-alert';
import { formatDate } from '../../../lib/dates';
import { TEAM_MANAGEMENT_NS } from '../team-management-namespace';

function PaidBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  return (
    <Badge colorPalette={paid ? 'green' : 'orange'} variant="subtle">
      {t(paid ? 'members.paid' : 'members.unpaid')}
    </Badge>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const headingId = `team-member-${member.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={headingId}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Stack gap="1" minW="0">
          <Heading as="h3" size="sm" id={headingId} wordBreak="break-word">
            {member.firstName} {member.lastName}
          </Heading>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {member.email}
          </Text>
          <Text fontSize="sm">
            {[
              member.categoryName,
              member.waveName,
              member.startNumber !== null ? t('members.startNumber', { number: member.startNumber }) : null,
              t('members.registered', { date: formatDate(member.dateCreated) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <HStack gap="2" align="flex-start" flexWrap="wrap">
          {member.founder && (
            <Badge colorPalette="blue" variant="subtle">
              {t('members.founder')}
            </Badge>
          )}
          <PaidBadge paid={member.paid} />
        </HStack>
      </Stack>
    </Box>
  );
}

/** One labelled figure of the summary (a description list keeps label and value together for screen readers). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="lg" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

/**
 * The team overview for its manager: places taken and free, how many members are missing below
 * the race's minimum, the paid state, the PIN to share and every member with their paid state.
 */
export function TeamOverview({ team }: { team: TeamData }) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  return (
    <Stack gap="8">
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {t('overview.title')}
        </Heading>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
          <Figure label={t('overview.taken')} value={String(team.placesTaken)} />
          <Figure
            label={t('overview.free')}
            value={team.placesFree === null ? t('overview.unlimited') : String(team.placesFree)}
          />
          <Figure
            label={t('overview.size')}
            value={
              team.membersFrom !== null && team.membersTo !== null
                ? t('overview.sizeRange', { from: team.membersFrom, to: team.membersTo })
                : team.membersTo !== null
                  ? t('overview.sizeTo', { to: team.membersTo })
                  : team.membersFrom !== null
                    ? t('overview.sizeFrom', { from: team.membersFrom })
                    : t('overview.unlimited')
            }
          />
          <Figure
            label={t('overview.paid')}
            value={t('overview.paidOf', { paid: team.paidMembers, total: team.members.length })}
          />
        </Box>
        {team.complete ? (
          <ResultAlert status="success" title={t('overview.complete')} />
        ) : (
          <ResultAlert status="warning" title={t('overview.incomplete')}>
            {t('overview.missing', { count: team.membersMissing, from: team.membersFrom ?? 0 })}
          </ResultAlert>
        )}
        {team.members.length > 0 && !team.allPaid && (
          <ResultAlert status="info" title={t('overview.unpaidTitle')}>
            {t('overview.unpaid', { count: team.unpaidMembers })}
          </ResultAlert>
        )}
      </Stack>

      <Stack gap="2" fontSize="sm">
        <Heading as="h2" size="lg">
          {t('share.title')}
        </Heading>
        <Text>{t('share.lead')}</Text>
        <Text>
          {t('share.pin')}: <Code>{team.pin}</Code>
        </Text>
        <Text wordBreak="break-all">
          {t('share.manager')}: {team.managerEmail}
        </Text>
      </Stack>

      <Stack gap="4">
        <Heading as="h2" size="lg" id="team-members-heading">
          {t('members.title', { count: team.members.length })}
        </Heading>
        {team.members.length === 0 ? (
          <Text color="fg.muted">{t('members.empty')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-labelledby="team-members-heading">
            {team.members.map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
