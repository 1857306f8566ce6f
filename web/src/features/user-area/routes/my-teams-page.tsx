import { Box, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyTeamRow } from '../../../../../shared/accounts/user-area-schemas';
import { Page } from '../../../components/page';
import { myTeams } from '../api/user-area-api';
import { ListFilterForm } from '../components/list-filter-form';
import { ListStates } from '../components/list-states';
import { SignedInOnly } from '../components/signed-in-only';
import { useListState } from '../components/use-list-state';
import { USER_AREA_NS } from '../user-area-namespace';

function TeamCard({ team }: { team: MyTeamRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  const headingId = useId();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={headingId}>
      <Flex gap="3" justify="space-between" wrap="wrap">
        <Box minW="0">
          <Text as="h2" id={headingId} fontWeight="semibold" fontSize="md">
            {team.name}
          </Text>
          <Text fontSize="sm" wordBreak="break-word">
            {t(`teams.kind.${team.kind}`)} · {team.eventName} – {team.subEventName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('teams.myMembers', { count: team.myMembers })}
          </Text>
        </Box>
        {team.isManager && (
          <Text fontSize="sm" fontWeight="semibold">
            {t('teams.manager')}
          </Text>
        )}
      </Flex>
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
          <Text color="fg.muted">{t('teams.managementLater')}</Text>
        </Stack>
      )}
    </Box>
  );
}

function MyTeams() {
  const { t } = useTranslation(USER_AREA_NS);
  const { filter, page, apply, goTo } = useListState();
  const query = useQuery({
    queryKey: ['user-area', 'teams', filter.searchText, page],
    queryFn: ({ signal }) => myTeams(filter.searchText, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silentError: true },
  });
  return (
    <Page title={t('teams.title')}>
      <ListFilterForm applied={filter} onApply={apply} searchOnly />
      <ListStates query={query} page={page} onPage={goTo}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows.map((row) => (
              <TeamCard key={row.id} team={row} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Page>
  );
}

/** /user/my-teams: teams the user registered in; managers see the team's PIN and id. */
export function MyTeamsPage() {
  return <SignedInOnly>{() => <MyTeams />}</SignedInOnly>;
}
