import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { isApiError } from '../../../lib/api-client';
import { loadPublicTeam, teamManagerApi, type TeamManagerApi } from '../api/team-management-api';
import { teamTokenStore } from '../api/team-session';
import { RelayRacers } from '../components/relay-racers';
import { TeamHandOver, TeamInviteForm } from '../components/team-manager-actions';
import { TeamOverview } from '../components/team-overview';
import { TeamSignInForm } from '../components/team-sign-in-form';
import { TEAM_MANAGEMENT_NS } from '../team-management-namespace';

function Loading() {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  return (
    <HStack gap="3" role="status">
      <Spinner size="sm" />
      <Text>{t('loading')}</Text>
    </HStack>
  );
}

/** The signed-in manager's view: the team data, or back to sign-in when the token is refused. */
function ManagerView({
  guid,
  teamApi,
  onSignOut,
  onHandedOver,
}: {
  guid: string;
  teamApi: TeamManagerApi;
  onSignOut: () => void;
  onHandedOver: (email: string) => void;
}) {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const failureText = useFailureText();
  const data = useQuery({
    queryKey: ['team-management', guid, 'data'],
    queryFn: ({ signal }) => teamApi.data(signal),
    retry: false,
    meta: { silentError: true },
  });
  return (
    <Stack gap="6">
      <HStack justify="flex-end">
        <Button variant="outline" size="sm" onClick={onSignOut}>
          {t('signOut')}
        </Button>
      </HStack>
      {data.isPending ? (
        <Loading />
      ) : data.isError ? (
        <Stack gap="3" align="flex-start">
          <ResultAlert status="error" title={t('failed')}>
            {failureText(data.error)}
          </ResultAlert>
          <Button variant="outline" onClick={() => void data.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="8">
          <TeamOverview team={data.data} />
          {data.data.relay && (
            <RelayRacers relay={data.data.relay} teamApi={teamApi} onChanged={() => void data.refetch()} />
          )}
          <TeamInviteForm team={data.data} teamApi={teamApi} />
          <TeamHandOver team={data.data} teamApi={teamApi} onHandedOver={onHandedOver} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /team-management/:teamGuid: team management (spec §2 "Team management (by team guid)"), the
 * path the team e-mails link to (functions/domain/emails/order-variables.ts). Anyone with the link
 * sees the team's name and race; its manager signs in with their e-mail and the team PIN and gets
 * the overview. The team-manager token lives apart from the user's own sign-in.
 */
export function TeamManagementPage() {
  const { t } = useTranslation(TEAM_MANAGEMENT_NS);
  const failureText = useFailureText();
  const { teamGuid = '' } = useParams();
  const queryClient = useQueryClient();
  const tokens = useMemo(() => teamTokenStore(teamGuid), [teamGuid]);
  const teamApi = useMemo(() => teamManagerApi(teamGuid, tokens), [teamGuid, tokens]);
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, () => null);
  const [expired, setExpired] = useState(false);
  const [hadToken, setHadToken] = useState(token !== null);
  const [handedTo, setHandedTo] = useState<string | null>(null);

  const team = useQuery({
    queryKey: ['team-management', teamGuid, 'public'],
    queryFn: ({ signal }) => loadPublicTeam(teamGuid, signal),
    retry: false,
    meta: { silentError: true },
  });

  const signOut = () => {
    setHadToken(false);
    setExpired(false);
    tokens.clear();
    queryClient.removeQueries({ queryKey: ['team-management', teamGuid, 'data'] });
  };

  // The api client clears a token the server refused: the manager is asked to sign in again.
  if (hadToken && token === null) {
    setHadToken(false);
    setExpired(true);
  } else if (!hadToken && token !== null) setHadToken(true);

  if (team.isPending)
    return (
      <Page title={t('title')}>
        <Loading />
      </Page>
    );
  if (team.isError) {
    const missing =
      isApiError(team.error) && (team.error.kind === 'notFound' || team.error.kind === 'validation');
    return (
      <Page title={t('title')}>
        <ResultAlert status="error" title={missing ? t('notFoundTitle') : t('failed')}>
          {missing ? t('notFound') : failureText(team.error)}
        </ResultAlert>
      </Page>
    );
  }

  const info = team.data;
  const race = `${t(`kind.${info.kind}`)} · ${info.eventName} – ${info.subEventName}`;
  return (
    <Page title={info.name} lead={race}>
      {token === null ? (
        <Stack gap="6">
          <Text>{t('signIn.lead')}</Text>
          {handedTo !== null && (
            <ResultAlert status="success" title={t('handOver.done', { email: handedTo })}>
              {t('handOver.signedOut')}
            </ResultAlert>
          )}
          {expired && handedTo === null && <ResultAlert status="info" title={t('signIn.again')} />}
          <TeamSignInForm
            authenticate={teamApi.authenticate}
            onSignedIn={(answer) => {
              setExpired(false);
              setHandedTo(null);
              tokens.set(answer.accessToken, false);
            }}
          />
        </Stack>
      ) : (
        <ManagerView
          guid={teamGuid}
          teamApi={teamApi}
          onSignOut={signOut}
          onHandedOver={(email) => {
            signOut();
            setHandedTo(email);
          }}
        />
      )}
    </Page>
  );
}
