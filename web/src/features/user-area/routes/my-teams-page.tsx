import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import type { MyTeamRow } from '@shared/accounts/user-area-schemas';
import { myTeams } from '../api/user-area-api';
import { ListCard } from '../components/list-card';
import { ListPage } from '../components/list-page';
import { USER_AREA_NS } from '../user-area-namespace';

function TeamCard({ team }: { team: MyTeamRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  return (
    <ListCard
      title={team.name}
      summary={
        <>
          <Text fontSize="sm" wordBreak="break-word">
            {t(`teams.kind.${team.kind}`)} · {team.eventName} – {team.subEventName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('teams.myMembers', { count: team.myMembers })}
          </Text>
        </>
      }
      aside={
        team.isManager && (
          <Text fontSize="sm" fontWeight="semibold">
            {t('teams.manager')}
          </Text>
        )
      }
    >
      {team.isManager && (
        <Stack gap="1" mt="3" fontSize="sm">
          {team.pin && (
            <Text>
              {t('teams.pin')}: <Code>{team.pin}</Code>
            </Text>
          )}
          <Text wordBreak="break-all">
            {t('teams.id')}: <Code>{team.id}</Code>
          </Text>
          <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start" mt="2">
            <RouterLink to={`/team-management/${team.id}`}>{t('teams.manage')}</RouterLink>
          </Button>
        </Stack>
      )}
    </ListCard>
  );
}

/** /user/my-teams: teams the user registered in; managers see the team's PIN and id and open its management. */
export function MyTeamsPage() {
  const { t } = useTranslation(USER_AREA_NS);
  return (
    <ListPage
      title={t('teams.title')}
      name="teams"
      searchOnly
      load={(filter, page, signal) => myTeams(filter.searchText, page, signal)}
      renderRow={(row) => <TeamCard team={row} />}
    />
  );
}
